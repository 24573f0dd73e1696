// Faults GitHub can put in a run's way, through the bundled main action run step by step: a read-only token.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, errorLines, ownComments, useBundledMain, type Scene } from './harness.js'

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
