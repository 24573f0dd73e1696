// Posts the conversation is owed that an earlier run could not send, derived from the state and the thread.
import { ownMarkers } from '../../conversation/own.js'
import { renderBriefConfirmation } from '../../render/brief.js'
import type { FrozenBrief } from '../../review/thread.js'
import type { GraphState } from '../../state/document.js'
import { isClaimLive, readHostData } from './host-data.js'
import { ownRecognition, type ReviewServices } from './services.js'

/**
 * Queues the brief confirmation when a brief is frozen but no confirmation of ours is on the thread: the run
 * that froze it wrote the state and then failed to post it. Derived, not recorded, so it costs no extra
 * write, and idempotent by marker; left alone while another run's round claim is live (that run owns the
 * thread's posts until it finishes). True when queued.
 */
export function queueOwedConfirmation(
  s: ReviewServices,
  state: GraphState,
  now: Date,
  runId: string
): boolean {
  const brief = state.decisions['review-brief']?.['brief'] as FrozenBrief | undefined
  if (!brief) return false
  const { claim } = readHostData(state)
  if (isClaimLive(claim, now) && claim!.run !== runId) return false
  const rule = ownRecognition(s, state)
  const confirmed = s.thread
    .entries()
    .some((e) => ownMarkers(e, rule).some((m) => m.kind === 'brief-confirmation'))
  if (confirmed) return false
  s.thread.post(renderBriefConfirmation(brief, s.keywords))
  return true
}
