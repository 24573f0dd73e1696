// The claim-time limits through their one contract: the round budget, the money budget and the job's time each
// answer check(ledger, plan) with one Refusal shape, one renderer turns any refusal into its required post, and
// the claim asks each limit once at each gate it names, in one order, stopping at the first refusal.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { roundBudget } from '../../../src/loop/limits/budget.js'
import { jobTimeLimit } from '../../../src/loop/limits/job-limit.js'
import { firstRefusal } from '../../../src/loop/feature/limit.js'
import {
  claimLimits,
  refusalPost,
  type Limit,
  type LimitLedger,
  type LimitPlan,
  type Refusal
} from '../../../src/loop/round/limit.js'
import { moneyBudget } from '../../../src/loop/spend/spend-budget.js'

const ledger = (over: Partial<LimitLedger> = {}): LimitLedger => ({ paid: 0, paidFrom: 0, ...over })
const spend = (costUsd: number) => ({
  a: { costUsd, costParts: 1, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 }
})
/** Two critics on the shared prompt, all at once: one wave of 900 s plus the 300 s margin, 1,200 s. */
const plan: LimitPlan = {
  critics: [
    makeCritic('a', { command: 'node', timeoutSeconds: 600 }),
    makeCritic('b', { command: 'node', timeoutSeconds: 900 })
  ],
  prompt: 'p'
}

describe('the three limits through one interface', () => {
  const limits: Record<string, Limit> = {
    rounds: roundBudget(2),
    money: moneyBudget({ maxCostUsd: 0.5 }),
    job: jobTimeLimit(20)
  }

  it('lets a round within every limit pass, at both gates', () => {
    for (const limit of Object.values(limits)) {
      expect(limit.check(ledger({ paid: 1, spend: spend(0.1) }), undefined)).toBeUndefined()
      expect(limit.check(ledger({ paid: 1, spend: spend(0.1) }), plan)).toBeUndefined()
    }
  })

  it('refuses with the input that holds, its value and the line the log says', () => {
    expect(limits['rounds']!.check(ledger({ paid: 3, paidFrom: 1 }), undefined)).toEqual({
      limit: 'max-rounds',
      max: 2,
      reason: expect.stringMatching(/^round budget reached: 2 paid critic runs since the review was armed/)
    })
    expect(limits['money']!.check(ledger({ spend: spend(0.6) }), undefined)).toEqual({
      limit: 'max-cost-usd',
      max: 0.5,
      spent: 0.6,
      estimate: 0,
      reason: expect.stringMatching(/^money budget reached: \$0\.6000 spent since the review was armed, max/)
    })
    // Past the job only with the plan: 1,200 s over 20 minutes would fit, over 19 it does not.
    expect(limits['job']!.check(ledger(), undefined)).toBeUndefined()
    expect(jobTimeLimit(19).check(ledger(), plan)).toEqual({
      limit: 'job-timeout-minutes',
      max: 19,
      reason: expect.stringMatching(/^its plan would outlast the job: 2 critic runs .* = 1200 s, over job-/)
    })
  })

  it('renders every refusal as the required post the state records, the money figures in their stored order', () => {
    const reason = 'r'
    expect(refusalPost({ limit: 'max-rounds', max: 2, reason }, 3)).toEqual({ what: 'budget', maxRounds: 2 })
    const money: Refusal = { limit: 'max-tokens', max: 10, spent: 4, estimate: 7, reason }
    const post = refusalPost(money, 3)
    expect(JSON.stringify(post)).toBe(
      '{"what":"spend-budget","round":3,"limit":"max-tokens","max":10,"spent":4,"estimate":7}'
    )
    const long = refusalPost({ limit: 'job-timeout-minutes', max: 1, reason: 'x'.repeat(2500) }, 4)
    expect(long).toEqual({ what: 'round-problem', round: 4, problem: 'x'.repeat(2000) })
  })
})

/** A limit that counts its checks and refuses when told. */
function spy(name: Limit['name'], gates: Limit['gates'], refuses = false) {
  const calls: Array<'ledger' | 'plan'> = []
  const limit: Limit = {
    name,
    gates,
    check(_ledger, p) {
      calls.push(p === undefined ? 'ledger' : 'plan')
      return refuses ? { limit: 'max-rounds', max: 1, reason: name } : undefined
    }
  }
  return { limit, calls }
}

describe('the claim asks each limit once at each gate it names', () => {
  it('in the order rounds, job time, money: money at both gates, the others at one', () => {
    const limits = claimLimits({ maxRounds: 3, jobTimeoutMinutes: 30 })
    expect(limits.map((l) => [l.name, l.gates])).toEqual([
      ['rounds', ['ledger']],
      ['job-time', ['plan']],
      ['money', ['ledger', 'plan']]
    ])
  })

  it('counts one check per limit and gate, and none after the first refusal', () => {
    const rounds = spy('rounds', ['ledger'])
    const job = spy('job-time', ['plan'])
    const money = spy('money', ['ledger', 'plan'])
    const limits = [rounds.limit, job.limit, money.limit]
    expect(firstRefusal(limits, ledger())).toBeUndefined()
    expect(firstRefusal(limits, ledger(), plan)).toBeUndefined()
    expect([rounds.calls, job.calls, money.calls]).toEqual([['ledger'], ['plan'], ['ledger', 'plan']])

    const refusing = spy('job-time', ['plan'], true)
    const after = spy('money', ['ledger', 'plan'])
    expect(firstRefusal([refusing.limit, after.limit], ledger(), plan)?.reason).toBe('job-time')
    expect([refusing.calls, after.calls]).toEqual([['plan'], []])
  })
})
