// The claim-time limits composed: the round budget and the job's own time (loop/limits/), the money budget
// (loop/spend/spend-budget.ts), each a Limit (loop/feature/limit.ts) with a refusal of its own. The claim
// asks them in one order (run/claim.ts), and a refusal becomes its required post in one place, here.
import { OWED_LIMITS, type OwedInputs } from '../posts/owed-inputs.js'
import type { Ledger } from '../ledger/ledger.js'
import type { RoundPlan } from './plan-types.js'
import type { Limit as FeatureLimit } from '../feature/limit.js'
import { roundBudget, type RoundsRefusal } from '../limits/budget.js'
import { jobTimeLimit, type JobTimeRefusal } from '../limits/job-limit.js'
import { moneyBudget, type MoneyRefusal, type SpendLimits } from '../spend/spend-budget.js'

/** What a limit reads of the ledger: the paid runs since the review was armed, and its spend. */
/** @internal */
export type LimitLedger = Pick<Ledger, 'paid' | 'paidFrom' | 'spend'>

/** What a limit reads of the round's plan: its critics, their parts and the pool's width. */
/** @internal */
export type LimitPlan = Pick<RoundPlan, 'critics' | 'split' | 'prompt' | 'diffs' | 'maxParallel'>

/**
 * Why a limit refuses the round: the input that holds (`limit`) and its value (`max`), the figures its post is
 * rendered from, and `reason`, the line the job log and the job summary say; one variant per limit.
 */
export type Refusal = RoundsRefusal | MoneyRefusal | JobTimeRefusal

/** A limit as the claim asks it: every limit reads what it needs of these. */
export type Limit = FeatureLimit<Refusal, LimitLedger, LimitPlan>

/** The inputs the limits are set by: max-rounds, job-timeout-minutes, max-cost-usd and max-tokens. */
type ClaimInputs = SpendLimits & { maxRounds: number; jobTimeoutMinutes?: number | undefined }

/**
 * The limits a claim asks, in this order at each gate: before the round's reads the round budget, then the money
 * already spent; with the plan its length against the job, then the money with the round's estimate. A new
 * limit is listed here, and its refusal's post in `refusalPost`.
 */
export function claimLimits(inputs: ClaimInputs): Limit[] {
  return [roundBudget(inputs.maxRounds), jobTimeLimit(inputs.jobTimeoutMinutes), moneyBudget(inputs)]
}

/**
 * The required post of a refused round, rendered from these inputs (loop/posts/owed-render.ts) now and by any
 * later run that finds it owed: the round budget's and the money budget's replies, and the job limit's reason as
 * the round's problem, cut to what the state may store.
 */
export function refusalPost(refusal: Refusal, round: number): OwedInputs {
  switch (refusal.limit) {
    case 'max-rounds':
      return { what: 'budget', maxRounds: refusal.max }
    case 'max-cost-usd':
    case 'max-tokens': {
      const { limit, max, spent, estimate } = refusal
      return { what: 'spend-budget', round, limit, max, spent, estimate }
    }
    case 'job-timeout-minutes':
      return { what: 'round-problem', round, problem: refusal.reason.slice(0, OWED_LIMITS.problem) }
  }
}
