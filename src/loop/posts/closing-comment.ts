// The comment that closes a review: how many rounds ran, each critic's findings by severity, the replies on
// finding threads, and what the critics spent. Every value comes from the action's own bookkeeping.
import { SEVERITIES, type Severity } from '../../base/findings/finding.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import { defuseInline, escapeInline } from '../../base/markdown/text.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { DISPOSITION_LABELS, type DispositionKind } from '../../conversation/comments/disposition.js'
import type { OwedSpend } from '../spend/spend-inputs.js'
import { renderSpendLines } from '../spend/spend-lines.js'

export interface ClosingFigures {
  rounds: number
  /** Why the review ended, in the action's words (`done`, the item was closed, cleanup). */
  why: string
  critics: Array<{
    critic: string
    rounds: number
    severities: Record<Severity, number>
    tokens: number
    costUsd: number
  }>
  /** Replies on the threads of the action's inline findings. */
  threadReplies: number
  /** The decisions on findings that held when the review ended. */
  decisions?: ReadonlyArray<{ place: string; critic: string; decision: DispositionKind; by: string }>
  /** The brief's items at the end: how many, and those no critic answered. */
  brief?: { items: number; open: ReadonlyArray<{ id: string; status: string }> }
  /** The money budget's spend since the review was last armed (spend-lines.ts). */
  spend?: OwedSpend
}

/** What of the brief stayed open when the review ended; ids and statuses are checked by the owed-post schema. */
function briefLines(f: ClosingFigures): string {
  if (!f.brief) return ''
  const { items, open } = f.brief
  if (open.length === 0) return `\n\n**The brief:** all ${items} item${items === 1 ? '' : 's'} answered.`
  const list = open.map((o) => `${o.id} (${o.status})`).join(', ')
  return `\n\n**The brief:** ${items - open.length} of ${items} items answered; still open: ${list}.`
}

/** The decisions, one line each; every string but the decision's label is inert inline text (stored, so untrusted). */
function decisionLines(f: ClosingFigures, keywords?: KeywordConfig): string {
  const list = f.decisions ?? []
  if (list.length === 0) return ''
  const lines = list.map(
    (d) =>
      `- ${defuseInline(d.place, 300, keywords)} (\`${escapeInline(d.critic, 64)}\`): ${DISPOSITION_LABELS[d.decision]}, by ${defuseInline(d.by, 40, keywords)}`
  )
  return `\n\n**Decisions on findings** (${list.length}):\n\n${lines.join('\n')}`
}

function spendText(f: ClosingFigures): string {
  const lines = renderSpendLines(f.spend)
  return lines.length === 0 ? '' : `\n\n${lines.join('\n')}`
}

/** `why` is inert inline text: an owed summary brings it back from the state branch, which others can write. */
export function renderClosingSummary(f: ClosingFigures, keywords?: KeywordConfig): string {
  const head = `🤖 _the-loop_ — **Review finished** (${defuseInline(f.why, 80, keywords)}) after ${f.rounds} round${f.rounds === 1 ? '' : 's'}.`
  const rows = f.critics.map((c) => {
    const cost = c.costUsd > 0 ? `$${c.costUsd.toFixed(4)}` : '—'
    const tokens = c.tokens > 0 ? String(c.tokens) : '—'
    return `| \`${escapeInline(c.critic, 64)}\` | ${c.rounds} | ${SEVERITIES.map((s) => c.severities[s]).join(' | ')} | ${tokens} | ${cost} |`
  })
  const table =
    rows.length === 0
      ? '_No critic ran._'
      : [
          `| Critic | Rounds | ${SEVERITIES.join(' | ')} | Tokens | Cost |`,
          `|---|---:|${SEVERITIES.map(() => '---:').join('|')}|---:|---:|`,
          ...rows
        ].join('\n')
  const threads = `Replies on the threads of inline findings: ${f.threadReplies}.`
  const marker = renderMarker({ kind: 'summary', node: REVIEW_NODES.round, round: f.rounds })
  return markSelfAuthored(
    `${head}\n\n${table}\n\n${threads}${briefLines(f)}${spendText(f)}${decisionLines(f, keywords)}\n\n${marker}`
  )
}
