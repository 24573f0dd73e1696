// The money budget (issue 29, part 1) through the bundled main action over the loopback GitHub: inputs
// max-cost-usd and max-tokens bound a review's spend across critics and rounds from the costs (or tokens) the
// critics' CLIs report; a round estimated to pass the budget is refused and said once on the thread; the job
// summary and the closing summary show the spend per critic, and a critic that reports neither is named as
// unbounded; the spend survives a lost state (read back from the round comments' markers); a re-arming resets it;
// a cost reported out of range is capped, flagged, and never unlocks budget.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { criticReadableDir, nodeCriticYaml } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const dir = criticReadableDir('the-loop-money-')
const usageFile = (critic: string) => join(dir, `${critic}.json`)
const report = (critic: string, usage: object) => writeFileSync(usageFile(critic), JSON.stringify(usage))
const priced = (critic: string, extra = '') =>
  nodeCriticYaml(critic, 'priced.mjs', [usageFile(critic), '{promptFile}'], {
    harness: 'test',
    outputFormat: 'json'
  }) + extra
/** alpha reports a cost, beta tokens and no cost, gamma neither. */
const CONFIG = `reviews:\n  critics:\n${priced('alpha')}${priced('beta')}${priced('gamma')}`
const roundsOf = (critic: string) =>
  scene.posts().filter((c) => parseMarkers(c.body).some((m) => m.kind === 'round' && m.critic === critic))
const spendOf = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { spend?: Record<string, { costUsd: number }> } } })
    .host.review.spend

