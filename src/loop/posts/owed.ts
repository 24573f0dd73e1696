// Posts the conversation is owed, recorded in the item's state: a required post goes into the state by the
// same write that precedes it, so a run that dies or fails before posting leaves it behind for the next run on
// the item, which posts it first. The state keeps what the post is made of (its renderer's inputs), never its
// body: the branch is writable by others, and a later run renders it again (src/loop/posts/owed-render.ts),
// which defuses whatever the state holds. An owed post is done once a comment of ours carrying its marker key
// (or its body) is on the conversation, so fulfilling it again never duplicates it.
import type { ConversationEntry } from '../../conversation/comments/entries.js'
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import { parseMarkers, type MarkerKind } from '../../base/marker/markers.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import type { LedgerPart } from '../feature/ledger-part.js'
import type { Static } from 'typebox'
import type { OwedField } from './owed-post-schema.js'
import { keyOfMarker, sameOwedKey, type OwedKey } from '../../conversation/comments/owed-key.js'
import { OWED_LIMITS, type OwedCriticResult, type UnsentPost } from './owed-inputs.js'

/** How long a run that records a post has to send it before another run may send it in its place. */
const OWED_HOLD_MS = 3 * 60 * 1000

/** Bounds the state: posts beyond these are not recorded (the run's failure still names them). */
const MAX_OWED = 40
const MAX_OWED_CHARS = 400_000

/** A post owed: its inputs and marker key, the run that recorded it, the run that sends it (owed-post-schema.ts). */
export type OwedPost = Static<typeof OwedField>[number]

/**
 * A reply carries no round nor any other identity in its marker: any later reply of ours would look like it.
 * Posts of these kinds are told apart by their inputs, and found on the conversation by their body only.
 */
const BODY_ONLY: readonly MarkerKind[] = ['reply']

/** The characters a post keeps in the state. */
function sizeOf(post: UnsentPost): number {
  return JSON.stringify(post.inputs).length
}

function bounded<T extends UnsentPost>(posts: T[]): T[] {
  let chars = 0
  return posts.slice(0, MAX_OWED).filter((p) => (chars += sizeOf(p)) <= MAX_OWED_CHARS)
}

const within = (text: string | undefined, max: number): boolean => text === undefined || text.length <= max

function resultFits(r: OwedCriticResult): boolean {
  const { harness, model, reason, output, appendix } = r
  return (
    within(harness, OWED_LIMITS.harness) &&
    within(model, OWED_LIMITS.model) &&
    within(reason, OWED_LIMITS.reason) &&
    within(output, OWED_LIMITS.output) &&
    within(appendix, OWED_LIMITS.appendix)
  )
}

/** True when the post's strings keep within what a stored post may hold (the schema's bounds). */
function fits(post: UnsentPost): boolean {
  const i = post.inputs
  if (i.what === 'critic-comment')
    return (
      resultFits(i.result) &&
      i.heads.length <= OWED_LIMITS.heads &&
      i.heads.every((h) => h.ref.length <= OWED_LIMITS.ref)
    )
  if (i.what === 'summary') return within(i.why, OWED_LIMITS.why) && i.critics.length <= OWED_LIMITS.critics
  if (i.what === 'unsupported') return within(i.why, OWED_LIMITS.why)
  if (i.what === 'round-problem') return within(i.problem, OWED_LIMITS.problem)
  return true
}

/** One post: the same marker key, and for a reply (BODY_ONLY) the same inputs too. */
function isSamePost(a: UnsentPost, b: UnsentPost): boolean {
  if (!sameOwedKey(a, b)) return false
  return !BODY_ONLY.includes(a.kind) || JSON.stringify(a.inputs) === JSON.stringify(b.inputs)
}

/** What fulfilment needs of the conversation and the action's identity. */
export interface OwedView {
  /** Every entry read (not only the current review's: an owed post may predate a re-arming). */
  entries: readonly ConversationEntry[]
  identity: ActionIdentity
  /** With marker-secret: only a marker this item's signature verifies is ours. */
  signer: MarkerSigner | undefined
  /** The body as this run would send it (its marker signed with marker-secret). */
  sign: (text: string) => string
  /**
   * The post rendered again from its inputs (src/loop/posts/owed-render.ts); undefined when it cannot be.
   */
  render?: (post: OwedPost) => string | undefined
}

/** True when its key is on a marker of `body` (signed, with marker-secret). */
function carriesKey(body: string, key: OwedKey, signer: MarkerSigner | undefined): boolean {
  return parseMarkers(body).some((m) => (!signer || signer.verify(m)) && sameOwedKey(keyOfMarker(m), key))
}

/** True when a comment of ours with the post's marker key, or its body, came after it was recorded. */
function isFulfilled(post: OwedPost, view: OwedView): boolean {
  const text = view.render?.(post)
  const body = text === undefined ? undefined : view.sign(text)
  const byKey = !BODY_ONLY.includes(post.kind)
  return view.entries.some(
    (e) =>
      e.kind === 'issue-comment' &&
      e.id > post.after &&
      isActionComment(e, view.identity) &&
      (e.body === body || (byKey && carriesKey(e.body, post, view.signer)))
  )
}

/** True while another run that recorded the post may still be sending it. */
export function isHeldElsewhere(post: OwedPost, run: string, now: Date): boolean {
  return post.by !== undefined && post.by.run !== run && Date.parse(post.by.until) > now.getTime()
}

/** The owed posts still undone on the conversation this run read. */
export function outstanding(owed: readonly OwedPost[], view: OwedView): OwedPost[] {
  return owed.filter((p) => !isFulfilled(p, view))
}

/**
 * The owed list a write records: the outstanding ones, and this run's required posts added (a post already
 * owed keeps its entry and its first `after`, and takes the newer inputs). With `hold`, the posts are sent
 * after this write: they are stamped as this run's for a while, so a run that reads the state meanwhile does
 * not send them too.
 */
export function recordOwed(
  owed: readonly OwedPost[],
  posts: readonly UnsentPost[],
  at: { run: string; now: Date; after: number; hold: boolean }
): OwedPost[] {
  const by = { run: at.run, until: new Date(at.now.getTime() + OWED_HOLD_MS).toISOString() }
  const out = owed.map((p) => ({ ...p }))
  for (const post of posts.filter(fits)) {
    let entry = out.find((p) => isSamePost(p, post))
    if (!entry) out.push((entry = { ...unsentOf(post), run: at.run, after: at.after }))
    else if (JSON.stringify(entry.inputs) !== JSON.stringify(post.inputs)) {
      entry.inputs = post.inputs
      entry.run = at.run
    }
    if (at.hold) entry.by = by
    else delete entry.by
  }
  return bounded(out)
}

/** Only the fields of an unsent post (an owed one passed in keeps its own `run`, `after` and `by` out). */
function unsentOf(post: UnsentPost): UnsentPost {
  const { inputs, kind, round, critic, part } = post
  return {
    inputs,
    kind,
    ...(round !== undefined ? { round } : {}),
    ...(critic !== undefined ? { critic } : {}),
    part
  }
}

/** The owed posts as the ledger keeps them: the time each is held until is a date. */
export const OWED_PART: LedgerPart<OwedPost[]> = { times: (owed) => owed.map((p) => p.by?.until) }
