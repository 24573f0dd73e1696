// decisionCovers: a reviewer's decision covers a matching finding at the decided finding's severity or below,
// never a more severe one (issue 50, case 1); and the severity a finding comment of ours shows, read back.
import { describe, expect, it } from '@jest/globals'
import { decisionCovers, type DecidedFinding } from '../../../src/base/findings/finding-match.js'
import { renderFindingComment, shownTitle } from '../../../src/loop/placement/finding-markdown.js'
import { findingSeverityOf, findingTitleOf } from '../../../src/loop/placement/finding-title.js'
import type { Severity } from '../../../src/base/shared/severity.js'

const decided: DecidedFinding = { path: 'src/retry.ts', line: 2, title: 'Debug log', severity: 'low' }
const at = (title: string, severity: Severity, line = 2, endLine?: number) => ({
  path: 'src/retry.ts',
  line,
  ...(endLine === undefined ? {} : { endLine }),
  title,
  severity
})

describe('decisionCovers', () => {
  it("covers a match at the decided severity or below and nothing above it (the issue's own case)", () => {
    const findings = [
      at('Debug log', 'low'),
      at('Leftover debug log', 'info'),
      at('Debug log leaks token', 'critical'),
      at('Unsafe debug log', 'high', 1, 5),
      at('Debug log', 'medium'),
      at('Unchecked size argument', 'low')
    ]
    expect(findings.map((f) => decisionCovers(decided, f))).toEqual([true, true, false, false, false, false])
  })

  it('keeps a decision on a critical finding covering a low match (hidden, as before)', () => {
    expect(decisionCovers({ ...decided, severity: 'critical' }, at('Leftover debug log', 'low'))).toBe(true)
  })

  it('covers only info when the decided severity is read as info (a decision recorded without one)', () => {
    const unknown = { ...decided, severity: 'info' as const }
    expect([at('Debug log', 'info'), at('Debug log', 'low')].map((f) => decisionCovers(unknown, f))).toEqual([
      true,
      false
    ])
  })

  it('carries the decided lines through the compare, as findingsMatch does', () => {
    const mapLine = (line: number) => line + 2
    expect(decisionCovers(decided, at('Debug log', 'low', 4), { mapLine })).toBe(true)
    expect(decisionCovers(decided, at('Debug log', 'low', 2), { mapLine })).toBe(false)
  })

  it('matches a title of Markdown characters when both are compared as a comment shows them', () => {
    const raw = '`_*[|~&<` debug_log'
    const body = renderFindingComment({
      path: 'src/retry.ts',
      line: 2,
      severity: 'low',
      title: raw,
      body: 'x'
    })
    const onThread = { ...decided, title: findingTitleOf(body) }
    expect(decisionCovers(onThread, at(shownTitle(raw), 'low'))).toBe(true)
    expect(decisionCovers(onThread, at(shownTitle(raw), 'medium'))).toBe(false)
  })
})

describe('findingSeverityOf', () => {
  it('reads the severity of the headline, after the attribution; none where the headline shows none', () => {
    const finding = { path: 'a.ts', line: 1, severity: 'high' as const, title: '**low** · x', body: 'b' }
    const attributed = renderFindingComment(finding, { critic: { harness: 'claude', model: 'low' } })
    expect([
      findingSeverityOf(attributed),
      findingSeverityOf(renderFindingComment({ ...finding, severity: 'info' })),
      findingSeverityOf('a comment a person edited'),
      findingSeverityOf('**urgent** · Title')
    ]).toEqual(['high', 'info', undefined, undefined])
  })
})
