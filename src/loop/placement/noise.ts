// A critic's noise controls applied to the findings that would go on the diff this round: those less severe
// than its `minSeverity`, and past its `maxLineComments` (the most severe are kept), are listed in its round
// comment instead, each saying why, the most severe first. Applied to a critic's whole answer, after a split
// critic's parts are merged.
import { severityRank, type Severity } from '../../base/shared/severity.js'
import type { Finding } from '../../base/findings/finding.js'

export interface NoiseControls {
  minSeverity?: Severity
  maxLineComments?: number
}

/** The candidates to post, in their order, and those to list with why, most severe first. */
export function withNoiseControls<T extends { finding: Finding }>(
  candidates: readonly T[],
  controls: NoiseControls | undefined
): { posted: T[]; listed: Array<{ item: T; note: string }> } {
  const min = controls?.minSeverity
  const listed: Array<{ item: T; note: string }> = []
  let kept = candidates.filter((c) => {
    if (min === undefined || severityRank(c.finding.severity) <= severityRank(min)) return true
    listed.push({ item: c, note: `less severe than this critic's minSeverity ${min}` })
    return false
  })
  const max = controls?.maxLineComments
  if (max !== undefined && kept.length > max) {
    // The most severe first; among equals, the critic's own order.
    const ranked = kept
      .map((c, i) => ({ c, i }))
      .sort((a, b) => severityRank(a.c.finding.severity) - severityRank(b.c.finding.severity) || a.i - b.i)
    const chosen = new Set(ranked.slice(0, max).map((r) => r.c))
    for (const { c } of ranked.slice(max))
      listed.push({
        item: c,
        note: `over this critic's maxLineComments ${max} (the most severe went on the diff)`
      })
    kept = kept.filter((c) => chosen.has(c))
  }
  listed.sort((a, b) => severityRank(a.item.finding.severity) - severityRank(b.item.finding.severity))
  return { posted: kept, listed }
}
