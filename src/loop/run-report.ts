// What one run of the main or round action reports: the decision, the walks, the rounds and what stayed owed.
// The loop fills it in; the job summary (app/report/main-summary.ts) draws it.
import type { Graph } from '../engine/graph/graph.js'
import type { PendingPost } from './posts/pending.js'
import type { RoundOutcome } from './round/plan-types.js'
import type { WalkReport } from '../engine/runtime/walk.js'
import type { GraphState } from '../engine/state/document.js'
import type { OwedSpend } from './spend/spend-inputs.js'
import { ledgerOf } from './ledger/ledger.js'
import { spendFigures } from './spend/spend.js'
import type { SpendLimits } from './spend/spend-budget.js'

export interface MainRunReport {
  decision: string
  reason: string
  walks: WalkReport[]
  rounds: RoundOutcome[]
  warnings: string[]
  /** What happened to the conversation that a reader should know (replies handed on, consumed elsewhere). */
  notes: string[]
  /** Posts owed the conversation that this run could not send. */
  pending: PendingPost[]
  /** Times this run read the item again after another run wrote it first. */
  retries: number
  node: string
  graph: Graph | undefined
  brief?: { by: string; questions: string[]; angles: string[]; validations: string[]; pullRequests: string[] }
  /**
   * The review's spend against its money budget after this run (loop/spend/spend.ts); absent with nothing to
   * say.
   */
  spend?: OwedSpend
}

/** Records the spend of the review `state` holds, for the job summary. */
export function reportSpend(report: MainRunReport, state: GraphState, limits: SpendLimits): void {
  const spend = spendFigures(ledgerOf(state).spend, limits)
  if (spend) report.spend = spend
}
