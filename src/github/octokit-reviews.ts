// The Octokit adapter's review posting: one pull-request review with its line comments in one request, event
// COMMENT always. Split from octokit.ts to keep each file readable; no Octokit type leaves it.
import type { getOctokit } from '@actions/github'
import { call, need, toReview, toReviewComment } from './api-calls.js'
import type { GitHubPort } from './port.js'
import { postOnce } from './post-once.js'
import { pendingReviewRequestBody, reviewRequestBody } from './review-request.js'

type Octokit = ReturnType<typeof getOctokit>

export interface ReviewPostingOptions {
  /** Sends of a review whose answer was lost (a 5xx, no answer) before the call fails. */
  tries: number
  wait: (attempt: number) => Promise<void>
}

export function reviewPosting(
  octokit: Octokit,
  owner: string,
  repo: string,
  opts: ReviewPostingOptions
): Pick<GitHubPort, 'createReview' | 'updateReview' | 'createPendingReview' | 'deletePendingReview'> {
  const rest = octokit.rest
  return {
    async createReview(number, review, how) {
      const request = reviewRequestBody(review)
      // A write: the retry plugin must not resend it blindly (retries: 0). A 422 (a comment off the diff) is
      // never sent again; after a 5xx or a lost answer the pull's reviews are read for it first (post-once.ts),
      // found by its body above the caller's horizon. An empty body identifies nothing, so it is not looked for.
      const created = await need('pulls.createReview', () =>
        postOnce({
          body: review.body,
          after: review.body === '' ? undefined : how?.after,
          send: async () => {
            const res = await rest.pulls.createReview({
              owner,
              repo,
              pull_number: number,
              ...request,
              request: { retries: 0 }
            })
            return toReview(res.data)
          },
          list: async () =>
            (
              await octokit.paginate(rest.pulls.listReviews, {
                owner,
                repo,
                pull_number: number,
                per_page: 100
              })
            ).map(toReview),
          tries: opts.tries,
          wait: opts.wait
        })
      )
      // The answer is the review alone; its comments' ids take one read (100 a page; a review has at most 50),
      // made only when asked: a round needs none of them, and its request count must not grow with its findings.
      if (review.comments.length === 0 || !how?.withComments) return { ...created, comments: [] }
      const comments = await need('pulls.listCommentsForReview', () =>
        octokit.paginate(rest.pulls.listCommentsForReview, {
          owner,
          repo,
          pull_number: number,
          review_id: created.id,
          per_page: 100
        })
      )
      return { ...created, comments: comments.map(toReviewComment) }
    },
    async createPendingReview(number, draft) {
      // A write sent once (retries: 0), like a review: a draft whose answer was lost only blocks the next review
      // with a 422 that names it, and the caller deletes the drafts then (review-refusals.ts).
      const res = await need('pulls.createReview', () =>
        rest.pulls.createReview({
          owner,
          repo,
          pull_number: number,
          ...pendingReviewRequestBody(draft),
          request: { retries: 0 }
        })
      )
      return res.data.id
    },
    async deletePendingReview(number, reviewId) {
      // A 404 is a draft already deleted (a retried DELETE whose first answer was lost): nothing to do.
      await call('pulls.deletePendingReview', () =>
        rest.pulls.deletePendingReview({ owner, repo, pull_number: number, review_id: reviewId })
      )
    },
    async updateReview(number, reviewId, body) {
      const res = await need('pulls.updateReview', () =>
        rest.pulls.updateReview({ owner, repo, pull_number: number, review_id: reviewId, body })
      )
      return toReview(res.data)
    }
  }
}
