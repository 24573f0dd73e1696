// Job summary pieces: mermaid flowchart with a highlighted node, and the critic table.
import { describe, expect, it } from '@jest/globals'
import { renderCriticTable, renderLoopFlowchart } from '../../src/render/summary.js'

const nodes = ['review-brief', 'review', 'follow-up', 'complete', 'cleanup']
const edges = [
  { from: 'review-brief', to: 'review', label: 'briefed' },
  { from: 'review', to: 'follow-up' },
  { from: 'follow-up', to: 'review', label: 'more-work' },
  { from: 'follow-up', to: 'complete', label: 'done' }
]

describe('renderLoopFlowchart', () => {
  it('draws every node and edge and highlights the current node', () => {
    const chart = renderLoopFlowchart(nodes, edges, 'follow-up')
    expect(chart.startsWith('```mermaid\nflowchart LR')).toBe(true)
    expect(chart).toContain('n_follow_up -->|more-work| n_review')
    expect(chart).toContain('class n_follow_up current')
    expect(chart.endsWith('```')).toBe(true)
  })
  it('an unknown current node is not highlighted; odd names are sanitised', () => {
    const chart = renderLoopFlowchart(['a"];x'], [], 'zzz')
    expect(chart).not.toContain('class ')
    expect(chart).not.toContain('"];x')
  })
})

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
