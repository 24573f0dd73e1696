// The ledger's spend (loop/ledger/spend.ts): by critic, what it spent since the review was last armed.
import { Type, type Static } from 'typebox'
import { def } from './defs.js'
import { mapOf } from './kit.js'

const CriticSpendSchema = Type.Object(
  {
    costUsd: Type.Number({ minimum: 0, maximum: 1000000000000 }),
    costParts: def('tallyCount'),
    tokens: def('tallyCount'),
    tokenParts: def('tallyCount'),
    unmetered: def('tallyCount'),
    flagged: def('tallyCount')
  },
  { additionalProperties: false }
)

export const SpendSchema = mapOf(CriticSpendSchema, {
  description:
    'By critic, what it spent since the review was last armed (src/loop/ledger/spend.ts): the money budget.',
  maxProperties: 30,
  propertyNames: def('name')
})

export type CriticSpendJson = Static<typeof CriticSpendSchema>
export type SpendPartJson = Static<typeof SpendSchema>
