// The job of the critics step: the critics and the prompt, and nothing of GitHub's. It is what crosses from
// prepare to the critics, in one process or through the sealed hand-over.
import type { Critic } from './critic-model.js'

/** What the critics step needs, and all it is given: no token, no GitHub, only the plan's critics. */
export interface CriticsJob {
  critics: Critic[]
  prompt: string
  /** `{workItem}` of the critics' args (`issue-<n>`, or "" for a bare prompt). */
  workItem: string
  /** GITHUB_WORKSPACE: where critics run, and what a critic's `cwd` is relative to. */
  workspace: string
}
