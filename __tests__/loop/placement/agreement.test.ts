// Agreement between critics in one round: matching findings of different critics are one problem raised by
// several; two findings of one critic are never joined by each other; the problem's severity is its most severe;
// a critic that checked a place another flagged and found no problem is a disagreement the round's lead shows.
import { describe, expect, it } from '@jest/globals'
import { roundAgreement } from '../../../src/loop/placement/agreement.js'
import type { Finding } from '../../../src/base/findings/finding.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import { leadProblems } from '../../../src/loop/render/round-lead.js'

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

  it('groups 200 findings of 4 critics with 50 matching pairs into 150 problems', () => {
    // Critic k raises 50 findings on its own lines; the first 25 of critics 0 and 1 and of critics 2 and 3 match.
    const critics = Array.from({ length: 4 }, (_, k) => ({
      critic: `c${k}`,
      findings: Array.from({ length: 50 }, (_, i) => {
        const shared = i < 25
        const pair = k < 2 ? 0 : 1
        return f(shared ? `shared problem ${pair} ${i}` : `own problem ${k} ${i}`, {
          line: shared ? 1000 * (pair + 1) + i : 10_000 * (k + 1) + i
        })
      })
    }))
    const a = roundAgreement(critics)
    expect(a.problems).toHaveLength(150)
    expect(a.problems.filter((p) => p.critics.length === 2)).toHaveLength(50)
    expect(a.alsoRaisedBy('c0', critics[0]!.findings[3]!)).toEqual(['c1'])
    expect(a.alsoRaisedBy('c2', critics[2]!.findings[30]!)).toEqual([])
  })
})

describe('disagreements', () => {
  it('names a critic that checked a place another critic flagged and found no problem there', () => {
    const claude = f('Debug log', { line: 12, endLine: 14 })
    const a = roundAgreement([
      { critic: 'claude', findings: [claude] },
      {
        critic: 'codex',
        findings: [],
        checked: [
          { path: 'src/a.ts', line: 14, note: 'the log is behind the DEBUG flag' },
          { path: 'src/a.ts', line: 30, note: 'elsewhere' },
          { path: 'src/b.ts', line: 12, note: 'another file' }
        ]
      }
    ])
    expect(a.disagreements).toEqual([
      {
        critic: 'codex',
        place: { path: 'src/a.ts', line: 14, note: 'the log is behind the DEBUG flag' },
        flaggedBy: ['claude'],
        finding: claude
      }
    ])
    // Its own finding is no disagreement.
    expect(
      roundAgreement([
        { critic: 'claude', findings: [claude], checked: [{ path: 'src/a.ts', line: 12, note: 'x' }] }
      ]).disagreements
    ).toEqual([])
  })

  it('reads `checked` from the findings block: valid places kept, invalid ones left out', () => {
    const block = {
      findings: [],
      checked: [
        { path: 'src/a.ts', line: 3, note: 'fine' },
        { path: 'src/a.ts', line: 0, note: 'line 0' },
        { path: 'src/a.ts', line: 5, note: 'two\nlines' },
        { path: 'src/a.ts', line: 9, endLine: 4, note: 'backwards' }
      ]
    }
    const parsed = parseFindings(`ok\n\n\`\`\`the-loop-findings\n${JSON.stringify(block)}\n\`\`\`\n`)
    expect(parsed.checked).toEqual([{ path: 'src/a.ts', line: 3, note: 'fine' }])
    expect(parsed.dropped).toEqual([])
    expect(parseFindings('ok\n\n```the-loop-findings\n{"findings": []}\n```\n').checked).toBeUndefined()
  })

  it("shows in the round comment's lead, every string of it defused", () => {
    const claude = f('Debug log @bob')
    const text = leadProblems(
      2,
      roundAgreement([
        { critic: 'claude', findings: [claude] },
        {
          critic: 'codex',
          findings: [],
          checked: [{ path: 'src/a.ts', line: 12, note: 'guarded, ask @carol' }]
        }
      ]),
      []
    )!
    expect(text).toContain('**Disagreements:**')
    expect(text).toContain(
      '- `codex` checked src/a.ts:12 and found no problem, where `claude` flagged “Debug log'
    )
    expect(text).not.toMatch(/(^|\s)@(bob|carol)\b/)
    expect(leadProblems(1, roundAgreement([{ critic: 'claude', findings: [claude] }]), [])).toBeUndefined()
  })
})