describe('the money budget', () => {
  it('stops the third round: said once on the thread, the spend per critic in both summaries', async () => {
    scene = await startReviewScene({ config: CONFIG })
    report('alpha', { cost: 0.02 })
    report('beta', { tokens: 1000 })
    report('gamma', {})
    const inputs = { 'max-cost-usd': '0.05' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(first.exitCode).toBe(0)
    expect(first.summary).toContain(
      '**Spend against the budget** (since the review was armed): $0.0200 of max-cost-usd $0.0500; 1,000 tokens (no max-tokens) of critics that report no cost.'
    )
    expect(first.summary).toContain('- `beta`: 1,000 tokens (no cost reported)')
    expect(first.summary).toContain('- `gamma`: reported neither a cost nor tokens, so no budget bounds it')
    // The round comment's signed marker carries what the budget counted.
    const marker = (critic: string) =>
      parseMarkers(roundsOf(critic)[0]!.body).find((m) => m.critic === critic)
    expect(marker('alpha')).toMatchObject({ round: 1, cost: 0.02 })
    expect(marker('beta')).toMatchObject({ round: 1, tokens: 1000 })

    // Round 2: $0.02 spent, estimated at $0.02 (alpha's cost per part): $0.04 fits $0.05.
    expect((await run(scene.comment('alice', 'and the negative sizes?'), { inputs })).exitCode).toBe(0)
    expect(roundsOf('alpha')).toHaveLength(2)
    expect(spendOf()!['alpha']!.costUsd).toBeCloseTo(0.04, 10)

    // Round 3 would make $0.06: refused before any critic runs.
    const third = await run(scene.comment('alice', 'one more look please'), { inputs })
    expect(third.exitCode).toBe(0)
    expect(roundsOf('alpha')).toHaveLength(2)
    expect(third.summary).toMatch(
      /Not run: money budget reached: \$0\.0400 spent since the review was armed, this round estimated at \$0\.0200, max-cost-usd \$0\.0500/
    )
    const notes = ownComments(scene, 'budget')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.body).toContain(
      '**Money budget reached:** this review has spent $0.0400 since it was armed, and round 3 is estimated at $0.0200'
    )
    expect(notes[0]!.body).toContain('input max-cost-usd is $0.0500, so no critic runs now.')
    expect(parseMarkers(notes[0]!.body).at(-1)).toMatchObject({ kind: 'budget', round: 3 })

    // Another reply finds the budget spent and the note said: nothing new on the thread.
    await run(scene.comment('alice', 'please?'), { inputs })
    expect(ownComments(scene, 'budget')).toHaveLength(1)
    expect(roundsOf('alpha')).toHaveLength(2)

    // "done" ends the review although its owed round never ran; the closing summary shows the spend.
    const done = await run(scene.comment('alice', 'done'), { inputs })
    expect(done.outputs.node).toBe('complete')
    expect(roundsOf('alpha')).toHaveLength(2)
    const closing = ownComments(scene, 'summary')[0]!.body
    expect(closing).toContain('$0.0400 of max-cost-usd $0.0500')
    expect(closing).toContain('- `alpha`: $0.0400')
    expect(closing).toContain('- `beta`: 2,000 tokens (no cost reported)')
  })

  it('a round that runs over is recorded and the next refused; a lost state reads the spend back; re-arming resets it', async () => {
    scene = await startReviewScene({ config: CONFIG })
    report('alpha', { cost: 0.1 })
    report('beta', {})
    report('gamma', {})
    const inputs = { 'max-cost-usd': '0.05' }
    // No earlier round and no costEstimateUsd: the first round is not estimated, runs, and goes over.
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(roundsOf('alpha')).toHaveLength(1)
    expect(spendOf()!['alpha']!.costUsd).toBeCloseTo(0.1, 10)

    // The state is lost: the rebuild reads $0.10 back from the round comment's marker, never $0.
    expect(scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')).toBe(true)
    const refused = await run(scene.comment('alice', 'and the negative sizes?'), { inputs })
    expect(refused.summary).toMatch(/⚠️.*rebuilt/)
    expect(refused.summary).toMatch(
      /Not run: money budget reached: \$0\.1000 spent since the review was armed, max-cost-usd/
    )
    expect(ownComments(scene, 'budget')[0]!.body).toContain(
      'this review has spent $0.1000 since it was armed, which reaches input max-cost-usd $0.0500, so no critic runs now.'
    )
    expect(roundsOf('alpha')).toHaveLength(1)

    // `the-loop review` on the live review grants a fresh budget: the owed round runs at once.
    report('alpha', { cost: 0.01 })
    const rearmed = await run(scene.comment('alice', 'the-loop review'), { inputs })
    expect(rearmed.outputs.command).toBe('review')
    expect(rearmed.summary).toContain(
      '- re-armed: the round budget (max-rounds) and the money budget (max-cost-usd, max-tokens) start again'
    )
    expect(roundsOf('alpha')).toHaveLength(2)
    expect(spendOf()!['alpha']!.costUsd).toBeCloseTo(0.01, 10)
  })

  it('max-rounds 1: a done after the budget note ends the review, with its closing summary', async () => {
    scene = await startReviewScene({ config: `reviews:\n  critics:\n${priced('alpha')}` })
    report('alpha', { cost: 0.01 })
    const inputs = { 'max-rounds': '1' }
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    await run(scene.comment('alice', 'one more look please'), { inputs })
    expect(ownComments(scene, 'budget')).toHaveLength(1)
    const done = await run(scene.comment('alice', 'done'), { inputs })
    expect(done.outputs.node).toBe('complete')
    expect(roundsOf('alpha')).toHaveLength(1)
    expect(ownComments(scene, 'summary')[0]!.body).toContain('**Review finished** (done) after 1 round.')
  })

  it('max-cost-usd 0: the brief is confirmed, no round runs, and that is said once', async () => {
    scene = await startReviewScene({ config: CONFIG })
    for (const c of ['alpha', 'beta', 'gamma']) report(c, {})
    const inputs = { 'max-cost-usd': '0' }
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    expect(roundsOf('alpha')).toHaveLength(0)
    await run(scene.comment('alice', 'and now?'), { inputs })
    const notes = ownComments(scene, 'budget')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.body).toContain('input max-cost-usd is 0, so no critic round runs in this review.')
  })

  it('a cost reported as 10^9 or negative is capped at $1000 and flagged, and never unlocks the budget', async () => {
    scene = await startReviewScene({ config: CONFIG })
    report('alpha', { cost: 1e9 })
    report('beta', { cost: -5 })
    report('gamma', { cost: 'NaN' })
    const inputs = { 'max-cost-usd': '5000' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(roundsOf('alpha')).toHaveLength(1)
    // Each of the three counts $1000: $3000 spent, the next round estimated at $3000 more, past $5000.
    expect(first.summary).toContain('$3000.0000 of max-cost-usd $5000.0000')
    expect(first.summary).toMatch(/- `beta`: \$1000\.0000 · ⚠️ 1 round reported a cost out of range/)
    await run(scene.comment('alice', 'and again'), { inputs })
    expect(roundsOf('alpha')).toHaveLength(1)
    expect(ownComments(scene, 'budget')).toHaveLength(1)
  })

  it('max-tokens bounds the critics that report tokens and no cost', async () => {
    scene = await startReviewScene({ config: `reviews:\n  critics:\n${priced('beta')}` })
    report('beta', { tokens: 1000 })
    const inputs = { 'max-tokens': '1500' }
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(roundsOf('beta')).toHaveLength(1)
    const refused = await run(scene.comment('alice', 'and again'), { inputs })
    expect(roundsOf('beta')).toHaveLength(1)
    expect(refused.summary).toMatch(
      /Not run: money budget reached: 1,000 tokens spent since the review was armed, this round estimated at 1,000 tokens, max-tokens 1,500 tokens/
    )
  })

  it('costEstimateUsd estimates a critic before its first report: a first round past the budget is refused', async () => {
    scene = await startReviewScene({
      config: `reviews:\n  critics:\n${priced('alpha', '      costEstimateUsd: 2\n')}`
    })
    report('alpha', { cost: 0.01 })
    const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), {
      inputs: { 'max-cost-usd': '1' }
    })
    expect(roundsOf('alpha')).toHaveLength(0)
    expect(r.summary).toMatch(/this round estimated at \$2\.0000, max-cost-usd \$1\.0000/)
  })

  it('a max-cost-usd that is negative or not a number fails the step naming the input, and nothing is read', async () => {
    scene = await startReviewScene({ config: CONFIG })
    for (const bad of ['-1', 'five', '1e3']) {
      const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), {
        inputs: { 'max-cost-usd': bad }
      })
      expect(r.exitCode).not.toBe(0)
      expect(r.stdout).toContain(
        `input max-cost-usd: "${bad}" must be a number of dollars from 0 to 1,000,000`
      )
    }
    expect(ownComments(scene)).toHaveLength(0)
  })
})
