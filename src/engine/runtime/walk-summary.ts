// Renders a walk report as Markdown for a job summary: where the item stands, what moved, and the loop.
import { renderMermaid } from '../graph/mermaid.js'
import { findNode, type Graph } from '../graph/graph.js'
import type { WalkReport } from './walk.js'

const STATUS_TEXT: Record<WalkReport['status'], string> = {
  waiting: 'waiting for a human reply',
  'awaiting-human': 'waiting for a human reply',
  'awaiting-agent': 'waiting for the agent to finish',
  blocked: 'blocked',
  escalated: 'escalated: needs an operator',
  complete: 'complete',
  cleaned: 'cleaned up',
  noop: 'nothing to do',
  refused: 'refused',
  stopped: 'stopped at the transition bound'
}

/** Report text comes from the runtime's own vocabulary; it is fenced anyway so Markdown cannot run. */
function fence(lines: string[]): string {
  const body = lines.join('\n')
  const ticks = '`'.repeat(Math.max(3, ...[...body.matchAll(/`+/g)].map((m) => m[0].length + 1)))
  return `${ticks}text\n${body}\n${ticks}`
}

export function renderWalkSummary(graph: Graph, report: WalkReport): string {
  const parts = [`### ${graph.name || 'loop'}: ${STATUS_TEXT[report.status]}`, '']
  parts.push(`Current node: \`${report.node || '(not started)'}\``)
  if (report.transitions.length > 0) {
    parts.push('', 'Moved:', ...report.transitions.map((t) => `- \`${t.from}\` → \`${t.to}\` on \`${t.on}\``))
  }
  const notes = [...report.messages, ...report.warnings]
  if (notes.length > 0) parts.push('', fence(notes))
  const highlight = findNode(graph, report.node) ? report.node : undefined
  parts.push('', '```mermaid', renderMermaid(graph, { highlight }).trimEnd(), '```')
  return `${parts.join('\n')}\n`
}
