// Faults GitHub can put in a run's way, through the bundled main action run step by step: a read-only token.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { parseMarkers } from '../../src/base/marker/markers.js'
import {
  BRIEF,
  errorLines,
  ownComments,
  readStateDoc,
  REPLIES_CRITIC,
  useBundledMain,
  writeStateDoc,
  type Scene
} from './harness.js'

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
    expect(errors[0]).toMatch(
      /could not post the brief confirmation \(.*HTTP 502.*\); the next run on this item posts it first/
    )
    expect(result.summary).toContain(
      "the brief confirmation: pending, recorded in the item's state: the next run on this item (or a re-run) posts it first"
    )
    expect(owedKinds()).toEqual(['brief-confirmation'])
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(ownComments(scene, 'brief-confirmation')).toEqual([])
    // The state froze the brief before the post failed: the re-run finds no confirmation and posts it first.
    const rerun = await run(arming, { runId: 7, attempt: 2 })
    expect(rerun.exitCode).toBe(0)
    expect(rerun.summary).toContain(
      'owed by an earlier run, posted first by this one: the brief confirmation'
    )
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    expect(ownComments(scene, 'round').length).toBeGreaterThan(0)
    const first = (kind: string) => scene.thread().findIndex((c) => ownComments(scene, kind).includes(c))
    expect(first('brief-confirmation')).toBeLessThan(first('round'))
    // A later event finds it there and says it again never.
    await run(scene.comment('alice', 'check the negative sizes'))
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
  })
})

/** The kinds of the posts the item's state records as owed. */
function owedKinds(): string[] {
  const state = JSON.parse(readStateDoc(scene) ?? '{}') as {
    host?: { review?: { owed?: Array<{ kind: string }> } }
  }
  return (state.host?.review?.owed ?? []).map((p) => p.kind)
}

/**
 * Moves the owed posts' hold, and the round claim, into the past: as if the run that recorded them had been
 * dead for longer than its critics' timeout.
 */
function expireHolds(): void {
  type Host = { owed?: Array<{ by?: { until: string } }>; claim?: { staleAt: string } }
  const state = JSON.parse(readStateDoc(scene)!) as { host: { review: Host } }
  const past = '2000-01-01T00:00:00.000Z'
  for (const post of state.host.review.owed ?? []) if (post.by) post.by.until = past
  if (state.host.review.claim) state.host.review.claim.staleAt = past
  writeStateDoc(scene, JSON.stringify(state))
}

describe('owed posts: the next event on the item posts them, not only a re-run', () => {
  it('a round comment that failed is posted first by the next reply, without running the critics again', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const paid = () =>
      (JSON.parse(readStateDoc(scene)!) as { host: { review: { paid: number } } }).host.review.paid
    expect(paid()).toBe(1)
    // Round 2's critic comment meets the outage; the round is recorded done, its comment owed.
    scene.gh.faults.set({ outage: { route: 'issues.createComment', times: 4 } })
    const failed = await run(scene.comment('alice', 'check the negative sizes'))
    expect(failed.exitCode).not.toBe(0)
    expect(errorLines(failed)).toMatch(
      /could not post the round comments \(.*\); the next run on this item posts it first/
    )
    expect(failed.stderr).not.toMatch(/\n\s+at /)
    expect(owedKinds()).toEqual(['round'])
    expect(ownComments(scene, 'round')).toHaveLength(1)
    // The follow-up prompt waits for the comment it asks about.
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(1)
    const next = await run(scene.comment('alice', 'and the zero size?'))
    expect(next.exitCode).toBe(0)
    expect(next.summary).toContain('owed by an earlier run, posted first by this one: the round comments')
    const rounds = ownComments(scene, 'round').map((c) => c.body.match(/round=(\d+)/)?.[1])
    expect(rounds).toEqual(['1', '2', '3'])
    // Round 2 was paid once: the owed comment came from the state, not from a second critic run.
    expect(paid()).toBe(3)
    expect(owedKinds()).toEqual([])
  })

  it('a confirmation held by a run that died is posted by the next event once the hold expires', async () => {
    scene = await startReviewScene({
      faults: { faults: { outage: { route: 'issues.createComment', times: 4 } } }
    })
    const arming = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { runId: 40 })
    expect(arming.exitCode).not.toBe(0)
    expect(owedKinds()).toEqual(['brief-confirmation'])
    // While the hold is live, another run leaves it to run 40 (which may still be sending it).
    const early = await run(scene.comment('alice', 'the-loop pause'), { runId: 41 })
    expect(early.exitCode).toBe(0)
    expect(ownComments(scene, 'brief-confirmation')).toEqual([])
    expireHolds()
    const late = await run(scene.comment('alice', 'the-loop resume'), { runId: 42 })
    expect(late.exitCode).toBe(0)
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    // The run after that sees it on the thread: it is no longer owed, and is never posted twice.
    await run(scene.comment('alice', 'check the negative sizes'), { runId: 43 })
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    expect(owedKinds()).toEqual([])
  })
})

describe('a round comment GitHub never takes', () => {
  it('is owed with the follow-up prompt it ends with; no prompt goes out on its own, and the re-run posts both', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    scene.gh.faults.set({ outage: { route: 'issues.createComment', times: 4 } })
    const reply = scene.comment('alice', 'check the negative sizes')
    const failed = await run(reply, { runId: 51 })
    expect(failed.exitCode).not.toBe(0)
    expect(errorLines(failed)).toMatch(/could not post the round comments/)
    expect(failed.summary).toContain('the round comments: pending, recorded in the item')
    expect(ownComments(scene, 'round')).toHaveLength(1)
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(1)
    // The re-run posts the owed comment, rendered again from its inputs: the prompt is in it, and only there.
    const rerun = await run(reply, { runId: 51, attempt: 2 })
    expect(rerun.exitCode).toBe(0)
    const [, second, ...more] = ownComments(scene, 'round')
    expect(more).toEqual([])
    expect(
      parseMarkers(second!.body)
        .slice(-2)
        .map((m) => [m.kind, m.round])
    ).toEqual([
      ['follow-up-request', 2],
      ['round', 2]
    ])
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(2)
    expect(ownComments(scene)).toHaveLength(3)
  })
})

describe('a re-asked prompt GitHub never takes', () => {
  it('fails the step and lists the brief template as asked again next run', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    scene.gh.faults.set({ outage: { route: 'issues.createComment', times: 4 } })
    const result = await run(scene.comment('alice', 'the-loop review'))
    expect(result.exitCode).not.toBe(0)
    expect(ownComments(scene, 'brief-request')).toHaveLength(0)
    expect(errorLines(result)).toMatch(/could not post the brief template; re-run the workflow/)
    expect(result.summary).toContain('the brief template: pending, asked again next run')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
