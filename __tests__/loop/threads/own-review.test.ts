// Which line comments are of this item's own reviews (thread resolution and earlier problems read only those): the
// item's record of our reviews decides, whatever the comment's markers say, so a linked work item's review on the
// same pull request, or a review whose record was lost, holds no thread of this item's.
import { describe, expect, it } from '@jest/globals'
import { ofOwnReview } from '../../../src/loop/threads/thread-resolution.js'
import { emptyOwnRecord, type OwnRecord } from '../../../src/conversation/comments/own-record.js'
import type { ConversationEntry } from '../../../src/conversation/comments/entries.js'

const lineComment = (reviewId: number | undefined): ConversationEntry => ({
  id: 7,
  author: 'github-actions[bot]',
  authorType: 'Bot',
  body: '<!-- the-loop:meta kind=finding node=review round=1 critic=a key=0123456789abcdef -->',
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  kind: 'review-comment',
  key: 'review-comment:7',
  visibleAt: '2026-12-01T00:00:00Z',
  anchor: { path: 'a.ts', line: 3, inReplyToId: undefined, diffHunk: '@@', ...(reviewId ? { reviewId } : {}) }
})

const recorded = (...posted: OwnRecord['posted']): OwnRecord => ({ ...emptyOwnRecord(), posted })

describe('ofOwnReview', () => {
  it("holds a line comment of a review the record lists as a round's review of ours", () => {
    expect(ofOwnReview(lineComment(41), recorded('review/round:41'))).toBe(true)
  })

  it("does not hold one of another review: a linked work item's, or one the record lists under another kind", () => {
    expect(ofOwnReview(lineComment(42), recorded('review/round:41'))).toBe(false)
    expect(ofOwnReview(lineComment(41), recorded('round:41'))).toBe(false)
    expect(ofOwnReview(lineComment(41), recorded('review/findings-review:41'))).toBe(false)
  })

  it('holds nothing without a record, or for a comment GitHub gave no review id', () => {
    expect(ofOwnReview(lineComment(41), undefined)).toBe(false)
    expect(ofOwnReview(lineComment(undefined), recorded('review/round:41'))).toBe(false)
  })
})
