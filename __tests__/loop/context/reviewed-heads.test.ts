// The heads each round reviewed, in a ledger anyone with contents: write can edit: the schema refuses, at
// read, a ref the action did not compose or a sha that is not full; a write keeps one record per round, the
// newest rounds only, a bounded number of pull requests each.
import { describe, expect, it } from '@jest/globals'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger } from '../../../src/loop/ledger/ledger.js'
import {
  headsAfterRound,
  lastReviewedBefore,
  lastReviewedHead,
  MAX_PULLS_PER_ROUND,
  MAX_ROUNDS_KEPT,
  withRoundHeads
} from '../../../src/loop/context/reviewed-heads.js'
import { freshState } from '../../../src/engine/state/document.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const PR = 'github:acme/widgets#1'

function readHeads(heads: unknown) {
  const state = withLedger(freshState('issue-1'), { ...emptyLedger(), round: 2, paid: 2 })
  ;(state.host['review'] as Record<string, unknown>)['heads'] = heads
  const out = readItemState(state, REVIEW_LOOP_NODE_IDS, [])
  return 'problem' in out ? out.problem : ledgerOf(out.state).heads
}

describe('the reviewed heads as read', () => {
  it('reads a record as written', () => {
    const heads = [
      { round: 1, pulls: { [PR]: A } },
      { round: 2, pulls: { [PR]: B, 'github:acme/gadgets#7': A } }
    ]
    expect(readHeads(heads)).toEqual(heads)
  })

  it('refuses garbage whole (the review is rebuilt from the thread), never throws on it', () => {
    for (const heads of [
      'nonsense',
      42,
      null,
      { 1: { [PR]: A } },
      [{ round: 0, pulls: { [PR]: A } }],
      [{ round: 1.5, pulls: { [PR]: A } }],
      [{ round: '1', pulls: { [PR]: A } }],
      [{ round: 1, pulls: 'x' }],
      [{ round: 1, pulls: [A] }],
      [{ round: 1, pulls: { [PR]: 'a'.repeat(39) } }],
      [{ round: 1, pulls: { [PR]: 'A'.repeat(40) } }],
      [{ round: 1, pulls: { [PR]: `${A}/../x` } }],
      [{ round: 1, pulls: { 'acme/widgets#6': A } }],
      [{ round: 1, pulls: { 'github:acme/widgets#7; rm -rf /': A } }]
    ])
      expect(readHeads(heads)).toMatch(/^host\.review\.heads/)
  })
})

describe('the reviewed heads as written', () => {
  it('keep one record per round (the last written), in round order, the newest rounds only', () => {
    let heads = withRoundHeads(undefined, 1, { [PR]: A })
    for (let round = MAX_ROUNDS_KEPT + 5; round > 1; round--)
      heads = withRoundHeads(heads, round, { [PR]: A })
    expect(heads.map((h) => h.round)).toEqual(Array.from({ length: MAX_ROUNDS_KEPT }, (_, i) => i + 6))
    expect(withRoundHeads(withRoundHeads(undefined, 2, { [PR]: A }), 2, { [PR]: B })).toEqual([
      { round: 2, pulls: { [PR]: B } }
    ])
  })

  it('keep a bounded number of pull requests per round, and only composed refs with full shas', () => {
    const pulls = Object.fromEntries(
      Array.from({ length: MAX_PULLS_PER_ROUND + 10 }, (_, i) => [`github:acme/widgets#${i + 1}`, A])
    )
    expect(Object.keys(withRoundHeads(undefined, 1, pulls)[0]!.pulls)).toHaveLength(MAX_PULLS_PER_ROUND)
    expect(withRoundHeads(undefined, 1, { [PR]: A, 'github:../x#1': A, [`github:a/b#2`]: 'HEAD' })).toEqual([
      { round: 1, pulls: { [PR]: A } }
    ])
  })
})

describe('the round to compare with', () => {
  const heads = [
    { round: 1, pulls: { [PR]: A } },
    { round: 3, pulls: { [PR]: B } }
  ]
  it('is the latest round before the one that runs (a re-run of round 3 compares with round 1)', () => {
    expect(lastReviewedBefore(heads, 4)?.round).toBe(3)
    expect(lastReviewedBefore(heads, 3)?.round).toBe(1)
    expect(lastReviewedBefore(heads, 1)).toBeUndefined()
    expect(lastReviewedBefore(undefined, 2)).toBeUndefined()
  })
  it('a push compares with the latest round that reviewed this pull request, whichever round reviewed others since', () => {
    const other = 'github:acme/widgets#2'
    const withOther = [...heads, { round: 4, pulls: { [other]: A } }]
    expect(lastReviewedHead(withOther, PR)).toEqual({ sha: B, round: 3 })
    expect(lastReviewedHead(withOther, other)).toEqual({ sha: A, round: 4 })
    expect(lastReviewedHead(withOther, 'github:acme/widgets#3')).toBeUndefined()
    expect(lastReviewedHead(undefined, PR)).toBeUndefined()
  })
  it('a re-run replaces its round, keeping the others', () => {
    expect(withRoundHeads(heads, 3, { [PR]: A })).toEqual([
      { round: 1, pulls: { [PR]: A } },
      { round: 3, pulls: { [PR]: A } }
    ])
    expect(withRoundHeads(heads, 4, {})).toEqual(heads)
  })
})

describe('the record after a round is posted', () => {
  const before = [{ round: 1, pulls: { [PR]: A } }]
  const plan = { round: 2, heads: [{ ref: PR, sha: B }] }
  it('takes the round heads when a critic reviewed them', () => {
    expect(headsAfterRound(before, plan, [{ ok: false }, { ok: true }])).toEqual({
      heads: [...before, { round: 2, pulls: { [PR]: B } }]
    })
  })
  it('keeps the old record when every critic failed: the next round compares with what a critic read', () => {
    expect(headsAfterRound(before, plan, [{ ok: false }])).toEqual({ heads: before })
    expect(headsAfterRound(undefined, plan, [])).toEqual({})
    expect(headsAfterRound(before, { round: 2, heads: [] }, [{ ok: true }])).toEqual({ heads: before })
  })
})
