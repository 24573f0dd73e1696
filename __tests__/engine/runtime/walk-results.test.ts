// What a walk hands its hooks and its host: the host's own services type, what earlier chains of the walk
// returned, and every hook result of the walk.
import { describe, expect, it } from '@jest/globals'
import { loadShippedGraph } from '../../../src/engine/graph/load.js'
import { ok, waiting, type Hook } from '../../../src/engine/hooks/contract.js'
import { advanceItem, startItem } from '../../../src/engine/runtime/verbs.js'
import type { WalkDeps } from '../../../src/engine/runtime/walk.js'
import { createShippedRegistry, deps, MemoryStatePort, reviewHooks } from './fakes.js'

/** A host's services, typed: the hooks read them with no cast. */
interface Notes {
  seen: string[]
}

function setup() {
  const notes: Notes = { seen: [] }
  const hooks: Record<string, Hook<Notes>> = {
    ...reviewHooks([]),
    'classify-review-brief': async (ctx) => {
      const body = ctx.event?.comments.at(-1)?.body ?? ''
      if (body === '') return waiting('classify-review-brief', 'no brief yet')
      return ok('classify-review-brief', { outcome: 'briefed', decision: 'review-brief', learned: body })
    },
    'set-phase-label': async (ctx) => {
      // What the gate before it in this walk returned, as the runtime hands it on.
      for (const r of ctx.earlier) ctx.services.seen.push(`${r.hook}:${String(r.data['learned'] ?? '')}`)
      return ok('set-phase-label', { earlier: ctx.earlier.length })
    }
  }
  const registry = createShippedRegistry<Notes>(hooks)
  const graph = loadShippedGraph('pdlc-review-loop', registry).graph
  const port = new MemoryStatePort()
  const d: WalkDeps<Notes> = { ...deps(graph, createShippedRegistry(), port), registry, services: notes }
  return { notes, d }
}

describe('a walk’s results', () => {
  it('a hook sees what the chains before it in its walk returned, and the host gets every result', async () => {
    const { notes, d } = setup()
    const started = await startItem(d)
    expect(started.results.map((r) => r.hook)).toEqual([
      'log-entry',
      'post-review-brief',
      'deliver-assignment'
    ])

    const walked = await advanceItem(d, { comments: [{ author: 'octocat', body: 'the brief' }] })
    expect(walked.status).toBe('awaiting-agent')
    // The earlier walk's results are not this walk's: only the gate that moved it is seen.
    expect(notes.seen).toEqual(['classify-review-brief:the brief'])
    expect(walked.results.map((r) => [r.hook, r.status])).toEqual([
      ['classify-review-brief', 'pass'],
      ['set-phase-label', 'pass'],
      ['log-entry', 'skip'],
      ['deliver-assignment', 'skip']
    ])
    expect(walked.results[0]!.data['learned']).toBe('the brief')
    expect(walked.results[1]!.data['earlier']).toBe(1)
  })

  it('a waiting gate’s result is returned too', async () => {
    const { d } = setup()
    await startItem(d)
    const walked = await advanceItem(d, { comments: [] })
    expect(walked.status).toBe('waiting')
    expect(walked.results.map((r) => [r.hook, r.status])).toEqual([['classify-review-brief', 'wait']])
  })
})
