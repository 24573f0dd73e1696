// The job summary's account of each critic's findings in a round: how many went on the diff, how many were
// listed in its round comment (and why), repeats, and what the parser dropped, with its reasons.
import { escapeInline } from '../../base/markdown/text.js'
import type { CriticFindingsReport } from '../../loop/placement/findings-report.js'

function plural(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? '' : 's'}`
}

export function findingsLines(reports: readonly CriticFindingsReport[]): string[] {
  const lines: string[] = []
  for (const r of reports) {
    const { found, inline, listed, repeated, dropped, refused, lone } = r.counts
    if (found + dropped === 0) continue
    const parts = [`${inline} on the diff`, `${listed} listed in the round comment`]
    if (repeated > 0) parts.push(`${repeated} repeated (not posted again)`)
    if (refused > 0) parts.push(`${refused} refused by GitHub on the diff (HTTP 422)`)
    // A report recorded before the gate has no count of it.
    if (lone > 0) parts.push(`${lone} lone, kept off the diff by the consensus gate (input inline-findings)`)
    if (dropped > 0) parts.push(`${dropped} dropped`)
    const why = r.notInline ? ` — listed because ${escapeInline(r.notInline, 120)}` : ''
    lines.push(
      `- Findings of \`${escapeInline(r.critic, 64)}\`: ${plural(found, 'finding')}: ${parts.join(', ')}${why}`
    )
    for (const d of r.dropped.slice(0, 20))
      lines.push(`  - dropped ${escapeInline(d.what, 120)}: ${escapeInline(d.why, 300)}`)
  }
  return lines
}
