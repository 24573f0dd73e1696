// A review's tally in the ledger, added up round by round (the schema bounds it when read: ledger-read.test.ts).
import { describe, expect, it } from '@jest/globals'
import { tallyRound } from '../../../src/loop/ledger/tally.js'
import type { Envelope } from '../../../src/critics/harness/envelope.js'
import type { Severity } from '../../../src/base/findings/finding.js'

const usage = {
  present: true,
  inputTokens: 100,
  outputTokens: 20,
  cacheReadTokens: 0,
  cacheWriteTokens: 0,
  costUsd: 0.5
}
const envelope = (critic: string) => ({ critic, ok: true, usage }) as unknown as Envelope
type Found = { key: string; severity: Severity }
const key = (n: number) => n.toString(16).padStart(16, '0')
const FOUND: Found[] = [
  { key: key(1), severity: 'high' },
  { key: key(2), severity: 'medium' },
  { key: key(3), severity: 'medium' }
]
const report = (critic: string, distinct: Found[] = FOUND) => ({
  critic,
  counts: {
    found: distinct.length,
    inline: distinct.length,
    listed: 0,
    repeated: 0,
    dropped: 0,
    refused: 0,
    lone: 0
  },
  distinct,
  dropped: []
})
const none = { critical: 0, high: 0, medium: 0, low: 0, info: 0 }

describe('tally', () => {
  it('adds each round: rounds, tokens, cost and findings by severity', () => {
    const once = tallyRound(undefined, [envelope('claude')], [report('claude')])
    const twice = tallyRound(once, [envelope('claude')], [])
    expect(twice['claude']).toEqual({
      rounds: 2,
      severities: { critical: 0, high: 1, medium: 2, low: 0, info: 0 },
      inputTokens: 200,
      outputTokens: 40,
      costUsd: 1,
      seen: [key(1), key(2), key(3)]
    })
  })

  it('adds a verifier run to its critic’s tokens and cost, not to its rounds', () => {
    const round = tallyRound(undefined, [envelope('claude'), envelope('codex')], [], [envelope('codex')])
    expect(round['codex']).toMatchObject({ rounds: 1, inputTokens: 200, outputTokens: 40, costUsd: 1 })
    expect(round['claude']).toMatchObject({ rounds: 1, inputTokens: 100, costUsd: 0.5 })
  })

  // Issue 24: the closing summary counted a finding once per round that found it.
  it('counts a finding found again in a later round once, and a new one of that round', () => {
    const once = tallyRound(undefined, [envelope('claude')], [report('claude')])
    const again = [FOUND[0]!, { key: key(4), severity: 'low' as const }]
    const twice = tallyRound(once, [envelope('claude')], [report('claude', again)])
    expect(twice['claude']!.severities).toEqual({ ...none, high: 1, medium: 2, low: 1 })
    expect(twice['claude']!.seen).toEqual([key(1), key(2), key(3), key(4)])
    // Another critic naming the same key is its own finding.
    const other = tallyRound(twice, [envelope('codex')], [report('codex', again)])
    expect(other['codex']!.severities).toEqual({ ...none, high: 1, low: 1 })
  })

  it('a tally written before the keys were kept counts from the next round on', () => {
    const legacy = {
      claude: { rounds: 1, severities: { ...none, high: 1 }, inputTokens: 0, outputTokens: 0, costUsd: 0 }
    }
    const next = tallyRound(legacy, [envelope('claude')], [report('claude', [FOUND[0]!])])
    expect(next['claude']!.severities).toEqual({ ...none, high: 2 })
    expect(next['claude']!.seen).toEqual([key(1)])
  })

  it('keeps at most 200 keys (the schema bound); past them a new finding is still counted', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ key: key(i + 1), severity: 'info' as const }))
    const t = tallyRound(undefined, [envelope('claude')], [report('claude', many)])['claude']!
    expect([t.severities.info, t.seen!.length, t.seen![199]]).toEqual([250, 200, key(200)])
  })
})
