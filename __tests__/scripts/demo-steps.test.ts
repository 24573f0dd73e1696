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

/** A round's one comment: a section per critic, each holding `text` (the round's header line aside). */
const roundComment = (id: number, round: number, text: { checker?: string; claude?: string } = {}) =>
  comment(
    id,
    [
      `🤖 _the-loop_ — **Review round ${round}**`,
      `<details open>\n<summary>**[diff-checker/rules-v1]** — review round ${round}</summary>\n\n${text.checker ?? ''}\n\n</details>`,
      `<details open>\n<summary>**[claude/scripted]** — review round ${round}</summary>\n\n${text.claude ?? ''}\n\n</details>`
    ].join('\n\n')
  )
const roundReview = (id: number) =>
  review(id, '🤖 _the-loop_ — review round 1: 2 line comments, one per problem')

describe("round 1: the round's review puts diff-checker's finding on the console.log line", () => {
  const check = (o: Observed) => step(/^alice states the brief/).check(o)
  const plain = roundComment(2, 1)

  // The lone problems judged by the other critic: one verified on the diff, one refuted in the round comment.
  const verified = {
    ...lineComment(10, 8),
    body: `**[claude/scripted]** · **medium** · an empty catch\n\n_No other critic raised it; verified by \`diff-checker\` this round._\n${SELF_MARKER}`
  }
  const judged = roundComment(2, 1, {
    checker:
      '- source changed without a matching test change _(kept off the diff: refuted by `scripted-claude`: …)_'
  })

  it('passes one round comment and a review holding the finding on that line, and the lone problems judged', () => {
    const o = run('1', {
      posted: [judged],
      reviews: [roundReview(7)],
      lineComments: [lineComment(9, 7), verified]
    })
    expect(check(o)).toEqual([])
  })

  it('names a lone problem neither verified nor refuted', () => {
    const o = run('1', { posted: [plain], reviews: [roundReview(7)], lineComments: [lineComment(9, 7)] })
    expect(check(o)).toEqual([
      'no line comment verified by `diff-checker`',
      'no finding listed as refuted by `scripted-claude`'
    ])
  })

  it('names a critic without a section, a missing review and a review without line comments', () => {
    const alone = comment(
      3,
      '<details open>\n<summary>**[diff-checker/rules-v1]** — round 1</summary>\n\n</details>'
    )
    expect(check(run('1', { posted: [alone] }))).toEqual(
      expect.arrayContaining([
        '0 comments hold a section per critic (expected 1)',
        "no review of the round's findings"
      ])
    )
    const empty = run('1', { posted: [judged], reviews: [roundReview(7)] })
    expect(check(empty)).toContain("the round's review has no line comment")
    const two = run('1', { posted: [judged], reviews: [roundReview(7), roundReview(8)] })
    expect(check(two)).toContain('2 reviews posted (expected one at most)')
  })

  it('names a finding that sits on another line', () => {
    const elsewhere = lineComment(9, 7, '@@ -0,0 +1,12 @@\n+  // TODO: add jitter')
    const o = run('1', { posted: [judged], reviews: [roundReview(7)], lineComments: [elsewhere, verified] })
    expect(check(o)).toEqual(['no finding on the console.log line'])
  })
})

describe("round 2, started by the reply on the finding's thread", () => {
  const reply = step(/^alice replies/)
  const repeated =
    '- **medium** · [src/fetch-widgets.ts:5](…) · debug output (console.log/debugger) is added _(repeated from round 1)_'

  it('is a reply on the thread of the console.log finding, not on a reply to it', () => {
    if (reply.event !== 'pull_request_review_comment') throw new Error('the reply step is not a line reply')
    const answer = { ...lineComment(11, 10), inReplyToId: 9 }
    expect(reply.replyTo([answer, lineComment(9, 7)])?.id).toBe(9)
    expect(consoleLogFinding([answer])).toBeUndefined()
  })

  it('passes a round that lists the finding as repeated and posts it nowhere', () => {
    const o = run('2', { posted: [roundComment(4, 2, { checker: repeated })] })
    expect(reply.check(o)).toEqual([])
  })

  it('names the finding posted again, and a round post that does not call it a repeat', () => {
    // The repeat in scripted-claude's section is not diff-checker's.
    const again = run('2', {
      posted: [roundComment(5, 2, { claude: repeated })],
      reviews: [roundReview(8)],
      lineComments: [lineComment(12, 8)]
    })
    expect(reply.check(again)).toEqual([
      'the console.log finding was posted again',
      '[diff-checker/rules-v1] does not list the console.log finding as repeated from round 1'
    ])
  })

  it('names a round that is not round 2', () => {
    const o = run('1', { posted: [roundComment(4, 1, { checker: repeated })] })
    expect(reply.check(o)).toEqual(['round is "1", expected 2'])
  })
})
