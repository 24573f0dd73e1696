// Job summary pieces: the critic table.
import { describe, expect, it } from '@jest/globals'
import { renderCriticTable } from '../../../src/loop/render/critic-table.js'

describe('renderCriticTable', () => {
  it('one row per critic, dashes for unknowns', () => {
    const table = renderCriticTable([
      {
        critic: 'claude',
        harness: 'claude',
        model: 'opus',
        durationMs: 12_300,
        exit: '0',
        tokens: 1200,
        costUsd: 0.0123
      },
      { critic: 'codex', harness: 'codex', exit: 'timeout' }
    ])
    expect(table.split('\n')).toHaveLength(4)
    expect(table).toContain('| claude | claude/opus | 12.3 s | 0 | 1200 | $0.0123 |')
    expect(table).toContain('| codex | codex | — | timeout | — | — |')
  })
})
