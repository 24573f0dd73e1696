// The plan of one critic round and its outcome, as plain JSON types: what prepare hands to the critics and
// to publish. Kept apart from the planner so that publish, the ledger and the critics step need no planner.
import type { Envelope } from '../../critics/harness/envelope.js'
import type { RedactionCount } from '../../critics/harness/redact.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import type { RoundCore, RulesStated } from '../context/plan-core.js'
import type { CoveragePlan } from '../parts/coverage-plan.js'
import type { BriefPlan } from '../brief/brief-reports.js'
import type { ThreadsPlan } from '../threads/threads-plan.js'
import type { DecisionsPlan } from '../decisions/decisions-plan.js'
import type { CheckPlan } from '../check/check-plan.js'
import type { ConsensusPlan } from '../consensus/consensus.js'

/**
 * Everything the critics phase needs, and what the publish phase must record: the round's core, and the part each
 * feature adds, its type in its folder. A new feature adds its part here.
 */
export interface RoundPlan
  extends RoundCore, CoveragePlan, BriefPlan, ThreadsPlan, DecisionsPlan, CheckPlan, ConsensusPlan {}

export type RoundOutcome =
  | {
      kind: 'ran'
      round: number
      envelopes: Envelope[]
      unreadable: string[]
      redacted?: RedactionCount[]
      findings?: CriticFindingsReport[]
      /** What each critic with a split diff saw of it, by critic (its coverage line). */
      coverage?: Array<{ critic: string; line: string }>
      rules?: RulesStated
    }
  | { kind: 'skipped'; round: number; reason: string }
