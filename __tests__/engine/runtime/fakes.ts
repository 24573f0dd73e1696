// In-memory state port and scripted hooks for runtime tests.
import {
  ok,
  waiting,
  type Hook,
  type HookContext,
  type WorkItem
} from '../../../src/engine/hooks/contract.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { HookRegistry } from '../../../src/engine/hooks/registry.js'
import { declareParams } from '../../../src/engine/hooks/params.js'
import type { Graph } from '../../../src/engine/graph/graph.js'
import { decodeState, encodeState } from '../../../src/engine/state/document-codec.js'
import { freshState, type GraphState } from '../../../src/engine/state/document.js'
import type { GraphStatePort, WalkDeps } from '../../../src/engine/runtime/walk.js'

/** Keeps the document as text, so every save and load goes through the codec. */
export class MemoryStatePort implements GraphStatePort {
  text: string | null = null
  saves = 0

  async load(): Promise<GraphState> {
    return this.text === null ? freshState() : decodeState(this.text, 'memory')
  }

  async save(state: GraphState): Promise<void> {
    this.text = encodeState(state)
    this.saves += 1
  }

  current(): GraphState {
    return this.text === null ? freshState() : decodeState(this.text, 'memory')
  }
}

const WORK_ITEM: WorkItem = {
  ref: 'github:acme/widgets#22',
  id: 'issue-22',
  number: 22,
  owner: 'acme',
  repo: 'widgets'
}

/** A clock that moves one second per reading. */
function tickingClock(start = Date.UTC(2026, 7, 20, 10, 0, 0)): () => Date {
  let t = start
  return () => new Date((t += 1000))
}

export function deps(graph: Graph, registry: HookRegistry, port: MemoryStatePort): WalkDeps {
  return { graph, registry, port, services: {}, workItem: WORK_ITEM, now: tickingClock() }
}

function lastComment(ctx: HookContext): string {
  return ctx.event?.comments.at(-1)?.body ?? ''
}

/** Scripted stand-ins for the review loop's gates: they decide from the event's last comment. */
export function reviewHooks(calls: string[]): Record<string, Hook> {
  const record =
    (name: string): Hook =>
    async (ctx) => {
      calls.push(`${name}@${ctx.node.id}`)
      return ok(name)
    }
  return {
    'post-review-brief': record('post-review-brief'),
    'request-review': record('request-review'),
    'set-phase-label': record('set-phase-label'),
    notify: record('notify'),
    'classify-review-brief': async (ctx) => {
      if (ctx.decisions['review-brief'])
        return ok('classify-review-brief', { outcome: 'briefed', decision: 'review-brief' })
      const body = lastComment(ctx)
      if (!body.startsWith('Questions:')) return waiting('classify-review-brief', 'no brief yet')
      const brief = { questions: [body.slice('Questions:'.length).trim()], by: '@octocat' }
      return ok('classify-review-brief', { outcome: 'briefed', decision: 'review-brief', brief })
    },
    'classify-adhoc-reply': async (ctx) => {
      const body = lastComment(ctx)
      if (body === '') return waiting('classify-adhoc-reply', 'no authorized reply yet')
      return ok('classify-adhoc-reply', { outcome: /done/.test(body) ? 'done' : 'more-work' })
    }
  }
}

/** A registry with a few generic test hooks, for hand-written graphs. */
export function testRegistry(hooks: Record<string, Hook>): HookRegistry {
  const registry = new HookRegistry()
  for (const [name, run] of Object.entries(hooks)) {
    registry.register({ name, run, checkParams: declareParams(), available: true })
  }
  return registry
}

export { createShippedRegistry }
