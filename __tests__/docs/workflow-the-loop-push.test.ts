// examples/workflows/the-loop.yml on a push to a pull request (pull_request_target synchronize): a runner starts
// only for an item with a `loop:` label, a review under way, whoever pushed; a listed login's push to an unlabelled
// pull request starts nothing. Evaluated by GitHub's expression evaluator against GitHub's example payload.
import { describe, expect, test } from '@jest/globals'
import { jobRuns } from '../support/job-if.js'
import { load, reviewers, webhookEvent } from './workflow-support.js'

const workflow = load('the-loop.yml')
const condition = workflow.jobs['the-loop']!.if!

function pushed(login: string, labels: string[]): Record<string, unknown> {
  const payload = webhookEvent('pull_request_target', 'synchronize', login)
  const pull = payload.pull_request as { labels: Array<Record<string, unknown>> }
  pull.labels = labels.map((name) => ({ id: 1, name, color: 'ededed', default: false }))
  return payload
}

const runs = (event: Record<string, unknown>) => {
  const login = (event.sender as { login: string }).login
  return jobRuns(condition, {
    github: { event_name: 'pull_request_target', event, actor: login, triggering_actor: login },
    vars: reviewers(['alice', 'bob'])
  })
}

describe('the job condition on a push', () => {
  test('the workflow hears synchronize as pull_request_target, with checks: write', () => {
    const on = workflow.on as Record<string, { types?: string[] }>
    expect(on.pull_request_target?.types).toEqual(['closed', 'synchronize'])
    expect((workflow as { permissions?: Record<string, string> }).permissions?.checks).toBe('write')
  })

  test('runs for an item under review (a loop: label), whoever pushed', () => {
    expect(runs(pushed('mallory', ['loop:needs-review']))).toBe(true)
    expect(runs(pushed('alice', ['bug', 'loop:follow-up']))).toBe(true)
  })

  test('starts nothing on an unlabelled item, even for a listed login', () => {
    expect(runs(pushed('alice', []))).toBe(false)
    expect(runs(pushed('mallory', ['bug']))).toBe(false)
  })
})
