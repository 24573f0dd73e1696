// The ledger's record of the action's own meta comments (OwnRecord in conversation/comments/own-record.ts): the
// posts it lists by `kind:id` (`review/kind:id` for a review), and the kinds awaited after a write.
import { Type, type Static } from 'typebox'
import { MARKER_KINDS, type MarkerKind } from '../../base/marker/markers.js'
import { def } from '../feature/schema-defs.js'
import { typed } from '../feature/schema-kit.js'

const OwnPostSchema = typed<`${MarkerKind}:${number}` | `review/${MarkerKind}:${number}`>(
  Type.String({ pattern: `^(review/)?(${MARKER_KINDS.join('|')}):[1-9][0-9]{0,15}$` })
)

export const OwnSchema = Type.Object(
  {
    posted: Type.Array(OwnPostSchema, { maxItems: 1000 }),
    awaited: Type.Array(
      Type.Object({ kind: def('markerKind'), after: def('id') }, { additionalProperties: false }),
      { maxItems: 20 }
    )
  },
  { additionalProperties: false }
)

export type OwnPartJson = Static<typeof OwnSchema>
