// The brief as a ledger (issue 28, part 1), through the bundled main action over the loopback GitHub: the
// confirmation numbers the brief's items; each critic's round comment shows its table (`no report` where it gave
// none, ids the brief does not have ignored and listed, a status outside the closed set not read); the state keeps
// each critic's latest status per id; the follow-up request shows the ledger across critics, moving from open to
// answered over two rounds; the closing summary says what stayed open; a brief restated mid-review replaces the
// frozen one whole from the next round, its items numbered anew and confirmed once.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
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

  it('is restated mid-review: replaced whole from the next round, numbered anew, confirmed once', async () => {
    await scene?.gh.close()
    scene = await startReviewScene({ config: CONFIG })
    answer('alpha', [['A1', 'answered', 'one log line']])
    answer('beta')
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(stateBrief()).toEqual({ alpha: { A1: 'answered' } })

    // The restated brief has no angle: A1 is no item of it any more, and what alpha said of the old A1 is gone.
    const RESTATED =
      'Questions:\n- is the cache bounded?\n- does it evict?\nValidations:\n- run the cache tests'
    answer('alpha', [
      ['Q2', 'answered', 'evicts at src/cache.js:9'],
      ['A1', 'answered', 'the old angle']
    ])
    expect((await run(scene.comment('alice', RESTATED))).exitCode).toBe(0)
    const confirmations = ownComments(scene, 'brief-confirmation')
    expect(confirmations).toHaveLength(2)
    const restated = confirmations[1]!.body
    expect(restated).toContain('**review brief restated**')
    expect(restated).toContain('> - **Q1** is the cache bounded?')
    expect(restated).toContain('> - **Q2** does it evict?')
    expect(restated).toContain('> - **V1** run the cache tests')
    expect(restated).toContain('replaces the earlier one from round 2 on')
    expect(restated).toContain('Its items are numbered anew')
    expect(parseMarkers(restated).at(-1)).toMatchObject({ kind: 'brief-confirmation', round: 2 })
    const doc = JSON.parse(readStateDoc(scene)!) as {
      decisions: Record<string, { brief: { questions: string[] }; replaces?: { by: string } }>
    }
    const frozen = Object.values(doc.decisions).find((d) => d.brief)!
    expect(frozen.brief.questions).toEqual(['is the cache bounded?', 'does it evict?'])
    expect(frozen.replaces).toMatchObject({ by: '@alice' })
    const alpha = roundComment(2, 'alpha')
    expect(alpha).toContain('| Q2 | answered | evicts at src/cache.js:9 |')
    expect(alpha).toContain('Ignored: A1 (not items of the brief).')
    expect(stateBrief()).toEqual({ alpha: { Q2: 'answered' } })
    expect(ownComments(scene, 'follow-up-request').at(-1)!.body).toContain(
      '**The brief so far:** Q1 open · Q2 answered by `alpha` · V1 open'
    )

    // The next reply is a reply: the restated brief holds, and is not confirmed again.
    answer('alpha', [['V1', 'cannot-check', 'read-only']])
    expect((await run(scene.comment('alice', 'and the cache size?'))).exitCode).toBe(0)
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(2)
    expect(roundComment(3, 'alpha')).toContain('| V1 | cannot-check | read-only |')
    expect(stateBrief()).toEqual({ alpha: { Q2: 'answered', V1: 'cannot-check' } })
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
