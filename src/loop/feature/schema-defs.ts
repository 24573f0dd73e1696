// The ledger's shared `$defs`, and the typed refs its parts use them by.
import { Type } from 'typebox'
import { MARKER_KINDS } from '../../base/marker/markers.js'
import type { EntryKind } from '../../conversation/comments/entries.js'
import { oneOfValues, refsTo, typed } from './schema-kit.js'

/** The seen and total counts refer to `tallyCount`, defined beside them. */
const tallyCountRef = Type.Unsafe<number>({ $ref: '#/$defs/tallyCount' })

export const LEDGER_DEFS = {
  count: Type.Integer({ minimum: 0, maximum: 999999 }),
  tallyCount: Type.Integer({ minimum: 0, maximum: 1000000000000 }),
  // A count of what a critic's prompt held against the diff's total.
  seenOf: Type.Object({ seen: tallyCountRef, total: tallyCountRef }, { additionalProperties: false }),
  id: Type.Integer({ minimum: 0, maximum: 9007199254740991 }),
  commentId: Type.Integer({
    description: "The REST id of a review comment: a thread's root or a reply in it.",
    minimum: 1,
    maximum: 9007199254740991
  }),
  name: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }),
  entryKey: typed<`${EntryKind}:${number}`>(
    Type.String({ pattern: '^(issue-comment|review|review-comment):[1-9][0-9]{0,15}$' })
  ),
  time: Type.String({
    maxLength: 40,
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?Z$'
  }),
  markerKind: oneOfValues(MARKER_KINDS),
  later: Type.Never({
    description:
      'A field a later version adds (see LATER_FIELDS in src/loop/ledger/ledger-fields.ts for how each is recovered after a rebuild). This version never writes it: a file holding it was written by a newer version, and is rebuilt from the thread.'
  })
}

/** A ref to one of the ledger's `$defs`, typed as it. */
export const def = refsTo(LEDGER_DEFS)
