// Loopback routes for pull-request reviews and review (line) comments: paginated lists of what GitHub shows the
// token's user, i.e. no other author's drafts, review creation checked as GitHub checks it, replies in a line
// comment's thread, and reactions to a line comment.
import type { Route } from './http.js'
import { notFound, paginate } from './http.js'
import { createReviewFromApi, deletePendingReview, updateReviewBody } from './review-create.js'
import { listedReviewComments, listedReviews, reviewCommentJson, reviewJson } from './reviews.js'
import { react, reactionJson } from './reactions.js'
import { replyInThread } from './review-threads.js'
import { pullOf } from './routes-issues.js'

export const reviewRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/pulls\/(\d+)\/reviews$/,
    name: 'pulls.listReviews',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      return paginate(ctx, listedReviews(ctx.repo, issue.number, ctx.world.actor).map(reviewJson))
    }
  },
  {
    method: 'POST',
    pattern: /^\/pulls\/(\d+)\/reviews$/,
    name: 'pulls.createReview',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      const review = createReviewFromApi(ctx.world, ctx.repo, issue, ctx.world.actor, ctx.body)
      // GitHub answers 200 (not 201) with the review, as its REST description says.
      return { json: reviewJson(review) }
    }
  },
  {
    method: 'PUT',
    pattern: /^\/pulls\/(\d+)\/reviews\/(\d+)$/,
    name: 'pulls.updateReview',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      const body = (ctx.body as Record<string, unknown> | undefined)?.body
      return {
        json: reviewJson(
          updateReviewBody(ctx.repo, issue.number, Number(ctx.params[1]), ctx.world.actor, body)
        )
      }
    }
  },
  {
    method: 'DELETE',
    pattern: /^\/pulls\/(\d+)\/reviews\/(\d+)$/,
    name: 'pulls.deletePendingReview',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      return {
        json: reviewJson(deletePendingReview(ctx.repo, issue.number, Number(ctx.params[1]), ctx.world.actor))
      }
    }
  },
  {
    method: 'GET',
    pattern: /^\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/,
    name: 'pulls.listCommentsForReview',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      const id = Number(ctx.params[1])
      // Another user's draft is as absent as a review that does not exist.
      const review = listedReviews(ctx.repo, issue.number, ctx.world.actor).find((r) => r.id === id)
      if (!review) notFound()
      return paginate(ctx, ctx.repo.reviewComments.filter((c) => c.reviewId === id).map(reviewCommentJson))
    }
  },
  {
    method: 'POST',
    pattern: /^\/pulls\/comments\/(\d+)\/reactions$/,
    name: 'reactions.createForPullRequestReviewComment',
    handle: (ctx) => {
      const id = Number(ctx.params[0])
      const user = ctx.world.actor
      // A comment of another user's draft review is as absent as one that does not exist.
      const comment = ctx.repo.reviewComments.find((c) => c.id === id)
      const review = ctx.repo.reviews.find((r) => r.id === comment?.reviewId)
      if (!comment || !review || (review.state === 'PENDING' && review.user.login !== user.login)) notFound()
      const { reaction, created } = react(ctx.world, comment.reactions, ctx.body.content, user)
      return { status: created ? 201 : 200, json: reactionJson(reaction, user) }
    }
  },
  {
    method: 'POST',
    pattern: /^\/pulls\/(\d+)\/comments\/(\d+)\/replies$/,
    name: 'pulls.createReplyForReviewComment',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      const reply = replyInThread(
        ctx.world,
        ctx.repo,
        issue,
        ctx.world.actor,
        Number(ctx.params[1]),
        ctx.body.body
      )
      // 201 with the new review comment and its Location, as GitHub's REST description says.
      const location = `${ctx.origin}/repos/${ctx.repo.owner}/${ctx.repo.name}/pulls/comments/${reply.id}`
      return { status: 201, json: reviewCommentJson(reply), headers: { location } }
    }
  },
  {
    method: 'GET',
    pattern: /^\/pulls\/(\d+)\/comments$/,
    name: 'pulls.listReviewComments',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      return paginate(ctx, listedReviewComments(ctx.repo, issue.number).map(reviewCommentJson))
    }
  }
]
