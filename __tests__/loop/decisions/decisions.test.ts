// The ledger's decisions on findings: the last record decides (a reopen undoes), a reply is recorded once, the
// newest findings and records are kept within the caps, and a stored list this action could not write is named.
import { describe, expect, it } from '@jest/globals'
import {
  decidedFindings,
  decidedSeverity,
  decisionInForce,
  decisionsProblem,
  MAX_DECIDED_FINDINGS,
  MAX_DECISION_RECORDS,
  recordDecision,
  type DecisionRecord
} from '../../../src/loop/decisions/decisions.js'

const about = (root: number) => ({
  root,
  critic: 'claude',
  round: 1,
  path: 'src/a.ts',
  line: 12,
  title: 'Debug log'
})
const record = (comment: number, decision: DecisionRecord['decision'], by = 'alice'): DecisionRecord => ({
  decision,
  reason: decision === 'reopen' ? '' : 'on purpose',
  by,
  at: '2026-12-01T10:00:00Z',
  comment
})

describe('decisions on findings in the ledger', () => {
  it('lets the last record decide: a disposition holds until a reopen, and the later reviewer wins', () => {
    let list = recordDecision(undefined, about(7), record(100, 'false-positive'))
    expect(decisionInForce(list[0]!)?.decision).toBe('false-positive')
    list = recordDecision(list, about(7), record(101, 'wont-fix', 'bob'))
    expect(decisionInForce(list[0]!)).toMatchObject({ decision: 'wont-fix', by: 'bob' })
    expect(list[0]!.records.map((r) => r.comment)).toEqual([100, 101])
    list = recordDecision(list, about(7), record(102, 'reopen'))
    expect(decisionInForce(list[0]!)).toBeUndefined()
    expect(decidedFindings(list)).toEqual([])
  })

  it('records a reply once, and leaves out what the schema would refuse', () => {
    const once = recordDecision(undefined, about(7), record(100, 'intended'))
    expect(recordDecision(once, about(7), record(100, 'intended'))).toEqual(once)
    // The same reply cannot decide two findings either.
    expect(recordDecision(once, about(8), record(100, 'intended'))).toEqual(once)
    expect(recordDecision(undefined, about(7), { ...record(100, 'intended'), comment: 0 })).toEqual([])
    expect(
      recordDecision(undefined, about(7), { ...record(100, 'intended'), decision: 'ignore' as 'intended' })
    ).toEqual([])
  })

  it(`keeps the newest ${MAX_DECIDED_FINDINGS} findings and the newest ${MAX_DECISION_RECORDS} records of each`, () => {
    let list = recordDecision(undefined, about(1), record(1, 'wont-fix'))
    for (let i = 2; i <= MAX_DECISION_RECORDS + 5; i++)
      list = recordDecision(list, about(1), record(i, 'wont-fix'))
    expect(list[0]!.records).toHaveLength(MAX_DECISION_RECORDS)
    expect(list[0]!.records[0]!.comment).toBe(6)
    for (let root = 2; root <= MAX_DECIDED_FINDINGS + 3; root++)
      list = recordDecision(list, about(root), record(1000 + root, 'by-design'))
    expect(list).toHaveLength(MAX_DECIDED_FINDINGS)
    expect(list[0]!.root).toBe(4)
  })

  it('names a stored list this action never writes: a finding twice, a reply twice', () => {
    const one = recordDecision(undefined, about(7), record(100, 'not-a-bug'))
    expect(decisionsProblem(one)).toBeUndefined()
    expect(decisionsProblem([...one, ...one])).toBe('host.review.dispositions[1] repeats thread 7')
    const twice = [{ ...one[0]!, records: [record(100, 'not-a-bug'), record(100, 'reopen')] }]
    expect(decisionsProblem(twice)).toBe('host.review.dispositions[0] records comment 100 twice')
  })

  it('keeps the decided severity; one recorded without it covers info only until a later record brings it', () => {
    const old = recordDecision(undefined, about(7), record(100, 'wont-fix'))
    expect([old[0]!.severity, decidedSeverity(old[0]!)]).toEqual([undefined, 'info'])
    const bounded = recordDecision(old, { ...about(7), severity: 'low' }, record(101, 'wont-fix'))
    expect([bounded[0]!.severity, decidedSeverity(bounded[0]!)]).toEqual(['low', 'low'])
    // The first severity recorded stays: a later record on the thread does not change what was decided on.
    const later = recordDecision(bounded, { ...about(7), severity: 'critical' }, record(102, 'reopen'))
    expect(later[0]!.severity).toBe('low')
  })
})
