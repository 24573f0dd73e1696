// What one run of the main or round action reports: the decision, the walks, the rounds and what stayed owed.
// The loop fills it in; the job summary (app/report/main-summary.ts) draws it.
import type { Graph } from '../graph/graph.js'
import type { PendingPost } from '../ledger/pending.js'
import type { RoundOutcome } from '../round/plan-types.js'
import type { WalkReport } from '../runtime/walk.js'

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
}
