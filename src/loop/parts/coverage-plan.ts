// What the round's plan holds of parts and coverage: the critics whose prompt is split into parts, the diffs the
// parts point into, what each critic's prompt holds of the diff and what no critic reads. RoundPlan
// (loop/round/plan-types.ts) is composed with it; this feature's code reads the plan through it.
import type { Critic } from '../../critics/harness/critic-model.js'
import type { CriticSplit } from '../../critics/harness/critics-job.js'
import type { UnseenFile } from '../pull/unseen.js'
import type { CriticCoverage } from './coverage.js'

/** The plan's part for parts and coverage. */
export interface CoveragePlan {
  /** By critic name, the critics whose budget the shared prompt does not fit: their parts, or why they do not run. */
  split?: Record<string, CriticSplit>
  /** The diffs the parts of `split` point into, one per pull request of the round (set with `split`). */
  diffs?: string[]
  /** By critic name, what its prompt or parts hold of the diff (recorded in the ledger at publish). */
  coverage?: Record<string, CriticCoverage>
  /** What no critic reads of the change, each file judged (unseen-reads.ts); absent when the prompts hold it all. */
  unseen?: RoundUnseen
}

/** What this feature reads of the round's own fields beside its part: the critics and the shared prompt. */
export type PlanWithCoverage = CoveragePlan & { critics: Critic[]; prompt: string }

/** What of a round's change no critic reads (unseen-reads.ts): every file named, and why. */
export interface RoundUnseen {
  files: UnseenFile[]
  /** Pull requests whose files list (GitHub lists 3,000) stops short: how many it lists of how many changed. */
  beyond: Array<{ ref: string; listed: number; total: number }>
  /** By critic, what its parts left out or cut to fit (critic-split.ts), as inline Markdown. */
  cut?: Record<string, string>
}
