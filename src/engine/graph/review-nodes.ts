// The code's names for the review loop and its nodes. The graph is data (graphs/pdlc-review-loop.yaml): each
// name here must be one of its node ids, which tsc checks against the ids generated from that file.
import type { REVIEW_LOOP_NODE_IDS } from './shipped.generated.js'

export type ReviewNodeId = (typeof REVIEW_LOOP_NODE_IDS)[number]

/** The review loop's name, as the state records it. */
export const REVIEW_LOOP = 'pdlc-review-loop'

export const REVIEW_NODES = {
  /** The brief gate: the template, then the frozen brief (its decision holds the brief). */
  brief: 'review-brief',
  /** The round: every enabled critic against the brief. */
  round: 'review',
  /** The follow-up gate: the next authorized reply is another round, "done" ends the review. */
  followUp: 'follow-up',
  complete: 'complete',
  cleanup: 'cleanup'
} as const satisfies Record<string, ReviewNodeId>

/** True when `state` is a review past its brief: a round running or posted, the follow-up gate waiting. */
export function isReviewUnderWay(state: { loop: string; currentNode: string }): boolean {
  return (
    state.loop === REVIEW_LOOP &&
    (state.currentNode === REVIEW_NODES.round || state.currentNode === REVIEW_NODES.followUp)
  )
}

/** The nodes of a review still in progress, in the loop's order. */
export const LIVE_REVIEW_NODES: readonly ReviewNodeId[] = [
  REVIEW_NODES.brief,
  REVIEW_NODES.round,
  REVIEW_NODES.followUp
]
