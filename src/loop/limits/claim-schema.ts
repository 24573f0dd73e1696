// The ledger's claim (loop/limits/claim-span.ts): a run's claim on the round in progress, part of the ledger's
// core (core-schema.ts composes it).
import { Type } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { Sha } from '../feature/schema-kit.js'

/** A run's claim on a round. */
export const ClaimSchema = Type.Object(
  {
    run: Type.String({ maxLength: 64 }),
    attempt: Type.String({ maxLength: 16 }),
    round: def('count'),
    at: def('time'),
    // After this time the claim is taken to belong to a run that died, and may be taken over.
    staleAt: def('time'),
    // The head the round's check run is on: a run that takes the claim over completes a check left there.
    checkOn: Type.Optional(Sha)
  },
  { additionalProperties: false }
)
