// Where the frozen brief's items stand across the critics, from what the item's state holds: the brief's ids and
// each critic's latest statuses. What the follow-up request, the closing summary and the check show.
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'
import { briefStanding, itemsStillOpen, type ItemStanding } from './brief/brief-ledger.js'
import { ledgerOf } from './ledger/ledger.js'
import type { GraphState } from '../engine/state/document.js'
import { briefItems } from '../conversation/comments/brief-ids.js'
import type { FrozenBrief } from '../conversation/comments/gate-readers.js'

/** Each item of the state's frozen brief as the critics left it; empty when the state holds no brief. */
export function briefStandingOf(state: GraphState): ItemStanding[] {
  const brief = state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  if (!brief) return []
  return briefStanding(
    briefItems(brief).map((i) => i.id),
    ledgerOf(state).brief
  )
}

/** The closing summary's figures of the brief: its item count and what stayed open; none without a brief. */
export function briefAtEnd(state: GraphState) {
  const standing = briefStandingOf(state)
  if (standing.length === 0) return undefined
  const open = itemsStillOpen(standing).map((s) => ({
    id: s.id,
    status: s.status as 'partly' | 'open' | 'cannot-check'
  }))
  return { items: standing.length, open }
}
