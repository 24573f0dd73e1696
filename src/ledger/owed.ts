// Posts the conversation is owed, recorded in the item's state: a required post goes into the state by the
// same write that precedes it, so a run that dies or fails before posting leaves it behind for the next run on
// the item, which posts it first. An owed post is done once a comment of ours with its body is on the thread
// (looked for by marker and body, so fulfilling it again never duplicates it).
import type { ConversationEntry } from '../thread/entries.js'
import { isActionComment, type ActionIdentity } from '../control/authorize.js'
import { MARKER_KINDS, type MarkerKind } from '../marker/markers.js'
import type { CommentKey } from '../thread/posting.js'

/** How long a run that records a post has to send it before another run may send it in its place. */
const OWED_HOLD_MS = 3 * 60 * 1000

/** Bounds the state: bodies beyond this are not recorded (the run's failure still names them). */
const MAX_OWED = 40
const MAX_OWED_CHARS = 400_000

export interface OwedPost {
  /** The body as rendered, before this item's marker signature (each run seals it again). */
  text: string
  kind: MarkerKind | ''
  /** The highest issue-comment id known when it was recorded: a post of it has a higher id. */
  after: number
  /** For one part of a multi-part comment (round comments): posted by editing the part already there. */
  key?: CommentKey & { part: number }
  /** The run that sends it after its write; no other run sends it before `until`. */
  by?: { run: string; until: string }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function readKey(value: unknown): OwedPost['key'] {
  if (!isRecord(value)) return undefined
  const { kind, node, round, critic, part } = value
  if (typeof kind !== 'string' || !(MARKER_KINDS as readonly string[]).includes(kind)) return undefined
  if (!Number.isSafeInteger(part) || (part as number) < 1) return undefined
  return {
    kind: kind as MarkerKind,
    part: part as number,
    ...(typeof node === 'string' ? { node: node.slice(0, 64) } : {}),
    ...(Number.isSafeInteger(round) ? { round: round as number } : {}),
    ...(typeof critic === 'string' ? { critic: critic.slice(0, 64) } : {})
  }
}

function readOne(value: unknown): OwedPost[] {
  if (!isRecord(value) || typeof value.text !== 'string' || value.text.length > 70_000) return []
  const kind = value.kind === '' || MARKER_KINDS.includes(value.kind as MarkerKind) ? value.kind : undefined
  if (kind === undefined || !Number.isSafeInteger(value.after) || (value.after as number) < 0) return []
  const post: OwedPost = { text: value.text, kind: kind as OwedPost['kind'], after: value.after as number }
  const key = readKey(value.key)
  if (key) post.key = key
  const by = value.by
  if (isRecord(by) && typeof by.run === 'string' && typeof by.until === 'string') {
    if (Number.isFinite(Date.parse(by.until))) post.by = { run: by.run.slice(0, 64), until: by.until }
  }
  return [post]
}

/**
 * Reads the recorded owed posts defensively (the state branch is writable with contents: write). A forged
 * entry can only make the action post a body as its own, which the same writer could do anyway with the
 * token it would need; bodies are posted as they are, never run or followed.
 */
export function readOwed(value: unknown): OwedPost[] {
  return Array.isArray(value) ? bounded(value.flatMap(readOne)) : []
}

function bounded(posts: OwedPost[]): OwedPost[] {
  let chars = 0
  return posts.slice(0, MAX_OWED).filter((p) => (chars += p.text.length) <= MAX_OWED_CHARS)
}

/** What fulfilment needs of the thread and the action's identity. */
export interface OwedView {
  /** Every entry read (not only the current review's: an owed post may predate a re-arming). */
  entries: readonly ConversationEntry[]
  identity: ActionIdentity
  /** The body as this run would send it (its marker signed with marker-secret). */
  seal: (text: string) => string
}

/** True when a comment of ours with the post's body came after it was recorded. */
function isFulfilled(post: OwedPost, view: OwedView): boolean {
  const body = view.seal(post.text)
  return view.entries.some(
    (e) =>
      e.kind === 'issue-comment' && e.id > post.after && e.body === body && isActionComment(e, view.identity)
  )
}

/** True while another run that recorded the post may still be sending it. */
export function isHeldElsewhere(post: OwedPost, run: string, now: Date): boolean {
  return post.by !== undefined && post.by.run !== run && Date.parse(post.by.until) > now.getTime()
}

/** The owed posts still undone on the thread this run read. */
export function outstanding(owed: readonly OwedPost[], view: OwedView): OwedPost[] {
  return owed.filter((p) => !isFulfilled(p, view))
}

/**
 * The owed list a write records: the outstanding ones, and this run's required posts added (a post already
 * owed keeps its entry and its first `after`). With `hold`, the posts are sent after this write: they are
 * stamped as this run's for a while, so a run that reads the state meanwhile does not send them too.
 */
export function recordOwed(
  owed: readonly OwedPost[],
  posts: ReadonlyArray<Omit<OwedPost, 'after' | 'by'>>,
  at: { run: string; now: Date; after: number; hold: boolean }
): OwedPost[] {
  const by = { run: at.run, until: new Date(at.now.getTime() + OWED_HOLD_MS).toISOString() }
  const out = owed.map((p) => ({ ...p }))
  for (const post of posts) {
    let entry = out.find((p) => p.text === post.text)
    if (!entry) out.push((entry = { ...post, after: at.after }))
    if (at.hold) entry.by = by
    else delete entry.by
  }
  return bounded(out)
}
