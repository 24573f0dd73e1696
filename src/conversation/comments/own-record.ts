// The item state's record of the action's own meta comments: the ids it lists, and the kinds posted after
// a write, which the next write lists. The ledger's schema checks it when the item file is read.
import type { MarkerKind, MarkerMeta } from '../../base/marker/markers.js'

/**
 * `kind:id` of one of our issue comments and the kind its marker names; `review/kind:id` for one of our
 * pull-request reviews (a round comment whose critic put findings on the diff). Reviews have their own ids.
 */
type OwnPost = `${MarkerKind}:${number}` | `review/${MarkerKind}:${number}`

/** The entry kinds the action posts with a marker: issue comments, and reviews carrying a round's text. */
export type OwnEntryKind = 'issue-comment' | 'review'

function postOf(entryKind: OwnEntryKind, kind: MarkerKind, id: number): OwnPost {
  return entryKind === 'review' ? `review/${kind}:${id}` : `${kind}:${id}`
}

/**
 * Posts that go out after a write cannot be listed by it (their ids do not exist yet): the write names their
 * kind and the highest issue-comment id its run had read, and the next write lists what came after.
 */
interface AwaitedPosts {
  kind: MarkerKind
  after: number
}

export interface OwnRecord {
  posted: OwnPost[]
  awaited: AwaitedPosts[]
}

/** Keeps the stored record bounded; the newest ids are the ones later decisions read. */
const MAX_POSTED = 1000

export function emptyOwnRecord(): OwnRecord {
  return { posted: [], awaited: [] }
}

/**
 * Whether the record vouches for our comment `id` carrying a marker of `kind`. Awaited posts are issue
 * comments (their ids are compared with an issue-comment horizon); a review counts once a write listed it.
 */
export function isRecorded(
  record: OwnRecord,
  id: number,
  kind: MarkerKind,
  entryKind: OwnEntryKind = 'issue-comment'
): boolean {
  if (record.posted.includes(postOf(entryKind, kind, id))) return true
  return entryKind === 'issue-comment' && isAwaited(record.awaited, id, kind)
}

function isAwaited(awaited: readonly AwaitedPosts[], id: number, kind: MarkerKind): boolean {
  return awaited.some((a) => a.kind === kind && id > a.after)
}

/** What a run shows the record at its write. */
export interface OwnView<E extends { id: number; kind: string }> {
  /** The current review's entries (issue comments are the only ones considered). */
  entries: readonly E[]
  /** Our markers on an entry by identity, marker and signature: the rule without the record. */
  markersOf: (entry: E) => MarkerMeta[]
  /** True for the comments this run posted or edited itself. */
  isRunPost: (entry: E) => boolean
  /** Kinds of this run's posts that go out after the write (queued, in flight, or about to be posted). */
  unsent: readonly MarkerKind[]
  /** The highest issue-comment id this run read: its posts come after it. */
  horizon: number
}

/**
 * The record a write stores. It lists this run's own posts, and the posts an earlier write awaited that
 * have arrived; a kind awaited and still not seen stays awaited. Without a record (an older or rebuilt
 * state) every comment the rule accepts is listed once: from then on the record decides.
 */
export function foldOwnRecord<E extends { id: number; kind: string }>(
  prev: OwnRecord | undefined,
  view: OwnView<E>
): OwnRecord {
  const posted = new Set<OwnPost>(prev?.posted ?? [])
  const arrived = new Set<MarkerKind>()
  for (const entry of view.entries) {
    if (entry.id <= 0) continue
    if (entry.kind === 'review') {
      // Only this run's own reviews are listed: no write awaits a review, so no other one can be vouched for.
      if (prev && !view.isRunPost(entry)) continue
      for (const { kind } of view.markersOf(entry)) posted.add(postOf('review', kind, entry.id))
      continue
    }
    if (entry.kind !== 'issue-comment') continue
    for (const { kind } of view.markersOf(entry)) {
      if (prev && !view.isRunPost(entry) && !isAwaited(prev.awaited, entry.id, kind)) continue
      posted.add(`${kind}:${entry.id}`)
      arrived.add(kind)
    }
  }
  const awaited = (prev?.awaited ?? []).filter((a) => !arrived.has(a.kind))
  for (const kind of view.unsent) awaited.push({ kind, after: view.horizon })
  return tidy({ posted: [...posted], awaited })
}

/** Both records at once (a final write that lost a race keeps what the other run recorded). */
export function mergeOwnRecords(a: OwnRecord | undefined, b: OwnRecord | undefined): OwnRecord | undefined {
  if (!a || !b) return a ?? b
  return tidy({ posted: [...a.posted, ...b.posted], awaited: [...a.awaited, ...b.awaited] })
}

/** No duplicates, one awaited entry per kind (the earliest: it covers the later ones), bounded. */
function tidy(record: OwnRecord): OwnRecord {
  const earliest = new Map<MarkerKind, number>()
  for (const a of record.awaited) earliest.set(a.kind, Math.min(a.after, earliest.get(a.kind) ?? a.after))
  const idOf = (p: OwnPost) => Number(p.slice(p.lastIndexOf(':') + 1))
  const posted = [...new Set(record.posted)].sort((x, y) => idOf(x) - idOf(y)).slice(-MAX_POSTED)
  return { posted, awaited: [...earliest].map(([kind, after]) => ({ kind, after })) }
}
