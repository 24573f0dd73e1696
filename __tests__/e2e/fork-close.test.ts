// Closing a pull request from a fork, through the bundled main action. Its `pull_request` event gets a read-only
// token whatever the workflow grants (the loopback's `readOnly` fault plan), so that run cannot reach cleanup;
// the example workflow hears the close as `pull_request_target`, which runs with the base repository's token
// and checks out nothing, and that run does. The job condition is the example workflow's own, evaluated by
// GitHub's expression evaluator on the same payloads.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { jobRuns } from '../support/job-if.js'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, errorLines, ownComments, readStateDoc, useBundledMain, type Scene } from './harness.js'

const QUICK = `reviews:
  critics:
    - name: quick
      harness: test
      command: node
      args: ['__tests__/support/critics/sleep.mjs', '{promptFile}', '0']
`

const workflow = parse(readFileSync('examples/workflows/the-loop.yml', 'utf8')) as {
  jobs: Record<string, { if: string }>
}
const REVIEWERS = { THE_LOOP_REVIEWERS: JSON.stringify(['alice']) }

let scene: Scene
const run = useBundledMain(() => scene)

/** The close by `actor` of the scene's pull request, as GitHub delivers it when its head is on mallory's fork. */
function forkClose(actor: string): Record<string, unknown> {
  const payload = scene.closed(actor)
  const pull = payload.pull_request as { head: Record<string, unknown> }
  const fork = { ...(pull.head.repo as object), full_name: 'mallory/widgets', fork: true }
  pull.head = { ...pull.head, repo: fork, label: 'mallory:scale' }
  return payload
}

/** Whether the example workflow's job starts for `event`, delivered as `name`. */
function jobStarts(name: string, event: Record<string, unknown>): boolean {
  const login = (event.sender as { login: string }).login
  return jobRuns(workflow.jobs['the-loop']!.if, {
    github: { event_name: name, event, actor: login, triggering_actor: login },
    vars: REVIEWERS
  })
}

const storedNode = () => (JSON.parse(readStateDoc(scene) ?? '{}') as { currentNode?: string }).currentNode

describe('closing a fork’s pull request under review', () => {
  it('as pull_request, the read-only token stops it short of cleanup; as pull_request_target it reaches cleanup', async () => {
    scene = await startReviewScene({ config: QUICK })
    await run(scene.comment('alice', 'the-loop review'))
    await run(scene.comment('alice', BRIEF))
    expect(storedNode()).toBe('follow-up')
    expect(scene.labels()).toEqual(['loop:needs-review'])
    const close = forkClose('mallory')
    // The fork's author is a stranger, but the item carries a loop: label: the job starts.
    expect(jobStarts('pull_request_target', close)).toBe(true)

    scene.gh.faults.set({ readOnly: true })
    const refused = await run(close, { event: 'pull_request' })
    expect(refused.exitCode).not.toBe(0)
    expect(errorLines(refused)).toContain('lacks `contents: write`')
    expect([storedNode(), scene.labels()]).toEqual(['follow-up', ['loop:needs-review']])

    scene.gh.faults.set({})
    const summaries = ownComments(scene, 'summary').length
    const cleaned = await run(close, { event: 'pull_request_target' })
    expect(cleaned.exitCode).toBe(0)
    expect(cleaned.outputs.node).toBe('cleanup')
    expect([storedNode(), scene.labels()]).toEqual(['cleanup', ['loop:cleanup']])
    expect(ownComments(scene, 'summary')).toHaveLength(summaries + 1)
  })

  it('a stranger’s close while the brief is awaited starts nothing: the review stays at review-brief', async () => {
    scene = await startReviewScene({ config: QUICK })
    await run(scene.comment('alice', 'the-loop review'))
    // Waiting for its brief, the review has no phase and so no loop: label.
    expect([storedNode(), scene.labels()]).toEqual(['review-brief', []])
    expect(jobStarts('pull_request_target', forkClose('mallory'))).toBe(false)
    expect(storedNode()).toBe('review-brief')
    // A listed reviewer's close of the same item starts the job, and the review is cleaned up.
    const byReviewer = forkClose('alice')
    expect(jobStarts('pull_request_target', byReviewer)).toBe(true)
    const cleaned = await run(byReviewer, { event: 'pull_request_target' })
    expect([cleaned.outputs.node, storedNode(), scene.labels()]).toEqual([
      'cleanup',
      'cleanup',
      ['loop:cleanup']
    ])
  })
})
