// Every shape of the ledger an earlier version wrote (__tests__/fixtures/ledger/, one file per shape) reads as
// the ledger it stands for, asserted whole: what an old shape cannot carry is said in a note, never guessed.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, type Ledger } from '../../../src/loop/ledger/ledger.js'
import { budgetRefusal, withFreshBudget } from '../../../src/loop/limits/budget.js'
import { freshState } from '../../../src/engine/state/document.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/ledger/${name}`, import.meta.url), 'utf8'))

/** The thread the first shape's comment-id watermarks are read against. */
const THREAD = [101, 104, 110, 118, 125].map((id) => ({
  key: `issue-comment:${id}`,
  kind: 'issue-comment',
  id,
  visibleAt: `2026-11-30T10:${String(id - 100).padStart(2, '0')}:00Z`
}))

function migrate(review: unknown) {
  const state = {
    ...freshState('issue-7'),
    loop: 'pdlc-review-loop',
    currentNode: 'follow-up',
    host: { review }
  }
  const out = readItemState(state, REVIEW_LOOP_NODE_IDS, THREAD)
  if ('problem' in out) throw new Error(out.problem)
  return { ledger: ledgerOf(out.state), notes: out.notes }
}

const base: Ledger = emptyLedger()
const START = { key: 'issue-comment:101' as const, at: '2026-11-30T10:00:00Z' }

