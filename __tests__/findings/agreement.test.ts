// Agreement between critics in one round: matching findings of different critics are one problem raised by
// several; two findings of one critic are never joined by each other; the problem's severity is its most severe.
import { describe, expect, it } from '@jest/globals'
import { roundAgreement } from '../../src/findings/agreement.js'
import type { Finding } from '../../src/findings/finding.js'

const f = (title: string, over: Partial<Finding> = {}): Finding => ({
  path: 'src/a.ts',
  line: 12,
  severity: 'medium',
  title,
  body: 'b',
  ...over
})

describe('roundAgreement', () => {
  it('joins matching findings of different critics, and names the others to each', () => {
    const claude = f('Debug log left in')
    const codex = f('Leftover debug log', { severity: 'high' })
    const gemini = f('Null dereference')
    const a = roundAgreement([
      { critic: 'claude', findings: [claude] },
      { critic: 'codex', findings: [codex] },
      { critic: 'gemini', findings: [gemini] }
    ])
    expect(a.alsoRaisedBy('claude', claude)).toEqual(['codex'])
    // By value: a copy (a normalized path of the same text) finds the same problem.
    expect(a.alsoRaisedBy('codex', { ...codex })).toEqual(['claude'])
    expect(a.alsoRaisedBy('gemini', gemini)).toEqual([])
    expect(a.problems.map((p) => [p.critics, p.severity])).toEqual([
      [['claude', 'codex'], 'high'],
      [['gemini'], 'medium']
    ])
  })

  it('never joins two findings of one critic, nor findings on other files or other lines', () => {
    const a = roundAgreement([
      { critic: 'claude', findings: [f('Debug log'), f('Debug log here')] },
      { critic: 'codex', findings: [f('Debug log', { path: 'src/b.ts' }), f('Debug log', { line: 40 })] }
    ])
    expect(a.problems.map((p) => p.critics)).toEqual([['claude'], ['claude'], ['codex'], ['codex']])
  })
})
