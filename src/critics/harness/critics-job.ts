// The job of the critics step: the critics and the prompt, and nothing of GitHub's. It is what crosses from
// prepare to the critics, in one process or through the sealed hand-over.
import type { Critic } from './critic-model.js'
import type { Severity } from '../../base/shared/severity.js'

/**
 * A run of a part's prompt: its own text, or characters `[start, end)` of the job's diff number `diff` (an
 * index into `diffs`). The parts of a large change point into one copy of its diff instead of each holding its
 * share, so the sealed plan and every step that reads it hold the diff once.
 */
export type PromptSegment = string | readonly [diff: number, start: number, end: number]

/** One part of a diff too large for a critic's prompt: its prompt in segments, and the files it holds (for messages). */
interface PromptPart {
  text: PromptSegment[]
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

/**
 * The verification phase of a round under `inline-findings: verified` (src/critics/verify/): after the critics
 * answered, each problem one critic alone raised at or above `from` and below `below` (from where a lone problem
 * goes on the diff unverified) is put to another critic of the round, who says whether it is real.
 */
export interface VerifyPlan {
  from: Severity
  below: Severity
  /** The brief and the repository's rules as the round prompt states them: what a verifier judges against. */
  context: string
  /** The unified diff of each pull request of the round, in its order: where a problem's hunk is taken from. */
  diffs: string[]
  /**
   * What the review's money budget left before the round (inputs max-cost-usd, max-tokens), when it has one: the
   * phase is refused when the round's runs and the verifiers' estimate would pass it.
   */
  budget?: { usd?: number; tokens?: number }
  /** `reviews.verifiers` of the harness config: the critics that verify, in order; absent: any other critic. */
  verifiers?: string[]
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
  /** The diffs the parts' segments point into, one per pull request of the round (set with `split`). */
  diffs?: string[]
  /** How many critic processes run at once (input max-parallel); unbounded when absent. */
  maxParallel?: number
  /** Set when lone problems are verified before they go on the diff (input inline-findings: verified). */
  verify?: VerifyPlan
  /** Durations are read on a stopped clock, so each is 0 s: prepare ran on a fixed one (src/entries/runner.ts). */
  stoppedClock?: boolean
}

/** The whole prompt of one part, put together from its segments when its run starts (one part at a time). */
export function partPrompt(job: Pick<CriticsJob, 'diffs'>, part: Pick<PromptPart, 'text'>): string {
  return part.text
    .map((segment) =>
      typeof segment === 'string' ? segment : (job.diffs?.[segment[0]] ?? '').slice(segment[1], segment[2])
    )
    .join('')
}
