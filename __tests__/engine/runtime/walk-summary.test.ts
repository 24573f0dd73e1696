// The job-summary rendering of a walk report.
import { describe, expect, it } from '@jest/globals'
import { loadShippedGraph } from '../../../src/engine/graph/load.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { renderWalkSummary } from '../../../src/engine/runtime/walk-summary.js'
import type { WalkReport } from '../../../src/engine/runtime/walk.js'

const graph = loadShippedGraph('pdlc-review-loop', createShippedRegistry()).graph

describe('walk summary', () => {
  it('names the status, lists the moves, and marks the current node in the flowchart', () => {
    const report: WalkReport = {
      node: 'review',
      status: 'awaiting-agent',
      outcome: 'briefed',
      messages: ['advanced to review'],
      transitions: [{ from: 'review-brief', to: 'review', on: 'briefed' }],
      warnings: []
    }
    const text = renderWalkSummary(graph, report)
    expect(text).toContain('### pdlc-review-loop: waiting for the agent to finish')
    expect(text).toContain('- `review-brief` → `review` on `briefed`')
    expect(text).toContain('```mermaid\nflowchart TD')
    expect(text).toContain('  class n1 current')
  })

  it('fences messages so backticks in them cannot break out', () => {
    const report: WalkReport = {
      node: 'nowhere',
      status: 'refused',
      outcome: '',
      messages: ['```\n# injected'],
      transitions: [],
      warnings: []
    }
    const text = renderWalkSummary(graph, report)
    expect(text).toContain('````text\n```\n# injected\n````')
    expect(text).not.toContain('current')
  })
})
