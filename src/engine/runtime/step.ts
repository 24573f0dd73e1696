// The pure heart of the runtime: (graph, state, event, now) -> next state + effects. No I/O, no hooks.
import { CLEANUP_NODE } from '../graph/loops.js'
import { findEdge, findNode, type Graph } from '../graph/graph.js'
import type { HookResult } from '../hooks/contract.js'
import { formatTimestamp, type GraphState } from '../state/document.js'
import type { ChainStatus } from './chain.js'
import {
  enterNode,
  exitNode,
  noteBlock,
  parkAt,
  recordDecisions,
  routeSkips,
  type Transition
} from './state-ops.js'

/** An exit chain's verdict on `node`, as the step needs it (plain data). */
interface Evaluation {
  status: ChainStatus
  outcome: string
  rendered: string
  results: HookResult[]
}

export type StepEvent =
  | { kind: 'start'; workItem: string }
  | { kind: 'evaluated'; node: string; chain: Evaluation }
  | { kind: 'cleanup'; reason: string }

/** Saving always comes before running an entry chain: a crash mid-chain leaves the pointer recorded. */
type Effect =
  { kind: 'save' } | { kind: 'run-entry'; node: string } | { kind: 'log'; event: string; text: string }

type StepStatus =
  'started' | 'advanced' | 'waiting' | 'blocked' | 'escalated' | 'complete' | 'cleaned' | 'noop'

export interface StepOutput {
  state: GraphState
  effects: Effect[]
  status: StepStatus
  outcome: string
  messages: string[]
  transitions: Transition[]
}

function enterEffects(node: string): Effect[] {
  return [{ kind: 'save' }, { kind: 'run-entry', node }]
}

function stepStart(graph: Graph, state: GraphState, workItem: string, at: string): StepOutput {
  const transitions: Transition[] = []
  if (state.currentNode !== '') {
    return { state, effects: [], status: 'noop', outcome: '', messages: ['already started'], transitions }
  }
  const target = routeSkips(graph, state, graph.start, at, transitions)
  state.workItem ||= workItem
  state.loop = graph.name || state.loop
  enterNode(state, target, at)
  return {
    state,
    effects: enterEffects(target),
    status: 'started',
    outcome: 'pass',
    messages: [],
    transitions
  }
}

function stepEvaluated(
  graph: Graph,
  state: GraphState,
  id: string,
  chain: Evaluation,
  at: string
): StepOutput {
  const base = { state, outcome: chain.outcome, transitions: [] as Transition[] }
  const node = findNode(graph, id)
  if (!node || state.currentNode !== id) {
    return {
      ...base,
      effects: [],
      status: 'noop',
      messages: [`'${id}' is not the current node; nothing changed`]
    }
  }
  if (chain.status === 'wait') {
    parkAt(state, id, chain.rendered || 'awaiting a human', at)
    return { ...base, effects: [{ kind: 'save' }], status: 'waiting', messages: [chain.rendered] }
  }
  if (chain.status === 'block') {
    const escalated = noteBlock(state, id, chain.rendered, node.maxAttempts)
    const event = escalated ? 'graph.escalated' : 'graph.blocked'
    return {
      ...base,
      effects: [{ kind: 'save' }, { kind: 'log', event, text: chain.rendered }],
      status: escalated ? 'escalated' : 'blocked',
      messages: [chain.rendered]
    }
  }
  recordDecisions(graph, state, chain.results, at)
  exitNode(state, id, chain.outcome, at)
  const edge = findEdge(graph, id, chain.outcome)
  if (!edge) {
    if (node.terminal) return { ...base, effects: [{ kind: 'save' }], status: 'complete', messages: [] }
    const reason = `no declared edge from ${id} on '${chain.outcome}'`
    parkAt(state, id, reason, at)
    return {
      ...base,
      effects: [{ kind: 'save' }, { kind: 'log', event: 'graph.no_edge', text: reason }],
      status: 'escalated',
      messages: [reason]
    }
  }
  base.transitions.push({ from: id, to: edge.to, on: chain.outcome })
  const target = routeSkips(graph, state, edge.to, at, base.transitions)
  enterNode(state, target, at)
  return { ...base, effects: enterEffects(target), status: 'advanced', messages: [`advanced to ${target}`] }
}

function stepCleanup(graph: Graph, state: GraphState, reason: string, at: string): StepOutput {
  const idle = { state, effects: [], status: 'noop' as const, outcome: '', transitions: [] }
  if (!findNode(graph, CLEANUP_NODE)) return { ...idle, messages: ['this loop has no cleanup node'] }
  if (state.currentNode === '') return { ...idle, messages: ['never started; nothing to clean up'] }
  if (state.currentNode === CLEANUP_NODE) return { ...idle, messages: ['already at cleanup'] }
  const from = state.currentNode
  enterNode(state, CLEANUP_NODE, at)
  return {
    state,
    effects: [
      ...enterEffects(CLEANUP_NODE),
      { kind: 'log', event: 'graph.cleaned', text: `from ${from}: ${reason}` }
    ],
    status: 'cleaned',
    outcome: 'cleanup',
    messages: [`cleaned up from ${from}`],
    // Cleanup is entered directly from anywhere, by design, never through an edge.
    transitions: [{ from, to: CLEANUP_NODE, on: 'cleanup' }]
  }
}

/** Computes the next state; the input state is never modified. */
export function step(graph: Graph, state: GraphState, event: StepEvent, now: Date): StepOutput {
  const next = structuredClone(state)
  const at = formatTimestamp(now)
  switch (event.kind) {
    case 'start':
      return stepStart(graph, next, event.workItem, at)
    case 'evaluated':
      return stepEvaluated(graph, next, event.node, event.chain, at)
    case 'cleanup':
      return stepCleanup(graph, next, event.reason, at)
  }
}
