// The ledger's coverage (loop/parts/coverage.ts): by round and critic, what its prompt held of the diff.
import { Type } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { mapOf, RoundNumber } from '../feature/schema-kit.js'

/**
 * One critic in one round. `whole`: the critic got the shared prompt, or its parts held every file and every
 * hunk uncut, and every run of it finished; `files` and `hunks`: what its prompt or parts held.
 */
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
