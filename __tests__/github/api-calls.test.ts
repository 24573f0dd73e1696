// GitHub's review comment as the port reads it: a multi-line comment's first line comes from the same pair as its
// last (`start_line` with `line`, `original_start_line` with `original_line` once outdated), so a thread's range
// names lines of one commit (issue 50, case 3: a range finding's thread is tested and matched by its whole range).
import { describe, expect, it } from '@jest/globals'
import { toReviewComment } from '../../src/github/api-calls.js'

const base = {
  id: 7,
  user: { login: 'github-actions[bot]', type: 'Bot' },
  body: 'finding',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  path: 'src/widget.js',
  side: 'RIGHT' as const,
  diff_hunk: '@@ -1,3 +1,8 @@',
  pull_request_review_id: 40
}

describe('toReviewComment', () => {
  it('reads a range from one pair: the current lines, or the original ones once outdated', () => {
    const current = { line: 7, start_line: 5, original_line: 5, original_start_line: 3 }
    const outdated = { line: null, start_line: null, original_line: 5, original_start_line: 3 }
    const single = { line: 4, start_line: null, original_line: 4, original_start_line: null }
    const read = (line: number, startLine: number | undefined) => ({
      id: 7,
      author: 'github-actions[bot]',
      authorType: 'Bot',
      body: 'finding',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      path: 'src/widget.js',
      line,
      startLine,
      side: 'RIGHT',
      inReplyToId: undefined,
      diffHunk: '@@ -1,3 +1,8 @@',
      reviewId: 40
    })
    expect([current, outdated, single].map((c) => toReviewComment({ ...base, ...c }))).toEqual([
      read(7, 5),
      read(5, 3),
      read(4, undefined)
    ])
  })
})
