// The money budget's check before a round: the estimate from each critic's spend per part (times its parts now),
// else its costEstimateUsd; the refusal when what was spent, or that plus the estimate, passes a limit.
import { describe, expect, it } from '@jest/globals'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { estimateRound, spendRefusal, spendRefusalText } from '../../../src/loop/spend/spend-budget.js'
import type { ReviewSpend } from '../../../src/loop/spend/spend.js'

const critic = (name: string, more = {}) => makeCritic(name, { command: 'node', args: ['{prompt}'], ...more })
const spent = (costUsd: number, costParts: number, tokens = 0, tokenParts = 0) => ({
  costUsd,
  costParts,
  tokens,
  tokenParts,
  unmetered: 0,
  flagged: 0
})
/** Critic `a` on a diff in three parts, `b` and `c` on the shared prompt. */
const plan = (critics = [critic('a'), critic('b'), critic('c', { costEstimateUsd: 0.5 })]) => ({
  critics,
  prompt: 'p',
  diffs: ['d'],
  split: {
    a: {
      parts: [0, 1, 2].map(() => ({ diff: 0, files: [], ranges: [] })),
      coverage: ''
    }
  }
})

describe('estimateRound', () => {
  it('takes each critic’s cost per part times its parts, tokens alike, else its costEstimateUsd', () => {
    const spend: ReviewSpend = { a: spent(0.6, 6), b: spent(0, 0, 3000, 2) }
    const e = estimateRound(plan() as never, spend)
    // a: $0.10 per part × 3 parts; c: $0.50 × 1 (no history); b: 1,500 tokens per run × 1.
    expect(e.costUsd).toBeCloseTo(0.8, 10)
    expect(e.tokens).toBe(1500)
    expect(estimateRound(plan([critic('a')]) as never, undefined)).toEqual({ costUsd: 0, tokens: 0 })
  })
})

describe('spendRefusal', () => {
  const spend: ReviewSpend = { a: spent(0.6, 6) }
  it('lets a round run while spent plus its estimate fits, and refuses once it would pass', () => {
    expect(spendRefusal(plan() as never, spend, { maxCostUsd: 1.4 })).toBeUndefined()
    expect(spendRefusal(plan() as never, spend, { maxCostUsd: 1.39 })).toEqual({
      limit: 'max-cost-usd',
      max: 1.39,
      spent: 0.6,
      estimate: expect.closeTo(0.8, 10)
    })
    expect(spendRefusal(plan() as never, spend, {})).toBeUndefined()
  })

  it('refuses before any plan once the spend reached the limit, and always at 0', () => {
    expect(spendRefusal(undefined, spend, { maxCostUsd: 0.6 })).toMatchObject({ spent: 0.6, estimate: 0 })
    expect(spendRefusal(undefined, spend, { maxCostUsd: 0.61 })).toBeUndefined()
    expect(spendRefusal(undefined, undefined, { maxCostUsd: 0 })).toMatchObject({ max: 0, spent: 0 })
    expect(spendRefusal(undefined, undefined, { maxTokens: 0 })).toMatchObject({ limit: 'max-tokens' })
  })

  it('bounds tokens by max-tokens only: a cost-reporting critic is not counted there', () => {
    const mixed: ReviewSpend = { a: spent(5, 1), b: spent(0, 0, 900, 1) }
    expect(spendRefusal(plan() as never, mixed, { maxTokens: 1800 })).toBeUndefined()
    expect(spendRefusal(plan() as never, mixed, { maxTokens: 1799 })).toMatchObject({
      limit: 'max-tokens',
      spent: 900,
      estimate: 900
    })
  })

  it('says the figures and both ways out', () => {
    const text = spendRefusalText({ limit: 'max-cost-usd', max: 1, spent: 0.6, estimate: 0.8 })
    expect(text).toBe(
      'money budget reached: $0.6000 spent since the review was armed, this round estimated at $0.8000, ' +
        'max-cost-usd $1.0000; no critic ran; raise max-cost-usd or re-arm the review for a fresh budget'
    )
  })
})
