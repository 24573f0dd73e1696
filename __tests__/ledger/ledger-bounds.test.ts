// Item files a writer of the state branch could plant: each one out of bounds is refused whole, naming why,
// and one inside the bounds (paid past max-rounds after a re-arming, a legacy state) is kept.
import { describe, expect, it } from '@jest/globals'
import { ledgerProblem, MAX_ROUND } from '../../src/ledger/ledger-bounds.js'
import { freshState, type GraphState } from '../../src/state/document.js'
import { decodeItemDoc, encodeItemDoc } from '../../src/state/item-file.js'
import { findPrototypeKey } from '../../src/state/prototype-keys.js'

const NODES = ['review-brief', 'review', 'follow-up', 'complete', 'cleanup', 'escalated']

function stateWith(review: Record<string, unknown>, node = 'follow-up'): GraphState {
  const state = freshState('issue-7')
  state.loop = 'pdlc-review-loop'
  state.currentNode = node
  state.host = { review }
  return state
}

const problemOf = (review: Record<string, unknown>, node?: string) =>
  ledgerProblem(stateWith(review, node), NODES)

describe('ledgerProblem', () => {
  it('keeps bookkeeping inside the bounds, paid past max-rounds and legacy shapes included', () => {
    expect(problemOf({ round: 3, roundDone: true, paid: 7, paidFrom: 5 })).toBeUndefined()
    expect(problemOf({ round: MAX_ROUND, paid: MAX_ROUND, paidFrom: 0 })).toBeUndefined()
    expect(problemOf({ round: 2, roundDone: true, budgetFrom: 1 })).toBeUndefined()
    expect(problemOf({})).toBeUndefined()
    expect(ledgerProblem(freshState('issue-7'), NODES)).toBeUndefined()
  })

  it('refuses a round count past what markers carry, a fraction and a negative count', () => {
    expect(problemOf({ round: 1e12 })).toBe('round 1000000000000 is not a whole number from 0 to 999999')
    expect(problemOf({ round: 2, paid: 1.5 })).toBe('paid 1.5 is not a whole number from 0 to 999999')
    expect(problemOf({ round: 2, paid: 2, paidFrom: -1 })).toBe(
      'paidFrom -1 is not a whole number from 0 to 999999'
    )
    expect(problemOf({ round: 2, claim: { round: 1e7 } })).toBe(
      "the claim's round 10000000 is not a whole number from 0 to 999999"
    )
  })

  it('refuses a budget spent backwards', () => {
    expect(problemOf({ round: 2, paid: 2, paidFrom: 3 })).toBe('paidFrom 3 is past paid 2')
  })

  it('refuses a node the review loop does not have, current or recorded', () => {
    expect(problemOf({}, 'deploy-to-prod')).toBe(
      'the state\'s node "deploy-to-prod" is not a node of the review loop'
    )
    const state = stateWith({})
    state.decisions['approve-everything'] = { at: '2026-01-01T00:00:00Z' }
    expect(ledgerProblem(state, NODES)).toBe(
      'the state records node "approve-everything", which the review loop does not have'
    )
  })
})

describe('prototype keys in an item file', () => {
  const valid = JSON.parse(
    encodeItemDoc({ state: stateWith({ round: 1, consumed: [] }), control: undefined })
  ) as {
    state: { host: { review: Record<string, unknown> }; nodes: Record<string, unknown> }
  }

  it('are found at every depth, in objects and in arrays', () => {
    expect(findPrototypeKey(JSON.parse('{"a":{"b":[{"c":1},{"__proto__":{"x":1}}]}}'))).toBe(
      'a.b[1].__proto__'
    )
    expect(findPrototypeKey(JSON.parse('{"constructor":1}'))).toBe('constructor')
    expect(findPrototypeKey(JSON.parse('{"a":{"prototype":{}}}'))).toBe('a.prototype')
    expect(findPrototypeKey(valid)).toBeUndefined()
  })

  it('make the whole file unreadable, named with where the key is', () => {
    for (const [at, text] of [
      ['__proto__', `{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`],
      [
        'state.host.review.constructor',
        JSON.stringify(valid).replace('"round":1', '"round":1,"constructor":{"x":1}')
      ],
      [
        'state.host.__proto__',
        JSON.stringify(valid).replace('"host":{', '"host":{"__proto__":{"review":{"round":9}},')
      ]
    ] as const) {
      expect(() => decodeItemDoc(text, 'the-loop/state:items/7.json')).toThrow(
        `the-loop/state:items/7.json: holds the key ${JSON.stringify(at)}, which no item file may hold`
      )
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(decodeItemDoc(JSON.stringify(valid), 'x').state.host['review']).toEqual({ round: 1, consumed: [] })
  })
})
