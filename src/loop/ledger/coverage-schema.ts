// The ledger's coverage (loop/ledger/coverage.ts): by round and critic, what its prompt held of the diff.
import { Type, type Static } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { mapOf, RoundNumber } from '../feature/schema-kit.js'

const CriticCoverageSchema = Type.Object(
  { whole: Type.Boolean(), files: def('seenOf'), hunks: def('seenOf') },
  { additionalProperties: false }
)

const RoundCoverageSchema = Type.Object(
  {
    round: RoundNumber,
    critics: mapOf(CriticCoverageSchema, { minProperties: 1, maxProperties: 30, propertyNames: def('name') })
  },
  { additionalProperties: false }
)

export const CoverageSchema = Type.Array(RoundCoverageSchema, { maxItems: 20 })

export type CriticCoverageJson = Static<typeof CriticCoverageSchema>
export type RoundCoverageJson = Static<typeof RoundCoverageSchema>
export type CoveragePartJson = Static<typeof CoverageSchema>
