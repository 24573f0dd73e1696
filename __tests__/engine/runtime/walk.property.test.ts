// Properties of the walk under random hook results: only declared edges, no throws, a codec-safe state.
import { expect } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { loadShippedGraph } from '../../../src/engine/graph/load.js'
import { CLEANUP_NODE, SHIPPED_LOOPS } from '../../../src/engine/graph/loops.js'
import type { Hook, HookResult } from '../../../src/engine/hooks/contract.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { SHIPPED_HOOK_NAMES } from '../../support/shipped.js'
import { advanceItem, cleanupItem, completeNode, startItem } from '../../../src/engine/runtime/verbs.js'
import type { WalkReport } from '../../../src/engine/runtime/walk.js'
import { decodeState, encodeState } from '../../../src/engine/state/document-codec.js'
import { deps, MemoryStatePort } from './fakes.js'

const OUTCOMES = [
  'pass',
  'briefed',
  'done',
  'more-work',
  'approved',
  'changes-requested',
  'selected',
  'defined',
  'skipped',
  'nonsense'
]

/** A hook's scripted behaviour: a result, or a throw. */
const scriptedResult = fc.oneof(
  fc.record({
    status: fc.constantFrom('pass', 'block', 'wait', 'skip', 'bogus'),
    outcome: fc.option(fc.constantFrom(...OUTCOMES), { nil: undefined }),
    decision: fc.option(fc.constantFrom('review-brief', 'phase-selection'), { nil: undefined }),
    text: fc.string({ maxLength: 12 })
  }),
  fc.constant('throw' as const),
  fc.constant('malformed' as const)
)

const operation = fc.oneof(
  fc.record({
    kind: fc.constant('advance' as const),
    body: fc.option(fc.string({ maxLength: 20 }), { nil: null })
  }),
  fc.record({
    kind: fc.constant('complete' as const),
    current: fc.boolean(),
    other: fc.string({ maxLength: 12 })
  }),
  fc.record({ kind: fc.constant('start' as const) }),
  fc.record({ kind: fc.constant('cleanup' as const) })
)

function scriptedHooks(
  script: (typeof scriptedResult extends fc.Arbitrary<infer T> ? T : never)[]
): Record<string, Hook> {
  let i = 0
  const hooks: Record<string, Hook> = {}
  for (const name of SHIPPED_HOOK_NAMES) {
    hooks[name] = async () => {
      const next = script[i++ % Math.max(script.length, 1)] ?? 'throw'
      if (next === 'throw') throw new Error('scripted failure')
      // A buggy hook: junk messages, no data, no status. It must count as a block, not crash the walk.
      if (next === 'malformed') {
        return { status: 'block', messages: [null, 7], data: null } as unknown as HookResult
      }
      const data: Record<string, unknown> = {}
      if (next.outcome) data['outcome'] = next.outcome
      if (next.decision) data['decision'] = next.decision
      return {
        status: next.status,
        hook: name,
        messages: [{ text: next.text, severity: 'info' }],
        data,
        retriable: true
      } as HookResult
    }
  }
  return hooks
}

test.prop(
  [
    fc.constantFrom(...SHIPPED_LOOPS),
    fc.array(scriptedResult, { minLength: 1, maxLength: 12 }),
    fc.array(operation, { maxLength: 15 })
  ],
  { numRuns: 200 }
)(
  'random hook results never route along an undeclared edge, never throw, and leave a codec-safe state',
  async (loop, script, ops) => {
    const registry = createShippedRegistry(scriptedHooks(script))
    const graph = loadShippedGraph(loop, registry).graph
    const port = new MemoryStatePort()
    const d = deps(graph, registry, port)
    const declared = new Set(graph.edges.map((e) => `${e.from}|${e.on}|${e.to}`))
    const reports: WalkReport[] = [await startItem(d)]
    for (const op of ops) {
      if (op.kind === 'advance')
        reports.push(
          await advanceItem(d, op.body === null ? null : { comments: [{ author: 'a', body: op.body }] })
        )
      if (op.kind === 'start') reports.push(await startItem(d))
      if (op.kind === 'cleanup') reports.push(await cleanupItem(d, 'test'))
      if (op.kind === 'complete')
        reports.push(await completeNode(d, op.current ? port.current().currentNode : op.other))
    }
    for (const report of reports) {
      for (const t of report.transitions) {
        const direct = t.to === CLEANUP_NODE && t.on === 'cleanup'
        expect([t, direct || declared.has(`${t.from}|${t.on}|${t.to}`)]).toEqual([t, true])
      }
    }
    const state = port.current()
    expect(graph.nodes.some((n) => n.id === state.currentNode)).toBe(true)
    expect(decodeState(encodeState(state), 'x')).toEqual(state)
    expect(encodeState(decodeState(encodeState(state), 'x'))).toBe(encodeState(state))
  }
)
