// The conversation model: three id sequences merged by when each entry became visible, never compared across kinds.
import { describe, expect, it } from '@jest/globals'
import { mergeConversation } from '../../../src/conversation/comments/read-conversation.js'
import type { ReviewComment, ReviewInfo, IssueComment } from '../../../src/github/port.js'

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()

function comment(id: number, s: number, body = `c${id}`): IssueComment {
  return { id, author: 'alice', authorType: 'User', body, createdAt: at(s), updatedAt: at(s) }
}
function review(id: number, s: number | undefined, body: string, state = 'COMMENTED'): ReviewInfo {
  return {
    id,
    author: 'bob',
    authorType: 'User',
    body,
    state,
    submittedAt: s === undefined ? undefined : at(s)
  }
}
function line(id: number, s: number, reviewId: number, body = `l${id}`): ReviewComment {
  return {
    id,
    author: 'carol',
    authorType: 'User',
    body,
    createdAt: at(s),
    updatedAt: at(s),
    path: 'src/a.ts',
    line: 3,
    startLine: undefined,
    side: 'RIGHT',
    inReplyToId: undefined,
    diffHunk: '@@ -1,3 +1,4 @@',
    reviewId
  }
}

describe('mergeConversation', () => {
  it('orders by visibility time, with ids out of order across kinds (GitHub: review < review comment < issue comment)', () => {
    const merged = mergeConversation(
      [comment(492700400, 1), comment(492700401, 5)],
      [review(237895671, 3, 'review body')],
      [line(284312630, 4, 237895671)]
    )
    expect(merged.map((e) => e.key)).toEqual([
      'issue-comment:492700400',
      'review:237895671',
      'review-comment:284312630',
      'issue-comment:492700401'
    ])
  })

  it('a line comment drafted long before its review was submitted becomes visible at the submission', () => {
    const merged = mergeConversation([comment(10, 5)], [review(7, 9, '')], [line(8, 1, 7)])
    expect(merged.map((e) => e.key)).toEqual(['issue-comment:10', 'review-comment:8'])
    expect(merged[1]!.visibleAt).toBe(at(9))
    expect(merged[1]!.createdAt).toBe(at(1))
  })

  it('drops empty review bodies and pending reviews, keeps line anchors', () => {
    const merged = mergeConversation(
      [],
      [review(1, 2, '   '), review(2, undefined, 'draft', 'PENDING'), review(3, 4, 'said')],
      [line(5, 3, 1)]
    )
    expect(merged.map((e) => e.key)).toEqual(['review-comment:5', 'review:3'])
    expect(merged[0]!.anchor).toMatchObject({ path: 'src/a.ts', line: 3, diffHunk: '@@ -1,3 +1,4 @@' })
  })

  it('equal ids of different kinds are different entries; equal times keep a stable order', () => {
    const merged = mergeConversation([comment(5, 1)], [review(5, 1, 'r')], [line(5, 1, 5)])
    expect(merged.map((e) => e.key)).toEqual(['review:5', 'review-comment:5', 'issue-comment:5'])
  })

  it('3,000 entries of three kinds interleaved in time come out in time order', () => {
    const comments: IssueComment[] = []
    const reviews: ReviewInfo[] = []
    const lines: ReviewComment[] = []
    for (let i = 0; i < 1000; i++) {
      comments.push(comment(900_000 - i, 3 * i))
      reviews.push(review(100 + i, 3 * i + 1, `r${i}`))
      lines.push(line(500_000 + i, 3 * i + 2, 100 + i))
    }
    const merged = mergeConversation(comments.reverse(), reviews, lines)
    expect(merged).toHaveLength(3000)
    const times = merged.map((e) => Date.parse(e.visibleAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(merged[2]!.key).toBe('review-comment:500000')
  })
})
