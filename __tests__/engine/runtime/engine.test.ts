// Runtime rules on hand-written graphs: blocks and escalation, thrown hooks, missing edges, the bound,
// declared skips, frozen decisions, and the purity of `step`.
import { describe, expect, it } from '@jest/globals'
import { parseGraphText } from '../../../src/engine/graph/load.js'
import { blocked, ok, type Hook } from '../../../src/engine/hooks/contract.js'
import { step } from '../../../src/engine/runtime/step.js'
import { advanceItem, completeNode, startItem } from '../../../src/engine/runtime/verbs.js'
import { freshState } from '../../../src/engine/state/document.js'
import { deps, MemoryStatePort, testRegistry } from './fakes.js'

function build(yaml: string, hooks: Record<string, Hook>) {
  const registry = testRegistry(hooks)
  const graph = parseGraphText(yaml, 'test.yaml', registry).graph
  const port = new MemoryStatePort()
  return { graph, port, d: deps(graph, registry, port) }
}

const gateYaml = (maxAttempts: number) => `
nodes:
  - {id: gate, actor: human, maxAttempts: ${maxAttempts}, exit: [check]}
  - {id: done, terminal: true}
edges: [{from: gate, to: done, on: pass}]
`

describe('blocking and escalation', () => {
  it('escalates after maxAttempts blocks with different findings', async () => {
    let n = 0
    const { port, d } = build(gateYaml(2), { check: async () => blocked('check', [`finding ${++n}`]) })
    await startItem(d)
    expect((await advanceItem(d, null)).status).toBe('blocked')
    const r = await advanceItem(d, null)
    expect([r.status, r.node]).toEqual(['escalated', 'gate'])
    expect(port.current().nodes['gate']?.lastBlock).toBe('`check` did not pass:\n- finding 2')
  })

  it('escalates at once when the same finding repeats', async () => {
    const { d } = build(gateYaml(5), { check: async () => blocked('check', ['same']) })
    await startItem(d)
    expect((await advanceItem(d, null)).status).toBe('blocked')
    expect((await advanceItem(d, null)).status).toBe('escalated')
  })

  it('a hook that throws counts as a block, never a pass', async () => {
    const { d } = build(gateYaml(3), {
      check: async () => {
        throw new Error('boom')
      }
    })
    await startItem(d)
    const r = await advanceItem(d, null)
    expect([r.status, r.node]).toEqual(['blocked', 'gate'])
    expect(r.messages.join('\n')).toContain('the `check` hook failed to run: boom')
  })

  it('an outcome with no declared edge parks and escalates instead of guessing', async () => {
    const { port, d } = build(gateYaml(3), { check: async () => ok('check', { outcome: 'approved' }) })
    await startItem(d)
    const r = await advanceItem(d, null)
    expect([r.status, r.node, r.transitions]).toEqual(['escalated', 'gate', []])
    expect(port.current().parked?.reason).toBe("no declared edge from gate on 'approved'")
  })
})

describe('walk bounds and routing', () => {
  it('stops a cycle of automatic nodes after the transition bound', async () => {
    const { d } = build(
      `nodes: [{id: a, actor: code, exit: [go]}, {id: b, actor: code, exit: [go]}]
edges: [{from: a, to: b, on: pass}, {from: b, to: a, on: pass}]`,
      { go: async () => ok('go') }
    )
    const r = await startItem({ ...d, maxTransitions: 5 })
    expect(r.status).toBe('stopped')
    expect(r.transitions).toHaveLength(5)
  })

  it('routes around declared skips and unselected opt-ins along skipped edges', async () => {
    const { port, d } = build(
      `nodes:
  - {id: select, actor: human, exit: [choose]}
  - {id: spec, skippable: true}
  - {id: critique, optIn: true}
  - {id: build}
  - {id: done, terminal: true}
edges:
  - {from: select, to: spec, on: selected}
  - {from: spec, to: critique, on: pass}
  - {from: spec, to: critique, on: skipped}
  - {from: critique, to: build, on: pass}
  - {from: critique, to: build, on: skipped}
  - {from: build, to: done, on: pass}`,
      {
        choose: async () =>
          ok('choose', { outcome: 'selected', decision: 'phase-selection', declaredSkips: ['spec', 'build'] })
      }
    )
    await startItem(d)
    const r = await advanceItem(d, { comments: [] })
    expect([r.node, r.transitions.map((t) => `${t.from}-${t.on}->${t.to}`)]).toEqual([
      'build',
      ['select-selected->spec', 'spec-skipped->critique', 'critique-skipped->build']
    ])
    const state = port.current()
    expect(Object.keys(state.skips)).toEqual(['spec'])
    expect(state.nodes['spec']?.outcome).toBe('skipped')
    expect(state.decisions['phase-selection']).toEqual({ at: expect.any(String) })
  })

  it('freezes a decision once, with provenance; a later decision does not overwrite it', async () => {
    let round = 0
    const { port, d } = build(
      `nodes: [{id: gate, actor: human, exit: [decide]}, {id: work}]
edges: [{from: gate, to: work, on: pass}, {from: work, to: gate, on: pass}]`,
      { decide: async () => ok('decide', { decision: 'brief', brief: { round: ++round, by: '@a' } }) }
    )
    await startItem(d, { comments: [] })
    await completeNode(d, 'work')
    await advanceItem(d, { comments: [] })
    expect(port.current().decisions['brief']).toMatchObject({ brief: { round: 1, by: '@a' } })
  })

  it('refuses a state that points at a node the loop does not declare', async () => {
    const { port, d } = build(gateYaml(3), { check: async () => ok('check') })
    const state = freshState('issue-22')
    state.currentNode = '../../etc'
    await port.save(state)
    const r = await advanceItem(d, null)
    expect([r.status, r.reason]).toEqual(['refused', 'unknown-node'])
    expect(r.messages[0]).toContain('(declared: gate, done)')
  })
})

describe('step', () => {
  it('is pure: the input state is untouched and the output is a new object', () => {
    const { graph } = build(gateYaml(3), { check: async () => ok('check') })
    const before = freshState()
    const snapshot = structuredClone(before)
    const out = step(graph, before, { kind: 'start', workItem: 'issue-1' }, new Date(0))
    expect(before).toEqual(snapshot)
    expect(out.state.currentNode).toBe('gate')
    expect(out.effects).toEqual([{ kind: 'save' }, { kind: 'run-entry', node: 'gate' }])
  })

  it('ignores a verdict for a node that is not current', () => {
    const { graph } = build(gateYaml(3), { check: async () => ok('check') })
    const started = step(graph, freshState(), { kind: 'start', workItem: 'i' }, new Date(0)).state
    const chain = { status: 'pass' as const, outcome: 'pass', rendered: '', results: [] }
    const out = step(graph, started, { kind: 'evaluated', node: 'done', chain }, new Date(0))
    expect([out.status, out.effects, out.state]).toEqual(['noop', [], started])
  })
})
