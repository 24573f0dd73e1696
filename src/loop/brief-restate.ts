// A brief restated mid-review: the reply that restated it replaces the frozen brief whole, from the next round on.
// Its items are numbered anew (Q1 is the new brief's first question), so what critics reported under the old ids
// is dropped with it; the brief it replaced stays in the state branch's history, and its provenance in `replaces`.
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'
import { ledgerOf, withLedger } from './ledger/ledger.js'
import type { GraphState } from '../engine/state/document.js'
import type { FrozenBrief } from '../conversation/comments/gate-readers.js'

/** `state` with `brief` frozen in place of the one before it, and the brief's standings cleared. */
export function withRestatedBrief(state: GraphState, brief: FrozenBrief, now: Date): GraphState {
  const before = state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  const replaces = before ? { by: before.by, at: before.at, commentId: before.commentId } : undefined
  const decision = { at: now.toISOString(), brief: { ...brief }, ...(replaces ? { replaces } : {}) }
  const decisions = { ...state.decisions, [REVIEW_NODES.brief]: decision }
  const { brief: _standings, ...host } = ledgerOf(state)
  void _standings
  return withLedger({ ...state, decisions }, host)
}
