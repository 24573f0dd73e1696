// The review loop as this process walks it: the shipped graph compiled once against the Action's hook registry.
// The entries build it first thing (a broken graph fails before any request); every run reuses it.
import type { Graph } from '../engine/graph/graph.js'
import { loadShippedGraph } from '../engine/graph/load.js'
import { REVIEW_LOOP } from '../engine/graph/review-nodes.js'
import type { HookRegistry } from '../engine/hooks/registry.js'
import { createShippedRegistry } from '../engine/hooks/shipped.js'
import { REVIEW_HOOKS } from './hook-handlers.js'
import type { ReviewServices } from './context/services.js'

export interface ReviewLoop {
  graph: Graph
  registry: HookRegistry<ReviewServices>
}

let built: ReviewLoop | undefined

export function reviewLoop(): ReviewLoop {
  if (!built) {
    const registry = createShippedRegistry(REVIEW_HOOKS)
    built = { registry, graph: loadShippedGraph(REVIEW_LOOP, registry).graph }
  }
  return built
}
