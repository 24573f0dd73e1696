// Pull-request reviews and their line comments in the loopback world: drafting, submitting, replies, what a
// reader is shown, and the JSON GitHub answers for them. Shared by the routes and the in-memory fake port.
import { diffOfPull, hunkFor } from './diff-hunk.js'
import type { LoopIssue, LoopReaction, LoopRepo, LoopUser } from './world-types.js'

export type ReviewState = 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'PENDING'
export type Side = 'LEFT' | 'RIGHT'

export interface LoopReview {
  id: number
  pull: number
  /** '' when the review has only line comments (GitHub then sends `body: null`). */
  body: string
  user: LoopUser
  state: ReviewState
  /** Set when the review is submitted; a PENDING review is its author's unpublished draft. */
  submittedAt?: string
  commitId: string
  /** Reactions to its body (GitHub takes them only through GraphQL, on the review's node id). */
  reactions: LoopReaction[]
}

export interface LoopReviewComment {
  id: number
  pull: number
  reviewId: number
  body: string
  user: LoopUser
  /** When it was drafted, which can be long before its review was submitted and it became visible. */
  createdAt: string
  updatedAt: string
  path: string
  line: number
  side: Side
  /** The first line of a multi-line comment, and its side. */
  startLine?: number
  startSide?: Side
  inReplyToId?: number
  diffHunk: string
  commitId: string
  reactions: LoopReaction[]
}

/** One line comment of a review. A reply (`inReplyToId`) takes its path, line and side from the comment it answers. */
export interface ReviewCommentSeed {
  body: string
  path?: string
  line?: number
  side?: Side
  startLine?: number
  startSide?: Side
  inReplyToId?: number
}

export interface ReviewSeed {
  author?: string | LoopUser
  body?: string
  /** COMMENTED by default; PENDING keeps the review (and its comments) a draft until `submitReview`. */
  state?: ReviewState
  comments?: ReviewCommentSeed[]
  /** The commit reviewed (`commit_id`); the pull's head by default. */
  commitId?: string
}

/** What reviews need from the world: its clock and its per-kind id sequences. */
export interface ReviewClock {
  now(): string
  nextId(kind: 'review' | 'review-comment'): number
}

function draftComment(
  clock: ReviewClock,
  repo: LoopRepo,
  issue: LoopIssue,
  review: LoopReview,
  seed: ReviewCommentSeed
): LoopReviewComment {
  const parent =
    seed.inReplyToId === undefined
      ? undefined
      : repo.reviewComments.find((c) => c.id === seed.inReplyToId && c.pull === issue.number)
  if (seed.inReplyToId !== undefined && !parent)
    throw new Error(`loopback: no review comment ${seed.inReplyToId} on #${issue.number} to reply to`)
  const path = parent?.path ?? seed.path
  const line = parent?.line ?? seed.line
  const side = parent?.side ?? seed.side ?? 'RIGHT'
  if (path === undefined || line === undefined)
    throw new Error('loopback: a review comment needs a path and a line, or inReplyToId')
  const at = clock.now()
  const comment: LoopReviewComment = {
    id: clock.nextId('review-comment'),
    pull: issue.number,
    reviewId: review.id,
    body: seed.body,
    user: review.user,
    createdAt: at,
    updatedAt: at,
    path,
    line,
    side,
    ...(seed.startLine !== undefined && !parent
      ? { startLine: seed.startLine, startSide: seed.startSide ?? side }
      : {}),
    ...(seed.inReplyToId !== undefined ? { inReplyToId: seed.inReplyToId } : {}),
    diffHunk: parent?.diffHunk ?? hunkFor(issue.pull ? diffOfPull(issue.pull) : '', path, line, side),
    commitId: review.commitId,
    reactions: []
  }
  repo.reviewComments.push(comment)
  return comment
}

/** Publishes a draft review: from now on it and its comments are listed. */
export function submit(clock: ReviewClock, review: LoopReview, state: ReviewState = 'COMMENTED'): LoopReview {
  if (review.state !== 'PENDING') throw new Error(`loopback: review ${review.id} is already submitted`)
  if (state === 'PENDING') throw new Error('loopback: a review is submitted with a state other than PENDING')
  review.state = state
  review.submittedAt = clock.now()
  return review
}

/** Drafts a review with its comments (each stamped when drafted), then submits it unless it stays PENDING. */
export function createReview(
  clock: ReviewClock,
  repo: LoopRepo,
  issue: LoopIssue,
  user: LoopUser,
  seed: ReviewSeed
): LoopReview {
  const review: LoopReview = {
    id: clock.nextId('review'),
    pull: issue.number,
    body: seed.body ?? '',
    user,
    state: 'PENDING',
    commitId: seed.commitId ?? issue.pull?.headSha ?? '',
    reactions: []
  }
  repo.reviews.push(review)
  for (const c of seed.comments ?? []) draftComment(clock, repo, issue, review, c)
  const state = seed.state ?? 'COMMENTED'
  return state === 'PENDING' ? review : submit(clock, review, state)
}

/**
 * A review's GraphQL node id: opaque, like GitHub's (`PRR_kwDO…`); the payload of its event carries it, and
 * GraphQL's addReaction takes it (graphql.ts).
 */
export function reviewNodeId(id: number): string {
  return `PRR_loopback${id}`
}

/** Reviews of a pull in id order; a PENDING one only to its own author (GitHub hides drafts from others). */
export function listedReviews(repo: LoopRepo, pull: number, viewer: LoopUser): LoopReview[] {
  return repo.reviews.filter(
    (r) => r.pull === pull && (r.state !== 'PENDING' || r.user.login === viewer.login)
  )
}

/** Line comments of a pull in id order (GitHub's default), only those of submitted reviews. */
export function listedReviewComments(repo: LoopRepo, pull: number): LoopReviewComment[] {
  const submitted = new Set(repo.reviews.filter((r) => r.state !== 'PENDING').map((r) => r.id))
  return repo.reviewComments.filter((c) => c.pull === pull && submitted.has(c.reviewId))
}

export function reviewJson(r: LoopReview) {
  return {
    id: r.id,
    user: r.user,
    // A review of line comments only has no body; its JSON carries null (see github-facts.md).
    body: r.body === '' ? null : r.body,
    state: r.state,
    commit_id: r.commitId,
    ...(r.submittedAt !== undefined ? { submitted_at: r.submittedAt } : {})
  }
}

export function reviewCommentJson(c: LoopReviewComment) {
  return {
    id: c.id,
    pull_request_review_id: c.reviewId,
    body: c.body,
    user: c.user,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    path: c.path,
    line: c.line,
    original_line: c.line,
    side: c.side,
    // GitHub sends these as null on a single-line comment.
    start_line: c.startLine ?? null,
    original_start_line: c.startLine ?? null,
    start_side: c.startSide ?? null,
    ...(c.inReplyToId !== undefined ? { in_reply_to_id: c.inReplyToId } : {}),
    diff_hunk: c.diffHunk,
    commit_id: c.commitId,
    original_commit_id: c.commitId
  }
}
