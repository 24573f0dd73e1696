// The waiting brief gate answers a comment that tried to be a brief and is not one
// (conversation/comments/brief-attempt.ts), instead of leaving its author to guess. Only the newest
// authorized comment of the review is looked at, so a run posts one answer at most; its marker names the
// comment it answers, so no re-run or later run answers it twice. Like the template it is asked again while
// the gate waits: a failed post is posted by the next run that finds the same comment newest.
import { createHash } from 'node:crypto'
import { parseMarkers } from '../base/marker/markers.js'
import { renderBriefAnswer } from './brief/brief-answer-render.js'
import { withRunLink } from './render/run-link.js'
import { readBriefAttempt } from '../conversation/comments/brief-attempt.js'
import type { EntryKey } from '../conversation/comments/entries.js'
import { ownMarkers } from '../conversation/comments/own.js'
import { isAuthorizedEntry } from '../conversation/comments/unanswered.js'
import { ledgerOf } from './ledger/ledger.js'
import { ownRunLink, type ReviewHookContext, type RoundContext } from './context/services.js'
import { ownRecognition } from './round/own-recognition.js'
import { learnedBefore } from './gate-learned.js'

/** The answer's marker key for the comment `entry` names: 16 hex digits of a hash of its entry key. */
function attemptKey(entry: EntryKey): string {
  return createHash('sha256').update(`not-a-brief\0${entry}`).digest('hex').slice(0, 16)
}

/**
 * Queues the answer when the newest authorized comment of the review, not yet answered by a gate, is a brief
 * attempt no answer of ours names yet. Nothing while the template is being posted by this run: it says it all.
 */
export function answerBriefAttempt(ctx: ReviewHookContext): Record<string, unknown> {
  const s = ctx.services
  if (s.conversation.unsentKinds().includes('brief-request'))
    return { answered: false, reason: 'template posted' }
  const consumed = new Set([...ledgerOf(ctx.state).consumed, ...learnedBefore(ctx).consumed])
  const newest = s.conversation
    .entries()
    .filter((e) => !consumed.has(e.key) && isAuthorizedEntry(e, s.allowlist, s.identity))
    .at(-1)
  if (!newest) return { answered: false, reason: 'no comment to answer' }
  const attempt = readBriefAttempt(newest.body)
  if (!attempt) return { answered: false, reason: 'not a brief attempt' }
  const key = attemptKey(newest.key)
  // Ours by identity and signature alone, not by the state's record: a run whose gate still waits may write no
  // state, so no record lists its answer. A marker forged past that rule only holds back an answer.
  const own = ownRecognition(s)
  const answered = s.conversation
    .entries()
    .some((e) => ownMarkers(e, own).some((m) => m.kind === 'not-a-brief' && m.key === key))
  if (answered) return { answered: false, reason: 'already answered' }
  s.conversation.post(withRunLink(renderBriefAnswer(attempt, key), ownRunLink(s)), { reasked: true })
  return { answered: true }
}

/** True when this run queued or sent the answer to the comment `entry` names (it acts on that comment). */
export function answersEntry(s: RoundContext, entry: EntryKey): boolean {
  const key = attemptKey(entry)
  return s.conversation
    .entries()
    .some(
      (e) =>
        s.conversation.isRunPost(e) &&
        parseMarkers(e.body).some((m) => m.kind === 'not-a-brief' && m.key === key)
    )
}
