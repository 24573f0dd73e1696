// Loopback routes for pull-request reviews and review (line) comments: paginated lists of what GitHub shows the
// token's user, i.e. no other author's drafts.
import type { Route } from './http.js'
import { paginate } from './http.js'
import { listedReviewComments, listedReviews, reviewCommentJson, reviewJson } from './reviews.js'
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
    method: 'GET',
    pattern: /^\/pulls\/(\d+)\/comments$/,
    name: 'pulls.listReviewComments',
    handle: (ctx) => {
      const { issue } = pullOf(ctx, ctx.params[0])
      return paginate(ctx, listedReviewComments(ctx.repo, issue.number).map(reviewCommentJson))
    }
  }
]
