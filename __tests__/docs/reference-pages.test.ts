// The reference pages of docs/ agree with the code: every input and output of the three actions under its own
// action's heading, the findings format as the parser reads it, the harness config as the loader loads it, and
// the ledger's rebuild rules as src/loop/ledger/ledger-fields.ts gives them.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { parseFindings } from '../../src/base/findings/findings-parse.js'
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import { readPage, sectionOf } from './markdown-pages.js'

interface ActionMeta {
  inputs?: Record<string, unknown>
  outputs?: Record<string, unknown>
}

const actions = [
  { file: 'action.yml', heading: '`the-loop` (root `action.yml`): the main action' },
  { file: 'critic/action.yml', heading: '`the-loop/critic` (`critic/action.yml`): one critic on demand' },
  {
    file: 'review/action.yml',
    heading: '`the-loop/review` (`review/action.yml`): one review round on demand'
  }
]

describe.each(actions)('docs/inputs-and-outputs.md, the section for $file', ({ file, heading }) => {
  const meta = parse(readFileSync(file, 'utf8')) as ActionMeta
  const section = sectionOf(readPage('docs/inputs-and-outputs.md'), heading)
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

test('docs/findings-format.md: the example parses whole, and the table names every field of the schema', () => {
  const section = sectionOf(readPage('docs/findings-format.md'), 'The block')
  const example = /````markdown\n([\s\S]*?)\n````/.exec(section)
  expect(example).not.toBeNull()
  const parsed = parseFindings(example![1]!)
  expect([parsed.findings.length, parsed.dropped]).toEqual([1, []])
  const schema = JSON.parse(readFileSync('schemas/findings.schema.json', 'utf8'))
  const rows = [...section.matchAll(/^\| `(\w+)` +\|/gm)].map((m) => m[1]).sort()
  expect(rows).toEqual(Object.keys(schema.$defs.finding.properties).sort())
})

test('docs/harness-config.md: the example names the editor schema, loads whole, and lists a disabled critic', () => {
  const page = readPage('docs/harness-config.md')
  const block =
    /```yaml\n(# yaml-language-server: \$schema=\S+harness-config\.schema\.json\n[\s\S]*?)```/.exec(page)
  expect(block).not.toBeNull()
  const config = loadHarnessConfigText(block![1]!, 'docs/harness-config.md')
  expect(config.critics.map((c) => c.harness)).toEqual(expect.arrayContaining(['claude', 'codex']))
  expect(config.critics.filter((c) => c.error).map((c) => `${c.name}: ${c.error}`)).toEqual([])
  expect(config.critics.some((c) => c.enabled === false)).toBe(true)
})

test('docs/state-branch.md lists every ledger field with the rule src/loop/ledger/ledger-fields.ts gives it', async () => {
  const { LEDGER_FIELDS } = await import('../../src/loop/ledger/ledger-fields.js')
  const section = sectionOf(readPage('docs/state-branch.md'), 'What a rebuild recovers')
  const rows = [...section.matchAll(/^\| `(\w+)` +\| (.+?) +\|$/gm)].map((m) => [m[1], m[2]])
  expect(Object.keys(LEDGER_FIELDS).length).toBeGreaterThan(5)
  for (const [field, rule] of Object.entries(LEDGER_FIELDS)) expect(rows).toContainEqual([field, rule])
})
