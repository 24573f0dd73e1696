// Two small decisions of the review flow kept out of its class: the control record a command leaves, and whether
// the note that no round ran is already on the thread since the last round (a re-run must not say it twice).
import { ownMarkerReader } from '../conversation/comments/own.js'
import { recordTime, type ControlRecord } from '../engine/state/control-record.js'
import { ownRecognition, type ReviewServices } from './round/services.js'
import { withoutRunLink } from './render/run-link.js'

/** The control record of a command (or of the close that ends a review); `commentId` only for an issue comment. */
export function controlRecordOf(
  item: { owner: string; repo: string; number: number },
  command: ControlRecord['command'],
  actor: string,
  now: Date,
  comment: { id: number; url: string } | undefined,
  commentId: number | undefined
): ControlRecord {
  return {
    ref: `github:${item.owner}/${item.repo}#${item.number}`,
    command,
    source: 'comment',
    actor,
    requestedAt: recordTime(now),
    note: comment?.url ?? 'closed',
    ...(commentId !== undefined ? { commentId } : {})
  }
}

/**
 * Whether `body` was posted by us after the thread's last round marker. Whether the note is already there only
 * ever silences it, so the record is not needed here: a note posted by a run that wrote nothing else is never
 * recorded, yet must not be said again. Another run's copy differs only in the run its footer links to, and
 * is the same note.
 */
export function noteAlreadySaid(
  s: ReviewServices,
  body: string,
  own: ReturnType<typeof ownMarkerReader>
): boolean {
  const entries = s.thread.entries()
  let lastRound = -1
  entries.forEach((c, i) => {
    if (own(c).some((m) => m.kind === 'round')) lastRound = i
  })
  const sent = withoutRunLink(s.thread.seal(body))
  const signed = ownMarkerReader(ownRecognition(s))
  return entries.some((c, i) => i > lastRound && withoutRunLink(c.body) === sent && signed(c).length > 0)
}
