// The conversation the demo plays, one event per step, and what each step must have caused.
import type { LoopComment } from '../../__tests__/support/loopback/world.js'
import { BRIEF_REQUEST_MARKER, SELF_MARKER } from '../../src/render/markers.js'
import { REVIEWER, STRANGER } from './scene.js'

/** What one run of the action left behind. */
export interface Observed {
  exitCode: number
  outputs: Record<string, string>
  /** Comments the action posted during the run, in order. */
  posted: LoopComment[]
  labels: string[]
}

export interface DemoStep {
  title: string
  author: string
  body: string
  /** Each string is an expectation that did not hold; empty when the step did what it should. */
  check(o: Observed): string[]
}

/** The sample critics' attributions, `[harness/model]`, from examples/harness-config.yaml. */
const CRITICS = ['[diff-checker/rules-v1]', '[claude/scripted]']

function expect(problems: string[], ok: boolean, what: string): void {
  if (!ok) problems.push(what)
}

function common(o: Observed): string[] {
  const problems: string[] = []
  expect(problems, o.exitCode === 0, `the action exited with ${o.exitCode}`)
  const unmarked = o.posted.filter((c) => !c.body.includes(SELF_MARKER))
  expect(problems, unmarked.length === 0, `${unmarked.length} posted comment(s) lack the self-marker`)
  return problems
}

function roundChecks(o: Observed, round: string): string[] {
  const problems = common(o)
  expect(problems, o.outputs.node === 'follow-up', `node is "${o.outputs.node}", expected follow-up`)
  expect(problems, o.outputs.round === round, `round is "${o.outputs.round}", expected ${round}`)
  for (const critic of CRITICS) {
    const n = o.posted.filter((c) => c.body.includes(critic)).length
    expect(problems, n === 1, `${n} comments attributed to ${critic} (expected 1)`)
  }
  expect(problems, o.labels.includes('loop:needs-review'), 'label loop:needs-review is missing')
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
    author: REVIEWER,
    body: BRIEF,
    check: (o) => roundChecks(o, '1')
  },
  {
    title: 'mallory (not on the allowlist) tries to end the review',
    author: STRANGER,
    body: "lgtm, we're done",
    check(o) {
      const problems = common(o)
      expect(problems, o.posted.length === 0, `${o.posted.length} comments posted for an unauthorized user`)
      expect(problems, !o.labels.includes('loop:complete'), 'the review was completed by mallory')
      return problems
    }
  },
  {
    title: 'alice asks a follow-up: round 2',
    author: REVIEWER,
    body: 'Thanks. Is the empty catch on purpose? Please look again at the long request line too.',
    check: (o) => roundChecks(o, '2')
  },
  {
    title: 'alice ends the review',
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
