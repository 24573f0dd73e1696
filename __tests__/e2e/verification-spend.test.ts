// What verifying costs is spent like the rest of the round, and survives a lost state: through the bundled main
// action over the loopback GitHub with the sample critics (examples/harness-config.yaml) under
// `inline-findings: verified`. On the sample diff diff-checker alone flags the missing test (medium), which is put
// to the scripted critic; its verification run reports a cost. The state's spend counts it, and so does the
// round comment's marker, which is what a state rebuilt from the thread reads back.
import { describe, expect, it } from '@jest/globals'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, readStateDoc, roundPost, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const spendOf = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { spend?: Record<string, { costUsd: number }> } } })
    .host.review.spend

describe('the spend of a verification', () => {
  it('is counted in the state and in the verifier’s round marker, so a rebuilt state reads it back', async () => {
    scene = await startReviewScene()
    const inputs = { 'inline-findings': 'verified' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(first.outputs.round).toBe('1')
    expect(roundPost(scene, 1, 'diff-checker')!.body).toContain('refuted by `scripted-claude`')
    // The scripted critic's own run shows its cost in its footer; the state counts that and its verification.
    const post = roundPost(scene, 1, 'scripted-claude')!.body
    const own = Number(/tokens: \d+ in \/ \d+ out \(cache 0 read, 0 write\), \$(\d+\.\d+)/.exec(post)![1])
    const spent = spendOf()!['scripted-claude']!.costUsd
    expect(spent).toBeGreaterThan(own)
    const marked = roundPost(scene, 1, 'scripted-claude')!.meta
    expect(marked.cost).toBeCloseTo(spent, 6)

    // The state is lost: a round refused by a budget below what was spent says what the markers hold.
    expect(scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')).toBe(true)
    const refused = await run(scene.comment('alice', 'again please'), {
      inputs: { ...inputs, 'max-cost-usd': spent.toFixed(6) }
    })
    expect(refused.summary).toMatch(/⚠️.*rebuilt/)
    expect(refused.summary).toContain(`Not run: money budget reached: $${spent.toFixed(4)} spent`)
  })
})
