// The ledger's core part: its version, the rounds started and paid for, the entry that armed the review, the
// entries answered or pending, and the claim of the round in progress.
import { Type, type Static, type TObject } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { exactly } from '../feature/schema-kit.js'
import { ClaimSchema } from '../limits/claim-schema.js'

/** The review's start: the arming entry and when it became visible. */
const StartSchema = Type.Object({ key: def('entryKey'), at: def('time') }, { additionalProperties: false })

/** The core's fields, in the ledger's order. */
export const CORE_FIELDS = {
  version: exactly(2),
  round: def('count'),
  roundDone: Type.Boolean(),
  paid: def('count'),
  paidFrom: def('count'),
  start: Type.Optional(StartSchema),
  consumed: Type.Array(def('entryKey'), { maxItems: 20000 }),
  pending: Type.Array(def('entryKey'), { maxItems: 1000 }),
  claim: Type.Optional(ClaimSchema)
}

export type CorePartJson = Static<TObject<typeof CORE_FIELDS>>
export type StartJson = Static<typeof StartSchema>
