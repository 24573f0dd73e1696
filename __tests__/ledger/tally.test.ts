// A review's tally in the ledger, added up round by round (the schema bounds it when read: ledger-read.test.ts).
import { describe, expect, it } from '@jest/globals'
import { tallyRound } from '../../src/ledger/tally.js'
import type { Envelope } from '../../src/harness/envelope.js'

const usage = {
  present: true,
  inputTokens: 100,
  outputTokens: 20,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
  costUsd: 0.5
}
const envelope = (critic: string) => ({ critic, ok: true, usage }) as unknown as Envelope
const severities = { critical: 0, high: 1, medium: 2, low: 0, info: 0 }
const report = (critic: string) => ({
  critic,
  counts: { found: 3, inline: 3, listed: 0, repeated: 0, dropped: 0, refused: 0 },
  severities,
  dropped: []
})

describe('tally', () => {
  it('adds each round: rounds, tokens, cost and findings by severity', () => {
    const once = tallyRound(undefined, [envelope('claude')], [report('claude')])
    const twice = tallyRound(once, [envelope('claude')], [])
    expect(twice['claude']).toEqual({
      rounds: 2,
      severities: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
      inputTokens: 200,
      outputTokens: 40,
      costUsd: 1
    })
  })
})
