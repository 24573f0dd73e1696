// Item files a writer of the state branch could plant, read through the one rule: the ledger is migrated,
// validated by its schema and bounded, and anything this action could not have written is refused whole (the
// caller rebuilds the review from the thread), naming what; a claim that stands too long is clamped.
import { describe, expect, it } from '@jest/globals'
import { readItemState, MAX_ROUND } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger, type Ledger } from '../../../src/loop/ledger/ledger.js'
import { freshState, type GraphState } from '../../../src/engine/state/document.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const AT = '2026-12-01T10:00:00.000Z'

function stateWith(review: unknown, node = 'follow-up'): GraphState {
  const state = freshState('issue-7')
  state.loop = 'pdlc-review-loop'
  state.currentNode = node
  state.host = { review }
  return state
}

/** A ledger of the current shape, as `withLedger` writes it, with `change` applied to the stored value. */
function stored(change: (review: Record<string, unknown>) => void, ledger: Partial<Ledger> = {}) {
  const state = withLedger(stateWith(undefined), { ...emptyLedger(), round: 2, paid: 2, ...ledger })
  const review = structuredClone(state.host['review']) as Record<string, unknown>
  change(review)
  return review
}

const read = (review: unknown, node?: string) =>
  readItemState(stateWith(review, node), REVIEW_LOOP_NODE_IDS, [])

describe('readItemState: the current shape', () => {
  it('reads back exactly what withLedger wrote, paid past max-rounds included', () => {
    const ledger: Ledger = {
      ...emptyLedger(),
      round: 3,
      roundDone: true,
      paid: 7,
      paidFrom: 5,
      start: { key: 'issue-comment:101', at: '2026-11-30T10:00:00Z' },
      consumed: ['issue-comment:101', 'review-comment:5'],
      claim: { run: '9', attempt: '1', round: 3, at: AT, staleAt: '2026-12-01T10:35:00.000Z' },
      own: { posted: ['round:106', 'review/round:7001'], awaited: [{ kind: 'summary', after: 106 }] },
      tally: {
        claude: {
          rounds: 3,
          severities: { critical: 0, high: 1, medium: 0, low: 0, info: 2 },
          inputTokens: 10,
          outputTokens: 4,
          costUsd: 0.25,
          seen: ['0123456789abcdef']
        }
      },
      heads: [{ round: 3, pulls: { 'github:octo/widgets#7': 'a'.repeat(40) } }],
      dispositions: [
        {
          root: 9000,
          critic: 'claude',
          round: 1,
          path: 'src/a.ts',
          line: 12,
          side: 'RIGHT',
          title: 'Debug log',
          head: 'b'.repeat(40),
          records: [
            { decision: 'wont-fix', reason: 'on purpose', by: 'alice', at: AT, comment: 9001 },
            { decision: 'reopen', reason: '', by: 'bob', at: AT, comment: 9002 }
          ]
        }
      ]
    }
    const out = readItemState(withLedger(stateWith(undefined), ledger), REVIEW_LOOP_NODE_IDS, [])
    expect('state' in out && ledgerOf(out.state)).toEqual(ledger)
    expect('state' in out && out.notes).toEqual([])
    expect(read(stored(() => undefined, { round: MAX_ROUND, paid: MAX_ROUND }))).toHaveProperty('state')
  })

  it('a state without a ledger (before its first write of one) reads as the empty ledger', () => {
    const out = read(undefined)
    expect('state' in out && ledgerOf(out.state)).toEqual(emptyLedger())
  })
})

