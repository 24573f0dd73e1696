// Reads the whole conversation of a work item once: the three lists concurrently, every page, merged in order.
import type { GitHubPort, ReviewComment, ReviewInfo, IssueComment } from '../../github/port.js'
import { compareEntries, entryKey, type ConversationEntry } from './entries.js'

export type ConversationReader = Pick<GitHubPort, 'listComments' | 'listReviews' | 'listReviewComments'>

export function fromIssueComment(c: IssueComment): ConversationEntry {
  return { ...c, kind: 'issue-comment', key: entryKey('issue-comment', c.id), visibleAt: c.createdAt }
}

/** A review counts as an entry only once submitted and only when it says something in its body. */
export function fromReview(r: ReviewInfo): ConversationEntry | undefined {
  if (r.submittedAt === undefined || r.state === 'PENDING' || r.body.trim() === '') return undefined
  return {
    id: r.id,
    author: r.author,
    authorType: r.authorType,
    body: r.body,
    createdAt: r.submittedAt,
    updatedAt: r.submittedAt,
    kind: 'review',
    key: entryKey('review', r.id),
    visibleAt: r.submittedAt
  }
}

/**
 * A line comment drafted in a pending review became visible when that review was submitted, although its
 * own created_at is earlier: it is ordered by the later of the two.
 */
function fromReviewComment(c: ReviewComment, submitted: ReadonlyMap<number, string>): ConversationEntry {
  const reviewAt = c.reviewId === undefined ? undefined : submitted.get(c.reviewId)
  const visibleAt =
    reviewAt !== undefined && Date.parse(reviewAt) > Date.parse(c.createdAt) ? reviewAt : c.createdAt
  return {
    id: c.id,
    author: c.author,
    authorType: c.authorType,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    kind: 'review-comment',
    key: entryKey('review-comment', c.id),
    visibleAt,
    anchor: {
      path: c.path,
      line: c.line,
      inReplyToId: c.inReplyToId,
      diffHunk: c.diffHunk,
      ...(c.side ? { side: c.side } : {}),
      ...(c.startLine !== undefined ? { startLine: c.startLine } : {}),
      ...(c.reviewId !== undefined ? { reviewId: c.reviewId } : {})
    }
  }
}

/** Merges the three lists into one conversation, in visibility order (stable for equal times). */
/** @internal */
export function mergeConversation(
  comments: readonly IssueComment[],
  reviews: readonly ReviewInfo[],
  reviewComments: readonly ReviewComment[]
): ConversationEntry[] {
  const submitted = new Map<number, string>()
  for (const r of reviews) if (r.submittedAt !== undefined) submitted.set(r.id, r.submittedAt)
  const entries: ConversationEntry[] = [
    ...comments.map(fromIssueComment),
    ...reviews.flatMap((r) => fromReview(r) ?? []),
    ...reviewComments.map((c) => fromReviewComment(c, submitted))
  ]
  return entries.sort(compareEntries)
}

/**
 * One read of the conversation. An issue has issue comments only; `issueCommentsOnly` is for a decision
 * that needs no more (posting the brief template looks for an earlier one, which is an issue comment).
 */
export async function readConversation(
  github: ConversationReader,
  number: number,
  opts: { isPullRequest: boolean; issueCommentsOnly?: boolean }
): Promise<ConversationEntry[]> {
  const pullLists = opts.isPullRequest && !opts.issueCommentsOnly
  const [comments, reviews, reviewComments] = await Promise.all([
    github.listComments(number),
    pullLists ? github.listReviews(number) : Promise.resolve([]),
    pullLists ? github.listReviewComments(number) : Promise.resolve([])
  ])
  return mergeConversation(comments, reviews, reviewComments)
}
