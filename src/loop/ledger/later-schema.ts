// What later versions of the ledger write. Two fields reserved before parts were kept (`resolutions`, `answers`):
// this version never writes them, so a file holding one is rebuilt (LATER_FIELDS in ledger-fields.ts says how each
// is recovered). And `features`: each feature added since writes its part there, under its name, so that a version
// that does not know it keeps it as it is (bounded, never read) instead of rebuilding the review without it.
import { Type, type TSchema } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { typed } from '../feature/schema-kit.js'

export const LATER_FIELDS_SCHEMA = {
  resolutions: Type.Optional(def('later')),
  answers: Type.Optional(def('later'))
}

/** The most features' parts an item file may hold (a name each, as markers write names). */
const MAX_FEATURE_PARTS = 32

/**
 * `host.review.features`: the parts of `known` features checked by their fragments, any other kept as it is. Its
 * size is bounded by the read (the ledger's part of it, in ledger.ts), since a schema cannot count characters.
 */
export function featureParts(
  known: Record<string, TSchema>
): ReturnType<typeof typed<Record<string, unknown>>> {
  return typed<Record<string, unknown>>(
    Type.Object(known, {
      description:
        "Each feature's part by its name, written by versions that know the feature; a version that does not know one keeps it as it is.",
      propertyNames: def('name'),
      maxProperties: MAX_FEATURE_PARTS,
      additionalProperties: true
    })
  )
}
