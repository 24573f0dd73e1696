// The one rule for trusting the hidden markers of a comment: which of the action's own comments a decision
// (template asked, brief confirmed, round count, follow-up asked, which comment to edit) may act on.
import { isActionComment, type ActionIdentity } from '../control/authorize.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import { parseMarkers, type MarkerMeta } from '../../base/marker/markers.js'
import { isRecorded, type OwnRecord } from './own-record.js'

/** A conversation entry, or a plain issue comment (no `kind`). */
export interface MarkedComment {
  id: number
  author: string
  body: string
  kind?: string
}

export interface OwnRecognition {
  identity: ActionIdentity
  /** Set with marker-secret: a marker without this item's signature is not ours. */
  signer?: MarkerSigner
  /** The item state's record of our comments; undefined when there is none (lost, rebuilt or older state). */
  record?: OwnRecord
  /** This run's own posts (queued, sent or edited by it): ours without asking the record. */
  isRunPost?: (comment: MarkedComment) => boolean
}

/**
 * The markers of `comment` a decision may act on; none unless all of these hold:
 * - it is an issue comment, or a pull-request review (a round's text with findings on the diff), by the
 *   action's identity, self-marked;
 * - with marker-secret, the marker's signature verifies for this repository and item;
 * - when the state keeps a record, the record lists the comment, or awaits a post of its kind made after
 *   the write that announced it. A post goes out after its run's only write (so a run that loses a race
 *   posts nothing), so its id is listed by the next write of the item; until then it is accepted on the
 *   tests above alone. That window, and a lost state, are where another workflow posting as the same bot
 *   can pass a forged marker, unless marker-secret is set.
 */
export function ownMarkers(comment: MarkedComment, r: OwnRecognition): MarkerMeta[] {
  const entryKind = comment.kind ?? 'issue-comment'
  if (entryKind !== 'issue-comment' && entryKind !== 'review') return []
  if (!isActionComment(comment, r.identity)) return []
  const signer = r.signer
  const signed = parseMarkers(comment.body).filter((m) => !signer || signer.verify(m))
  const record = r.record
  if (!record || r.isRunPost?.(comment)) return signed
  return signed.filter((m) => isRecorded(record, comment.id, m.kind, entryKind))
}

/** `ownMarkers` as a function of the comment alone, for readers that take one. */
export function ownMarkerReader(r: OwnRecognition): (comment: MarkedComment) => MarkerMeta[] {
  return (comment) => ownMarkers(comment, r)
}
