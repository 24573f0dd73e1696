// The review's host data read defensively, and the paid-run count an upgrade derives from older states.
import { describe, expect, it } from '@jest/globals'
import { budgetRefusal, withFreshBudget, withPaidRun } from '../../src/round/budget.js'
import { readHostData } from '../../src/ledger/host-data.js'
import { freshState } from '../../src/state/document.js'

function hostOf(review: unknown) {
  return readHostData({ ...freshState('issue-1'), host: { review } })
}

describe('readHostData: paid runs', () => {
  it('reads the counters as written', () => {
    expect(hostOf({ round: 2, roundDone: true, paid: 4, paidFrom: 3 })).toMatchObject({
      paid: 4,
      paidFrom: 3
    })
  })
  it('a state from before the count: paid is the rounds started, the budget starts at budgetFrom', () => {
    expect(hostOf({ round: 3, roundDone: true, budgetFrom: 1 })).toMatchObject({ paid: 3, paidFrom: 1 })
    expect(hostOf({ round: 2, roundDone: false })).toMatchObject({ paid: 2, paidFrom: 0 })
  })
  it('a value that is not a count never grants a budget by itself', () => {
    expect(hostOf({ round: 2, paid: -1, paidFrom: 'x' })).toMatchObject({ paid: 2, paidFrom: 0 })
    expect(hostOf({ round: 2, paid: 5, paidFrom: 1.5 })).toMatchObject({ paid: 5, paidFrom: 0 })
    expect(hostOf('nonsense')).toMatchObject({ paid: 0, paidFrom: 0 })
  })
  it('a budget start past the count refuses until a re-arming', () => {
    const host = hostOf({ round: 1, roundDone: true, paid: 1, paidFrom: 9 })
    expect(budgetRefusal(host, 5)).toMatch(/round budget reached: an unreadable count/)
    expect(budgetRefusal(withFreshBudget(host), 5)).toBeUndefined()
  })
})

describe('the budget', () => {
  it('allows max-rounds paid runs since the arming, then refuses naming the count', () => {
    let host = { paid: 0, paidFrom: 0 }
    for (let i = 0; i < 2; i++) {
      expect(budgetRefusal(host, 2)).toBeUndefined()
      host = withPaidRun(host)
    }
    expect(budgetRefusal(host, 2)).toMatch(/2 paid critic runs since the review was armed, max-rounds 2/)
    expect(budgetRefusal(withFreshBudget(host), 2)).toBeUndefined()
  })
})
