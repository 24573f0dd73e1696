// The body of POST /repos/{owner}/{repo}/pulls/{n}/reviews ("pulls/create-review" in GitHub's REST description)
// for a NewReview. The event is always COMMENT: the port has no way to approve or request changes, because the
// human reviewer owns the verdict (and GITHUB_TOKEN may not approve by default; github-facts.md).
import type { NewReview } from './port.js'

export interface ReviewRequestBody {
  commit_id: string
  body: string
  event: 'COMMENT'
  comments: Array<{
    path: string
    body: string
    line: number
    side: 'LEFT' | 'RIGHT'
    start_line?: number
    start_side?: 'LEFT' | 'RIGHT'
  }>
}

export function reviewRequestBody(review: NewReview): ReviewRequestBody {
  return { commit_id: review.commitId, body: review.body, event: 'COMMENT', comments: commentsOf(review) }
}

/** A pending review's body: no event (that is what keeps it a draft) and no text, only the comments to check. */
export function pendingReviewRequestBody(
  draft: Pick<NewReview, 'commitId' | 'comments'>
): Pick<ReviewRequestBody, 'commit_id' | 'comments'> {
  return { commit_id: draft.commitId, comments: commentsOf(draft) }
}

function commentsOf(review: Pick<NewReview, 'comments'>): ReviewRequestBody['comments'] {
  return review.comments.map((c) => ({
    path: c.path,
    body: c.body,
    line: c.line,
    side: c.side,
    ...(c.startLine !== undefined ? { start_line: c.startLine, start_side: c.startSide ?? c.side } : {})
  }))
}
