// The owed posts that say a budget held: the rounds paid (max-rounds), or the money (max-cost-usd, max-tokens).
import { Type, type Static } from 'typebox'
import { oneOfValues } from './kit.js'
import { owedDef } from './owed-defs.js'

export const BudgetInputs = Type.Object(
  { what: Type.Literal('budget'), maxRounds: owedDef('count') },
  { additionalProperties: false }
)

const Money = Type.Number({ minimum: 0, maximum: 1000000000000 })

export const SpendBudgetInputs = Type.Object(
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

export type BudgetInputsJson = Static<typeof BudgetInputs>
export type SpendBudgetInputsJson = Static<typeof SpendBudgetInputs>
