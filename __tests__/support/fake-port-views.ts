// The in-memory fake port's views of loopback records: each in the port's own type, shaped as the Octokit
// adapter maps GitHub's answers for the same records, so the fake and the adapter answer alike.
import type { CommitComparison, ReviewComment, ReviewInfo, IssueComment } from '../../src/github/port.js'
import { COMPARE_MAX_COMMITS, COMPARE_MAX_FILES, type Comparison } from './loopback/compare.js'
import type { LoopReview, LoopReviewComment } from './loopback/reviews.js'
import type { LoopComment, LoopRepo } from './loopback/world.js'

export function toComment(c: LoopComment): IssueComment {
  return {
    id: c.id,
    author: c.user.login,
    authorType: c.user.type,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt
  }
}

export function toReview(r: LoopReview): ReviewInfo {
  return {
    id: r.id,
    author: r.user.login,
    authorType: r.user.type,
    body: r.body,
    state: r.state,
    submittedAt: r.submittedAt
  }
}

export function toReviewComment(c: LoopReviewComment): ReviewComment {
  return {
    id: c.id,
    author: c.user.login,
    authorType: c.user.type,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    path: c.path,
    line: c.line,
    startLine: c.startLine,
    side: c.side,
    inReplyToId: c.inReplyToId,
    diffHunk: c.diffHunk,
    reviewId: c.reviewId
  }
}

/** The port's view of a loopback comparison, capped as GitHub caps it. */
export function toComparison(repo: LoopRepo, c: Comparison): CommitComparison {
  return {
    status: c.status,
    aheadBy: c.aheadBy,
    behindBy: c.behindBy,
    totalCommits: c.aheadBy,
    commits: c.commits.slice(-COMPARE_MAX_COMMITS).map((sha) => ({
      sha,
      message: repo.pullCommits.get(sha)?.message ?? repo.git.commits.get(sha)?.message ?? ''
    })),
    files: c.files.slice(0, COMPARE_MAX_FILES).map((f) => ({
      path: f.filename,
      status: f.status,
      additions: f.additions,
      deletions: f.deletions,
      ...(f.patch === undefined ? {} : { patch: f.patch })
    }))
  }
}
