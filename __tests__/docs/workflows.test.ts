// The example workflows: the triggers, least permissions and a per-thread queue that drops nothing.
import { CONTINUE_EVENT } from '../../src/event/trigger.js'
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

interface Workflow {
  on: Record<string, { types?: string[]; inputs?: Record<string, unknown> } | null>
  permissions: Record<string, string>
  concurrency: { group: string; 'cancel-in-progress': boolean; queue: string }
  jobs: Record<string, { permissions?: Record<string, string>; steps: Array<Record<string, unknown>> }>
}

const load = (name: string) => parse(readFileSync(`examples/workflows/${name}`, 'utf8')) as Workflow

/** Every `uses:` and `run:` text of a job, to check what a job runs. */
const stepText = (steps: Array<Record<string, unknown>>) => JSON.stringify(steps)

describe('examples/workflows/the-loop.yml', () => {
  const wf = load('the-loop.yml')

  test('listens to exactly the events the action handles, with the right activity types', () => {
    const { workflow_dispatch: dispatch, ...events } = wf.on
    expect(events).toEqual({
      issue_comment: { types: ['created'] },
      pull_request_review: { types: ['submitted'] },
      pull_request_review_comment: { types: ['created'] },
      issues: { types: ['closed'] },
      pull_request: { types: ['closed'] },
      // The event the action fires itself (normalizeEvent reads only this type) to hand replies on.
      repository_dispatch: { types: [CONTINUE_EVENT] }
    })
    // A dispatch names the thread whose gate to re-evaluate: the main action reads input pull-request.
    expect(dispatch?.inputs).toHaveProperty('pull-request')
  })

  test('asks for the least permissions: state branch, comments, labels', () => {
    expect(wf.permissions).toEqual({ contents: 'write', issues: 'write', 'pull-requests': 'write' })
  })

  test('queues every run of a thread in one group without cancelling any', () => {
    expect(wf.concurrency['cancel-in-progress']).toBe(false)
    expect(wf.concurrency.queue).toBe('max')
    expect(wf.concurrency.group).toContain('github.event.issue.number')
    expect(wf.concurrency.group).toContain('github.event.pull_request.number')
    expect(wf.concurrency.group).toContain('inputs.pull-request')
    expect(wf.concurrency.group).toContain('github.event.client_payload.number')
  })

  test('never checks out the pull request and passes an allowlist', () => {
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps)
    expect(stepText(steps)).not.toContain('actions/checkout')
    const action = steps.find((s) => String(s.uses ?? '').includes('the-loop-action@'))
    expect((action?.with as Record<string, string>)['authorized-users']).toMatch(/\w/)
  })
})

describe('examples/workflows/the-loop-hardened.yml', () => {
  const wf = load('the-loop-hardened.yml')

  test('is dispatched by hand with a pull-request number', () => {
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch'])
    expect(wf.on.workflow_dispatch?.inputs).toHaveProperty('pull-request')
  })

  test('grants nothing by default; critics read, the poster writes comments only', () => {
    expect(wf.permissions).toEqual({})
    expect(wf.jobs.critics?.permissions).toEqual({ contents: 'read', 'pull-requests': 'read' })
    expect(wf.jobs.post?.permissions).toEqual({ issues: 'write', 'pull-requests': 'write' })
  })

  test('keeps model keys and critics out of the job that can write', () => {
    const post = stepText(wf.jobs.post!.steps)
    expect(post).not.toMatch(/secrets\.|the-loop-action\/critic|checkout/)
    expect(stepText(wf.jobs.critics!.steps)).toContain('the-loop-action/critic@')
  })

  test('queues rounds per pull request without cancelling any', () => {
    expect(wf.concurrency).toMatchObject({ 'cancel-in-progress': false, queue: 'max' })
    expect(wf.concurrency.group).toContain('inputs.pull-request')
  })
})
