// The round's one review on the item's own pull request: every critic's line comments (one per problem, as the
// critics' plans share them out), under a one-line body that links to the round's comment, where every critic's
// text is. GitHub refusing some of its lines takes those out of every critic's plan (review-refusals.ts); refusing
// it whatever its lines, or failing, lists them all in the round comment instead.
import type { NewReviewComment } from '../../github/port.js'
import { UserError } from '../../base/shared/errors.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import { isRefusal, postFindingsReview } from './review-refusals.js'
import { refusal, type CriticPosting } from './critic-findings.js'
import type { InlineTarget } from '../placement/findings-input.js'
import type { ReviewServices } from '../context/services.js'
import { withRunLink } from '../render/run-link.js'
import { ownRunLink } from '../context/services.js'
import { roundCommentKey } from '../render/round-sections.js'

/** Every critic's line comments on the item's own pull request, as their plans stand. */
function ownComments(postings: readonly CriticPosting[]): NewReviewComment[] {
  return postings.flatMap((p) => p.plan().reviews.find((r) => r.target.own)?.comments ?? [])
}

/**
 * The review's body: one line that points at the round comment. Its marker is the round's (no critic, no part):
 * the item's record lists the review as `review/round:<id>`, which tells its line comments for ours.
 */
function renderRoundReviewBody(round: number, count: number, roundCommentUrl?: string): string {
  const where = roundCommentUrl ? `[the round comment](${roundCommentUrl})` : 'the round comment'
  const lines = `${count} line comment${count === 1 ? '' : 's'}, one per problem`
  return markSelfAuthored(
    `🤖 _the-loop_ — review round ${round}: ${lines}; every critic's text is in ${where}.\n\n${renderMarker(roundCommentKey(round))}`
  )
}

/**
 * Posts the round's review on `own` (the item's own pull request, as the round read it). Answers a failure that
 * is not GitHub refusing it: the round's posting stops there. Refusals are said in each critic's plan.
 */
export async function postRoundReview(
  s: ReviewServices,
  own: InlineTarget,
  round: number,
  postings: readonly CriticPosting[],
  roundCommentUrl?: string
): Promise<unknown> {
  const comments = ownComments(postings)
  if (comments.length === 0) return undefined
  try {
    await postFindingsReview(s.github, own.number, own.head, comments, async (leftOut) => {
      for (const p of postings) p.refused.set(own.number, leftOut)
      const rest = ownComments(postings)
      if (rest.length === 0) return
      const body = withRunLink(renderRoundReviewBody(round, rest.length, roundCommentUrl), ownRunLink(s))
      await s.conversation.postReview({ commitId: own.head, body, comments: rest })
    })
    return undefined
  } catch (error) {
    if (error instanceof UserError) throw error
    // GitHub refused the review whatever its comments (or the post failed): every finding goes into the text.
    for (const p of postings) {
      p.refused.delete(own.number)
      p.notInline.set(own.number, refusal(error))
    }
    return isRefusal(error) ? undefined : error
  }
}
