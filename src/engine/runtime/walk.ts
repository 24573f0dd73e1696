// The thin walk: runs hook chains through the registry, feeds verdicts to `step`, persists through a port.
import { findNode, type Graph, type GraphNode } from '../graph/graph.js'
import type { HookEvent, HookResult, HookServices, WorkItem } from '../hooks/contract.js'
import type { HookRegistry } from '../hooks/registry.js'
import { encodeState } from '../state/document-codec.js'
import type { GraphState } from '../state/document.js'
import { runChain, type ChainVerdict } from './chain.js'
import { step, type StepEvent, type StepOutput } from './step.js'
import type { Transition } from './state-ops.js'

/** Where the walk keeps the state document (the cache branch in the Action, memory in tests). */
export interface GraphStatePort {
  load(): Promise<GraphState>
  save(state: GraphState): Promise<void>
}

/** What a walk runs with; `S` is the host's services type, handed to every hook as it is. */
export interface WalkDeps<S = HookServices> {
  graph: Graph
  registry: HookRegistry<S>
  services: S
  port: GraphStatePort
  workItem: WorkItem
  now?: () => Date
  /** Upper bound of edges taken in one call (default 8): a cycle of automatic nodes cannot spin. */
  maxTransitions?: number
}

export type WalkStatus =
  | 'waiting'
  | 'awaiting-human'
  | 'awaiting-agent'
  | 'blocked'
  | 'escalated'
  | 'complete'
  | 'cleaned'
  | 'noop'
  | 'refused'
  | 'stopped'

/** What one call did, in a shape a job summary can show. */
export interface WalkReport {
  node: string
  status: WalkStatus
  outcome: string
  messages: string[]
  transitions: Transition[]
  warnings: string[]
  /** Set on `noop`/`refused`: a stable reason word (`not-started`, `not-current`, `already-past`…). */
  reason?: string
}

/**
 * What one call did, with every hook result of its chains (entry and exit, in order, blocked ones too): a hook
 * that learned something says so in its result, and the host keeps it after the walk.
 */
export interface WalkResult extends WalkReport {
  results: HookResult[]
}

export const DEFAULT_MAX_TRANSITIONS = 8

/** One call's working set: the latest state, what was last saved, and the report being built. */
export class Walk<S = HookServices> {
  readonly report: WalkReport
  /** The results of every chain run so far in this call, in order. */
  private readonly results: HookResult[] = []
  private savedText: string

  constructor(
    readonly deps: WalkDeps<S>,
    public state: GraphState
  ) {
    this.savedText = encodeState(state)
    this.report = {
      node: state.currentNode,
      status: 'noop',
      outcome: '',
      messages: [],
      transitions: [],
      warnings: []
    }
  }

  now(): Date {
    return (this.deps.now ?? (() => new Date()))()
  }

  /** Saves only when the document changed, so replays of the same event write nothing. */
  async persist(): Promise<void> {
    const text = encodeState(this.state)
    if (text === this.savedText) return
    await this.deps.port.save(this.state)
    this.savedText = text
  }

  async chain(node: GraphNode, boundary: 'entry' | 'exit', event: HookEvent | null): Promise<ChainVerdict> {
    const state = structuredClone(this.state)
    const ctx = { workItem: this.deps.workItem, node, boundary, event, decisions: state.decisions, state }
    const verdict = await runChain(
      boundary === 'entry' ? node.entry : node.exit,
      { ...ctx, earlier: [...this.results], services: this.deps.services },
      this.deps.registry
    )
    this.results.push(...verdict.results)
    this.report.warnings.push(...verdict.warnings)
    return verdict
  }

  /** Applies a step: adopt its state, save, then run entry chains. False when an entry chain blocked. */
  async apply(out: StepOutput): Promise<boolean> {
    this.state = out.state
    this.report.node = out.state.currentNode
    this.report.outcome = out.outcome || this.report.outcome
    this.report.transitions.push(...out.transitions)
    this.report.messages.push(...out.messages.filter((m) => m !== ''))
    for (const effect of out.effects) {
      if (effect.kind === 'save') await this.persist()
      if (effect.kind === 'log') this.report.warnings.push(`${effect.event}: ${effect.text}`)
      if (effect.kind === 'run-entry') {
        const node = findNode(this.deps.graph, effect.node)
        if (!node) continue
        const verdict = await this.chain(node, 'entry', null)
        if (verdict.status === 'block') {
          this.report.status = 'blocked'
          this.report.messages.push(verdict.rendered)
          return false
        }
      }
    }
    return true
  }

  run(event: StepEvent): StepOutput {
    return step(this.deps.graph, this.state, event, this.now())
  }

  finish(status: WalkStatus, reason?: string): WalkResult {
    this.report.status = status
    this.report.node = this.state.currentNode
    if (reason !== undefined) this.report.reason = reason
    return { ...this.report, results: [...this.results] }
  }
}
