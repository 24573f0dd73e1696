// The code's names for the review loop's nodes are the graph's: the generated ids are those of
// graphs/pdlc-review-loop.yaml (tsc checks REVIEW_NODES against them), and each named node is walked.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { REVIEW_LOOP, REVIEW_NODES, LIVE_REVIEW_NODES } from '../../../src/engine/graph/review-nodes.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'
import { reviewLoop } from '../../../src/loop/review-loop.js'

const stale = 'stale: run `node scripts/gen-graphs.mjs` and commit src/engine/graph/shipped.generated.ts'

describe('the review loop node names', () => {
  it('are generated from graphs/pdlc-review-loop.yaml', () => {
    const yaml = parse(readFileSync(`graphs/${REVIEW_LOOP}.yaml`, 'utf8')) as { nodes: Array<{ id: string }> }
    expect([stale, [...REVIEW_LOOP_NODE_IDS]]).toEqual([stale, yaml.nodes.map((n) => n.id)])
  })

  it('name nodes of the compiled review loop, the live ones in its order', () => {
    const { graph } = reviewLoop()
    expect(graph.name).toBe(REVIEW_LOOP)
    const ids = graph.nodes.map((n) => n.id)
    for (const id of Object.values(REVIEW_NODES)) expect(ids).toContain(id)
    expect(LIVE_REVIEW_NODES).toEqual(ids.filter((id) => LIVE_REVIEW_NODES.includes(id as never)))
    expect(graph.start).toBe(REVIEW_NODES.brief)
  })
})
