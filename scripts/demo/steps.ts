// The conversation the demo plays, one event per step, and what each step must have caused.
import type { LoopComment } from '../../__tests__/support/loopback/world.js'
import type { LoopReview, LoopReviewComment } from '../../__tests__/support/loopback/reviews.js'
import { BRIEF_REQUEST_MARKER, SELF_MARKER } from '../../src/base/marker/markers.js'
import { REVIEWER, STRANGER } from './scene.js'

/** What one run of the action left behind. */
export interface Observed {
  exitCode: number
  outputs: Record<string, string>
  /** Comments the action posted during the run, in order. */
  posted: LoopComment[]
  /** Reviews the action submitted during the run, and their line comments (its findings on the diff). */
  reviews: LoopReview[]
  lineComments: LoopReviewComment[]
  labels: string[]
}

interface StepBase {
  title: string
  author: string
  body: string
  /** Each string is an expectation that did not hold; empty when the step did what it should. */
  check(o: Observed): string[]
}

/**
 * A step is the event GitHub sends for what its author wrote: a comment on the pull request's conversation,
 * or a reply on the thread of a line comment, the one `replyTo` picks from those on the pull request.
 */
export type DemoStep =
  | (StepBase & { event: 'issue_comment' })
  | (StepBase & {
      event: 'pull_request_review_comment'
      replyTo(lineComments: readonly LoopReviewComment[]): LoopReviewComment | undefined
    })

/** The sample critics' attributions, `[harness/model]`, from examples/harness-config.yaml. */
const DIFF_CHECKER = '[diff-checker/rules-v1]'
const CRITICS = [DIFF_CHECKER, '[claude/scripted]']

function expect(problems: string[], ok: boolean, what: string): void {
  if (!ok) problems.push(what)
}

function common(o: Observed): string[] {
  const problems: string[] = []
  expect(problems, o.exitCode === 0, `the action exited with ${o.exitCode}`)
  const bodies = [...o.posted, ...o.reviews, ...o.lineComments].map((c) => c.body)
  const unmarked = bodies.filter((body) => !body.includes(SELF_MARKER))
  expect(problems, unmarked.length === 0, `${unmarked.length} posted comment(s) lack the self-marker`)
  return problems
}

/** A critic's section of the round's one comment: from its `[harness/model]` heading to the end of its block. */
function sectionOf(body: string, critic: string): string | undefined {
  const at = body.indexOf(`<summary>**${critic}**`)
  if (at < 0) return undefined
  const end = body.indexOf('</details>', at)
  return body.slice(at, end < 0 ? undefined : end)
}

/** A round is one comment holding a section per critic, and at most one review (its findings on the diff). */
function roundChecks(o: Observed, round: string): string[] {
  const problems = common(o)
  expect(problems, o.outputs.node === 'follow-up', `node is "${o.outputs.node}", expected follow-up`)
  expect(problems, o.outputs.round === round, `round is "${o.outputs.round}", expected ${round}`)
  const whole = o.posted.filter((c) => CRITICS.every((critic) => sectionOf(c.body, critic) !== undefined))
  expect(problems, whole.length === 1, `${whole.length} comments hold a section per critic (expected 1)`)
  expect(problems, o.reviews.length <= 1, `${o.reviews.length} reviews posted (expected one at most)`)
  expect(problems, o.labels.includes('loop:needs-review'), 'label loop:needs-review is missing')
  return problems
}

/** Whether a line comment sits on a line holding `text`: GitHub's diff hunk of a comment ends at its line. */
function onLineWith(comment: LoopReviewComment, text: string): boolean {
  return comment.diffHunk.split('\n').at(-1)?.includes(text) === true
}

/** diff-checker's finding on the `console.log` line of the demo's diff (not a reply on its thread). */
export function consoleLogFinding(lineComments: readonly LoopReviewComment[]): LoopReviewComment | undefined {
  return lineComments.find(
    (c) => c.inReplyToId === undefined && c.body.includes(DIFF_CHECKER) && onLineWith(c, 'console.log')
  )
}

