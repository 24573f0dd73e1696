// The money budget's data contract, its one source: the ledger's part (by critic, what it spent since the review
// was last armed: spend.ts) and what its posts are made of (spend-inputs.ts), each a fragment the ledger's and
// the owed post's schemas compose; the types are these fragments' `Static`.
import { Type } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { mapOf, oneOfValues, typed } from '../feature/schema-kit.js'
import { owedDef } from '../feature/schema-owed-defs.js'

const CriticSpendSchema = Type.Object(
  {
    // Dollars its runs that reported a cost counted (each capped at MAX_RUN_COST_USD).
    costUsd: Type.Number({ minimum: 0, maximum: 1000000000000 }),
    // Runs of one part (or of an unsplit round) that reported a cost: what an estimate divides by.
    costParts: def('tallyCount'),
    // Tokens, in and out, of runs that reported tokens and no cost (what max-tokens bounds).
    tokens: def('tallyCount'),
    tokenParts: def('tallyCount'),
    // Rounds in which it reported neither: no budget bounds them.
    unmetered: def('tallyCount'),
    // Rounds whose reported cost or token count was out of range (capped, negative or no number), counted at the
    // cap (MAX_RUN_COST_USD, or MAX_RUN_TOKENS for a critic metered by tokens).
    flagged: def('tallyCount')
  },
  { additionalProperties: false }
)

export const SpendSchema = mapOf(CriticSpendSchema, {
  description:
    'By critic, what it spent since the review was last armed (src/loop/spend/spend.ts): the money budget.',
  maxProperties: 30,
  propertyNames: def('name')
})

/**
 * The money budget as a summary shows it: the limits, and each critic's spend since the review was armed with how
 * it was counted (`none`: it reported neither a cost nor tokens, so no budget bounds it; `flagged`: rounds whose
 * reported cost was out of range, counted at the cap).
 */
export const OwedSpendSchema = Type.Object(
  {
    maxCostUsd: Type.Optional(Type.Number({ minimum: 0, maximum: 1000000 })),
    maxTokens: Type.Optional(owedDef('figure')),
    critics: Type.Array(
      Type.Object(
        {
          critic: owedDef('name'),
          costUsd: Type.Number({ minimum: 0, maximum: 1000000000000 }),
          tokens: Type.Integer({ minimum: 0, maximum: 1000000000000 }),
          by: oneOfValues(['cost', 'tokens', 'both', 'none']),
          flagged: owedDef('figure')
        },
        { additionalProperties: false }
      ),
      { maxItems: 30 }
    )
  },
  { additionalProperties: false }
)

/** A critic's round as the money budget counted it: dollars, or tokens for a critic that reports no cost. */
export const MarkedCostSchema = typed<
  { costUsd: number; tokens?: undefined } | { tokens: number; costUsd?: undefined }
>(
  Type.Object(
    {
      costUsd: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
      tokens: Type.Optional(owedDef('figure'))
    },
    {
      description: "What the money budget counted of this critic's round: its comment's marker carries it.",
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1
    }
  )
)

const Money = Type.Number({ minimum: 0, maximum: 1000000000000 })

/**
 * The money budget refused round `round` (spend-budget.ts): the limit that held, its value, what was spent since the
 * review was armed and the round's estimate, in dollars (max-cost-usd) or tokens (max-tokens).
 */
export const SpendBudgetInputsSchema = Type.Object(
  {
    what: Type.Literal('spend-budget'),
    round: owedDef('count'),
    limit: oneOfValues(['max-cost-usd', 'max-tokens']),
    max: Money,
    spent: Money,
    estimate: Money
  },
  { additionalProperties: false }
)
