// The conversation's plain data: where a review starts, a run's snapshot, and the outbox's queued posts (what is
// sent after the state write, and what a write records as owed while it is unsent).
import type { ConversationEntry, EntryKey } from './entries.js'
import { parseMarkers, type MarkerKind } from '../../base/marker/markers.js'
import type { UnsentPost } from './owed-key.js'

/** Where a review starts: its arming entry (by key) and when that became visible. */
export interface ReviewStart {
  key: EntryKey
  at: string
}

/** One run's view of the conversation as plain JSON (see `snapshot`). */
export interface ConversationSnapshot {
  entries: ConversationEntry[]
  start?: ReviewStart
  mine: EntryKey[]
  horizon: number
}

/** A post waiting in the outbox; `entry` stands in the conversation until the post is sent. */
export interface QueuedPost<I> {
  /** What the run asked to post, before the marker signature; the body sent is `body`. */
  text: string
  body: string
  entry: ConversationEntry
  /** A post its gate asks again each time it waits (template, follow-up prompt): a failure is not fatal. */
  reasked: boolean
  /** Sent by editing this comment of ours (a part of a multi-part comment already there). */
  editOf?: number
  /** The edited comment as read, put back when the edit is not sent. */
  original?: ConversationEntry
  first?: boolean
  /** A required post's inputs and marker key: what a state write records as owed while it is unsent. */
  owed?: UnsentPost<I>
}

interface PlacementOptions {
  /** Ahead of everything queued so far (posts an earlier run owed the thread go first). */
  first?: boolean
  editOf?: number
}

/**
 * A re-asked post (its gate asks it again), or a required one with the inputs it was rendered from: the
 * state records those, never the body, so a required post cannot be queued without them.
 */
export type QueuedPostOptions<I> =
  (PlacementOptions & { reasked: true; inputs?: never }) | (PlacementOptions & { reasked?: false; inputs: I })

export function kindOf(post: QueuedPost<unknown>): MarkerKind | '' {
  return parseMarkers(post.body)[0]?.kind ?? ''
}
