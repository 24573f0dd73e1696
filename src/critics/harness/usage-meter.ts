// What one critic's run counts against a review's money budget (inputs max-cost-usd and max-tokens): the cost it
// reported, else its tokens, else nothing (a CLI that reports neither, as cursor-agent, is unmetered). The figures
// are the CLI's own: the budget holds for CLIs that report honestly and is no security boundary, but a reported
// cost never lowers what was spent: one that is negative or no number counts as the cap, and so does one past it.
// Token counts likewise: one that is negative, no whole number or past MAX_RUN_TOKENS counts as that cap.
import { MAX_RUN_TOKENS, type Usage } from './usage.js'

/** The most one critic's round may count: a report past it (10^9 dollars) is capped here and flagged. */
export const MAX_RUN_COST_USD = 1000

export type Meter =
  | { by: 'cost'; usd: number; flag?: string }
  | { by: 'tokens'; tokens: number; flag?: string }
  | { by: 'none' }

const TOKEN_CAP = MAX_RUN_TOKENS.toLocaleString('en-US')

/** How a critic's run (its parts' usage, summed) counts against the budget. */
export function meterOf(usage: Usage): Meter {
  if (usage.costStatus === 'invalid')
    return {
      by: 'cost',
      usd: MAX_RUN_COST_USD,
      flag: `reported a cost that is negative or not a number; counted as $${MAX_RUN_COST_USD}`
    }
  if (usage.costStatus === 'reported' || usage.costUsd > 0) {
    const usd = Number.isFinite(usage.costUsd) && usage.costUsd >= 0 ? usage.costUsd : MAX_RUN_COST_USD
    if (usd > MAX_RUN_COST_USD)
      return {
        by: 'cost',
        usd: MAX_RUN_COST_USD,
        flag: `reported $${usd.toExponential(2)}; capped at $${MAX_RUN_COST_USD}`
      }
    return { by: 'cost', usd }
  }
  // Whether or not the report says it is present: a count out of range was named, so the run is metered.
  if (usage.tokenStatus === 'invalid')
    return {
      by: 'tokens',
      tokens: MAX_RUN_TOKENS,
      flag: `reported a token count that is negative, not a whole number or past ${TOKEN_CAP}; counted as ${TOKEN_CAP} tokens`
    }
  const tokens = usage.inputTokens + usage.outputTokens
  if (!usage.present || !(tokens > 0)) return { by: 'none' }
  if (tokens > MAX_RUN_TOKENS)
    return {
      by: 'tokens',
      tokens: MAX_RUN_TOKENS,
      flag: `reported ${tokens.toExponential(2)} tokens; capped at ${TOKEN_CAP}`
    }
  return { by: 'tokens', tokens }
}

/**
 * Why a `costEstimateUsd` the schema refuses is wrong: it is what one run of this critic (one part of a split diff)
 * is taken to cost before its first round reports a cost.
 */
export function costEstimateProblem(value: unknown): string {
  return `'costEstimateUsd' must be a number of dollars from 0 to ${MAX_RUN_COST_USD}, not ${JSON.stringify(value)}: what one run of this critic costs before its first round reports a cost (input max-cost-usd)`
}
