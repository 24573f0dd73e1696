// What the action did in line-comment threads, in the ledger: recorded bounded (the newest 200 of each list, a
// re-recorded thread replaced by its latest entry, entries the schema would refuse left out), rebuilt from the
// thread's markers, read back as written, and a field this action could not have written refused whole,
// naming where (the caller rebuilds the review).
import {
  readStored,
  stateWith,
  storedProblem,
  storedWith as storedField
} from '../../support/stored-ledger.js'
import { describe, expect, it } from '@jest/globals'
import { isReopened } from '../../support/ledger-threads.js'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger, type Ledger } from '../../../src/loop/ledger/ledger.js'
import {
  recordAnswered,
  recordResolved,
  threadsFromMarkers,
  type AnsweredThread,
  type LedgerThreads,
  type ResolvedState,
  type ResolvedThread
} from '../../../src/loop/threads/threads.js'
import { encodeState } from '../../../src/engine/state/document-codec.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const SHA = 'a'.repeat(40)
const SHA2 = 'b'.repeat(40)

const answered = (round: number, root: number, reply: number): AnsweredThread => ({ round, root, reply })
const resolved = (
  root: number,
  round: number,
  reply: number,
  state: ResolvedState = 'resolved',
  sha = SHA
): ResolvedThread => ({ root, round, reply, sha, state })

const read = readStored
const storedWith = (value: unknown) => storedField('threads', value)
const problemOf = (value: unknown) => storedProblem('threads', value)

describe('recordAnswered', () => {
  it('adds entries oldest first (by round, then reply), leaving the resolved list as it was', () => {
    const before: LedgerThreads = { answered: [answered(2, 10, 30)], resolved: [resolved(11, 1, 20)] }
    expect(recordAnswered(before, [answered(3, 12, 40), answered(1, 13, 15)])).toEqual({
      answered: [answered(1, 13, 15), answered(2, 10, 30), answered(3, 12, 40)],
      resolved: [resolved(11, 1, 20)]
    })
    expect(before.answered).toEqual([answered(2, 10, 30)])
  })

  it('keeps one entry per (round, root), the latest recorded; the same root in another round is another entry', () => {
    const once = recordAnswered(undefined, [answered(2, 10, 30), answered(2, 10, 31)])
    expect(once.answered).toEqual([answered(2, 10, 31)])
    const again = recordAnswered(once, [answered(2, 10, 32), answered(3, 10, 33)])
    expect(again).toEqual({ answered: [answered(2, 10, 32), answered(3, 10, 33)], resolved: [] })
  })

  it('keeps the newest 200, dropping the oldest first', () => {
    const many = Array.from({ length: 205 }, (_, i) => answered(i + 1, 1000 + i, 5000 + i))
    const out = recordAnswered(undefined, many).answered
    expect(out).toHaveLength(200)
    expect(out[0]).toEqual(answered(6, 1005, 5005))
    expect(out.at(-1)).toEqual(answered(205, 1204, 5204))
  })

  it('leaves out what the schema would refuse, and copies no extra property', () => {
    const extra = { ...answered(1, 10, 20), critic: 'a' } as AnsweredThread
    const out = recordAnswered(undefined, [
      answered(0, 10, 20),
      answered(1_000_000, 10, 20),
      answered(1, 0, 20),
      answered(1, 10, -1),
      answered(1, 10.5, 20),
      answered(1, 2 ** 53, 20),
      extra
    ])
    expect(out).toEqual({ answered: [answered(1, 10, 20)], resolved: [] })
    expect(Object.keys(out.answered[0]!)).toEqual(['round', 'root', 'reply'])
  })
})

describe('recordResolved and isReopened', () => {
  it('keeps the latest entry per root: a reopening replaces the resolution it undoes', () => {
    const first = recordResolved(undefined, [resolved(10, 2, 30), resolved(11, 2, 31, 'refused')])
    expect(isReopened(first, 10)).toBe(false)
    const reopened = recordResolved(first, [resolved(10, 2, 30, 'reopened')])
    expect(reopened).toEqual({
      answered: [],
      resolved: [resolved(10, 2, 30, 'reopened'), resolved(11, 2, 31, 'refused')]
    })
    expect([isReopened(reopened, 10), isReopened(reopened, 11), isReopened(reopened, 12)]).toEqual([
      true,
      false,
      false
    ])
    // A person said `resolve` and a later round resolved it again: no longer reopened.
    const again = recordResolved(reopened, [resolved(10, 4, 50, 'resolved', SHA2)])
    expect(again.resolved).toEqual([resolved(11, 2, 31, 'refused'), resolved(10, 4, 50, 'resolved', SHA2)])
    expect(isReopened(again, 10)).toBe(false)
    expect(isReopened(undefined, 10)).toBe(false)
  })

  it('keeps the newest 200, dropping the oldest first, and leaves the answered list as it was', () => {
    const before: LedgerThreads = { answered: [answered(1, 5, 6)], resolved: [] }
    const many = Array.from({ length: 201 }, (_, i) => resolved(1000 + i, i + 1, 5000 + i))
    const out = recordResolved(before, many)
    expect(out.resolved).toHaveLength(200)
    expect(out.resolved[0]).toEqual(resolved(1001, 2, 5001))
    expect(out.answered).toEqual([answered(1, 5, 6)])
  })

  it('leaves out what the schema would refuse', () => {
    const out = recordResolved(undefined, [
      resolved(10, 1, 20, 'resolved', 'A'.repeat(40)),
      resolved(10, 1, 20, 'resolved', 'a'.repeat(39)),
      resolved(10, 1, 20, 'unresolved' as ResolvedState),
      resolved(0, 1, 20),
      resolved(10, 0, 20),
      resolved(11, 1, 21)
    ])
    expect(out.resolved).toEqual([resolved(11, 1, 21)])
  })
})

