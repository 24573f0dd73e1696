// The demo's checks of its inline-finding steps, fed made-up runs: the run the demo expects passes, and each
// way the finding or its repeat can go wrong is named. (__tests__/demo.test.ts plays the real runs.)
import { describe, expect, it } from '@jest/globals'
import type { LoopReview, LoopReviewComment } from '../support/loopback/reviews.js'
import type { LoopComment, LoopUser } from '../support/loopback/world.js'
import { consoleLogFinding, STEPS, type Observed } from '../../scripts/demo/steps.js'
import { SELF_MARKER } from '../../src/base/marker/markers.js'

const bot: LoopUser = { login: 'github-actions[bot]', type: 'Bot' }
const AT = '2026-01-01T00:00:09Z'
const CONSOLE_LOG_HUNK = '@@ -1,6 +1,11 @@\n+  console.log(`fetching widgets from ${base}`)'

const comment = (id: number, body: string): LoopComment => ({
  id,
  issue: 1,
  body: `${body}\n${SELF_MARKER}`,
  user: bot,
  createdAt: AT,
  updatedAt: AT,
  reactions: []
})

const review = (id: number, body: string): LoopReview => ({
  id,
  pull: 1,
  body: `${body}\n${SELF_MARKER}`,
  user: bot,
  state: 'COMMENTED',
  submittedAt: AT,
  commitId: 'c0ffee',
  reactions: []
})

const lineComment = (id: number, reviewId: number, diffHunk = CONSOLE_LOG_HUNK): LoopReviewComment => ({
  id,
  pull: 1,
  reviewId,
  body: `**[diff-checker/rules-v1]** · **medium** · debug output\n${SELF_MARKER}`,
  user: bot,
  createdAt: AT,
  updatedAt: AT,
  path: 'src/fetch-widgets.ts',
  line: 5,
  side: 'RIGHT',
  diffHunk,
  commitId: 'c0ffee',
  reactions: []
})

const run = (round: string, parts: Partial<Observed>): Observed => ({
  exitCode: 0,
  outputs: { node: 'follow-up', round },
  posted: [],
  reviews: [],
  lineComments: [],
  labels: ['loop:needs-review'],
  ...parts
})

const step = (title: RegExp) => STEPS.find((s) => title.test(s.title))!
const scripted = comment(2, '**[claude/scripted]** — review round 1')

describe('round 1: diff-checker puts its finding on the console.log line', () => {
  const check = (o: Observed) => step(/^alice states the brief/).check(o)
  const checkerReview = review(7, '**[diff-checker/rules-v1]** — review round 1')

  // The lone problems judged by the other critic: one verified on the diff, one refuted in a round comment.
  const verified = {
    ...lineComment(10, 8),
    body: `**[claude/scripted]** · **medium** · an empty catch\n\n_No other critic raised it; verified by \`diff-checker\` this round._\n${SELF_MARKER}`
  }
  const judged = review(
    7,
    '**[diff-checker/rules-v1]** — review round 1\n- source changed without a matching test change _(kept off the diff: refuted by `scripted-claude`: …)_'
  )

  it('passes a review holding the finding on that line, and the lone problems judged', () => {
    const o = run('1', { posted: [scripted], reviews: [judged], lineComments: [lineComment(9, 7), verified] })
    expect(check(o)).toEqual([])
  })

  it('names a lone problem neither verified nor refuted', () => {
    const o = run('1', { posted: [scripted], reviews: [checkerReview], lineComments: [lineComment(9, 7)] })
    expect(check(o)).toEqual([
      'no line comment verified by `diff-checker`',
      'no finding listed as refuted by `scripted-claude`'
    ])
  })

  it('names a round comment where a review was due, and a review without line comments', () => {
    const asComment = run('1', { posted: [scripted, comment(3, '**[diff-checker/rules-v1]** — round 1')] })
    expect(check(asComment)).toContain('no review attributed to [diff-checker/rules-v1]')
    const empty = run('1', { posted: [scripted], reviews: [checkerReview] })
    expect(check(empty)).toContain('the [diff-checker/rules-v1] review has no line comment')
  })

  it('names a finding that sits on another line', () => {
    const elsewhere = lineComment(9, 7, '@@ -0,0 +1,12 @@\n+  // TODO: add jitter')
    const o = run('1', { posted: [scripted], reviews: [judged], lineComments: [elsewhere, verified] })
    expect(check(o)).toEqual(['no finding on the console.log line'])
  })
})

describe("round 2, started by the reply on the finding's thread", () => {
  const reply = step(/^alice replies/)
  const repeated =
    '**[diff-checker/rules-v1]** — review round 2\n- **medium** · [src/fetch-widgets.ts:5](…) · ' +
    'debug output (console.log/debugger) is added _(repeated from round 1)_'

  it('is a reply on the thread of the console.log finding, not on a reply to it', () => {
    if (reply.event !== 'pull_request_review_comment') throw new Error('the reply step is not a line reply')
    const answer = { ...lineComment(11, 10), inReplyToId: 9 }
    expect(reply.replyTo([answer, lineComment(9, 7)])?.id).toBe(9)
    expect(consoleLogFinding([answer])).toBeUndefined()
  })

  it('passes a round that lists the finding as repeated and posts it nowhere', () => {
    const o = run('2', {
      posted: [comment(4, repeated), comment(5, '**[claude/scripted]** — review round 2')]
    })
    expect(reply.check(o)).toEqual([])
  })

  it('names the finding posted again, and a round post that does not call it a repeat', () => {
    const again = run('2', {
      posted: [comment(5, '**[claude/scripted]** — round 2')],
      reviews: [review(8, '**[diff-checker/rules-v1]** — review round 2')],
      lineComments: [lineComment(12, 8)]
    })
    expect(reply.check(again)).toEqual([
      'the console.log finding was posted again',
      '[diff-checker/rules-v1] does not list the console.log finding as repeated from round 1'
    ])
  })

  it('names a round that is not round 2', () => {
    const o = run('1', { posted: [comment(4, repeated), comment(5, '**[claude/scripted]** — round 1')] })
    expect(reply.check(o)).toEqual(['round is "1", expected 2'])
  })
})
