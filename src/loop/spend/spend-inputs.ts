// What the money budget's posts are made of, as the state records them (loop/posts/owed-inputs.ts composes every
// feature's): the cost a round comment's marker carries, the budget as a summary shows it, and a refused round.

/** A critic's round as the money budget counted it: dollars, or tokens for a critic that reports no cost. */
export type MarkedCost = { costUsd: number; tokens?: undefined } | { tokens: number; costUsd?: undefined }

/**
 * The money budget as a summary shows it: the limits, and each critic's spend since the review was armed with how
 * it was counted (`none`: it reported neither a cost nor tokens, so no budget bounds it).
 */
export interface OwedSpend {
  maxCostUsd?: number
  maxTokens?: number
  critics: Array<{
    critic: string
    costUsd: number
    tokens: number
    by: 'cost' | 'tokens' | 'both' | 'none'
    /** Rounds whose reported cost was out of range, counted at the cap. */
    flagged: number
  }>
}

/**
 * The money budget refused round `round` (spend-budget.ts): the limit that held, its value, what was spent since the
 * review was armed and the round's estimate, in dollars (max-cost-usd) or tokens (max-tokens).
 */
export interface SpendBudgetInputs {
  what: 'spend-budget'
  round: number
  limit: 'max-cost-usd' | 'max-tokens'
  max: number
  spent: number
  estimate: number
}
