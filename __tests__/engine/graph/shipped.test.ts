// Conformance of the five shipped loops, and the generated module that embeds them.
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { loadShippedGraph } from '../../../src/engine/graph/load.js'
import { findEdge, type Graph } from '../../../src/engine/graph/graph.js'
import { SHIPPED_LOOPS } from '../../../src/engine/graph/loops.js'
import { SHIPPED_GRAPH_DOCUMENTS } from '../../../src/engine/graph/shipped.generated.js'
import { SCHEMA_DIGEST } from '../../../src/engine/graph/validators.generated.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { loadShippedGraphs, SHIPPED_HOOK_NAMES } from '../../support/shipped.js'

const registry = createShippedRegistry()
const review = loadShippedGraph('pdlc-review-loop', registry).graph
const adhoc = loadShippedGraph('pdlc-adhoc-loop', registry).graph

function phases(graph: Graph): string[] {
  return [...new Set(graph.nodes.map((n) => n.phase).filter((p) => p !== ''))].sort()
}

describe('the shipped loops', () => {
  it('all five compile without warnings, each under its own name', () => {
    const loaded = loadShippedGraphs(registry)
    expect(loaded.map((c) => c.graph.name)).toEqual([...SHIPPED_LOOPS])
    expect(loaded.flatMap((c) => c.warnings)).toEqual([])
  })

  it('use exactly the declared hook names, every one of them', () => {
    const used = new Set(
      loadShippedGraphs(registry).flatMap((c) =>
        c.graph.nodes.flatMap((n) => [...n.entry, ...n.exit].map((s) => s.hook))
      )
    )
    expect([...used].sort()).toEqual([...SHIPPED_HOOK_NAMES])
  })

  it('have no dead ends: every non-terminal node has an outbound edge, every node but cleanup is reachable', () => {
    for (const { graph } of loadShippedGraphs(registry)) {
      for (const node of graph.nodes.filter((n) => !n.terminal)) {
        expect([graph.name, node.id, graph.edges.some((e) => e.from === node.id)]).toEqual([
          graph.name,
          node.id,
          true
        ])
      }
      const seen = new Set([graph.start])
      for (let grew = true; grew;) {
        grew = false
        for (const e of graph.edges)
          if (seen.has(e.from) && !seen.has(e.to)) grew = seen.add(e.to) !== undefined
      }
      const unreachable = graph.nodes.map((n) => n.id).filter((id) => !seen.has(id))
      expect(unreachable.filter((id) => id !== 'cleanup' && id !== 'escalated')).toEqual([])
    }
  })

  it('review loop: the specified shape', () => {
    expect(review.start).toBe('review-brief')
    expect(review.nodes.map((n) => n.id)).toEqual([
      'review-brief',
      'review',
      'follow-up',
      'complete',
      'cleanup',
      'escalated'
    ])
    expect(review.edges).toEqual([
      { from: 'review-brief', to: 'review', on: 'briefed' },
      { from: 'review', to: 'follow-up', on: 'pass' },
      { from: 'follow-up', to: 'review', on: 'more-work' },
      { from: 'follow-up', to: 'complete', on: 'done' }
    ])
  })

  it('review loop: defined by what it omits', () => {
    expect(review.nodes.filter((n) => n.required).map((n) => n.id)).toEqual(['review-brief'])
    expect(review.nodes.some((n) => n.skippable || n.optIn || n.produces.length > 0)).toBe(false)
    expect(review.skipSets).toEqual({})
    const hooks = review.nodes.flatMap((n) => [...n.entry, ...n.exit].map((s) => s.hook))
    expect(hooks).not.toContain('validate-artifacts')
    expect(hooks).not.toContain('verify-tests')
    expect(phases(review)).toEqual(['cleanup', 'complete', 'needs-review'])
    expect(new Set(review.nodes.map((n) => n.command).filter((c) => c !== ''))).toEqual(
      new Set(['review-pr'])
    )
  })

  it('review loop: the follow-up gate reuses the ad-hoc reply hook; cleanup is terminal code with no inbound edge', () => {
    expect(review.nodes.find((n) => n.id === 'follow-up')!.exit.map((s) => s.hook)).toEqual([
      'classify-adhoc-reply'
    ])
    expect(review.nodes.find((n) => n.id === 'review')!.exit).toEqual([])
    const cleanup = review.nodes.find((n) => n.id === 'cleanup')!
    expect([cleanup.actor, cleanup.terminal]).toEqual(['code', true])
    expect(review.edges.some((e) => e.to === 'cleanup')).toBe(false)
  })

  it('ad-hoc loop: shape, phases and routes', () => {
    expect(adhoc.nodes.map((n) => n.id)).toEqual(['work', 'review', 'complete', 'cleanup', 'escalated'])
    expect(phases(adhoc)).toEqual(['cleanup', 'complete', 'implementation'])
    expect(findEdge(adhoc, 'review', 'more-work')?.to).toBe('work')
    expect(findEdge(adhoc, 'review', 'done')?.to).toBe('complete')
  })

  it('bigger loops: declared skips, opt-ins and their skip sets', () => {
    const workItem = loadShippedGraph('pdlc-work-item-loop', registry).graph
    expect(workItem.start).toBe('phase-selection')
    expect(workItem.nodes.filter((n) => n.optIn).map((n) => n.id)).toEqual(['design-critic-review'])
    expect(Object.keys(workItem.skipSets)).toEqual(['spec-chain', 'review-chain'])
    const pr = loadShippedGraph('pdlc-pr-loop', registry).graph
    expect(pr.nodes.some((n) => n.id === 'cleanup')).toBe(false)
    expect(findEdge(pr, 'pr-approval', 'changes-requested')?.to).toBe('implementation')
    const contribution = loadShippedGraph('pdlc-contribution-loop', registry).graph
    expect(findEdge(contribution, 'goal-definition', 'defined')?.to).toBe('phase-selection')
    expect(contribution.skipSets['plan']).toEqual(['context-intake', 'scoped-plan', 'plan-approval'])
  })
})

describe('the generated module', () => {
  const stale = 'stale: run `node scripts/gen-graphs.mjs` and commit src/engine/graph/shipped.generated.ts'

  it('embeds exactly the YAML files in graphs/', () => {
    const files = readdirSync('graphs').filter((f) => f.endsWith('.yaml'))
    const onDisk = Object.fromEntries(
      files.map((f) => [f.replace(/\.yaml$/, ''), readFileSync(join('graphs', f), 'utf8')])
    )
    const parsed = Object.fromEntries(Object.entries(onDisk).map(([name, text]) => [name, parse(text)]))
    expect([stale, SHIPPED_GRAPH_DOCUMENTS]).toEqual([stale, parsed])
  })

  it('ships a graph schema that ajv compiles as draft 2020-12 and that accepts every shipped loop', () => {
    const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
      JSON.parse(readFileSync('graphs/graph.schema.json', 'utf8')) as object
    )
    for (const doc of Object.values(SHIPPED_GRAPH_DOCUMENTS)) expect(validate(doc)).toBe(true)
    expect(validate({ nodes: [{ id: 'a', actor: 'robot' }] })).toBe(false)
  })

  it('validates with the current graph and state schemas', () => {
    const hash = createHash('sha256')
    for (const file of ['graphs/graph.schema.json', 'src/engine/state/document.schema.json']) {
      hash.update(readFileSync(file, 'utf8')).update('\0')
    }
    expect([stale, SCHEMA_DIGEST]).toEqual([stale, hash.digest('hex')])
  })
})
