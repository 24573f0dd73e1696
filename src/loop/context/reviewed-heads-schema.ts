// The ledger's reviewed heads (loop/context/reviewed-heads.ts): by round, the head commit of each pull request
// the round reviewed.
import { Type } from 'typebox'
import { mapOf, RoundNumber, Sha } from '../feature/schema-kit.js'

/** The heads one round reviewed: pull request ref (`github:owner/repo#n`) → full commit sha. */
const RoundHeadsSchema = Type.Object(
  {
    round: RoundNumber,
    pulls: mapOf(Sha, {
      minProperties: 1,
      maxProperties: 50,
      propertyNames: Type.String({ pattern: '^github:[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+#[0-9]{1,9}$' })
    })
  },
  { additionalProperties: false }
)

export const HeadsSchema = Type.Array(RoundHeadsSchema, { maxItems: 20 })
