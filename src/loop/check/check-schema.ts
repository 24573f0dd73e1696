// The ledger's check run (loop/check/review-check.ts): the one of the latest round posted.
import { Type } from 'typebox'
import { RoundNumber, Sha } from '../feature/schema-kit.js'

export const CheckSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 9007199254740991 }), head: Sha, round: RoundNumber },
  {
    description: 'The check run of the latest round posted: its id, the head it is on, the round.',
    additionalProperties: false
  }
)
