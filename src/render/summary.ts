// Job summary pieces: the loop as a mermaid flowchart with the current node highlighted, critic table.
import { escapeInline } from './text.js'

export interface FlowEdge {
  from: string
  to: string
  label?: string
}

/** Node ids and labels become mermaid ids; anything outside a plain name is replaced, never quoted raw. */
function mermaidId(name: string): string {
  return `n_${name.replace(/[^A-Za-z0-9_]/g, '_')}`
}

function mermaidLabel(text: string): string {
  return text.replace(/[^A-Za-z0-9 _.:/-]/g, ' ').slice(0, 60)
}

/** A `flowchart LR` of the loop; the current node gets a highlight class. */
export function renderLoopFlowchart(
  nodes: readonly string[],
  edges: readonly FlowEdge[],
  current?: string
): string {
  const lines = ['```mermaid', 'flowchart LR']
  for (const node of nodes) lines.push(`  ${mermaidId(node)}["${mermaidLabel(node)}"]`)
  for (const edge of edges) {
    const label = edge.label ? `|${mermaidLabel(edge.label)}|` : ''
    lines.push(`  ${mermaidId(edge.from)} -->${label} ${mermaidId(edge.to)}`)
  }
  if (current !== undefined && nodes.includes(current)) {
    lines.push(
      '  classDef current fill:#ffd33d,stroke:#b08800,stroke-width:3px',
      `  class ${mermaidId(current)} current`
    )
  }
  lines.push('```')
  return lines.join('\n')
}

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