describe('readItemState: refused whole, naming what', () => {
  const cases: Array<[string, unknown, string]> = [
    [
      'a round past what markers carry',
      stored((r) => (r['round'] = 1e12)),
      'host.review.round must be at most 999999'
    ],
    ['a fraction', stored((r) => (r['paid'] = 1.5)), 'host.review.paid must be integer'],
    ['a negative count', stored((r) => (r['paidFrom'] = -1)), 'host.review.paidFrom must be at least 0'],
    ['a budget spent backwards', stored((r) => (r['paidFrom'] = 3)), 'paidFrom 3 is past paid 2'],
    [
      "a claim's round past the bound",
      stored((r) => (r['claim'] = { run: '9', attempt: '1', round: 1e7, at: AT, staleAt: AT })),
      'host.review.claim.round must be at most 999999'
    ],
    [
      'a field this version does not write',
      stored((r) => (r['approved'] = true)),
      'host.review has the field "approved", which this version does not write'
    ],
    [
      'a field a later version writes',
      stored((r) => (r['answers'] = [{ reply: 1 }])),
      'host.review.answers is a field a later version writes'
    ],
    [
      'a spend past its bounds',
      stored(
        (r) =>
          (r['spend'] = {
            claude: { costUsd: -1, costParts: 1, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 }
          })
      ),
      'host.review.spend.claude.costUsd must be at least 0'
    ],
    ['a newer version', stored((r) => (r['version'] = 3)), 'host.review.version must be equal to constant 2'],
    [
      'a key that is not an entry',
      stored((r) => (r['consumed'] = ['issue-comment:1', 'issue-comment:0'])),
      'host.review.consumed[1] does not have the form this action writes'
    ],
    [
      'a tally under a name that is not a plain one',
      stored((r) => (r['tally'] = { 'bad name!': {} })),
      'host.review.tally has a key that does not have the form this action writes'
    ],
    [
      'a tally whose seen findings are not finding keys',
      stored(
        (r) =>
          (r['tally'] = {
            claude: {
              rounds: 1,
              severities: { critical: 0, high: 0, medium: 0, low: 0, info: 0 },
              inputTokens: 0,
              outputTokens: 0,
              costUsd: 0,
              seen: ['0123456789abcdef', 'not-a-key']
            }
          })
      ),
      'host.review.tally.claude.seen[1] does not have the form this action writes'
    ],
    [
      'a head that is not a full sha',
      stored((r) => (r['heads'] = [{ round: 1, pulls: { 'github:o/r#1': 'HEAD~1' } }])),
      'host.review.heads[0].pulls["github:o/r#1"] does not have the form this action writes'
    ],
    [
      'a time that is not a date',
      stored((r) => (r['start'] = { key: 'issue-comment:5', at: '2026-13-45T99:00:00Z' })),
      'the time "2026-13-45T99:00:00Z" is not a date'
    ],
    ['a ledger that is not an object', 'nonsense', 'its review ledger must be object']
  ]
  it.each(cases)('%s', (_what, review, problem) => {
    expect(read(review)).toEqual({ problem })
  })

  it('a node the review loop does not have, current or recorded', () => {
    expect(
      read(
        stored(() => undefined),
        'deploy-to-prod'
      )
    ).toEqual({
      problem: 'the state\'s node "deploy-to-prod" is not a node of the review loop'
    })
    const state = stateWith(stored(() => undefined))
    state.decisions['approve-everything'] = { at: AT }
    expect(readItemState(state, REVIEW_LOOP_NODE_IDS, [])).toEqual({
      problem: 'the state records node "approve-everything", which the review loop does not have'
    })
  })
})

describe('readItemState: owed posts', () => {
  const confirmation = {
    inputs: { what: 'brief-confirmation' },
    kind: 'brief-confirmation',
    part: 1,
    run: '6',
    after: 10
  }
  it('keeps one of the stored shape', () => {
    const out = read(stored((r) => (r['owed'] = [confirmation])))
    expect('state' in out && ledgerOf(out.state).owed).toEqual([confirmation])
  })

  it.each([
    [
      'a rendered body (the shape before inputs)',
      { text: 'a body', kind: 'reply', after: 1, run: '6', part: 1 }
    ],
    ['an unknown kind', { ...confirmation, kind: 'nonsense' }],
    ['a negative horizon', { ...confirmation, after: -1 }],
    ['part 0', { ...confirmation, part: 0 }],
    ['a run that is not a string', { ...confirmation, run: 7 }],
    ['a hold without its end', { ...confirmation, by: { run: '9' } }],
    ['an unknown renderer', { ...confirmation, inputs: { what: 'raw-body', text: '@org/team' } }],
    ['not an object', 'x']
  ])('refuses %s', (_what, post) => {
    expect(read(stored((r) => (r['owed'] = [post])))).toEqual({
      problem: expect.stringMatching(/^host\.review\.owed\[0\]/)
    })
  })

  it('refuses more than 40', () => {
    expect(read(stored((r) => (r['owed'] = Array.from({ length: 41 }, () => confirmation))))).toEqual({
      problem: 'host.review.owed must be at most 40 long'
    })
  })
})

describe('readItemState: a claim is clamped, not refused', () => {
  it('one expiring in a year stands no longer than the longest round a plan can write', () => {
    const claim = { run: '9', attempt: '1', round: 2, at: AT, staleAt: '2027-12-01T10:00:00.000Z' }
    const out = read(stored((r) => (r['claim'] = claim)))
    expect('state' in out && ledgerOf(out.state).claim).toEqual({
      ...claim,
      staleAt: '2026-12-06T10:05:00.000Z'
    })
  })
})
