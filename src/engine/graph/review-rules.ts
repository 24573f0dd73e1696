// Rules only the review loop obeys: it is defined as much by what it omits as by what it has.
import type { Graph } from './graph.js'
import { REVIEW_LOOP } from './review-nodes.js'

/** The review loop reuses these phase words and introduces none. */
const REVIEW_LOOP_PHASES: readonly string[] = ['needs-review', 'complete', 'cleanup']

export function checkReviewLoopRules(graph: Graph, raw: Record<string, unknown>, problems: string[]): void {
  if (graph.name !== REVIEW_LOOP) return
  const fault = (text: string) => problems.push(`${REVIEW_LOOP}: ${text}`)
  if (raw['skipSets'] !== undefined) fault('declares skipSets; the review loop skips nothing')
  for (const node of graph.nodes) {
    if (node.produces.length > 0) fault(`node '${node.id}' produces artifacts; a review writes none`)
    if (node.skippable || node.optIn) fault(`node '${node.id}' is skippable; nothing in a review is`)
    if (node.phase !== '' && !REVIEW_LOOP_PHASES.includes(node.phase)) {
      fault(`node '${node.id}' uses phase '${node.phase}' (allowed: ${REVIEW_LOOP_PHASES.join(', ')})`)
    }
    const hooks = [...node.entry, ...node.exit].map((s) => s.hook)
    if (hooks.includes('validate-artifacts'))
      fault(`node '${node.id}' uses validate-artifacts; a review writes no artifacts`)
  }
}
