// The brief's ledger as our comments show it: one critic's table in its round comment, and the line across every
// critic in the follow-up request, the check and the closing summary. Critic names are config names; a critic's
// answer is its text, shown inline and inert.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { LedgerEntry } from '../../base/findings/finding.js'
import type { DroppedPart } from '../../base/findings/finding.js'
import { defuseInline, escapeInline } from '../../base/markdown/text.js'

/** Ignored ids named one by one in a round comment; the rest are counted. */
const IGNORED_LISTED = 10

export interface CriticBriefTable {
  /** The brief's ids, in order. */
  ids: readonly string[]
  entries: readonly LedgerEntry[]
  /** What of the critic's `ledger` could not be read (findings-parse.ts). */
  dropped: readonly DroppedPart[]
}

/**
 * A critic's report on the brief, item by item, for its round comment: every id of the brief in order, with the
 * critic's status and one-line answer, `no report` where it gave none. Ids the brief does not have are ignored and
 * listed, as are entries that could not be read.
 */
export function renderCriticBriefTable(table: CriticBriefTable, keywords?: KeywordConfig): string {
  const known = new Set(table.ids)
  const byId = new Map(table.entries.map((e) => [e.id, e]))
  const out = ['**The brief, item by item:**', '']
  if (table.entries.every((e) => !known.has(e.id))) {
    out.push('No report on the brief’s items (its findings block gives no `ledger` entry for them).')
  } else {
    out.push('| item | status | answer |', '|---|---|---|')
    for (const id of table.ids) {
      const e = byId.get(id)
      out.push(
        e ? `| ${id} | ${e.status} | ${defuseInline(e.answer, 500, keywords)} |` : `| ${id} | no report | |`
      )
    }
  }
  const ignored = table.entries.filter((e) => !known.has(e.id)).map((e) => e.id)
  if (ignored.length > 0) {
    const named = ignored.slice(0, IGNORED_LISTED).join(', ')
    const more = ignored.length > IGNORED_LISTED ? ` and ${ignored.length - IGNORED_LISTED} more` : ''
    out.push('', `Ignored: ${named}${more} (not items of the brief).`)
  }
  for (const d of table.dropped.slice(0, IGNORED_LISTED))
    out.push('', `Not read: ${escapeInline(d.what, 100)}: ${defuseInline(d.why, 300, keywords)}.`)
  return out.join('\n')
}

/** Where one item of the brief stands across the critics (loop/brief/brief-ledger.ts computes it). */
interface ItemStanding {
  id: string
  status: LedgerEntry['status']
  by: readonly string[]
}

/** `claude, codex` in code spans. */
const names = (critics: readonly string[]) => critics.map((c) => `\`${c}\``).join(', ')

/** One item across the critics: `Q1 answered by claude, codex`, `Q2 open`, `V1 cannot-check (claude)`. */
function itemLine(s: ItemStanding): string {
  if (s.by.length === 0) return `${s.id} ${s.status}`
  if (s.status === 'answered' || s.status === 'partly') return `${s.id} ${s.status} by ${names(s.by)}`
  return `${s.id} ${s.status} (${names(s.by)})`
}

/**
 * The ledger across every critic on one line: `Q1 answered by claude, codex · Q2 open · V1 cannot-check`; none
 * without a brief item, so no caller shows an empty line.
 */
export function renderStandingLine(standing: readonly ItemStanding[]): string | undefined {
  return standing.length > 0 ? standing.map(itemLine).join(' · ') : undefined
}
