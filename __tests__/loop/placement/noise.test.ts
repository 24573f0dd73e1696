// A critic's noise controls: findings less severe than minSeverity, and those past maxLineComments (the most
// severe kept, ties in the critic's order), are listed instead of posted, each with why, the most severe first.
import { describe, expect, it } from '@jest/globals'
import type { Finding, Severity } from '../../../src/base/findings/finding.js'
import { withNoiseControls } from '../../../src/loop/placement/noise.js'

const item = (title: string, severity: Severity) => ({
  finding: { path: 'a.ts', line: 1, severity, title, body: 'b' } satisfies Finding
})
const titles = (list: ReadonlyArray<{ finding: Finding }>) => list.map((c) => c.finding.title)

describe('withNoiseControls', () => {
  const answer = [
    item('low one', 'low'),
    item('high one', 'high'),
    item('medium one', 'medium'),
    item('critical one', 'critical'),
    item('medium two', 'medium'),
    item('info one', 'info')
  ]

  it('posts everything when the critic sets neither', () => {
    expect(withNoiseControls(answer, undefined)).toEqual({ posted: answer, listed: [] })
  })

  it('lists what is less severe than minSeverity', () => {
    const out = withNoiseControls(answer, { minSeverity: 'medium' })
    expect(titles(out.posted)).toEqual(['high one', 'medium one', 'critical one', 'medium two'])
    expect(out.listed.map((l) => [l.item.finding.title, l.note])).toEqual([
      ['low one', "less severe than this critic's minSeverity medium"],
      ['info one', "less severe than this critic's minSeverity medium"]
    ])
  })

  it('keeps the most severe maxLineComments in the critic order, and lists the rest most severe first', () => {
    const out = withNoiseControls(answer, { minSeverity: 'low', maxLineComments: 2 })
    expect(titles(out.posted)).toEqual(['high one', 'critical one'])
    expect(titles(out.listed.map((l) => l.item))).toEqual(['medium one', 'medium two', 'low one', 'info one'])
    expect(out.listed[0]!.note).toBe(
      "over this critic's maxLineComments 2 (the most severe went on the diff)"
    )
    expect(out.listed.at(-1)!.note).toBe("less severe than this critic's minSeverity low")
    // 0: nothing goes on the diff, everything is listed.
    expect(withNoiseControls(answer, { maxLineComments: 0 }).posted).toEqual([])
  })
})
