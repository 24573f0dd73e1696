// What a round's one comment leads with, before the critics' sections: the round's problems (the findings of all
// its critics grouped by agreement.ts), each once — those this round put on the diff and those it kept off (with
// why), each with who raised it, then those on the diff since an earlier round, counted and linked, not listed
// again. A reader sees what the round did without opening a critic's section. (Whether a problem kept off was
// raised in an earlier round too is not known here: nothing records problems kept off the diff across rounds.)
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { defuseInline } from '../../base/markdown/text.js'
import { severityRank, type Severity } from '../../base/shared/severity.js'
import type { Finding } from '../../base/findings/finding.js'
import { findingPlace } from '../placement/finding-markdown.js'
import type { FindingFate } from '../placement/findings-plan.js'
import type { RoundAgreement } from '../placement/agreement.js'
import { renderDisagreements } from './reply-comments.js'

/** One problem of the round as agreement.ts groups it: who raised it, its first finding, its highest severity. */
interface LeadProblem {
  critics: readonly string[]
  first: Finding
  severity: Severity
}

interface RoundLeadInput {
  problems: readonly LeadProblem[]
  /** The fates of every critic's findings (findings-plan.ts), each naming its problem. */
  fates: readonly FindingFate[]
  keywords?: KeywordConfig
}

/** Problems listed one line each; past this, counted (every critic's section still lists its findings). */
const LEAD_LISTED = 30

/** Where a problem stands this round, from its findings' fates: an earlier round's first, then the diff's. */
function standing(fates: readonly FindingFate[]): FindingFate | undefined {
  return (
    fates.find((f) => f.fate === 'repeated') ??
    fates.find((f) => f.fate === 'on-diff') ??
    fates.find((f) => f.fate === 'listed')
  )
}

function placeOf(finding: Finding, href: string | undefined, keywords: KeywordConfig | undefined): string {
  const place = defuseInline(findingPlace(finding), 300, keywords)
  return href ? `[${place}](${href})` : place
}

/**
 * The round's problems for the lead, or undefined when no critic gave a finding. A finding no problem holds (a
 * caller without agreement) is not shown here; its critic's section lists it.
 */
function renderRoundProblems(input: RoundLeadInput): string | undefined {
  const { problems, keywords } = input
  if (problems.length === 0) return undefined
  const listed: string[] = []
  const open: string[] = []
  let offDiff = 0
  const order = problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => severityRank(a.p.severity) - severityRank(b.p.severity) || a.i - b.i)
  for (const { p, i } of order) {
    const at = standing(input.fates.filter((f) => f.problem === i))
    if (at?.fate === 'repeated') {
      open.push(`${placeOf(at.finding, at.href, keywords)} (since round ${at.since})`)
      continue
    }
    const how = at?.fate === 'on-diff' ? 'on the diff' : `_${at?.note ?? "listed in its critic's section"}_`
    if (at?.fate !== 'on-diff') offDiff++
    const title = defuseInline(p.first.title, 200, keywords)
    const who = p.critics.map((c) => `\`${c}\``).join(', ')
    listed.push(`- **${p.severity}** · ${placeOf(p.first, at?.href, keywords)} · ${title} — ${who} · ${how}`)
  }
  const counts = [
    `${listed.length - offDiff} put on the diff`,
    `${offDiff} kept off`,
    `${open.length} on the diff since an earlier round`
  ]
  const shown = listed.slice(0, LEAD_LISTED)
  if (listed.length > LEAD_LISTED)
    shown.push(`- … and ${listed.length - LEAD_LISTED} more, in the critics' sections below`)
  return [
    `**Problems this round:** ${counts.join(' · ')}`,
    ...(shown.length > 0 ? ['', ...shown] : []),
    ...(open.length > 0 ? ['', `**Still open on the diff:** ${open.join(' · ')}`] : [])
  ].join('\n')
}

/**
 * The lead's problems and disagreements for a round of `critics` critics, from their findings' fates; none with one
 * critic, whose section (open) is the round and lists its findings, so none is listed twice.
 */
export function leadProblems(
  critics: number,
  agreement: Pick<RoundAgreement, 'problems' | 'disagreements'>,
  plans: ReadonlyArray<{ fates: readonly FindingFate[] } | undefined>,
  keywords?: KeywordConfig
): string | undefined {
  if (critics < 2) return undefined
  const fates = plans.flatMap((p) => p?.fates ?? [])
  const parts = [
    renderRoundProblems({ problems: agreement.problems, fates, ...(keywords ? { keywords } : {}) }),
    renderDisagreements(agreement, keywords)
  ]
  const text = parts.filter((p) => p !== undefined).join('\n\n')
  return text === '' ? undefined : text
}
