// `the-loop graph validate|show`: exit 0 on the shipped graphs, 2 with a precise message otherwise.
import { describe, expect, it } from '@jest/globals'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { runGraphCommand } from '../../src/cli/graph-command.js'
import { registerGroup, runCli } from '../../src/cli/cli-main.js'
import { loadShippedGraph } from '../../src/engine/graph/load.js'
import { SHIPPED_LOOPS } from '../../src/engine/graph/loops.js'
import { renderMermaid } from '../../src/engine/graph/mermaid.js'
import { createShippedRegistry } from '../../src/engine/hooks/shipped.js'

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

const fixtures = join(process.cwd(), '__tests__/fixtures/graphs')

describe('the-loop graph validate', () => {
  it('with no file validates the five shipped loops and exits 0', async () => {
    const c = capture()
    registerGroup('graph', async () => runGraphCommand)
    expect(await runCli(['graph', 'validate'], c.io)).toBe(0)
    expect(c.out).toHaveLength(5)
    expect(c.out[4]).toBe('ok graphs/pdlc-review-loop.yaml (pdlc-review-loop: 6 nodes, 4 edges)')
    expect(c.err).toEqual([])
  })

  it.each(readdirSync(fixtures).filter((f) => f.startsWith('invalid-')))(
    'exits 2 on %s naming the file',
    async (file) => {
      const c = capture()
      const path = join(fixtures, file)
      expect(await runGraphCommand(['validate', path], c.io)).toBe(2)
      expect(c.err.join('\n')).toContain(`${path}: `)
    }
  )

  it('accepts valid files, warns about a shipped name, and fails on an unreadable one', async () => {
    const c = capture()
    const files: Record<string, string> = {
      'mine.yaml': 'name: x-mine\nnodes: [{id: a}]\n',
      'copy.yaml': 'name: pdlc-review-loop\nnodes: [{id: a}]\n'
    }
    const read = async (p: string) => {
      const text = files[p]
      if (text === undefined) throw Object.assign(new Error('nope'), { code: 'ENOENT' })
      return text
    }
    expect(await runGraphCommand(['validate', 'mine.yaml', 'copy.yaml'], c.io, read)).toBe(0)
    expect(c.err.join('\n')).toContain("copy.yaml: 'pdlc-review-loop' is a shipped loop")
    expect(await runGraphCommand(['validate', 'mine.yaml', 'gone.yaml'], c.io, read)).toBe(2)
    expect(c.err.at(-1)).toBe('gone.yaml: cannot read the file (ENOENT)')
  })
})

describe('the-loop graph show', () => {
  it('draws a mermaid flowchart with quoted labels and outcome-labelled edges', async () => {
    const c = capture()
    expect(await runGraphCommand(['show', 'pdlc-review-loop'], c.io)).toBe(0)
    const lines = c.out.join('').trimEnd().split('\n')
    expect(lines[0]).toBe('flowchart TD')
    const nodeLine = /^ {2}n\d+(\["[^"]*"\]|\{\{"[^"]*"\}\}|\(\["[^"]*"\]\)|\[\["[^"]*"\]\])$/
    const edgeLine = /^ {2}n\d+ -->\|"[a-z-]+"\| n\d+$/
    const classLine = /^ {2}(classDef \w+ [\w:#,-]+|class n\d+ \w+)$/
    for (const line of lines.slice(1))
      expect([line, nodeLine.test(line) || edgeLine.test(line) || classLine.test(line)]).toEqual([line, true])
    expect(lines.filter((l) => edgeLine.test(l))).toHaveLength(4)
    expect(lines).toContain('  n0 -->|"briefed"| n1')
  })

  it('marks a highlighted node and refuses an undeclared one', () => {
    const graph = loadShippedGraph('pdlc-review-loop', createShippedRegistry()).graph
    expect(renderMermaid(graph, { highlight: 'follow-up' })).toContain('  class n2 current')
    expect(() => renderMermaid(graph, { highlight: 'nowhere' })).toThrow('(declared: review-brief, review,')
  })

  it('escapes quotes in labels', () => {
    const graph = loadShippedGraph('pdlc-adhoc-loop', createShippedRegistry()).graph
    const tricky = { ...graph, edges: [{ from: 'work', to: 'review', on: 'say "hi"' }] }
    expect(renderMermaid(tricky)).toContain('n0 -->|"say #quot;hi#quot;"| n1')
  })

  it('prints the compiled graph as JSON', async () => {
    const c = capture()
    expect(await runGraphCommand(['show', 'pdlc-adhoc-loop', '--format', 'json'], c.io)).toBe(0)
    expect(JSON.parse(c.out.join(''))).toMatchObject({ name: 'pdlc-adhoc-loop', start: 'work' })
  })

  it('takes --format=json and a LOOP after `--` the same way', async () => {
    const c = capture()
    expect(await runGraphCommand(['show', '--format=json', '--', 'pdlc-adhoc-loop'], c.io)).toBe(0)
    expect(JSON.parse(c.out.join(''))).toMatchObject({ name: 'pdlc-adhoc-loop' })
  })

  it.each([
    [['show'], 'LOOP is required'],
    [['show', 'evil-loop'], "unknown loop 'evil-loop' (shipped: " + SHIPPED_LOOPS.join(', ') + ')'],
    [['show', 'pdlc-review-loop', '--format', 'svg'], '--format must be mermaid or json'],
    [['show', 'pdlc-review-loop', '--highlight', 'x'], "node 'x' is not declared"],
    [['show', 'pdlc-review-loop', '--bogus'], "unknown option '--bogus'"],
    [['show', 'pdlc-review-loop', '--format'], '--format needs a value'],
    [['show', 'pdlc-review-loop', 'extra'], "unexpected argument 'extra'"],
    [['validate', '--strict'], "unknown option '--strict' (known: none)"],
    [['frob'], "unknown subcommand 'frob'"]
  ])('exits 2 on %j', async (args, message) => {
    const c = capture()
    expect(await runGraphCommand(args, c.io)).toBe(2)
    expect(c.err.join('\n')).toContain(message)
  })
})
