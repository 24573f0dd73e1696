// Posts the conversation is owed that an earlier run could not send: those its state records (owed.ts), and
// the brief confirmation a state written before owed posts were recorded can still lack.
import { ownMarkerReader, ownMarkers } from '../thread/own.js'
import { renderBriefConfirmation } from '../render/brief-comments.js'
import { findPart } from '../thread/posting.js'
import type { FrozenBrief } from '../thread/gate-readers.js'
import type { GraphState } from '../state/document.js'
import { isClaimLive, readHostData, withHostData } from '../ledger/host-data.js'
import { isHeldElsewhere, outstanding, recordOwed } from '../ledger/owed.js'
import { postName } from '../ledger/pending.js'
import { ownRecognition, type ReviewServices } from '../round/services.js'
import { REVIEW_NODES } from '../graph/review-nodes.js'

/** While another run's round claim is live, that run owns the thread's posts until it finishes. */
function heldByRound(state: GraphState, now: Date, runId: string): boolean {
  const { claim } = readHostData(state)
  return isClaimLive(claim, now) && claim!.run !== runId
}

/**
 * Queues, ahead of anything this run posts, the owed posts recorded in the state that are not on the thread
 * and that no other live run holds, and stages them as held by this run (the write that follows is what
 * stops another run from sending them too). A part of a comment already there is edited, not posted again.
 * Returns the names of what it queued and the state to stage, or undefined when nothing is due.
 */
export function queueOwedPosts(
  s: ReviewServices,
  state: GraphState,
  now: Date,
  runId: string
): { names: string[]; state: GraphState } | undefined {
  const host = readHostData(state)
  if (host.owed.length === 0 || heldByRound(state, now, runId)) return undefined
  const view = {
    entries: s.thread.readEntries(),
    identity: s.identity,
    seal: (t: string) => s.thread.seal(t)
  }
  const own = ownMarkerReader(ownRecognition(s, state))
  const due = outstanding(host.owed, view).filter((p) => !isHeldElsewhere(p, runId, now))
  for (const post of due) {
    const { part, ...key } = post.key ?? { part: 0 }
    const edited = post.key ? findPart(view.entries, key as typeof post.key, part, own) : undefined
    s.thread.post(post.text, {
      first: true,
      ...(post.key ? { key: post.key } : {}),
      ...(edited ? { editOf: edited.id } : {})
    })
  }
  if (due.length === 0) return undefined
  const owed = recordOwed(host.owed, due, { run: runId, now, after: s.thread.horizon, hold: true })
  return {
    names: [...new Set(due.map((p) => postName(p.kind)))],
    state: withHostData(state, { ...host, owed })
  }
}

/**
 * Queues the brief confirmation when a brief is frozen but no confirmation of ours is on the thread nor owed:
 * a state written before owed posts were recorded. Idempotent by marker; left alone while another run's
 * round claim is live. True when queued.
 */
export function queueOwedConfirmation(
  s: ReviewServices,
  state: GraphState,
  now: Date,
  runId: string
): boolean {
  const brief = state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  if (!brief || heldByRound(state, now, runId)) return false
  if (readHostData(state).owed.some((p) => p.kind === 'brief-confirmation')) return false
  const rule = ownRecognition(s, state)
  const confirmed = s.thread
    .entries()
    .some((e) => ownMarkers(e, rule).some((m) => m.kind === 'brief-confirmation'))
  if (confirmed) return false
  s.thread.post(renderBriefConfirmation(brief, s.keywords))
  return true
}
