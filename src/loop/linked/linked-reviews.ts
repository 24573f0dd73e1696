// What a work item's review links, read from its state: the pull requests of its frozen brief whose
// conversations reach it (conversation/comments/linked-conversation.ts), and since when.
import { isReviewUnderWay, REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import type { GraphState } from '../../engine/state/document.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import { linkedPullsOf, type LinkedPulls } from '../../conversation/comments/linked-conversation.js'

export interface ReviewLinks extends LinkedPulls {
  /** When the brief in force was stated. */
  since: string
}

/** The links of the review the state holds; undefined when no review is under way or its brief names none. */
export function reviewLinksOf(
  state: GraphState,
  item: { owner: string; repo: string; number: number }
): ReviewLinks | undefined {
  if (!isReviewUnderWay(state)) return undefined
  const brief = state.decisions[REVIEW_NODES.brief]?.['brief'] as FrozenBrief | undefined
  if (!brief || !Array.isArray(brief.pullRequests) || brief.pullRequests.length === 0) return undefined
  return { ...linkedPullsOf(brief.pullRequests, item), since: brief.at }
}
