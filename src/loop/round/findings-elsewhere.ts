// A critic's findings on a pull request other than the item's own (a round over several pull requests): that
// pull request's review comments, read before posting there, and the review that carries the findings.
import type { FindingsReview } from '../placement/findings-plan.js'
import { renderFindingsReviewBody } from '../placement/finding-markdown.js'
import { withRunLink } from '../render/run-link.js'
import type { ReviewComment } from '../../github/port.js'
import { describeError, UserError } from '../../base/shared/errors.js'
import type { RoundPlan } from './plan-types.js'
import { ownRunLink, type ReviewServices } from '../context/services.js'

/**
 * Review comments already on pull requests other than the item's own, read once per pull request and run, and
 * only for one a critic has findings for: a re-run must not post its findings twice, and a finding already
 * there is a repeat. A string says why they could not be read.
 */
export type ElsewhereComments = Map<number, ReviewComment[] | string>

export async function readElsewhere(
  s: ReviewServices,
  seen: ElsewhereComments,
  pulls: number[]
): Promise<void> {
  for (const pull of pulls) {
    if (seen.has(pull)) continue
    try {
      seen.set(pull, await s.github.listReviewComments(pull))
    } catch (error) {
      if (error instanceof UserError) throw error
      seen.set(pull, `its review comments could not be read (${describeError(error)})`)
    }
  }
}

/** Posts a critic's findings on another pull request than the item's own, as one review with a short body. */
export async function postElsewhere(
  s: ReviewServices,
  plan: RoundPlan,
  review: FindingsReview,
  critic: { name: string; harness: string; model?: string }
): Promise<void> {
  const body = withRunLink(
    renderFindingsReviewBody({ critic, round: plan.round, item: plan.item, count: review.comments.length }),
    ownRunLink(s)
  )
  const comments = review.comments.map((c) => ({ ...c, body: s.conversation.sign(c.body) }))
  // `after: 0`: a review whose answer was lost is looked for among all of that pull request's reviews.
  await s.github.createReview(
    review.target.number,
    { commitId: review.target.head, body: s.conversation.sign(body), comments },
    { after: 0 }
  )
}
