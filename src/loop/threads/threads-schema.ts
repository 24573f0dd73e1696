// The ledger's threads (loop/threads/threads.ts): the line-comment threads the action answered in, and those it
// declared fixed, refused or saw reopened.
import { Type } from 'typebox'
import { def } from '../feature/schema-defs.js'
import { oneOfValues, RoundNumber, Sha } from '../feature/schema-kit.js'

/** A thread the action replied in with the critics' answers of one round. */
const AnsweredSchema = Type.Object(
  {
    round: RoundNumber,
    // The REST id of the thread's first comment.
    root: def('commentId'),
    // The REST id of the action's reply holding the answers.
    reply: def('commentId')
  },
  { additionalProperties: false }
)

/** A finding thread the action declared fixed: its "no longer found at `sha`" reply, and the thread's fate. */
const ResolvedSchema = Type.Object(
  {
    root: def('commentId'),
    round: RoundNumber,
    reply: def('commentId'),
    // The head the finding was no longer found at.
    sha: Sha,
    // What happened to the thread: `resolved` by GitHub; `refused` (GitHub refused the mutation, e.g. FORBIDDEN,
    // and the reply stands); `reopened` by a person after the action resolved it.
    state: oneOfValues(['resolved', 'refused', 'reopened'])
  },
  { additionalProperties: false }
)

export const ThreadsSchema = Type.Object(
  {
    // Threads the action replied in with critics' answers: one entry per (round, root).
    answered: Type.Array(AnsweredSchema, { maxItems: 200 }),
    // Finding threads the action declared fixed: its "no longer found" reply, and what happened to the thread.
    resolved: Type.Array(ResolvedSchema, { maxItems: 200 })
  },
  { additionalProperties: false }
)
