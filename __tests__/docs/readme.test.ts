// The README documents every input and output of the three actions, each under its own action's heading, and
// the findings format as the parser reads it.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { loadHarnessConfigText } from '../../src/harness/config.js'
import { parseFindings } from '../../src/findings/findings-parse.js'

const readme = readFileSync('README.md', 'utf8')

/** The README text from a level-3 heading that starts with `heading` to the next level-2/3 heading. */
function sectionOf(heading: string): string {
  const start = readme.indexOf(`\n### ${heading}`)
  if (start < 0) throw new Error(`README has no section "### ${heading}"`)
  const rest = readme.slice(start + 1)
  const next = rest.slice(4).search(/\n##(#)? /)
  return next < 0 ? rest : rest.slice(0, next + 4)
}

interface ActionMeta {
  inputs?: Record<string, unknown>
  outputs?: Record<string, unknown>
}

const actions = [
  { file: 'action.yml', heading: '`the-loop` (root `action.yml`)' },
  { file: 'critic/action.yml', heading: '`the-loop/critic` (`critic/action.yml`)' },
  { file: 'review/action.yml', heading: '`the-loop/review` (`review/action.yml`)' }
]

describe.each(actions)('README section for $file', ({ file, heading }) => {
  const meta = parse(readFileSync(file, 'utf8')) as ActionMeta
  const section = sectionOf(heading)
  const names = [...Object.keys(meta.inputs ?? {}), ...Object.keys(meta.outputs ?? {})]

  test('the action declares inputs and outputs to document', () => {
    expect(names.length).toBeGreaterThan(2)
  })

  test.each(names)('documents `%s` as a table row', (name) => {
    expect(section).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'))
  })

  test('documents nothing the action does not declare', () => {
    const rows = [...section.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((m) => m[1])
    expect(rows.filter((name) => !names.includes(name!))).toEqual([])
  })
})

test('the set-up commands stay as the lead wrote them', () => {
  expect(readme).toContain('## Set-up commands')
  expect(readme).toMatch(/^npm ci && npm run demo\b/m)
  expect(readme).toMatch(/^npm ci && npm test\b/m)
})

test('the README workflow is the example workflow file, verbatim', () => {
  const example = readFileSync('examples/workflows/the-loop.yml', 'utf8')
  const body = example.slice(example.indexOf('name: the-loop'))
  expect(readme).toContain(body.trim())
})

test('the quick start asks for every variable and secret the example workflow reads', () => {
  const example = readFileSync('examples/workflows/the-loop.yml', 'utf8')
  const steps = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('```yaml\nname: the-loop'))
  const names = [...example.matchAll(/\b(?:vars|secrets)\.(\w+)/g)].map((m) => m[1]!)
  expect(names).toContain('THE_LOOP_REVIEWERS')
  for (const name of names) expect(steps).toContain(`\`${name}\``)
})

test('the README harness config names the editor schema and two agent critics', () => {
  const block =
    /```yaml\n(# yaml-language-server: \$schema=\S+harness-config\.schema\.json\n[\s\S]*?)```/.exec(readme)
  expect(block).not.toBeNull()
  const config = loadHarnessConfigText(block![1]!, 'README.md')
  expect(config.critics.map((c) => c.harness)).toEqual(expect.arrayContaining(['claude', 'codex']))
  // Every entry must load as the action would load it: a copied example that fails is worse than none.
  expect(config.critics.filter((c) => c.error).map((c) => `${c.name}: ${c.error}`)).toEqual([])
})

test('the findings format: the example parses whole, and the table names every field of the schema', () => {
  const section = sectionOf('The findings format')
  const example = /````markdown\n([\s\S]*?)\n````/.exec(section)
  expect(example).not.toBeNull()
  const parsed = parseFindings(example![1]!)
  expect([parsed.findings.length, parsed.dropped]).toEqual([1, []])
  const schema = JSON.parse(readFileSync('schemas/findings.schema.json', 'utf8'))
  const rows = [...section.matchAll(/^\| `(\w+)` +\|/gm)].map((m) => m[1]).sort()
  expect(rows).toEqual(Object.keys(schema.$defs.finding.properties).sort())
})

describe('the state branch section: what a rebuild recovers', () => {
  test('lists every ledger field with the rule src/ledger/ledger-fields.ts gives it', async () => {
    const { LEDGER_FIELDS } = await import('../../src/ledger/ledger-fields.js')
    const rows = [...readme.matchAll(/^\| `(\w+)` +\| (.+?) +\|$/gm)].map((m) => [m[1], m[2]])
    for (const [field, rule] of Object.entries(LEDGER_FIELDS)) expect(rows).toContainEqual([field, rule])
  })
})
