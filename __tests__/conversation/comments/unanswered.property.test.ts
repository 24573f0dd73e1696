// Property: however replies of the three kinds and rounds interleave, every authorized reply reaches exactly
// one round, and nothing else does (ids repeat across kinds on purpose).
import { expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'
import { defaultKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { mergeConversation } from '../../../src/conversation/comments/read-conversation.js'
import { unconsumedReplies } from '../../../src/conversation/comments/unanswered.js'
import type { EntryKey } from '../../../src/conversation/comments/entries.js'
import type { ReviewComment, ReviewInfo, IssueComment } from '../../../src/github/port.js'

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()
const filter = {
  allowlist: parseAllowlist('alice bob'),
  identity: { login: 'github-actions[bot]' },
  keywords: defaultKeywordConfig()
}

const step = fc.oneof(
  fc.record({
    op: fc.constant('reply' as const),
    kind: fc.constantFrom('issue-comment', 'review', 'review-comment'),
    id: fc.integer({ min: 1, max: 6 }),
    author: fc.constantFrom('alice', 'bob', 'mallory'),
    command: fc.boolean()
  }),
  fc.record({ op: fc.constant('round' as const) })
)

prop.prop([fc.array(step, { maxLength: 40 })])('every authorized reply is in exactly one round', (steps) => {
  const comments: IssueComment[] = []
  const reviews: ReviewInfo[] = []
  const lines: ReviewComment[] = []
  const used = new Set<string>()
  const expected = new Set<EntryKey>()
  const consumed = new Set<EntryKey>()
  const seen: EntryKey[] = []
  let clock = 0
  for (const s of [...steps, { op: 'round' as const }]) {
    clock++
    if (s.op === 'reply') {
      if (used.has(`${s.kind}:${s.id}`)) continue
      used.add(`${s.kind}:${s.id}`)
      const body = s.command ? 'the-loop pause' : `reply ${clock}`
      const base = { id: s.id, author: s.author, authorType: 'User' as const, body }
      if (s.kind === 'issue-comment') comments.push({ ...base, createdAt: at(clock), updatedAt: at(clock) })
      if (s.kind === 'review') reviews.push({ ...base, state: 'COMMENTED', submittedAt: at(clock) })
      if (s.kind === 'review-comment')
        lines.push({
          ...base,
          createdAt: at(clock),
          updatedAt: at(clock),
          path: 'a',
          line: 1,
          startLine: undefined,
          side: 'RIGHT',
          inReplyToId: undefined,
          diffHunk: '',
          reviewId: undefined
        })
      if (s.author !== 'mallory' && !s.command) expected.add(`${s.kind}:${s.id}` as EntryKey)
      continue
    }
    const conversation = mergeConversation(comments, reviews, lines)
    const round = unconsumedReplies(conversation, { ...filter, consumed })
    for (const r of round) {
      consumed.add(r.key)
      seen.push(r.key)
    }
  }
  expect(seen.length).toBe(new Set(seen).size)
  expect(new Set(seen)).toEqual(expected)
})
