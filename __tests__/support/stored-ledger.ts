// An item state on the review loop's follow-up node holding a ledger, and a stored ledger with one field set to
// any value: how a ledger part's tests read a field written by hand, as an older or a hostile file holds it.
import { readItemState } from '../../src/loop/ledger/ledger-read.js'
import { emptyLedger, withLedger } from '../../src/loop/ledger/ledger.js'
import { freshState, type GraphState } from '../../src/engine/state/document.js'
import { REVIEW_LOOP_NODE_IDS } from '../../src/engine/graph/shipped.generated.js'

/** A state at the follow-up node whose `host.review` is `review`, as a file holds it. */
export function stateWith(review: unknown): GraphState {
  const state = freshState('issue-7')
  state.loop = 'pdlc-review-loop'
  state.currentNode = 'follow-up'
  state.host = { review }
  return state
}

/** The stored value of a ledger after round 2 with `field` set to `value`, as withLedger writes the rest. */
export function storedWith(field: string, value: unknown): unknown {
  const ledger = { ...emptyLedger(), round: 2, roundDone: true, paid: 2 }
  const review = structuredClone(withLedger(stateWith(undefined), ledger).host['review']) as Record<
    string,
    unknown
  >
  review[field] = value
  return review
}

/** The item state read from a file whose `host.review` is `review`. */
export const readStored = (review: unknown) => readItemState(stateWith(review), REVIEW_LOOP_NODE_IDS, [])

/** Why a read refuses a stored ledger with `field` set to `value`; undefined when it reads. */
export function storedProblem(field: string, value: unknown): string | undefined {
  const out = readStored(storedWith(field, value))
  return 'problem' in out ? out.problem : undefined
}
