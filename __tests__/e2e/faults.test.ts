// Faults GitHub can put in a run's way, through the bundled main action run step by step: a read-only token.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, errorLines, ownComments, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

describe('a read-only token', () => {
  it('fails the run with one line naming the permission, in the log and the job summary', async () => {
    scene = await startReviewScene({ faults: { faults: { readOnly: true } } })
    const result = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(result.exitCode).not.toBe(0)
    const errors = errorLines(result).split('\n')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('lacks `contents: write`')
    expect(errors[0]).toContain('Grant it under `permissions:` in the workflow')
    expect(errors[0]).toContain('pull_request_review and pull_request_review_comment events from forks')
    expect(result.summary).toContain('lacks `contents: write`')
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(result.stdout).not.toMatch(/\n\s+at /)
    expect(ownComments(scene)).toEqual([])
  })
})

describe('a required post GitHub never takes', () => {
  it('fails the step with a clean line and lists the confirmation as pending in the summary', async () => {
    scene = await startReviewScene({
      faults: { faults: { outage: { route: 'issues.createComment', times: 4 } } }
    })
    const arming = scene.comment('alice', `the-loop review\n${BRIEF}`)
    const result = await run(arming, { runId: 7 })
    expect(result.exitCode).not.toBe(0)
    const errors = errorLines(result).split('\n')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/could not post the brief confirmation \(.*HTTP 502.*\); re-run the workflow/)
    expect(result.summary).toContain('the brief confirmation: pending, posted by a re-run of this workflow')
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(ownComments(scene, 'brief-confirmation')).toEqual([])
    // The state froze the brief before the post failed: the re-run finds no confirmation and posts it first.
    const rerun = await run(arming, { runId: 7, attempt: 2 })
    expect(rerun.exitCode).toBe(0)
    expect(rerun.summary).toContain('posted the brief confirmation an earlier run could not post')
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    expect(ownComments(scene, 'round').length).toBeGreaterThan(0)
    const first = (kind: string) => scene.thread().findIndex((c) => ownComments(scene, kind).includes(c))
    expect(first('brief-confirmation')).toBeLessThan(first('round'))
    // A later event finds it there and says it again never.
    await run(scene.comment('alice', 'check the negative sizes'))
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
  })
})

describe('a re-asked prompt GitHub never takes', () => {
  it('posts the round, fails the step and lists the follow-up prompt as asked again next run', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    // The round's one critic comment goes through; the follow-up prompt after it meets the outage.
    scene.gh.faults.set({ outage: { route: 'issues.createComment', times: 4, skip: 1 } })
    const result = await run(scene.comment('alice', 'check the negative sizes'))
    expect(result.exitCode).not.toBe(0)
    expect(result.outputs.round).toBe('2')
    expect(ownComments(scene, 'round')).toHaveLength(2)
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(1)
    expect(errorLines(result)).toMatch(/could not post the follow-up prompt; re-run the workflow/)
    expect(result.summary).toContain('the follow-up prompt: pending, asked again next run')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
