// The job of the critics step: the critics and the prompt, and nothing of GitHub's. It is what crosses from
// prepare to the critics, in one process or through the sealed hand-over.
import type { Critic } from './critic-model.js'

/** One part of a diff too large for a critic's prompt: its whole prompt, and the files it holds (for messages). */
interface PromptPart {
  prompt: string
  files: string[]
}

/**
 * How one critic's round is run when the shared prompt does not fit its budget: a prompt per part, or, when even
 * the round's fixed part is over its budget, why it does not run. `coverage` says what its parts saw.
 */
export interface CriticSplit {
  parts: PromptPart[]
  coverage: string
  refusal?: string
}

/** What the critics step needs, and all it is given: no token, no GitHub, only the plan's critics. */
export interface CriticsJob {
  critics: Critic[]
  prompt: string
  /** `{workItem}` of the critics' args (`issue-<n>`, or "" for a bare prompt). */
  workItem: string
  /** GITHUB_WORKSPACE: where critics run, and what a critic's `cwd` is relative to. */
  workspace: string
  /** By critic name, the critics whose round is split or refused; the others run once on `prompt`. */
  split?: Record<string, CriticSplit>
  /** How many critic processes run at once (input max-parallel); unbounded when absent. */
  maxParallel?: number
}
