// The heads each round reviewed, read back from a state branch anyone with contents: write can edit: only
// composed pull refs with full shas survive, one record per round, the newest rounds only.
import { describe, expect, it } from '@jest/globals'
import { readHostData, withHostData } from '../../src/ledger/host-data.js'
import {
  headsAfterRound,
  lastReviewedBefore,
  MAX_PULLS_PER_ROUND,
  MAX_ROUNDS_KEPT,
  readReviewedHeads,
  withRoundHeads
} from '../../src/ledger/reviewed-heads.js'
import { freshState } from '../../src/state/document.js'

const A = 'a'.repeat(40)
const B = 'b'.repeat(40)
const PR = 'github:acme/widgets#1'

function hostOf(review: unknown) {
  return readHostData({ ...freshState('issue-1'), host: { review } })
}

describe('readHostData: the reviewed heads', () => {
  it('reads a record as written, and writes it back unchanged', () => {
    const heads = [
      { round: 1, pulls: { [PR]: A } },
      { round: 2, pulls: { [PR]: B, 'github:acme/gadgets#7': A } }
    ]
    const host = hostOf({ round: 2, heads })
    expect(host.heads).toEqual(heads)
    expect(readHostData(withHostData(freshState('issue-1'), host)).heads).toEqual(heads)
  })

  it('garbage in the state is ignored, never thrown on', () => {
    for (const heads of [
      'nonsense',
      42,
      null,
      { 1: { [PR]: A } },
      [null, 'x', [], { round: 0, pulls: { [PR]: A } }, { round: 1.5, pulls: { [PR]: A } }],
      [
        { round: '1', pulls: { [PR]: A } },
        { round: 1, pulls: 'x' },
        { round: 1, pulls: [A] }
      ]
    ])
      expect(hostOf({ round: 1, heads }).heads).toBeUndefined()
  })

  it('drops a sha that is not a full lowercase hex sha, and a ref the action did not compose', () => {
    const pulls = {
      [PR]: A,
      'github:acme/widgets#2': 'a'.repeat(39),
      'github:acme/widgets#3': 'A'.repeat(40),
      'github:acme/widgets#4': `${'a'.repeat(40)}/../x`,
      'github:acme/widgets#5': 7,
      'acme/widgets#6': A,
      'github:../x#1': A,
      'github:acme/widgets#7; rm -rf /': A
    }
    expect(hostOf({ round: 1, heads: [{ round: 1, pulls }] }).heads).toEqual([
      { round: 1, pulls: { [PR]: A } }
    ])
  })

  it('keeps one record per round (the last written), in round order, the newest rounds only', () => {
    const many = Array.from({ length: MAX_ROUNDS_KEPT + 5 }, (_, i) => ({ round: i + 1, pulls: { [PR]: A } }))
    const read = readReviewedHeads([...many].reverse())
    expect(read.map((h) => h.round)).toEqual(many.slice(-MAX_ROUNDS_KEPT).map((h) => h.round))
    expect(
      readReviewedHeads([
        { round: 2, pulls: { [PR]: A } },
        { round: 2, pulls: { [PR]: B } }
      ])
    ).toEqual([{ round: 2, pulls: { [PR]: B } }])
  })

  it('keeps a bounded number of pull requests per round', () => {
    const pulls = Object.fromEntries(
      Array.from({ length: MAX_PULLS_PER_ROUND + 10 }, (_, i) => [`github:acme/widgets#${i + 1}`, A])
    )
    expect(Object.keys(readReviewedHeads([{ round: 1, pulls }])[0]!.pulls)).toHaveLength(MAX_PULLS_PER_ROUND)
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
