// The shipped loops and hooks as the tests see them: every loop compiled at once, and the hook names pinned.
import { loadShippedGraph } from '../../src/engine/graph/load.js'
import type { CompiledGraph } from '../../src/engine/graph/compile.js'
import type { HookCatalog } from '../../src/engine/graph/graph.js'
import { SHIPPED_LOOPS } from '../../src/engine/graph/loops.js'

/** Every shipped loop compiled, in SHIPPED_LOOPS order (the action compiles only the one it runs). */
export function loadShippedGraphs(registry: HookCatalog): CompiledGraph[] {
  return SHIPPED_LOOPS.map((name) => loadShippedGraph(name, registry))
}

/** Every hook name the shipped loops reference, sorted: what the shipped registry must declare. */
export const SHIPPED_HOOK_NAMES: readonly string[] = [
  'await-inner-loops',
  'classify-adhoc-reply',
  'classify-feedback',
  'classify-goal',
  'classify-phase-selection',
  'classify-review-brief',
  'deliver-assignment',
  'enforces-boundaries-from',
  'lint-artifacts',
  'log-entry',
  'notify',
  'post-goal-request',
  'post-phase-selection',
  'post-review-brief',
  'publish-artifact',
  'record-feedback',
  'request-review',
  'set-phase-label',
  'validate-artifacts',
  'verify-tests'
]
