// Posts the conversation is owed that an earlier run could not send: those its state records (owed.ts), and
// the brief confirmation a state written before owed posts were recorded can still lack. A required post is
// queued with the inputs it is rendered from, and an owed one is rendered again from them, never from a body
// the state holds (src/loop/posts/owed-render.ts).
import { ownMarkerReader, ownMarkers } from '../conversation/comments/own.js'
import { findPart } from '../conversation/comments/posting.js'
import type { FrozenBrief } from '../conversation/comments/gate-readers.js'
import type { OwedInputs } from './posts/owed-inputs.js'
import { parseMarkers } from '../base/marker/markers.js'
import type { GraphState } from '../engine/state/document.js'
import { isClaimLive, ledgerOf, withLedger } from './ledger/ledger.js'
import { isHeldElsewhere, outstanding, recordOwed, type OwedPost, type OwedView } from './posts/owed.js'
import { postName } from './posts/pending.js'
import { renderOwed, renderRequired, type OwedRenderContext } from './posts/owed-render.js'
import { renderContext, type ReviewServices } from './context/services.js'
import { ownRecognition } from './round/own-recognition.js'
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'

/** The brief the state froze: what a brief confirmation echoes. */
function frozenBriefOf(state: GraphState): FrozenBrief | undefined {
  return state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
}

/** What rendering a required post needs of this run (its keywords, server and run), and the frozen brief. */
export function owedContext(s: ReviewServices, brief: FrozenBrief | undefined): OwedRenderContext {
  return { ...renderContext(s), ...(brief ? { brief } : {}) }
}

/** What deciding whether an owed post is on the conversation needs of this run (owed.ts). */
export function owedView(s: ReviewServices, state: GraphState): OwedView {
  const ctx = owedContext(s, frozenBriefOf(state))
  return {
    entries: s.conversation.readEntries(),
    identity: s.identity,
    signer: s.signer,
    sign: (t: string) => s.conversation.sign(t),
    render: (post) => renderOwed(post, ctx)
  }
}

/**
 * Renders a required post in one part and queues it with its inputs, so the write before it records them if it
 * is not sent. `brief` is the frozen brief when the post echoes it. Returns the body.
 */
export function postRequired(s: ReviewServices, inputs: OwedInputs, brief?: FrozenBrief): string {
  const [body] = renderRequired(inputs, owedContext(s, brief))
  s.conversation.post(body!, { inputs })
  return body!
}

type OwnMarkers = ReturnType<typeof ownMarkerReader>

/** While another run's round claim is live, that run owns the conversation's posts until it finishes. */
function heldByRound(state: GraphState, now: Date, runId: string): boolean {
  const { claim } = ledgerOf(state)
  return isClaimLive(claim, now) && claim!.run !== runId
}

/** Queues one owed post rendered again; a part of a round comment already there is edited. */
function queueOne(s: ReviewServices, own: OwnMarkers, post: OwedPost, body: string): void {
  const meta = post.inputs.what === 'critic-comment' || post.inputs.what === 'all-failed'
  const last = meta ? parseMarkers(body).at(-1) : undefined
  const key = last && { kind: last.kind, node: last.node, round: last.round, critic: last.critic }
  const edited = key ? findPart(s.conversation.readEntries(), key, post.part, own) : undefined
  s.conversation.post(body, { first: true, inputs: post.inputs, ...(edited ? { editOf: edited.id } : {}) })
}

/**
 * Queues, ahead of anything this run posts, the owed posts recorded in the state that are not on the conversation
 * and that no other live run holds, each rendered again from its inputs, and stages them as held by this run
 * (the write that follows is what stops another run from sending them too). One that cannot be rendered (no
 * frozen brief, a value no renderer takes) is dropped from the state and named as not posted. Returns the
 * names of what it queued or dropped and the state to stage, or undefined when nothing is due.
 */
export function queueOwedPosts(
  s: ReviewServices,
  state: GraphState,
  now: Date,
  runId: string
): { names: string[]; state: GraphState } | undefined {
  const host = ledgerOf(state)
  if (host.owed.length === 0 || heldByRound(state, now, runId)) return undefined
  const view = owedView(s, state)
  const ctx = owedContext(s, frozenBriefOf(state))
  const due = outstanding(host.owed, view).filter((p) => !isHeldElsewhere(p, runId, now))
  if (due.length === 0) return undefined
  const own = ownMarkerReader(ownRecognition(s, state))
  const queued: OwedPost[] = []
  const dropped: OwedPost[] = []
  for (const post of due) {
    const body = renderOwed(post, ctx)
    if (body === undefined) dropped.push(post)
    else {
      queueOne(s, own, post, body)
      queued.push(post)
    }
  }
  const kept = host.owed.filter((p) => !dropped.includes(p))
  const owed = recordOwed(kept, queued, { run: runId, now, after: s.conversation.horizon, hold: true })
  const names = [
    ...new Set(queued.map((p) => postName(p.kind))),
    ...new Set(
      dropped.map((p) => `${postName(p.kind)} (not posted: the state's record of it cannot be rendered)`)
    )
  ]
  return { names, state: withLedger(state, { ...host, owed }) }
}

/**
 * Queues the brief confirmation when a brief is frozen but no confirmation of ours is on the conversation nor owed:
 * a state written before owed posts were recorded. Idempotent by marker; left alone while another run's
 * round claim is live. True when queued.
 */
export function queueOwedConfirmation(
  s: ReviewServices,
  state: GraphState,
  now: Date,
  runId: string
): boolean {
  const brief = frozenBriefOf(state)
  if (!brief || heldByRound(state, now, runId)) return false
  if (ledgerOf(state).owed.some((p) => p.kind === 'brief-confirmation')) return false
  const rule = ownRecognition(s, state)
  const confirmed = s.conversation
    .entries()
    .some((e) => ownMarkers(e, rule).some((m) => m.kind === 'brief-confirmation'))
  if (confirmed) return false
  postRequired(s, { what: 'brief-confirmation' }, brief)
  return true
}
