// The fields a later version of the ledger writes: this version never does, so a file holding one is rebuilt
// (LATER_FIELDS in ledger-fields.ts says how each is recovered).
import { Type } from 'typebox'
import { def } from '../feature/schema-defs.js'

export const LATER_FIELDS_SCHEMA = {
  resolutions: Type.Optional(def('later')),
  answers: Type.Optional(def('later'))
}
