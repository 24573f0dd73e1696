// The money budget of a review (inputs max-cost-usd and max-tokens), checked when a round is claimed, beside
// max-rounds: the round is estimated from the same critics' earlier rounds (cost per part × its parts now), or
// from a critic's costEstimateUsd, and refused when what was spent and that estimate pass the budget. A round that
// ran over anyway is recorded (loop/spend/spend.ts), and the next is refused. A critic that reports neither
// a cost nor tokens is bounded by neither; the job summary and the closing summary say so.
import { plannedRuns } from '../../critics/harness/critic-runs.js'
import { spendTotals, type ReviewSpend } from './spend.js'
import type { Limit } from '../feature/limit.js'
import type { SpendBudgetInputs } from './spend-inputs.js'
import { spendFigure } from './spend-reply.js'

export interface SpendLimits {
  maxCostUsd?: number
  maxTokens?: number
}

/** What the round is expected to cost: dollars for critics that report a cost, tokens for those that report tokens. */
/** @internal */
export interface RoundEstimate {
  costUsd: number
  tokens: number
}

/** What the estimate reads of the round's plan: its critics and their parts. */
type EstimatePlan = Parameters<typeof plannedRuns>[0]

/** Each critic's runs in the round (a refused split runs nothing). */
function partsByCritic(plan: EstimatePlan): Map<string, number> {
  const parts = new Map<string, number>()
  for (const run of plannedRuns(plan))
    if (run.refusal === undefined) parts.set(run.critic.name, (parts.get(run.critic.name) ?? 0) + 1)
  return parts
}

/** The round's estimate from what each critic spent per part so far, else its costEstimateUsd. */
/** @internal */
export function estimateRound(plan: EstimatePlan, spend: ReviewSpend | undefined): RoundEstimate {
  const out = { costUsd: 0, tokens: 0 }
  const parts = partsByCritic(plan)
  for (const critic of plan.critics) {
    const n = parts.get(critic.name) ?? 0
    const h = spend?.[critic.name]
    if (h && h.costParts > 0) out.costUsd += (h.costUsd / h.costParts) * n
    else if (h && h.tokenParts > 0) out.tokens += Math.ceil((h.tokens / h.tokenParts) * n)
    else if (critic.costEstimateUsd !== undefined) out.costUsd += critic.costEstimateUsd * n
  }
  return out
}

/** What the budget leaves before the round, for the critics step's verification phase; undefined: no budget. */
export function budgetLeft(
  spend: ReviewSpend | undefined,
  limits: SpendLimits
): { usd?: number; tokens?: number } | undefined {
  if (limits.maxCostUsd === undefined && limits.maxTokens === undefined) return undefined
  const totals = spendTotals(spend)
  return {
    ...(limits.maxCostUsd === undefined ? {} : { usd: limits.maxCostUsd - totals.costUsd }),
    ...(limits.maxTokens === undefined ? {} : { tokens: limits.maxTokens - totals.tokens })
  }
}

/** Why the money budget refuses the round, with its figures, or undefined while it lasts. */
type SpendRefusal = Pick<SpendBudgetInputs, 'limit' | 'max' | 'spent' | 'estimate'>

/**
 * The money budget's refusal: what was spent since the review was armed, and the round's estimate (0 before the
 * round is planned), with the line the log says.
 */
export type MoneyRefusal = SpendRefusal & { reason: string }

/**
 * The refusal of a round whose spend so far reached a limit, or would pass it with the round's estimate. A limit
 * of 0 refuses every round.
 * @internal
 */
export function spendRefusal(
  plan: EstimatePlan | undefined,
  spend: ReviewSpend | undefined,
  limits: SpendLimits
): SpendRefusal | undefined {
  const totals = spendTotals(spend)
  // Without a plan (before the round's reads) only a budget already spent refuses.
  const estimate = plan ? estimateRound(plan, spend) : { costUsd: 0, tokens: 0 }
  const over = (max: number | undefined, spent: number, next: number) =>
    max !== undefined && (spent >= max || spent + next > max)
  if (over(limits.maxCostUsd, totals.costUsd, estimate.costUsd))
    return {
      limit: 'max-cost-usd',
      max: limits.maxCostUsd!,
      spent: totals.costUsd,
      estimate: estimate.costUsd
    }
  if (over(limits.maxTokens, totals.tokens, estimate.tokens))
    return { limit: 'max-tokens', max: limits.maxTokens!, spent: totals.tokens, estimate: estimate.tokens }
  return undefined
}

/**
 * The refusal as the job summary's and the log's line.
 * @internal
 */
export function spendRefusalText(r: SpendRefusal): string {
  const spent = spendFigure(r.limit, r.spent)
  const estimate = r.spent >= r.max ? '' : `, this round estimated at ${spendFigure(r.limit, r.estimate)}`
  return (
    `money budget reached: ${spent} spent since the review was armed${estimate}, ` +
    `${r.limit} ${spendFigure(r.limit, r.max)}; no critic ran; raise ${r.limit} or re-arm the review for a fresh budget`
  )
}

/**
 * The money budget as a claim-time limit, asked twice: before the round's reads, where only a budget already spent
 * refuses (so that round makes none of the plan's reads), and with the plan, where the round's estimate counts too.
 */
export function moneyBudget(
  limits: SpendLimits
): Limit<MoneyRefusal, { spend?: ReviewSpend | undefined }, EstimatePlan> {
  return {
    name: 'money',
    gates: ['ledger', 'plan'],
    check(ledger, plan) {
      const refusal = spendRefusal(plan, ledger.spend, limits)
      return refusal && { ...refusal, reason: spendRefusalText(refusal) }
    }
  }
}