describe('the ledger shapes earlier versions wrote', () => {
  it('1: before item files, comment-id watermarks become entry keys read off the thread', () => {
    expect(migrate(fixture('1-dd2128e-state-json.json'))).toEqual({
      ledger: {
        ...base,
        round: 2,
        roundDone: true,
        paid: 2,
        paidFrom: 1,
        consumed: ['issue-comment:101', 'issue-comment:104', 'issue-comment:110', 'issue-comment:118'],
        start: { key: 'issue-comment:101', at: '2026-11-30T10:01:00Z' }
      },
      notes: []
    })
  })

  it('2: the first item file: the rounds started count as paid from budgetFrom, the claim kept', () => {
    expect(migrate(fixture('2-ee0dd38-item-file.json'))).toEqual({
      ledger: {
        ...base,
        round: 1,
        paid: 1,
        consumed: ['issue-comment:101', 'issue-comment:104'],
        pending: ['review-comment:9001'],
        start: START,
        claim: {
          run: '4242',
          attempt: '1',
          round: 1,
          at: '2026-11-30T10:05:00.000Z',
          staleAt: '2026-11-30T10:25:00.000Z'
        }
      },
      notes: []
    })
  })

  it('3: paid runs counted: the counters as written, the budget they leave unchanged', () => {
    const { ledger } = migrate(fixture('3-2ee7a2d-paid.json'))
    expect(ledger).toEqual({
      ...base,
      round: 2,
      roundDone: true,
      paid: 3,
      paidFrom: 1,
      consumed: ['issue-comment:101', 'issue-comment:104', 'issue-comment:110'],
      start: START
    })
    expect(budgetRefusal(ledger, 2)).toMatch(/2 paid critic runs since the review was armed, max-rounds 2/)
    expect(budgetRefusal(withFreshBudget(ledger), 2)).toBeUndefined()
  })

  it('4 and 5: the record of our comments, then the heads per round, kept as written', () => {
    expect(migrate(fixture('4-69d5ec5-own.json')).ledger.own).toEqual({
      posted: ['brief-request:102', 'brief-confirmation:105', 'round:106', 'review/round:7001'],
      awaited: [{ kind: 'follow-up-request', after: 106 }]
    })
    expect(migrate(fixture('5-0c762a2-heads.json')).ledger.heads).toEqual([
      { round: 1, pulls: { 'github:octo/widgets#7': '1'.repeat(40) } },
      { round: 2, pulls: { 'github:octo/widgets#7': '2'.repeat(40) } }
    ])
  })

  it('6: owed posts stored as bodies are never posted from the state: dropped, each named', () => {
    expect(migrate(fixture('6-1235586-owed-bodies.json'))).toEqual({
      ledger: {
        ...base,
        round: 1,
        roundDone: true,
        paid: 1,
        consumed: ['issue-comment:101'],
        own: { posted: [], awaited: [{ kind: 'round', after: 106 }] }
      },
      notes: [
        'the state owed 2 post(s) an earlier version recorded as text (the round comments, the brief confirmation); ' +
          'a text from the state branch is never posted as it is, so they were not sent: a gate asks its prompt ' +
          'again, and the review action (review/action.yml) posts a round again'
      ]
    })
  })

  it('7: the tally, the last shape without a version', () => {
    expect(migrate(fixture('7-56ce380-tally.json')).ledger).toEqual({
      ...base,
      round: 3,
      roundDone: true,
      paid: 3,
      consumed: ['issue-comment:101', 'issue-comment:110'],
      own: { posted: ['round:106', 'summary:130'], awaited: [] },
      tally: {
        claude: {
          rounds: 3,
          severities: { critical: 0, high: 1, medium: 2, low: 0, info: 4 },
          inputTokens: 12000,
          outputTokens: 3400,
          costUsd: 0.0421
        }
      },
      heads: [{ round: 3, pulls: { 'github:octo/widgets#7': '3'.repeat(40) } }]
    })
  })

  it('8: version 2 before coverage was recorded: read as it is, with no coverage', () => {
    expect(migrate(fixture('8-af09369-version-2.json'))).toEqual({
      ledger: {
        ...base,
        round: 2,
        roundDone: true,
        paid: 2,
        start: START,
        consumed: ['issue-comment:101', 'issue-comment:110'],
        own: { posted: ['round:106'], awaited: [] },
        heads: [{ round: 2, pulls: { 'github:octo/widgets#7': '2'.repeat(40) } }]
      },
      notes: []
    })
  })

  /** Fixture 9's ledger: version 2 with coverage (fixture 10 adds threads to it). */
  const withCoverage = {
    ...base,
    round: 2,
    roundDone: true,
    paid: 2,
    start: START,
    consumed: ['issue-comment:101', 'issue-comment:110', 'review-comment:9001'],
    own: { posted: ['round:106', 'finding:9000'], awaited: [] },
    heads: [{ round: 2, pulls: { 'github:octo/widgets#7': '2'.repeat(40) } }],
    coverage: [
      {
        round: 2,
        critics: { claude: { whole: true, files: { seen: 3, total: 3 }, hunks: { seen: 5, total: 5 } } }
      }
    ]
  }

  it('9: version 2 with coverage, before the threads were recorded: read as it is, with no threads', () => {
    const out = migrate(fixture('9-09870bc-coverage.json'))
    expect(out).toEqual({
      ledger: withCoverage,
      notes: []
    })
    expect(out.ledger).not.toHaveProperty('threads')
  })

  it('10: version 2 with threads, before the decisions on findings were recorded: read as it is', () => {
    const out = migrate(fixture('10-4126c54-threads.json'))
    expect(out).toEqual({
      ledger: {
        ...withCoverage,
        threads: { answered: [{ round: 2, root: 9000, reply: 9002 }], resolved: [] }
      },
      notes: []
    })
    expect(out.ledger).not.toHaveProperty('dispositions')
  })

  it('11: version 2 with decisions on findings, before the brief ledger was recorded: read as it is', () => {
    const out = migrate(fixture('11-bb37fe0-dispositions.json'))
    expect(out.ledger.dispositions).toEqual([
      expect.objectContaining({
        root: 9000,
        critic: 'claude',
        records: [expect.objectContaining({ decision: 'wont-fix' })]
      })
    ])
    expect(out.ledger.threads).toEqual({ answered: [{ round: 2, root: 9000, reply: 9002 }], resolved: [] })
    expect(out.notes).toEqual([])
    expect(out.ledger).not.toHaveProperty('brief')
  })

  it('12: version 2 with the brief ledger, before the check run was recorded: read as it is', () => {
    const out = migrate(fixture('12-5000f1e-brief.json'))
    expect(out.ledger.brief).toEqual({ claude: { Q1: 'answered', V1: 'cannot-check' } })
    expect(out.notes).toEqual([])
    expect(out.ledger).not.toHaveProperty('check')
  })

  it('13: version 2 with the check run, before the money budget was recorded: read as it is, no spend', () => {
    const out = migrate(fixture('13-6e397e7-check.json'))
    expect(out.ledger.check).toEqual({ id: 4242, head: '2'.repeat(40), round: 2 })
    expect(out.notes).toEqual([])
    expect(out.ledger).not.toHaveProperty('spend')
  })

  it('an old shape out of bounds is refused like a current one', () => {
    const state = {
      ...freshState('issue-7'),
      loop: 'pdlc-review-loop',
      currentNode: 'follow-up',
      host: { review: { round: 3, roundDone: true, budgetFrom: 9 } }
    }
    expect(readItemState(state, REVIEW_LOOP_NODE_IDS, [])).toEqual({ problem: 'paidFrom 9 is past paid 3' })
  })
})
