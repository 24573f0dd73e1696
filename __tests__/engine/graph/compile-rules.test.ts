// One invalid fixture per compile rule: each must fail with a message naming the file and the element.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseGraphText } from '../../../src/engine/graph/load.js'
import { createShippedRegistry } from '../../../src/engine/hooks/shipped.js'
import { UserError } from '../../../src/base/shared/errors.js'

const dir = join(process.cwd(), '__tests__/fixtures/graphs')
const registry = createShippedRegistry()

function expectation(text: string): string {
  const line = text.split('\n').find((l) => l.startsWith('# expect: '))
  if (!line) throw new Error('fixture has no "# expect:" line')
  return line.slice('# expect: '.length)
}

const invalid = readdirSync(dir)
  .filter((f) => f.startsWith('invalid-'))
  .sort()
  .map((f) => [f, readFileSync(join(dir, f), 'utf8')] as const)

describe('graph compile rules', () => {
  it('has an invalid fixture for every rule', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(24)
  })

  it.each(invalid)('%s is refused with a message naming the file and the fault', (file, text) => {
    let caught: unknown
    try {
      parseGraphText(text, `fixtures/${file}`, registry)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UserError)
    const message = (caught as Error).message
    expect(message.startsWith(`fixtures/${file}: `)).toBe(true)
    expect(message).toContain(expectation(text))
  })

  it('accepts the minimal valid fixture with its defaults', () => {
    const text = readFileSync(join(dir, 'valid-minimal.yaml'), 'utf8')
    const { graph, warnings } = parseGraphText(text, 'valid-minimal.yaml', registry)
    expect(warnings).toEqual([])
    expect(graph.start).toBe('build')
    const build = graph.nodes[0]!
    expect([build.actor, build.session, build.maxAttempts, build.phase]).toEqual(['agent', 'new', 3, ''])
    expect(build.exit).toEqual([{ hook: 'verify-tests', with: {} }])
  })

  it('reads a YAML 1.1 `on` key (parsed as boolean true) as the edge outcome', () => {
    const text = readFileSync(join(dir, 'valid-yaml11-on.yaml'), 'utf8')
    expect(parseGraphText(text, 'valid-yaml11-on.yaml', registry).graph.edges).toEqual([
      { from: 'a', to: 'b', on: 'pass' }
    ])
  })

  it('warns on a repeated (from, on) pair and keeps the first declared edge', () => {
    const text = `nodes: [{id: a}, {id: b}, {id: c}]
edges:
  - {from: a, to: b, on: pass}
  - {from: a, to: c, on: pass}
`
    const { warnings } = parseGraphText(text, 'dup.yaml', registry)
    expect(warnings).toEqual([
      expect.stringContaining('edges[1]) repeats an earlier edge; the first declared wins')
    ])
  })

  it('accepts cycles and splits produces alternatives in order, trimmed', () => {
    const text = `nodes:
  - {id: a, produces: [' requirements.md | bugfix.md ', notes.md]}
  - {id: b}
edges: [{from: a, to: b, on: pass}, {from: b, to: a, on: more-work}]
`
    const { graph } = parseGraphText(text, 'cycle.yaml', registry)
    expect(graph.nodes[0]!.produces).toEqual([['requirements.md', 'bugfix.md'], ['notes.md']])
  })

  it('reports every fault of a file at once', () => {
    const text = `nodes: [{id: a, exit: [nope]}, {id: a}]
edges: [{from: a, to: z, on: pass}]
`
    const message = (() => {
      try {
        parseGraphText(text, 'many.yaml', registry)
        return ''
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toContain("unknown hook 'nope'")
    expect(message).toContain('is declared twice')
    expect(message).toContain("undeclared node 'z'")
  })
})
