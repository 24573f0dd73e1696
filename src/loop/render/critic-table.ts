// Job summary pieces: the per-critic table of a round (the loop itself is drawn by engine/graph/mermaid.ts).
import { escapeInline } from '../../base/markdown/text.js'

export interface CriticRow {
  critic: string
  harness: string
  model?: string
  durationMs?: number
  exit: string
  tokens?: number
  costUsd?: number
}

/** A Markdown table of one round's critics: duration, exit status, tokens and cost ("—" when unknown). */
export function renderCriticTable(rows: readonly CriticRow[]): string {
  const cell = (text: string) => escapeInline(text, 80)
  const lines = ['| critic | harness/model | duration | exit | tokens | cost |', '|---|---|---|---|---|---|']
  for (const r of rows) {
    lines.push(
      `| ${cell(r.critic)} | ${cell(r.model ? `${r.harness}/${r.model}` : r.harness)} | ${
        r.durationMs === undefined ? '—' : `${(r.durationMs / 1000).toFixed(1)} s`
      } | ${cell(r.exit)} | ${r.tokens === undefined ? '—' : String(r.tokens)} | ${
        r.costUsd === undefined ? '—' : `$${r.costUsd.toFixed(4)}`
      } |`
    )
  }
  return lines.join('\n')
}
