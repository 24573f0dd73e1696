// What each critic of a round said of the brief's items: its table in its round comment, and its report for the
// ledger (loop/brief/brief-ledger.ts), both from the critic's answer as publish parsed it once.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { ParsedFindings } from '../../base/findings/finding.js'
import type { CriticBriefReport } from './brief-ledger.js'
import { renderCriticBriefTable } from './brief-table.js'

/** The plan's part for the brief (RoundPlan in loop/round/plan-types.ts is composed with it). */
export interface BriefPlan {
  /** The frozen brief's item ids (Q1, A1, V1…), in order: what each critic's ledger is read against. */
  briefIds?: string[]
}

/** The critic's table of the brief for the end of its round comment; empty when the round has no brief ids. */
export function briefSection(
  plan: BriefPlan,
  parsed: ParsedFindings | undefined,
  keywords?: KeywordConfig
): string {
  const ids = plan.briefIds ?? []
  if (ids.length === 0) return ''
  const table = { ids, entries: parsed?.ledger ?? [], dropped: parsed?.ledgerDropped ?? [] }
  return `\n\n${renderCriticBriefTable(table, keywords)}`
}

/** The reports of the critics that answered, for the ledger; none when the round has no brief ids. */
export function briefReports(
  plan: BriefPlan,
  answers: ReadonlyMap<string, ParsedFindings>
): CriticBriefReport[] {
  if ((plan.briefIds ?? []).length === 0) return []
  return [...answers].flatMap(([critic, parsed]) =>
    parsed.ledger.length > 0 ? [{ critic, entries: parsed.ledger }] : []
  )
}
