// The ledger's threads (loop/ledger/threads.ts): the line-comment threads the action answered in, and those it
// declared fixed, refused or saw reopened.
import { Type, type Static } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { oneOfValues, RoundNumber, Sha } from '../feature/schema-kit.js'

const AnsweredSchema = Type.Object(
  { round: RoundNumber, root: def('commentId'), reply: def('commentId') },
  { additionalProperties: false }
)

const ResolvedSchema = Type.Object(
  {
    root: def('commentId'),
    round: RoundNumber,
    reply: def('commentId'),
    sha: Sha,
    state: oneOfValues(['resolved', 'refused', 'reopened'])
  },
  { additionalProperties: false }
)

export const ThreadsSchema = Type.Object(
  {
    answered: Type.Array(AnsweredSchema, { maxItems: 200 }),
    resolved: Type.Array(ResolvedSchema, { maxItems: 200 })
  },
  { additionalProperties: false }
)

export type AnsweredThreadJson = Static<typeof AnsweredSchema>
export type ResolvedThreadJson = Static<typeof ResolvedSchema>
export type ThreadsPartJson = Static<typeof ThreadsSchema>
