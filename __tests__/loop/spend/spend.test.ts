// The money budget's ledger: each round adds its critics' metered runs (a cost, else tokens, else nothing), a
// cost out of range counts at the cap and is flagged, and a rebuilt state reads the figures back from the round
// comments' markers, one per critic and round.
import { describe, expect, it } from '@jest/globals'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import { emptyUsage, type Usage } from '../../../src/critics/harness/usage.js'
import { MAX_RUN_COST_USD, meterOf } from '../../../src/critics/harness/usage-meter.js'
import {
  spendAfterRound,
  spendFigures,
  spendFromMarkers,
  spendTotals
} from '../../../src/loop/spend/spend.js'

const envelope = (critic: string, usage: Partial<Usage>, ok = true): Envelope => ({
  ...newEnvelope({ name: critic, harness: 'test', model: '' }),
  ok,
  usage: { ...emptyUsage(), present: true, ...usage }
})

describe('meterOf', () => {
  it('counts a reported cost, else tokens, else nothing', () => {
    expect(meterOf({ ...emptyUsage(), present: true, costUsd: 0.25, costStatus: 'reported' })).toEqual({
      by: 'cost',
      usd: 0.25
    })
    // A reported cost of 0 is a cost (a cached answer), not a reason to count tokens.
    expect(meterOf({ ...emptyUsage(), present: true, inputTokens: 9, costStatus: 'reported' })).toEqual({
      by: 'cost',
      usd: 0
    })
    expect(meterOf({ ...emptyUsage(), present: true, inputTokens: 900, outputTokens: 100 })).toEqual({
      by: 'tokens',
      tokens: 1000
    })
    expect(meterOf(emptyUsage())).toEqual({ by: 'none' })
    // A forged count is held within the ledger's bounds (its marker and schema would refuse more).
    expect(meterOf({ ...emptyUsage(), present: true, inputTokens: 2 ** 52, outputTokens: 2 ** 52 })).toEqual({
      by: 'tokens',
      tokens: 10_000_000_000,
      flag: 'reported 9.01e+15 tokens; capped at 10,000,000,000'
    })
  })

  it('caps 10^9 and counts a negative or unreadable cost at the cap, flagged', () => {
    const huge = meterOf({ ...emptyUsage(), present: true, costUsd: 1e9, costStatus: 'reported' })
    expect(huge).toMatchObject({ by: 'cost', usd: MAX_RUN_COST_USD, flag: expect.stringMatching(/capped/) })
    const invalid = meterOf({ ...emptyUsage(), present: true, costStatus: 'invalid' })
    expect(invalid).toMatchObject({
      by: 'cost',
      usd: MAX_RUN_COST_USD,
      flag: expect.stringMatching(/negative/)
    })
  })
})

describe('spendAfterRound', () => {
  it('adds each critic by how it reports, its parts from the split, and skips one that did not run', () => {
    const one = spendAfterRound(
      undefined,
      [
        envelope('a', { costUsd: 0.3, costStatus: 'reported' }),
        envelope('b', { inputTokens: 400, outputTokens: 100 }),
        envelope('c', { present: false }),
        envelope('d', { present: false }, false)
      ],
      (critic) => (critic === 'a' ? 3 : 1)
    )
    expect(one).toEqual({
      a: { costUsd: 0.3, costParts: 3, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 },
      b: { costUsd: 0, costParts: 0, tokens: 500, tokenParts: 1, unmetered: 0, flagged: 0 },
      c: { costUsd: 0, costParts: 0, tokens: 0, tokenParts: 0, unmetered: 1, flagged: 0 }
    })
    const two = spendAfterRound(one, [envelope('a', { costStatus: 'invalid' })], () => 1)
    expect(two['a']).toEqual({
      costUsd: 1000.3,
      costParts: 4,
      tokens: 0,
      tokenParts: 0,
      unmetered: 0,
      flagged: 1
    })
    expect(spendTotals(two)).toEqual({ costUsd: 1000.3, tokens: 500 })
  })

  it('keeps the stored spend unchanged (a copy is returned)', () => {
    const stored = { a: { costUsd: 1, costParts: 1, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 } }
    spendAfterRound(stored, [envelope('a', { costUsd: 1, costStatus: 'reported' })], () => 1)
    expect(stored.a.costUsd).toBe(1)
  })
})

describe('spendFromMarkers', () => {
  it('counts one figure per critic and round (a comment in parts repeats it), each round one part', () => {
    expect(
      spendFromMarkers([
        { critic: 'a', round: 1, costUsd: 0.5 },
        { critic: 'a', round: 1, costUsd: 0.5 },
        { critic: 'a', round: 2, costUsd: 0.25 },
        { critic: 'b', round: 1, tokens: 700 },
        { critic: 'c', round: 1 }
      ])
    ).toEqual({
      a: { costUsd: 0.75, costParts: 2, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 },
      b: { costUsd: 0, costParts: 0, tokens: 700, tokenParts: 1, unmetered: 0, flagged: 0 }
    })
    expect(spendFromMarkers([])).toBeUndefined()
  })
})

describe('spendFigures', () => {
  it('says nothing with no limit and no spend, and names how each critic was counted', () => {
    expect(spendFigures(undefined, {})).toBeUndefined()
    expect(spendFigures(undefined, { maxCostUsd: 0 })).toEqual({ maxCostUsd: 0, critics: [] })
    const spend = {
      a: { costUsd: 1, costParts: 1, tokens: 5, tokenParts: 1, unmetered: 0, flagged: 0 },
      c: { costUsd: 0, costParts: 0, tokens: 0, tokenParts: 0, unmetered: 2, flagged: 0 }
    }
    expect(spendFigures(spend, { maxTokens: 10 })).toEqual({
      maxTokens: 10,
      critics: [
        { critic: 'a', costUsd: 1, tokens: 5, by: 'both', flagged: 0 },
        { critic: 'c', costUsd: 0, tokens: 0, by: 'none', flagged: 0 }
      ]
    })
  })
})
