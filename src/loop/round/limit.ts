// A claim-time limit of a review: the round budget (budget.ts), the money budget (spend-budget.ts) and the job's
// own time (job-limit.ts) share one contract. Each is asked whether the round may run, from the ledger and, once
// the round is planned, its plan; the claim asks them in one order (run/claim.ts), and a refusal becomes its
// log line and its required post in one place, here.
import { OWED_LIMITS, type OwedInputs } from '../../conversation/comments/owed-inputs.js'
import type { Ledger } from '../ledger/ledger.js'
import type { RoundPlan } from './plan-types.js'

/** What a limit reads of the ledger: the paid runs since the review was armed, and its spend. */
export type LimitLedger = Pick<Ledger, 'paid' | 'paidFrom' | 'spend'>

/** What a limit reads of the round's plan: its critics, their parts and the pool's width. */
export type LimitPlan = Pick<RoundPlan, 'critics' | 'split' | 'prompt' | 'diffs' | 'maxParallel'>

/**
 * When the claim asks a limit. `ledger`: before anything is read for the round, from the ledger alone, so a round
 * refused there makes none of the plan's reads (its rules files, the look for a loop copy). `plan`: once the
 * round is planned, with its plan.
 */
type LimitGate = 'ledger' | 'plan'

type SpendInputs = Extract<OwedInputs, { what: 'spend-budget' }>

/**
 * Why a limit refuses the round: the input that holds (`limit`) and its value (`max`), the figures its post is
 * rendered from, and `reason`, the line the job log and the job summary say.
 */
export type Refusal = { reason: string } & (
  | { limit: 'max-rounds'; max: number }
  /** What was spent since the review was armed, and the round's estimate (0 before the round is planned). */
  | Pick<SpendInputs, 'limit' | 'max' | 'spent' | 'estimate'>
  | { limit: 'job-timeout-minutes'; max: number }
)

export interface Limit {
  /** Named in tests and logs of the claim's order. */
  readonly name: 'rounds' | 'money' | 'job-time'
  /** The gates the claim asks it at, each once. */
  readonly gates: readonly LimitGate[]
  /** Why the round may not run, or undefined; `plan` is undefined at the `ledger` gate. */
  check(ledger: LimitLedger, plan: LimitPlan | undefined): Refusal | undefined
}

/** The first refusal of the limits that judge at this gate (`plan` given: the `plan` gate), asked in order. */
export function firstRefusal(
  limits: readonly Limit[],
  ledger: LimitLedger,
  plan?: LimitPlan
): Refusal | undefined {
  const gate: LimitGate = plan === undefined ? 'ledger' : 'plan'
  for (const limit of limits) {
    if (!limit.gates.includes(gate)) continue
    const refusal = limit.check(ledger, plan)
    if (refusal) return refusal
  }
  return undefined
}

/**
 * The required post of a refused round, rendered from these inputs (loop/render/owed-render.ts) now and by any
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
