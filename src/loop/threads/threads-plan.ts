// What the round's plan holds for the review threads: the line-comment threads the round's replies were written
// in. RoundPlan (loop/round/plan-types.ts) is composed with it; this feature's code reads the plan through it.
import type { RoundCore } from '../context/plan-core.js'
import type { CoveragePlan } from '../parts/coverage-plan.js'

/** The plan's part for the review threads. */
export interface ThreadsPlan {
  /**
   * The line-comment threads the round's replies were written in (REST ids of their first comments), as the
   * prompt names them: a critic's answer is posted only in one of these.
   */
  threads?: number[]
}

/** What the review threads read of a round's plan: its core, their part, and which critics' prompts were split and what no critic reads (coverage). */
export type PlanWithThreads = RoundCore & ThreadsPlan & Pick<CoveragePlan, 'unseen' | 'split'>
