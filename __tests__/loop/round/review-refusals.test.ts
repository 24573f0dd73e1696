// A refused review of findings (422 naming no comment): the comments GitHub refuses are found with drafts that
// nobody else sees, within a fixed budget, and the review goes out without them; a draft of ours in the way is
// deleted first.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { isolateRefused, postFindingsReview } from '../../../src/loop/round/review-refusals.js'
import type { NewReviewComment } from '../../../src/github/port.js'
import { renderMarker } from '../../../src/base/marker/markers.js'
import { createFakePort } from '../../support/fake-port.js'
import { LoopWorld } from '../../support/loopback/world.js'

/** A check that refuses any set holding one of `bad`, counting its calls, within `budget` calls. */
function checker(bad: Set<number>, budget = Infinity) {
  const calls: number[][] = []
  const fits = async (indices: number[]) => {
    if (calls.length >= budget) return undefined
    calls.push(indices)
    return !indices.some((i) => bad.has(i))
  }
  return { fits, calls }
}

describe('isolateRefused', () => {
  it('finds the one refused comment of 50 in at most 2·log2(50) checks', async () => {
    const { fits, calls } = checker(new Set([37]))
    expect([...(await isolateRefused(50, fits))]).toEqual([37])
    expect(calls.length).toBeLessThanOrEqual(12)
  })

  it('finds exactly the refused ones, however many, when the budget allows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 40 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1 }))
          ),
        async ([n, bad]) => {
          const { fits } = checker(new Set(bad))
          const found = await isolateRefused(n, fits)
          expect([...found].sort((a, b) => a - b)).toEqual([...bad].sort((a, b) => a - b))
        }
      )
    )
  })

  it('counts what it could not check as refused once the budget is spent', async () => {
    // With two checks: [0..3] is refused, [0,1] fits; then the budget is spent, so [2,3] and [4..7] stay
    // unchecked and count as refused (posting them could get the review refused once more).
    const { fits, calls } = checker(new Set([3]), 2)
    const found = await isolateRefused(8, fits)
    expect(calls).toEqual([
      [0, 1, 2, 3],
      [0, 1]
    ])
    expect([...found].sort()).toEqual([2, 3, 4, 5, 6, 7])
  })
})

describe('postFindingsReview (loopback rules)', () => {
  const DIFF = [
    'diff --git a/src/a.js b/src/a.js',
    '--- a/src/a.js',
    '+++ b/src/a.js',
    '@@ -1,1 +1,4 @@',
    ' one',
    '+two',
    '+three',
    '+four',
    ''
  ].join('\n')

  function scene() {
    const world = new LoopWorld()
    const port = createFakePort({ owner: 'acme', repo: 'widgets' }, world)
    const number = world.createPull('acme', 'widgets', { diff: DIFF, author: 'bob' })
    const pull = world.repo('acme', 'widgets')!.issues.get(number)!.pull!
    const comment = (line: number): NewReviewComment => ({
      path: 'src/a.js',
      line,
      side: 'RIGHT',
      body: `finding on ${line}\n${renderMarker({ kind: 'finding', node: 'review', round: 1, critic: 'c', key: `${line}`.padStart(16, '0') })}`
    })
    const repo = () => world.repo('acme', 'widgets')!
    return { world, port, number, pull, comment, repo }
  }

  it('posts the review without the comment GitHub refuses, and says which it left out', async () => {
    const { port, number, pull, comment, repo } = scene()
    pull.unplaceable = [{ path: 'src/a.js', line: 3 }]
    const comments = [2, 3, 4].map(comment)
    const leftOut = await postFindingsReview(port, number, pull.headSha, comments, async (out) => {
      const rest = comments.filter((c) => ![...out].some((k) => c.body.includes(`key=${k}`)))
      await port.createReview(number, { commitId: pull.headSha, body: 'round text', comments: rest })
    })
    expect([...leftOut]).toEqual(['0000000000000003'])
    expect(repo().reviews.map((r) => r.state)).toEqual(['COMMENTED'])
    expect(repo().reviewComments.map((c) => c.line)).toEqual([2, 4])
    // 1 refused review, then drafts: none (fits), [2,3] (refused), [2] (fits), [4] (fits); then the review.
    // Each draft that fits is created and deleted: 1 + 2 + 1 + 2 + 2 + 1 = 9 calls.
    expect(port.calls.filter((c) => c.endsWith('Review')).length).toBe(9)
  })

  it('deletes a draft of ours that blocks every review, then posts', async () => {
    const { world, port, number, pull, comment, repo } = scene()
    world.addReview('acme', 'widgets', number, { author: world.actor, state: 'PENDING' })
    await postFindingsReview(port, number, pull.headSha, [comment(2)], async () => {
      await port.createReview(number, { commitId: pull.headSha, body: 'round text', comments: [comment(2)] })
    })
    expect(repo().reviews.map((r) => r.state)).toEqual(['COMMENTED'])
  })

  it('gives up, throwing the refusal, when GitHub refuses the review whatever its comments', async () => {
    const { port, number, comment, repo } = scene()
    // A commit the pull request does not have: GitHub refuses the review, and every draft, for that.
    const commitId = 'f'.repeat(40)
    const refused = postFindingsReview(port, number, commitId, [comment(2), comment(3)], async () => {
      await port.createReview(number, { commitId, body: 'round text', comments: [comment(2), comment(3)] })
    })
    await expect(refused).rejects.toThrow(/HTTP 422/)
    expect(repo().reviews).toEqual([])
    // The review, then one empty draft: no search through the comments.
    expect(port.calls).toEqual(['createReview', 'createPendingReview'])
  })
})
