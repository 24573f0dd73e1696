// The owed post that says the round budget held (max-rounds); the money budget's is loop/spend/spend-schema.ts.
import { Type } from 'typebox'
import { owedDef } from '../feature/schema-owed-defs.js'

export const BudgetInputs = Type.Object(
  { what: Type.Literal('budget'), maxRounds: owedDef('count') },
  { additionalProperties: false }
)
