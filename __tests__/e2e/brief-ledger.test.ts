// The brief as a ledger (issue 28, part 1), through the bundled main action over the loopback GitHub: the
// confirmation numbers the brief's items; each critic's round comment shows its table (`no report` where it gave
// none, ids the brief does not have ignored and listed, a status outside the closed set not read); the state keeps
// each critic's latest status per id; the follow-up request shows the ledger across critics, moving from open to
// answered over two rounds; the closing summary says what stayed open.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/marker/markers.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-brief-ledger-', ['alpha', 'beta'])
type Status = 'answered' | 'partly' | 'open' | 'cannot-check'
const answer = (critic: keyof typeof blocks, ledger?: Array<[string, Status | string, string]>) =>
  writeFileSync(
    blocks[critic],
    JSON.stringify({
      findings: [],
      ...(ledger ? { ledger: ledger.map(([id, status, text]) => ({ id, status, answer: text })) } : {})
    })
  )
const roundComment = (round: number, critic: string) =>
  scene
    .posts()
    .find((c) =>
      parseMarkers(c.body).some((m) => m.kind === 'round' && m.round === round && m.critic === critic)
    )!.body
const stateBrief = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { brief?: object } } }).host.review.brief

describe('the brief as a ledger', () => {
  it('is numbered, reported on per critic, carried across rounds and summed up at the end', async () => {
    scene = await startReviewScene({ config: CONFIG })
    // BRIEF: Q1 (scaling below 100), A1 (logging noise), V1 (run the unit tests).
    answer('alpha', [
      ['Q1', 'answered', 'linear: src/widget.js:2 multiplies once'],
      ['A1', 'partly', 'one console.log at src/widget.js:3'],
      ['V1', 'cannot-check', 'running tests is not possible read-only'],
      ['Q9', 'answered', 'not an item']
    ])
    answer('beta')
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const confirmation = ownComments(scene, 'brief-confirmation')[0]!.body
    expect(confirmation).toContain('> - **Q1** does scaling stay linear below 100?')
    expect(confirmation).toContain('> - **A1** logging noise')
    expect(confirmation).toContain('> - **V1** run the unit tests')

    const alpha = roundComment(1, 'alpha')
    expect(alpha).toContain('| Q1 | answered | linear: src/widget.js:2 multiplies once |')
    expect(alpha).toContain('| A1 | partly | one console.log at src/widget.js:3 |')
    expect(alpha).toContain('| V1 | cannot-check | running tests is not possible read-only |')
    expect(alpha).toContain('Ignored: Q9 (not items of the brief).')
    expect(roundComment(1, 'beta')).toContain('No report on the brief’s items')
    expect(stateBrief()).toEqual({ alpha: { Q1: 'answered', A1: 'partly', V1: 'cannot-check' } })
    const first = ownComments(scene, 'follow-up-request').at(-1)!.body
    expect(first).toContain(
      '**The brief so far:** Q1 answered by `alpha` · A1 partly by `alpha` · V1 cannot-check (`alpha`)'
    )

    // Round 2: beta answers the rest; alpha says nothing of the brief and keeps what it said; a status outside
    // the closed set is not read.
    answer('alpha')
    answer('beta', [
      ['A1', 'answered', 'the log is the only one'],
      ['V1', 'answered', 'the tests cover sizes 0..100'],
      ['Q1', 'done', 'not a status']
    ])
    expect((await run(scene.comment('alice', 'and the negative sizes?'))).exitCode).toBe(0)
    const beta = roundComment(2, 'beta')
    expect(beta).toContain('| Q1 | no report | |')
    expect(beta).toMatch(
      /Not read: ledger entry 3 \(Q1\): \\`status\\` is not one of answered, partly, open, cannot-check/
    )
    expect(roundComment(2, 'alpha')).toContain('No report on the brief’s items')
    expect(stateBrief()).toEqual({
      alpha: { Q1: 'answered', A1: 'partly', V1: 'cannot-check' },
      beta: { A1: 'answered', V1: 'answered' }
    })
    const second = ownComments(scene, 'follow-up-request').at(-1)!.body
    expect(second).toContain(
      '**The brief so far:** Q1 answered by `alpha` · A1 answered by `beta` · V1 answered by `beta`'
    )

    await run(scene.comment('alice', 'done'))
    expect(ownComments(scene, 'summary').at(-1)!.body).toContain('**The brief:** all 3 items answered.')
  })

  it('ends with what stayed open in the closing summary', async () => {
    await scene?.gh.close()
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [['V1', 'cannot-check', 'read-only']])
    answer('beta', [['Q1', 'partly', 'only above 100']])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    await run(scene.comment('alice', 'done'))
    expect(ownComments(scene, 'summary').at(-1)!.body).toContain(
      '**The brief:** 0 of 3 items answered; still open: Q1 (partly), A1 (open), V1 (cannot-check).'
    )
  })
})
