// When a review ends (done, the item closed, cleanup), one comment sums it up. It is a required post (owed
// like the others) and is said once per review: a run that finds it on the conversation does not say it again.
import { decidedFindings, decisionInForce } from './decisions/decisions.js'
import type { DispositionKind } from '../conversation/comments/disposition.js'
import { ownMarkerReader } from '../conversation/comments/own.js'
import { findingAnswered } from './placement/thread-context.js'
import { OWED_LIMITS } from './posts/owed-inputs.js'
import type { GraphState } from '../engine/state/document.js'
import { ledgerOf } from './ledger/ledger.js'
import { type ReviewServices } from './context/services.js'
import { ownRecognition } from './round/own-recognition.js'
import { postRequired } from './obligations.js'
import { briefAtEnd } from './brief-standing.js'
import { spendFigures } from './spend/spend.js'
import type { SpendLimits } from './spend/spend-budget.js'
import { REVIEW_LOOP, LIVE_REVIEW_NODES } from '../engine/graph/review-nodes.js'

/** Nodes of a live review: leaving them for a terminal node ends the review. */
const LIVE: readonly string[] = LIVE_REVIEW_NODES

/** True when this run moved the review from a live node to an end (and it ran at least one round). */
export function reviewEnded(before: GraphState, after: GraphState): boolean {
  if (before.loop !== REVIEW_LOOP || !LIVE.includes(before.currentNode)) return false
  return !LIVE.includes(after.currentNode) && ledgerOf(after).round > 0
}

/** Queues the closing summary of the review `state` holds, unless one for its last round is on the conversation. */
export function queueClosingSummary(
  s: ReviewServices,
  state: GraphState,
  why: string,
  limits: SpendLimits = {}
): boolean {
  const host = ledgerOf(state)
  const own = ownMarkerReader(ownRecognition(s, state))
  const said = s.conversation
    .entries()
    .some((e) => own(e).some((m) => m.kind === 'summary' && m.round === host.round))
  if (said) return false
  const rule = { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  const entries = s.conversation.entries()
  const threadReplies = entries.filter((e) =>
    findingAnswered(e, (key) => s.conversation.find(key), rule)
  ).length
  const critics = Object.entries(host.tally ?? {}).map(([critic, t]) => ({
    critic,
    rounds: t.rounds,
    severities: t.severities,
    tokens: t.inputTokens + t.outputTokens,
    costUsd: t.costUsd
  }))
  // `why` is cut to what the state may store; the summary shows less of it anyway.
  const cut = why.slice(0, OWED_LIMITS.why)
  const decisions = decidedFindings(host.dispositions)
    .slice(-50)
    .map((d) => ({
      place: `${d.path}:${d.line}`.slice(0, 1100),
      critic: d.critic,
      decision: decisionInForce(d)!.decision as DispositionKind,
      by: decisionInForce(d)!.by
    }))
  const brief = briefAtEnd(state)
  const spend = spendFigures(host.spend, limits)
  postRequired(s, {
    what: 'summary',
    round: host.round,
    why: cut,
    critics,
    threadReplies,
    ...(decisions.length > 0 ? { decisions } : {}),
    ...(brief ? { brief } : {}),
    ...(spend ? { spend } : {})
  })
  return true
}
