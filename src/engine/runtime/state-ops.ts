// Pure edits of a (cloned) state document: enter, exit, park, note a block, route declared skips.
import { findEdge, type Graph } from '../graph/graph.js'
import type { HookResult } from '../hooks/contract.js'
import type { GraphState, NodeRecord } from '../state/document.js'

export interface Transition {
  from: string
  to: string
  on: string
}

function recordOf(state: GraphState, id: string): NodeRecord {
  state.nodes[id] ??= { attempts: 0, outcome: '', enteredAt: '', exitedAt: '', lastBlock: '', forced: false }
  return state.nodes[id]
}

/** Points the state at `id`: a new attempt; the first entry time is kept; parking is cleared. */
export function enterNode(state: GraphState, id: string, at: string): void {
  const record = recordOf(state, id)
  record.attempts += 1
  record.enteredAt ||= at
  record.outcome = ''
  record.exitedAt = ''
  record.lastBlock = ''
  state.currentNode = id
  state.parked = null
}

export function exitNode(state: GraphState, id: string, outcome: string, at: string): void {
  const record = recordOf(state, id)
  record.outcome = outcome
  record.exitedAt = at
}

/** Parks at `node`; re-parking with the same reason keeps the original `since`. */
export function parkAt(state: GraphState, node: string, reason: string, at: string): void {
  if (state.parked && state.parked.node === node && state.parked.reason === reason) return
  state.parked = { node, reason, since: at }
}

/**
 * Records a block. Each entry is one attempt and each block ends one; escalation comes when the
 * same block repeats or the node has used `maxAttempts` attempts.
 */
export function noteBlock(state: GraphState, id: string, rendered: string, maxAttempts: number): boolean {
  const record = recordOf(state, id)
  const repeated = record.lastBlock !== '' && record.lastBlock === rendered
  record.lastBlock = rendered
  if (repeated || record.attempts >= maxAttempts) return true
  record.attempts += 1
  return false
}

/** Skips that count: recorded skips of skippable, non-required nodes, and unselected opt-ins. */
function declaredSkips(graph: Graph, state: GraphState): Set<string> {
  const out = new Set<string>()
  for (const node of graph.nodes) {
    if (node.id in state.skips && node.skippable && !node.required) out.add(node.id)
    if (node.optIn && !(node.id in state.optIns)) out.add(node.id)
  }
  return out
}

/** Follows `skipped` edges from `id` past every declared skip; returns the node to enter. */
export function routeSkips(
  graph: Graph,
  state: GraphState,
  id: string,
  at: string,
  taken: Transition[]
): string {
  const skips = declaredSkips(graph, state)
  const visited = new Set<string>()
  let current = id
  while (skips.has(current) && !visited.has(current)) {
    visited.add(current)
    const edge = findEdge(graph, current, 'skipped')
    if (!edge) break
    const record = recordOf(state, current)
    record.enteredAt ||= at
    record.exitedAt = at
    record.outcome = 'skipped'
    taken.push({ from: current, to: edge.to, on: 'skipped' })
    current = edge.to
  }
  return current
}

/** A value as it will read back from JSON, so what is recorded is exactly what is written. */
function asJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value)
    return text === undefined ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/** Freezes decisions from a passing chain (first freeze wins) and applies selected skips/opt-ins. */
export function recordDecisions(graph: Graph, state: GraphState, results: HookResult[], at: string): void {
  for (const { data } of results) {
    const key = data['decision']
    if (typeof key !== 'string' || key === '') continue
    const record: Record<string, unknown> = { at }
    if (data['frozenGraph']) {
      record['graph'] = asJson(data['frozenGraph'])
      record['via'] = typeof data['selectionSource'] === 'string' ? data['selectionSource'] : ''
    }
    if (typeof data['surface'] === 'string' && data['surface'] !== '') {
      record['surface'] = data['surface']
      state.surface = data['surface']
    }
    if (typeof data['sessionPerPr'] === 'boolean') record['sessionPerPr'] = data['sessionPerPr']
    for (const field of ['goal', 'brief']) {
      if (typeof data[field] === 'object' && data[field] !== null) record[field] = asJson(data[field])
    }
    if (!(key in state.decisions)) state.decisions[key] = record
    const unentered = (id: string) => (state.nodes[id]?.attempts ?? 0) === 0
    for (const id of stringList(data['declaredSkips'])) {
      const node = graph.nodes.find((n) => n.id === id)
      if (node?.skippable && !node.required && unentered(id) && !(id in state.skips)) {
        state.skips[id] = { via: key, token: '', by: '', reason: '', at }
      }
    }
    for (const id of stringList(data['optIns'])) {
      const node = graph.nodes.find((n) => n.id === id)
      if (node?.optIn && unentered(id) && !(id in state.optIns)) state.optIns[id] = { via: key, by: '', at }
    }
  }
}
