// Review threads in the loopback world: every root review comment (one with no `in_reply_to_id`) starts a thread,
// whose replies point at that root. A thread is keyed by its root's REST id, so its GraphQL node id is unique
// (review-comment ids are global) and survives the root's deletion; whether it is resolved is kept on the repo.
// Shared by the REST reply route and the GraphQL reviewThreads query and resolve mutations.
import { ApiError } from './git-model.js'
import { createReview, listedReviewComments, type LoopReviewComment, type ReviewClock } from './reviews.js'
import type { LoopIssue, LoopRepo, LoopUser } from './world-types.js'

export interface LoopReviewThread {
  /** The REST id of the thread's first comment: what every reply's `in_reply_to_id` names. */
  rootId: number
  pull: number
  nodeId: string
  isResolved: boolean
  /** Its listed comments, in id order (the root first unless it was deleted). */
  comments: LoopReviewComment[]
}

const NODE_PREFIX = 'PRRT_loopback'

/** A thread's GraphQL node id: opaque, like GitHub's `PRRT_kwDO…`; never a REST id a client could confuse. */
function threadNodeId(rootId: number): string {
  return `${NODE_PREFIX}${rootId}`
}

const rootOf = (c: LoopReviewComment): number => c.inReplyToId ?? c.id

/** The threads of a pull request, in the order of their roots' ids, built from its listed (submitted) comments. */
export function threadsOf(repo: LoopRepo, pull: number): LoopReviewThread[] {
  const byRoot = new Map<number, LoopReviewComment[]>()
  for (const c of listedReviewComments(repo, pull)) {
    const list = byRoot.get(rootOf(c)) ?? []
    list.push(c)
    byRoot.set(rootOf(c), list)
  }
  return [...byRoot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rootId, comments]) => ({
      rootId,
      pull,
      nodeId: threadNodeId(rootId),
      isResolved: repo.resolvedThreads.has(rootId),
      comments
    }))
}

/** The thread a node id names, in any repository, with its repository; undefined for an unknown id. */
export function findThread(
  repos: Iterable<LoopRepo>,
  nodeId: string
): { repo: LoopRepo; thread: LoopReviewThread } | undefined {
  if (!nodeId.startsWith(NODE_PREFIX)) return undefined
  const rootId = Number(nodeId.slice(NODE_PREFIX.length))
  for (const repo of repos) {
    const pull = repo.reviewComments.find((c) => rootOf(c) === rootId)?.pull
    const thread = pull === undefined ? undefined : threadsOf(repo, pull).find((t) => t.rootId === rootId)
    if (thread) return { repo, thread }
  }
  return undefined
}

/** Marks a thread resolved or not; answers it as it is now. */
export function setResolved(repo: LoopRepo, thread: LoopReviewThread, resolved: boolean): LoopReviewThread {
  if (resolved) repo.resolvedThreads.add(thread.rootId)
  else repo.resolvedThreads.delete(thread.rootId)
  return { ...thread, isResolved: resolved }
}

/**
 * POST /pulls/{n}/comments/{comment_id}/replies: `user` replies in the thread of comment `commentId`, which must be
 * a listed review comment of pull `issue` (else 404, as for a comment of another pull request). The reply points
 * at the thread's root even when `commentId` names a reply, so a thread stays one level deep. Like a lone line
 * comment, GitHub wraps it in a one-comment review, submitted at once.
 */
export function replyInThread(
  clock: ReviewClock,
  repo: LoopRepo,
  issue: LoopIssue,
  user: LoopUser,
  commentId: number,
  body: unknown
): LoopReviewComment {
  const target = listedReviewComments(repo, issue.number).find((c) => c.id === commentId)
  if (!target) throw new ApiError(404, 'Not Found')
  if (body === undefined) throw new ApiError(422, `Invalid request.\n\n"body" wasn't supplied.`)
  if (typeof body !== 'string')
    throw new ApiError(
      422,
      `Invalid request.\n\nFor 'properties/body', ${JSON.stringify(body)} is not a string.`
    )
  if (body.trim() === '') throw new ApiError(422, `Body can't be blank`)
  const rootId = rootOf(target)
  // What GitHub does with a reply in a thread whose root was deleted is not known here; the loopback refuses it.
  if (!repo.reviewComments.some((c) => c.id === rootId)) throw new ApiError(404, 'Not Found')
  const review = createReview(clock, repo, issue, user, { comments: [{ body, inReplyToId: rootId }] })
  return repo.reviewComments.find((c) => c.reviewId === review.id)!
}
