// Creating a review through the API, checked as GitHub checks it (POST /pulls/{n}/reviews): the event, the
// commit, and every line comment's place on the diff. One bad comment refuses the whole review with 422 and
// GitHub's one-line reason, naming no comment; nothing is created then. Shared by the route and the fake port.
import { diffHasPath, diffOfPull, hunkIndexOf } from './diff-hunk.js'
import { ApiError } from './git-model.js'
import {
  createReview,
  type LoopReview,
  type ReviewCommentSeed,
  type ReviewState,
  type Side
} from './reviews.js'
import type { LoopIssue, LoopRepo, LoopUser } from './world-types.js'

const BODY_LIMIT = 65536
const EVENTS: Record<string, Exclude<ReviewState, 'PENDING'>> = {
  APPROVE: 'APPROVED',
  REQUEST_CHANGES: 'CHANGES_REQUESTED',
  COMMENT: 'COMMENTED'
}

/** GitHub's answer to a review it cannot place: `{"message":"Unprocessable Entity","errors":[…]}`. */
function unprocessable(reason: string): ApiError {
  return new ApiError(422, 'Unprocessable Entity', [reason])
}

function invalid(detail: string): ApiError {
  return new ApiError(422, `Invalid request.\n\n${detail}`)
}

function sideOf(value: unknown, field: string): Side | undefined {
  if (value === undefined) return undefined
  if (value === 'LEFT' || value === 'RIGHT') return value
  throw invalid(`For 'properties/${field}', ${JSON.stringify(value)} is not one of LEFT, RIGHT.`)
}

function readComment(
  raw: unknown
): Required<Pick<ReviewCommentSeed, 'path' | 'line' | 'side'>> & ReviewCommentSeed {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('comments must be objects')
  const c = raw as Record<string, unknown>
  if (typeof c.path !== 'string') throw invalid(`"path" wasn't supplied.`)
  if (typeof c.body !== 'string') throw invalid(`"body" wasn't supplied.`)
  if (c.body.length > BODY_LIMIT) throw invalid(`body is too long (maximum is ${BODY_LIMIT} characters)`)
  // `position` is the API's older way to place a comment; the action sends `line`, so the loopback models only it.
  if (c.line === undefined) throw invalid('loopback: give `line` (the deprecated `position` is not modeled)')
  const whole = (v: unknown) => typeof v === 'number' && Number.isInteger(v)
  if (!whole(c.line)) throw invalid(`For 'properties/line', ${JSON.stringify(c.line)} is not an integer.`)
  if (c.start_line !== undefined && !whole(c.start_line))
    throw invalid(`For 'properties/start_line', ${JSON.stringify(c.start_line)} is not an integer.`)
  const side = sideOf(c.side, 'side') ?? 'RIGHT'
  const startSide = sideOf(c.start_side, 'start_side')
  return {
    path: c.path,
    line: c.line as number,
    side,
    body: c.body,
    ...(c.start_line !== undefined ? { startLine: c.start_line as number, startSide: startSide ?? side } : {})
  }
}

/** The comment's place must be on the diff: its line (and a range's first line, in the same hunk, before it). */
function checkPlace(diff: string, c: ReturnType<typeof readComment>): void {
  if (!diffHasPath(diff, c.path)) throw unprocessable('Line could not be resolved')
  const end = hunkIndexOf(diff, c.path, c.line, c.side)
  if (end === undefined) throw unprocessable('Line could not be resolved')
  if (c.startLine === undefined) return
  const start = hunkIndexOf(diff, c.path, c.startLine, c.startSide ?? c.side)
  if (start === undefined || start !== end || c.startLine >= c.line)
    throw unprocessable('Line could not be resolved')
}

/**
 * Reads and checks the request body, then creates the review as `user` (the token's owner). Every check runs
 * before anything is created, so a refused review leaves no trace (not even a used id).
 */
