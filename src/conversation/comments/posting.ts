// Idempotent posting: which of the action's existing comments to edit, and which bodies to create.
import type { MarkedComment } from './own.js'
import { markSelfAuthored, renderMarker, type MarkerMeta } from '../../base/marker/markers.js'

export type CommentWrite =
  | {
      op: 'update'
      commentId: number
      body: string
      /** The part is a review's body (edited as a review). */ review?: true
    }
  | { op: 'create'; body: string }

/** The identity of a multi-part comment: everything in its marker but the part number. */
export type CommentKey = Omit<MarkerMeta, 'part'>

/**
 * Plans the writes for `bodies` (the parts of one logical comment). A part already posted by the
 * action for the same key is edited, so a workflow re-run adds no duplicates; parts left over from an
 * earlier, longer version are emptied to a short note rather than left stale.
 *
 * Only the markers `ownMarkers` gives count (conversation/own.ts: the action's identity, self-marked,
 * signed with marker-secret, recorded once the state lists our comments): a token that may edit any
 * comment must never be steered into rewriting a human's, or another workflow's, by a pasted marker.
 */
export function planCommentWrites(
  existing: readonly MarkedComment[],
  bodies: readonly string[],
  key: CommentKey,
  ownMarkers: (comment: MarkedComment) => MarkerMeta[]
): CommentWrite[] {
  const byPart = new Map<number, MarkedComment>()
  for (const comment of existing) {
    for (const meta of ownMarkers(comment)) {
      if (!sameKey(meta, key)) continue
      const part = meta.part?.index ?? 1
      if (!byPart.has(part)) byPart.set(part, comment)
    }
  }
  const update = (c: MarkedComment, body: string): CommentWrite => ({
    op: 'update',
    commentId: c.id,
    body,
    ...(c.kind === 'review' ? { review: true as const } : {})
  })
  const writes: CommentWrite[] = bodies.map((body, i) => {
    const found = byPart.get(i + 1)
    return found === undefined ? { op: 'create', body } : update(found, body)
  })
  for (const [part, found] of [...byPart].sort((a, b) => a[0] - b[0])) {
    if (part <= bodies.length) continue
    const note = `_This part is no longer used: the comment above was re-posted in ${bodies.length} part${bodies.length === 1 ? '' : 's'}._`
    writes.push(
      update(
        found,
        markSelfAuthored(`${note}\n\n${renderMarker({ ...key, part: { index: part, total: part } })}`)
      )
    )
  }
  return writes
}

/** The comment of ours holding part `part` of the comment `key`, when there is one. */
export function findPart(
  existing: readonly MarkedComment[],
  key: CommentKey,
  part: number,
  ownMarkers: (comment: MarkedComment) => MarkerMeta[]
): MarkedComment | undefined {
  return existing.find((c) => ownMarkers(c).some((m) => sameKey(m, key) && (m.part?.index ?? 1) === part))
}

function sameKey(meta: MarkerMeta, key: CommentKey): boolean {
  return (
    meta.kind === key.kind && meta.node === key.node && meta.round === key.round && meta.critic === key.critic
  )
}
