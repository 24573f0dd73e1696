// Draws a compiled graph as a mermaid `flowchart TD` a user can paste into a PR or job summary.
import { requireNode, type Graph, type GraphNode } from './graph.js'

export interface MermaidOptions {
  /** A node to mark (e.g. where a work item currently stands). */
  highlight?: string
}

/** Mermaid labels are quoted; a quote inside one is written as an entity. */
function quote(text: string): string {
  return `"${text.replace(/"/g, '#quot;')}"`
}

/** The node's shape says who acts: gate (hexagon), automatic (subroutine), end (stadium), agent (box). */
function shape(node: GraphNode, label: string): string {
  if (node.terminal) return `([${label}])`
  if (node.actor === 'human') return `{{${label}}}`
  if (node.actor === 'code') return `[[${label}]]`
  return `[${label}]`
}

function describeNode(node: GraphNode): string {
  const details = [node.actor === 'human' ? 'human gate' : node.actor]
  if (node.phase !== '') details.push(`loop:${node.phase}`)
  return `${node.id} · ${details.join(', ')}`
}

export function renderMermaid(graph: Graph, options: MermaidOptions = {}): string {
  // Ids are positional so that no node name can collide with mermaid syntax or keywords.
  const ref = new Map(graph.nodes.map((n, i) => [n.id, `n${i}`]))
  const lines = ['flowchart TD']
  for (const node of graph.nodes) lines.push(`  ${ref.get(node.id)}${shape(node, quote(describeNode(node)))}`)
  for (const edge of graph.edges)
    lines.push(`  ${ref.get(edge.from)} -->|${quote(edge.on)}| ${ref.get(edge.to)}`)
  const start = ref.get(graph.start)
  if (start) lines.push(`  classDef start stroke-width:3px`, `  class ${start} start`)
  if (options.highlight !== undefined) {
    const node = requireNode(graph, options.highlight)
    lines.push(
      '  classDef current fill:#fde68a,stroke:#b45309,stroke-width:3px',
      `  class ${ref.get(node.id)} current`
    )
  }
  return `${lines.join('\n')}\n`
}