export function createReviewFromApi(
  clock: { now(): string; nextId(kind: 'review' | 'review-comment'): number },
  repo: LoopRepo,
  issue: LoopIssue,
  user: LoopUser,
  body: Record<string, unknown>
): LoopReview {
  const pull = issue.pull
  if (!pull) throw new ApiError(404, 'Not Found')
  const event = body.event
  if (event !== undefined && (typeof event !== 'string' || !(event in EVENTS)))
    throw invalid(
      `For 'properties/event', ${JSON.stringify(event)} is not one of APPROVE, REQUEST_CHANGES, COMMENT.`
    )
  const text = body.body ?? ''
  if (typeof text !== 'string')
    throw invalid(`For 'properties/body', ${JSON.stringify(text)} is not a string.`)
  if (text.length > BODY_LIMIT) throw invalid(`body is too long (maximum is ${BODY_LIMIT} characters)`)
  if (body.comments !== undefined && !Array.isArray(body.comments))
    throw invalid(`For 'properties/comments', ${JSON.stringify(body.comments)} is not an array.`)
  const comments = ((body.comments as unknown[] | undefined) ?? []).map(readComment)
  const commitId = body.commit_id
  if (commitId !== undefined && (typeof commitId !== 'string' || !pull.commits.includes(commitId)))
    throw unprocessable('commit_id is not part of the pull request')
  const state = event === undefined ? 'PENDING' : EVENTS[event as string]!
  checkVerdict(state, user, issue, text, comments.length)
  // A draft of this user on the pull request blocks every new review of theirs, submitted ones too (seen on
  // GitHub: POST with event COMMENT answers this same 422 while a pending review is open).
  if (
    repo.reviews.some((r) => r.pull === issue.number && r.state === 'PENDING' && r.user.login === user.login)
  )
    throw unprocessable('User can only have one pending review per pull request')
  const diff = diffOfPull(pull)
  for (const c of comments) {
    checkPlace(diff, c)
    if (pull.unplaceable?.some((u) => u.path === c.path && u.line === c.line))
      throw unprocessable('pull_request_review_thread.line must be part of the diff')
  }
  return createReview(clock, repo, issue, user, {
    body: text,
    state,
    comments,
    ...(typeof commitId === 'string' ? { commitId } : {})
  })
}

/** What GitHub refuses whatever the comments: a verdict on one's own pull request, an Actions approval, no text. */
function checkVerdict(
  state: ReviewState,
  user: LoopUser,
  issue: LoopIssue,
  text: string,
  comments: number
): void {
  if (state === 'APPROVED' && user.login === 'github-actions[bot]')
    throw unprocessable('GitHub Actions is not permitted to approve pull requests.')
  if (state === 'APPROVED' && user.login === issue.user.login)
    throw unprocessable('Can not approve your own pull request')
  if (state === 'CHANGES_REQUESTED' && user.login === issue.user.login)
    throw unprocessable('Can not request changes on your own pull request')
  // The body is required with REQUEST_CHANGES, and with COMMENT unless the review carries line comments.
  if (text.trim() === '' && (state === 'CHANGES_REQUESTED' || (state === 'COMMENTED' && comments === 0)))
    throw unprocessable(`Body can't be blank`)
}

/**
 * PUT /pulls/{n}/reviews/{id}: replaces a review's body. Only its author may (GitHub answers 403 to anyone
 * else), an unknown or unlisted review is 404, and a body past GitHub's limit is 422.
 */
export function updateReviewBody(
  repo: LoopRepo,
  pull: number,
  id: number,
  user: LoopUser,
  body: unknown
): LoopReview {
  const review = repo.reviews.find((r) => r.id === id && r.pull === pull)
  if (!review || (review.state === 'PENDING' && review.user.login !== user.login))
    throw new ApiError(404, 'Not Found')
  if (review.user.login !== user.login) throw new ApiError(403, 'Must be the author of the review')
  if (typeof body !== 'string' || body === '')
    throw invalid(`For 'properties/body', ${JSON.stringify(body)} is not a non-empty string.`)
  if (body.length > BODY_LIMIT) throw invalid(`body is too long (maximum is ${BODY_LIMIT} characters)`)
  review.body = body
  return review
}

/**
 * DELETE /pulls/{n}/reviews/{id}: deletes a pending review (a draft) and its comments, answering it as it was.
 * Another user's draft is as absent as a review that does not exist (404); a submitted review is 422.
 */
export function deletePendingReview(repo: LoopRepo, pull: number, id: number, user: LoopUser): LoopReview {
  const review = repo.reviews.find((r) => r.id === id && r.pull === pull)
  if (!review || (review.state === 'PENDING' && review.user.login !== user.login))
    throw new ApiError(404, 'Not Found')
  if (review.state !== 'PENDING') throw unprocessable('Can not delete a non-pending pull request review')
  repo.reviews.splice(repo.reviews.indexOf(review), 1)
  for (let i = repo.reviewComments.length - 1; i >= 0; i--)
    if (repo.reviewComments[i]!.reviewId === id) repo.reviewComments.splice(i, 1)
  return review
}