/** Round 1: the round's one review holds diff-checker's finding on the console.log line. */
function findingsOnTheDiff(o: Observed): string[] {
  const [review] = o.reviews
  // Without the review there are no line comments to judge: one problem says it all.
  if (!review) return ["no review of the round's findings"]
  const problems: string[] = []
  const inReview = o.lineComments.filter((c) => c.reviewId === review.id)
  expect(problems, inReview.length > 0, "the round's review has no line comment")
  expect(problems, consoleLogFinding(inReview) !== undefined, 'no finding on the console.log line')
  return problems
}

/**
 * Round 1 under `inline-findings: verified`: scripted-claude's lone empty catch, confirmed by diff-checker, is on
 * the diff saying so; diff-checker's lone missing test, refuted by scripted-claude, is listed with the reason.
 */
function loneProblemsJudged(o: Observed): string[] {
  const problems: string[] = []
  const verified = o.lineComments.some((c) => c.body.includes('verified by `diff-checker`'))
  expect(problems, verified, 'no line comment verified by `diff-checker`')
  const refuted = o.posted.some((c) =>
    sectionOf(c.body, DIFF_CHECKER)?.includes('refuted by `scripted-claude`')
  )
  expect(problems, refuted, 'no finding listed as refuted by `scripted-claude`')
  return problems
}

/** Round 2: the console.log finding is not posted again; diff-checker's section lists it as a repeat. */
function findingNotRepeated(o: Observed): string[] {
  const problems: string[] = []
  expect(
    problems,
    consoleLogFinding(o.lineComments) === undefined,
    'the console.log finding was posted again'
  )
  const section = o.posted.map((c) => sectionOf(c.body, DIFF_CHECKER)).find((x) => x !== undefined)
  const listed = /console\.log.*repeated from round 1/.test(section ?? '')
  expect(problems, listed, `${DIFF_CHECKER} does not list the console.log finding as repeated from round 1`)
  return problems
}

export const BRIEF = [
  'Questions:',
  '- Does withRetry give up after the last attempt, or can it loop forever?',
  'Angles:',
  '- error handling',
  '- log noise',
  'Validations:',
  '- every new source file has a test'
].join('\n')

export const STEPS: DemoStep[] = [
  {
    title: 'alice arms the review',
    event: 'issue_comment',
    author: REVIEWER,
    body: 'the-loop review',
    check(o) {
      const problems = common(o)
      expect(problems, o.outputs.command === 'review', `command is "${o.outputs.command}", expected review`)
      expect(
        problems,
        o.outputs.node === 'review-brief',
        `node is "${o.outputs.node}", expected review-brief`
      )
      const asked = o.posted.filter((c) => c.body.includes(BRIEF_REQUEST_MARKER)).length
      expect(problems, asked === 1, `${asked} brief templates posted (expected 1)`)
      return problems
    }
  },
  {
    title: 'alice states the brief: round 1 by both critics',
    event: 'issue_comment',
    author: REVIEWER,
    body: BRIEF,
    check: (o) => [...roundChecks(o, '1'), ...findingsOnTheDiff(o), ...loneProblemsJudged(o)]
  },
  {
    title: 'mallory (not on the allowlist) tries to end the review',
    event: 'issue_comment',
    author: STRANGER,
    body: "lgtm, we're done",
    check(o) {
      const problems = common(o)
      const posts = o.posted.length + o.reviews.length
      expect(problems, posts === 0, `${posts} comments or reviews posted for an unauthorized user`)
      expect(problems, !o.labels.includes('loop:complete'), 'the review was completed by mallory')
      return problems
    }
  },
  {
    title: "alice replies on diff-checker's console.log finding: round 2",
    event: 'pull_request_review_comment',
    author: REVIEWER,
    body: 'This log is on purpose while we measure the retries. Is the empty catch below it on purpose too?',
    replyTo: consoleLogFinding,
    check: (o) => [...roundChecks(o, '2'), ...findingNotRepeated(o)]
  },
  {
    title: 'alice ends the review',
    event: 'issue_comment',
    author: REVIEWER,
    body: "lgtm, we're done",
    check(o) {
      const problems = common(o)
      expect(problems, o.outputs.node === 'complete', `node is "${o.outputs.node}", expected complete`)
      expect(problems, o.labels.includes('loop:complete'), 'label loop:complete is missing')
      return problems
    }
  }
]
