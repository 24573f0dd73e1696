// Walks of the shipped review and ad-hoc loops with scripted hook results.
import { describe, expect, it } from '@jest/globals'
import { loadShippedGraph } from '../../../src/engine/graph/load.js'
import { skipped } from '../../../src/engine/hooks/contract.js'
import { advanceItem, cleanupItem, completeNode, startItem } from '../../../src/engine/runtime/verbs.js'
import { decodeState, encodeState } from '../../../src/engine/state/document-codec.js'
import { createShippedRegistry, deps, MemoryStatePort, reviewHooks } from './fakes.js'

const say = (body: string) => ({ comments: [{ author: 'octocat', body }] })

function setup() {
  const calls: string[] = []
  const registry = createShippedRegistry(reviewHooks(calls))
  const graph = loadShippedGraph('pdlc-review-loop', registry).graph
  const port = new MemoryStatePort()
  return { calls, port, d: deps(graph, registry, port) }
}

describe('review loop walk', () => {
  it('the reviewer drives the loop: brief, rounds, follow-ups, done', async () => {
    const { calls, port, d } = setup()
    let r = await startItem(d)
    expect([r.status, r.node]).toEqual(['awaiting-human', 'review-brief'])
    expect(calls).toEqual(['post-review-brief@review-brief'])
    expect(port.current().loop).toBe('pdlc-review-loop')

    r = await advanceItem(d, say('hello'))
    expect([r.status, r.node]).toEqual(['waiting', 'review-brief'])
    expect(port.current().parked).toMatchObject({
      node: 'review-brief',
      reason: '`classify-review-brief` did not pass:\n- no brief yet'
    })

    r = await advanceItem(d, say('Questions: does this change the API?'))
    expect([r.status, r.node, r.transitions]).toEqual([
      'awaiting-agent',
      'review',
      [{ from: 'review-brief', to: 'review', on: 'briefed' }]
    ])
    expect(port.current().decisions['review-brief']).toMatchObject({
      brief: { questions: ['does this change the API?'] }
    })

    // An event never moves an agent node: only the claim does.
    r = await advanceItem(d, say('done'))
    expect([r.status, r.node, r.transitions]).toEqual(['awaiting-agent', 'review', []])

    r = await completeNode(d, 'review')
    expect([r.status, r.node]).toEqual(['awaiting-human', 'follow-up'])
    expect(calls).toContain('request-review@follow-up')

    r = await advanceItem(d, say('and the retries?'))
    expect([r.status, r.node, r.outcome]).toEqual(['awaiting-agent', 'review', 'more-work'])
    await completeNode(d, 'review')
    r = await advanceItem(d, say("lgtm, we're done"))
    expect([r.status, r.node]).toEqual(['complete', 'complete'])

    const final = port.current()
    expect(final.nodes['review']?.attempts).toBe(2)
    expect(Object.keys(final.completions)).toEqual(['review'])
    expect(decodeState(encodeState(final), 'x')).toEqual(final)
  })

  it('a brief that rides in with the arming comment releases the start gate at once', async () => {
    const { calls, d } = setup()
    const r = await startItem(d, say('Questions: is the cache safe?'))
    expect([r.status, r.node]).toEqual(['awaiting-agent', 'review'])
    expect(calls).toEqual(['post-review-brief@review-brief', 'set-phase-label@review'])
  })

  it('persists the pointer before the entry chain runs', async () => {
    const port = new MemoryStatePort()
    let seen = ''
    const registry = createShippedRegistry({
      ...reviewHooks([]),
      'post-review-brief': async () => {
        seen = port.current().currentNode
        return skipped('post-review-brief', 'test')
      }
    })
    await startItem(deps(loadShippedGraph('pdlc-review-loop', registry).graph, registry, port))
    expect(seen).toBe('review-brief')
  })

  it('without real hooks the walk stops with the unavailable hook named, never a pass', async () => {
    const registry = createShippedRegistry()
    const port = new MemoryStatePort()
    const d = deps(loadShippedGraph('pdlc-review-loop', registry).graph, registry, port)
    let r = await startItem(d)
    expect(r.status).toBe('blocked')
    expect(r.messages.join('\n')).toContain('the `post-review-brief` hook is not available in this host yet')
    expect(port.current().currentNode).toBe('review-brief')
    r = await advanceItem(d, say('Questions: x'))
    expect(r.status).toBe('blocked')
    expect(r.messages.join('\n')).toContain(
      'the `classify-review-brief` hook is not available in this host yet'
    )
    r = await advanceItem(d, say('Questions: x'))
    expect(r.status).toBe('escalated')
  })

  it('start and cleanup are idempotent; cleanup enters directly from anywhere', async () => {
    const { port, d } = setup()
    expect((await cleanupItem(d, 'closed')).status).toBe('noop')
    await startItem(d)
    expect((await startItem(d)).status).toBe('noop')
    const r = await cleanupItem(d, 'closed')
    expect([r.status, r.node, r.transitions]).toEqual([
      'cleaned',
      'cleanup',
      [{ from: 'review-brief', to: 'cleanup', on: 'cleanup' }]
    ])
    const saves = port.saves
    expect((await cleanupItem(d, 'closed')).status).toBe('noop')
    expect(port.saves).toBe(saves)
  })

  it('a replayed wait writes nothing new', async () => {
    const { port, d } = setup()
    await startItem(d)
    await advanceItem(d, say('hi'))
    const saves = port.saves
    await advanceItem(d, say('hi again'))
    expect(port.saves).toBe(saves)
  })

  it('claims are refused unless they name the current agent node', async () => {
    const { d } = setup()
    expect(await completeNode(d, 'review')).toMatchObject({ status: 'refused', reason: 'not-started' })
    await startItem(d)
    expect(await completeNode(d, 'review-brief')).toMatchObject({ status: 'refused', reason: 'human-gate' })
    expect(await completeNode(d, 'follow-up')).toMatchObject({ status: 'refused', reason: 'not-current' })
    await advanceItem(d, say('Questions: q'))
    expect(await completeNode(d, 'review-brief')).toMatchObject({ status: 'noop', reason: 'already-past' })
  })
})

describe('ad-hoc loop walk', () => {
  it('the requester drives the loop until they end it', async () => {
    const calls: string[] = []
    const registry = createShippedRegistry({
      ...reviewHooks(calls),
      'verify-tests': async () => skipped('verify-tests', 'no test command configured')
    })
    const graph = loadShippedGraph('pdlc-adhoc-loop', registry).graph
    const port = new MemoryStatePort()
    const d = deps(graph, registry, port)
    expect((await startItem(d)).status).toBe('awaiting-agent')
    expect((await completeNode(d, 'work')).node).toBe('review')
    expect((await advanceItem(d, say('one more thing'))).node).toBe('work')
    await completeNode(d, 'work')
    const r = await advanceItem(d, say("that's all, done"))
    expect([r.status, r.node]).toEqual(['complete', 'complete'])
    expect(port.current().nodes['work']).toMatchObject({ attempts: 2, outcome: 'pass' })
  })
})
