// What each critic's prompt held of each round's diff, in the ledger: written bounded (the newest rounds, a
// re-run's record replaced, names the schema takes), read back as written, and a record this action could not
// have written refused whole, naming where (the caller rebuilds the review, and the rebuilt one has none).
import {
  readStored,
  stateWith,
  storedProblem,
  storedWith as storedField
} from '../../support/stored-ledger.js'
import { describe, expect, it } from '@jest/globals'
import {
  withRoundCoverage,
  type CriticCoverage,
  type RoundCoverage
} from '../../../src/loop/parts/coverage.js'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger, type Ledger } from '../../../src/loop/ledger/ledger.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const WHOLE: CriticCoverage = { whole: true, files: { seen: 3, total: 3 }, hunks: { seen: 5, total: 5 } }
const PART: CriticCoverage = { whole: false, files: { seen: 2, total: 3 }, hunks: { seen: 4, total: 5 } }

const read = readStored
const storedWith = (value: unknown) => storedField('coverage', value)
const problemOf = (value: unknown) => storedProblem('coverage', value)

describe('withRoundCoverage', () => {
  it('adds a round, replaces a re-run’s record of it, and keeps the newest 20 rounds, oldest first', () => {
    let record: RoundCoverage[] = []
    for (let round = 1; round <= 25; round++) record = withRoundCoverage(record, round, { a: PART })
    expect(record.map((r) => r.round)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6))
    const again = withRoundCoverage(record, 25, { a: WHOLE })
    expect(again).toHaveLength(20)
    expect(again.at(-1)).toEqual({ round: 25, critics: { a: WHOLE } })
  })

  it('leaves out names the schema refuses and bounds the critics of one round to 30', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`c${i}`, WHOLE]))
    const [round] = withRoundCoverage(undefined, 1, { ...many, 'bad name!': WHOLE })
    expect(Object.keys(round!.critics)).toHaveLength(30)
    expect(round!.critics).not.toHaveProperty('bad name!')
    expect(withRoundCoverage(undefined, 1, { 'bad name!': WHOLE })).toEqual([])
  })
})

describe('coverage in the ledger, read', () => {
  it('reads back exactly what withLedger wrote; without it the ledger reads as before', () => {
    const ledger: Ledger = {
      ...emptyLedger(),
      round: 2,
      roundDone: true,
      paid: 2,
      coverage: [
        { round: 1, critics: { a: WHOLE } },
        { round: 2, critics: { a: WHOLE, small: PART } }
      ]
    }
    const out = readItemState(withLedger(stateWith(undefined), ledger), REVIEW_LOOP_NODE_IDS, [])
    expect('state' in out && ledgerOf(out.state)).toEqual(ledger)
    const without = read(storedWith(undefined))
    expect('state' in without && ledgerOf(without.state).coverage).toBeUndefined()
  })

  const round = (critics: unknown, n = 1) => [{ round: n, critics }]
  it.each<[string, unknown, string]>([
    ['not a list', { a: WHOLE }, 'host.review.coverage must be array'],
    [
      'more than 20 rounds',
      Array.from({ length: 21 }, (_, i) => ({ round: i + 1, critics: { a: WHOLE } })),
      'host.review.coverage must be at most 20 long'
    ],
    ['round 0', round({ a: WHOLE }, 0), 'host.review.coverage[0].round must be at least 1'],
    [
      'a round of no critic',
      round({}),
      'host.review.coverage[0].critics must NOT have fewer than 1 properties'
    ],
    [
      'a critic name that is not a plain one',
      round({ 'bad name!': WHOLE }),
      'host.review.coverage[0].critics has a key that does not have the form this action writes'
    ],
    [
      'a missing whole',
      round({ a: { files: WHOLE.files, hunks: WHOLE.hunks } }),
      "host.review.coverage[0].critics.a must have required property 'whole'"
    ],
    [
      'whole as a string',
      round({ a: { ...WHOLE, whole: 'yes' } }),
      'host.review.coverage[0].critics.a.whole must be boolean'
    ],
    [
      'a negative count',
      round({ a: { ...PART, files: { seen: -1, total: 3 } } }),
      'host.review.coverage[0].critics.a.files.seen must be at least 0'
    ],
    [
      'a field this version does not write',
      round({ a: { ...WHOLE, parts: 2 } }),
      'host.review.coverage[0].critics.a has the field "parts", which this version does not write'
    ],
    [
      'more seen than the diff has',
      round({ a: { ...PART, hunks: { seen: 6, total: 5 } } }),
      'host.review.coverage[0].critics["a"] counts more seen than the diff has'
    ],
    [
      'whole with files not seen',
      round({ a: { ...PART, whole: true } }),
      'host.review.coverage[0].critics["a"] is whole with files or hunks not seen'
    ],
    [
      'one round twice',
      [...round({ a: WHOLE }, 2), ...round({ a: PART }, 2)],
      'host.review.coverage[1] repeats round 2'
    ]
  ])('refuses %s, naming it', (_what, coverage, problem) => {
    expect(problemOf(coverage)).toBe(problem)
  })
})
