// The hook contract: what a hook receives, what it returns, and the constructors every hook uses.
import type { GraphNode } from '../graph/graph.js'
import type { GraphState } from '../state/document.js'

export type HookStatus = 'pass' | 'block' | 'wait' | 'skip'
type Boundary = 'entry' | 'exit'

export interface HookMessage {
  text: string
  severity: 'error' | 'warning' | 'info'
}

export interface HookResult {
  status: HookStatus
  hook: string
  messages: HookMessage[]
  /** `outcome` routes (exit chains only); `decision` freezes a human decision (see runtime). */
  data: Record<string, unknown>
  retriable: boolean
}

/** The issue or pull request a loop walks. `id` is the spec id (`issue-<n>`, also for PRs). */
export interface WorkItem {
  ref: string
  id: string
  number: number
  owner: string
  repo: string
}

interface EventComment {
  id?: number
  author: string
  body: string
}

/** What an inbound event carries into a gate: only comments, never bodies or titles. */
export interface HookEvent {
  comments: EventComment[]
}

/**
 * What a host's hooks may use outside the runtime when the host names no type of its own: an open bag.
 * A host that does name one (the review loop's round context) gets it typed in every hook, with no cast.
 */
export interface HookServices {
  [key: string]: unknown
}

/** What a hook receives; `S` is the host's services type, carried by the registry and the walk unchanged. */
export interface HookContext<S = HookServices> {
  workItem: WorkItem
  node: GraphNode
  boundary: Boundary
  event: HookEvent | null
  decisions: Readonly<Record<string, Record<string, unknown>>>
  params: Readonly<Record<string, unknown>>
  /** Results of the hooks that ran earlier in this chain. */
  results: readonly HookResult[]
  /**
   * Results of the chains that ran earlier in this walk (entry and exit, in order): what a hook learned
   * reaches the hooks after it through its result, never through a side channel.
   */
  earlier: readonly HookResult[]
  state: Readonly<GraphState>
  services: S
}

export type Hook<S = HookServices> = (ctx: HookContext<S>) => Promise<HookResult>

export function ok(hook: string, data: Record<string, unknown> = {}): HookResult {
  return { status: 'pass', hook, messages: [], data, retriable: false }
}

/** A validating hook reports all of its findings in one result. */
export function blocked(hook: string, messages: string[], retriable = true): HookResult {
  return {
    status: 'block',
    hook,
    messages: messages.map((text) => ({ text, severity: 'error' as const })),
    data: {},
    retriable
  }
}

export function waiting(hook: string, reason: string, data: Record<string, unknown> = {}): HookResult {
  return { status: 'wait', hook, messages: [{ text: reason, severity: 'info' }], data, retriable: true }
}

export function skipped(hook: string, reason: string): HookResult {
  return { status: 'skip', hook, messages: [{ text: reason, severity: 'info' }], data: {}, retriable: false }
}

/** What an edge routes on: an explicit `data.outcome`, else the status itself. */
export function outcomeOf(result: HookResult): string {
  const outcome = result.data['outcome']
  return typeof outcome === 'string' && outcome !== '' ? outcome : result.status
}

export function isHookStatus(value: unknown): value is HookStatus {
  return value === 'pass' || value === 'block' || value === 'wait' || value === 'skip'
}
