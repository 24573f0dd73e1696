// The README is for repository owners: a quick start that works when copied (the example workflow verbatim, the
// variable and secrets it reads, both files on the default branch, then the two comments), and the set-up
// commands under "Try it locally". The reference it used to hold is checked on its docs/ pages.
import { describe, expect, test } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { parseCommand } from '../../src/base/keywords/keyword-parse.js'
import { defaultKeywordConfig } from '../../src/base/keywords/keywords.js'
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import { parseBrief } from '../../src/conversation/comments/brief.js'
import { DOC_PAGES, readPage, sectionOf } from './markdown-pages.js'

const readme = readPage('README.md')
const example = readFileSync('examples/workflows/the-loop.yml', 'utf8')
const quickStart = sectionOf(readme, 'Quick start')
/** The numbered steps of the quick start, each with the lines indented under it. */
const steps = quickStart
  .slice(quickStart.search(/^1\. /m))
  .split(/^(?=\d+\. )/m)
  .map((step) => step.split(/^#/m)[0]!.trim())

test('Try it locally keeps the two set-up commands as the lead wrote them', () => {
  const local = sectionOf(readme, 'Try it locally')
  expect(local).toMatch(/^npm ci && npm run demo\b/m)
  expect(local).toMatch(/^npm ci && npm test\b/m)
})

test('the README workflow is the example workflow file, verbatim', () => {
  const body = example.slice(example.indexOf('name: the-loop'))
  expect(quickStart).toContain(`\`\`\`yaml\n${body.trim()}\n\`\`\``)
})

describe('the quick start', () => {
  test('has six steps, the two comments last', () => {
    expect(steps.map((step) => /^\d+/.exec(step)?.[0])).toEqual(['1', '2', '3', '4', '5', '6'])
  })

  test('asks, in its steps, for every variable and secret the example workflow reads', () => {
    const names = [...example.matchAll(/\b(?:vars|secrets)\.(\w+)/g)].map((m) => m[1]!)
    expect(names).toContain('THE_LOOP_REVIEWERS')
    const asked = steps.join('\n')
    for (const name of new Set(names)) expect([name, asked.includes(`\`${name}\``)]).toEqual([name, true])
  })

  test('puts the workflow and the harness config (where the action reads it) on the default branch', () => {
    const inputs = (
      parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: string }> }
    ).inputs
    for (const path of ['.github/workflows/the-loop.yml', inputs['config-path']!.default!]) {
      const step = steps.find((s) => s.includes(`\`${path}\``))
      expect([path, step?.includes('default branch')]).toEqual([path, true])
    }
  })

  test('arms with the review keyword, then states a brief the action accepts', () => {
    const arming = [...steps[4]!.matchAll(/`([^`]+)`/g)].map((m) =>
      parseCommand(m[1], defaultKeywordConfig())
    )
    expect(arming).toContainEqual({ kind: 'command', command: 'review' })
    const block = /```text\n([\s\S]*?)\n\s*```/.exec(steps[5]!)
    const brief = parseBrief(block![1]!.replace(/^ {3}/gm, ''))
    expect(brief).not.toBeNull()
    for (const list of [brief!.questions, brief!.angles, brief!.validations]) expect(list.length).toBe(1)
  })

  test('defines OWNER/REPO once, and every uses: of the README names it at a full commit SHA', () => {
    const definition = '`OWNER/REPO`: the repository you forked or copied this action to.'
    const definitions = DOC_PAGES.map((page) => readPage(page).split(definition).length - 1)
    expect(definitions).toEqual(DOC_PAGES.map((page) => (page === 'README.md' ? 1 : 0)))
    const uses = [...readme.matchAll(/^\s*-? *uses: (\S+)/gm)].map((m) => m[1]!)
    expect(uses.length).toBeGreaterThan(0)
    for (const ref of uses) expect(ref).toMatch(/^OWNER\/REPO(\/critic|\/review)?@[0-9a-f]{40}$/)
  })
})

test('the README harness config names the editor schema and two agent critics, and loads', () => {
  const block =
    /```yaml\n(# yaml-language-server: \$schema=\S+harness-config\.schema\.json\n[\s\S]*?)```/.exec(
      quickStart
    )
  expect(block).not.toBeNull()
  const config = loadHarnessConfigText(block![1]!, 'README.md')
  expect(config.critics.map((c) => c.harness)).toEqual(['claude', 'codex'])
  // Every entry must load as the action would load it: a copied example that fails is worse than none.
  expect(config.critics.filter((c) => c.error).map((c) => `${c.name}: ${c.error}`)).toEqual([])
})