describe('threadsFromMarkers', () => {
  it('records each answer and each resolution as resolved, the latest marker per thread kept', () => {
    expect(
      threadsFromMarkers({
        answers: [
          { round: 3, root: 10, reply: 40 },
          { round: 2, root: 10, reply: 30 },
          { round: 2, root: 10, reply: 29 }
        ],
        resolutions: [
          { round: 4, root: 12, reply: 60, sha: SHA2 },
          { round: 3, root: 12, reply: 45, sha: SHA },
          { round: 3, root: 11, reply: 44, sha: SHA }
        ]
      })
    ).toEqual({
      answered: [answered(2, 10, 30), answered(3, 10, 40)],
      resolved: [resolved(11, 3, 44), resolved(12, 4, 60, 'resolved', SHA2)]
    })
    expect(threadsFromMarkers({ answers: [], resolutions: [] })).toEqual({ answered: [], resolved: [] })
  })
})

describe('threads in the ledger, read', () => {
  const threads: LedgerThreads = {
    answered: [answered(1, 10, 20), answered(2, 10, 30)],
    resolved: [resolved(11, 2, 31, 'refused'), resolved(12, 2, 32, 'reopened')]
  }

  it('reads back exactly what withLedger wrote; empty or without it, the ledger holds none', () => {
    const ledger: Ledger = { ...emptyLedger(), round: 2, roundDone: true, paid: 2, threads }
    const out = readItemState(withLedger(stateWith(undefined), ledger), REVIEW_LOOP_NODE_IDS, [])
    expect('state' in out && ledgerOf(out.state)).toEqual(ledger)
    const without = read(storedWith(undefined))
    expect('state' in without && ledgerOf(without.state).threads).toBeUndefined()
    const empty = withLedger(stateWith(undefined), { ...ledger, threads: { answered: [], resolved: [] } })
    expect(ledgerOf(empty).threads).toBeUndefined()
  })

  it('writes one order whatever order the lists came in', () => {
    const ledger: Ledger = { ...emptyLedger(), round: 2, paid: 2, threads }
    const swapped = { resolved: threads.resolved, answered: threads.answered }
    expect(encodeState(withLedger(stateWith(undefined), { ...ledger, threads: swapped }))).toBe(
      encodeState(withLedger(stateWith(undefined), ledger))
    )
  })

  const one = { answered: [answered(1, 10, 20)], resolved: [resolved(11, 1, 21)] }
  it.each<[string, unknown, string]>([
    ['not an object', [], 'host.review.threads must be object'],
    ['a list missing', { answered: [] }, "host.review.threads must have required property 'resolved'"],
    [
      'a field this version does not write',
      { ...one, seen: [] },
      'host.review.threads has the field "seen", which this version does not write'
    ],
    [
      'more than 200 answered',
      { ...one, answered: Array.from({ length: 201 }, (_, i) => answered(1, i + 1, 1000 + i)) },
      'host.review.threads.answered must be at most 200 long'
    ],
    [
      'more than 200 resolved',
      { ...one, resolved: Array.from({ length: 201 }, (_, i) => resolved(i + 1, 1, 1000 + i)) },
      'host.review.threads.resolved must be at most 200 long'
    ],
    [
      'round 0',
      { ...one, answered: [answered(0, 10, 20)] },
      'host.review.threads.answered[0].round must be at least 1'
    ],
    [
      'a root of id 0',
      { ...one, resolved: [resolved(0, 1, 21)] },
      'host.review.threads.resolved[0].root must be at least 1'
    ],
    [
      'a reply id that is not a whole number',
      { ...one, answered: [answered(1, 10, 20.5)] },
      'host.review.threads.answered[0].reply must be integer'
    ],
    [
      'an upper-case sha',
      { ...one, resolved: [resolved(11, 1, 21, 'resolved', 'A'.repeat(40))] },
      'host.review.threads.resolved[0].sha does not have the form this action writes'
    ],
    [
      'a short sha',
      { ...one, resolved: [resolved(11, 1, 21, 'resolved', 'a'.repeat(7))] },
      'host.review.threads.resolved[0].sha does not have the form this action writes'
    ],
    [
      'a state this version does not write',
      { ...one, resolved: [resolved(11, 1, 21, 'unresolved' as ResolvedState)] },
      'host.review.threads.resolved[0].state must be equal to one of the allowed values'
    ],
    [
      'an entry with a field this version does not write',
      { ...one, answered: [{ ...answered(1, 10, 20), critic: 'a' }] },
      'host.review.threads.answered[0] has the field "critic", which this version does not write'
    ],
    [
      'one (round, root) answered twice',
      { ...one, answered: [answered(1, 10, 20), answered(2, 10, 30), answered(1, 10, 40)] },
      'host.review.threads.answered[2] repeats thread 10 in round 1'
    ],
    [
      'one root resolved twice',
      { ...one, resolved: [resolved(11, 1, 21), resolved(11, 2, 31, 'reopened')] },
      'host.review.threads.resolved[1] repeats thread 11'
    ]
  ])('refuses %s, naming it', (_what, value, problem) => {
    expect(problemOf(value)).toBe(problem)
  })
})
