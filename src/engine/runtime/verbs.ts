// The runtime verbs a host calls: start, advance with an event, the agent's claim, and cleanup.
import { CLEANUP_NODE } from '../graph/loops.js'
import { findNode, nodeIds } from '../graph/graph.js'
import type { HookEvent } from '../hooks/contract.js'
import { formatTimestamp } from '../state/document.js'
import { DEFAULT_MAX_TRANSITIONS, Walk, type WalkDeps, type WalkResult } from './walk.js'

/**
 * Moves from the current node until something must wait: an agent node (awaits a claim), a human
 * gate entered in this call (awaits the next event), a terminal node, a wait, a block, or the
 * transition bound. `gateEvent` is given to the current node's exit chain once, if it is a human
 * gate; automatic (`code`) nodes are evaluated with no event. An event never moves the graph twice.
 */
async function drive<S>(
  walk: Walk<S>,
  gateEvent: HookEvent | null | undefined,
  claimed = false
): Promise<WalkResult> {
  const limit = walk.deps.maxTransitions ?? DEFAULT_MAX_TRANSITIONS
  let pendingEvent = gateEvent
  let mayEvaluate = claimed
  for (;;) {
    const node = findNode(walk.deps.graph, walk.state.currentNode)
    if (!node) {
      const known = nodeIds(walk.deps.graph).join(', ')
      walk.report.messages.push(
        `the state points at '${walk.state.currentNode}', which this loop does not declare (declared: ${known})`
      )
      return walk.finish('refused', 'unknown-node')
    }
    if (node.id === CLEANUP_NODE && node.terminal) return walk.finish('cleaned')
    if (node.terminal && !mayEvaluate) return walk.finish('complete')
    if (node.actor === 'agent' && !mayEvaluate) return walk.finish('awaiting-agent')
    if (node.actor === 'human' && pendingEvent === undefined) return walk.finish('awaiting-human')
    if (walk.report.transitions.length >= limit) {
      walk.report.messages.push(`stopped after ${limit} transitions in one call`)
      return walk.finish('stopped')
    }
    const verdict = await walk.chain(node, 'exit', node.actor === 'human' ? (pendingEvent ?? null) : null)
    pendingEvent = undefined
    mayEvaluate = false
    const out = walk.run({ kind: 'evaluated', node: node.id, chain: verdict })
    if (!(await walk.apply(out))) return walk.finish('blocked')
    if (out.status === 'waiting' || out.status === 'blocked' || out.status === 'escalated')
      return walk.finish(out.status)
    if (out.status === 'complete' || out.status === 'noop') return walk.finish(out.status)
  }
}

/**
 * Begins a work item at the graph's start node (idempotent: a started item is a `noop`). When the
 * start node is a human gate and `event` is given, the gate evaluates it once (a brief that rode
 * in with the arming comment releases it at once).
 */
export async function startItem<S>(deps: WalkDeps<S>, event?: HookEvent | null): Promise<WalkResult> {
  const walk = new Walk(deps, await deps.port.load())
  const out = walk.run({ kind: 'start', workItem: deps.workItem.id })
  if (out.status === 'noop') return walk.finish('noop', 'already-started')
  if (!(await walk.apply(out))) return walk.finish('blocked')
  return drive(walk, event === undefined ? undefined : event)
}

/** Evaluates the current human gate with `event` (null: re-read without a new event). */
export async function advanceItem<S>(deps: WalkDeps<S>, event: HookEvent | null): Promise<WalkResult> {
  const walk = new Walk(deps, await deps.port.load())
  if (walk.state.currentNode === '') return walk.finish('refused', 'not-started')
  return drive(walk, event)
}

/**
 * The host's claim that the agent finished `nodeId`. The claim carries no verdict: the node's exit
 * chain decides. Human gates are never claimed.
 */
export async function completeNode<S>(
  deps: WalkDeps<S>,
  nodeId: string,
  by = 'the-loop'
): Promise<WalkResult> {
  const walk = new Walk(deps, await deps.port.load())
  const current = walk.state.currentNode
  if (current === '') return walk.finish('refused', 'not-started')
  if (nodeId !== current) {
    const ids = nodeIds(deps.graph)
    const behind = ids.includes(nodeId) && ids.indexOf(nodeId) < ids.indexOf(current)
    walk.report.messages.push(`the current node is '${current}', not '${nodeId}'`)
    return behind ? walk.finish('noop', 'already-past') : walk.finish('refused', 'not-current')
  }
  if (findNode(deps.graph, current)?.actor === 'human') {
    walk.report.messages.push(`'${current}' is a human gate; only a human reply moves it`)
    return walk.finish('refused', 'human-gate')
  }
  walk.state = structuredClone(walk.state)
  walk.state.completions[current] = { at: formatTimestamp(walk.now()), by }
  await walk.persist()
  return drive(walk, undefined, true)
}

/** Enters the cleanup node directly from wherever the item is (idempotent). */
export async function cleanupItem<S>(deps: WalkDeps<S>, reason: string): Promise<WalkResult> {
  const walk = new Walk(deps, await deps.port.load())
  const out = walk.run({ kind: 'cleanup', reason })
  if (out.status === 'noop') {
    walk.report.messages.push(...out.messages)
    return walk.finish('noop', 'nothing-to-clean')
  }
  if (!(await walk.apply(out))) return walk.finish('blocked')
  return walk.finish('cleaned')
}
