// A review's tally in the state: read defensively, added up round by round.
import { describe, expect, it } from '@jest/globals'
import { readTally, tallyRound } from '../../src/ledger/tally.js'
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

  it('reads only plain critic names and counts; anything else is dropped or zero', () => {
    const read = readTally({
      claude: { rounds: 2, severities: { high: 'x', medium: 3 }, inputTokens: -5, costUsd: 1 },
      'bad name!': { rounds: 1 },
      codex: 'nonsense'
    })
    expect(Object.keys(read!)).toEqual(['claude'])
    expect(read!['claude']).toMatchObject({ rounds: 2, inputTokens: 0, costUsd: 1 })
    expect(read!['claude']!.severities).toEqual({ critical: 0, high: 0, medium: 3, low: 0, info: 0 })
    expect(readTally(['x'])).toBeUndefined()
  })
})
