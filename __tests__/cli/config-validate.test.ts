// `the-loop config validate` has something to check or fails: a missing file, a `.yml` name and a --root or
// --file naming nothing exit non-zero with the fix; it reads the files the action reads, in the same order.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { configCommand } from '../../src/cli/config-command.js'
import { tempDir } from '../support/critic-fixtures.js'

const ONE_CRITIC = 'reviews:\n  critics:\n    - {name: a, harness: claude}\n'

async function validate(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await configCommand(['validate', ...args], {
    out: (t) => out.push(t),
    err: (t) => err.push(t)
  })
  return { code, out, err }
}

/** A project root holding the given files (paths relative to the root). */
function project(files: Record<string, string>): string {
  const root = tempDir('config-validate-')
  mkdirSync(join(root, '.the-loop'))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text)
  return root
}

const USAGE = 'usage: the-loop config validate [--root DIR] [--file PATH]'

describe('config validate with nothing to check', () => {
  it('exits 1 when the project has no harness config, saying what to create', async () => {
    const root = project({})
    expect(await validate(['--root', root])).toEqual({
      code: 1,
      out: [],
      err: [
        [
          `the-loop config: no harness config in ${root}: neither .the-loop/harness-config.yaml nor .the-loop/config.yaml exists, so there is nothing to check and the action configures no critic.`,
          'Create .the-loop/harness-config.yaml in your repository; the smallest one runs one critic, the claude CLI:',
          '',
          'reviews:',
          '  critics:',
          '    - name: claude',
          '      harness: claude',
          '      model: sonnet',
          '',
          "The harness config page of the-loop's documentation lists the other built-in critics and every field. If the config is elsewhere, name the project with --root DIR or the file with --file PATH."
        ].join('\n')
      ]
    })
  })
  it('names nothing of this repository, and the config it prints is valid where it says to put it', async () => {
    const root = project({})
    const said = (await validate(['--root', root])).err.join('\n')
    // The reader is in their own repository: no path of the action's (examples/, docs/, src/) holds there.
    expect(said).not.toMatch(/\b(examples|docs|src)\//)
    const config = said.split('\n\n')[1]!
    writeFileSync(join(root, '.the-loop/harness-config.yaml'), `${config}\n`)
    expect(await validate(['--root', root])).toEqual({
      code: 0,
      out: [`${join(root, '.the-loop/harness-config.yaml')}: valid`],
      err: []
    })
  })
  it('exits 1 on a .yml file, saying to rename it', async () => {
    const root = project({ '.the-loop/harness-config.yml': ONE_CRITIC })
    expect(await validate(['--root', root])).toEqual({
      code: 1,
      out: [],
      err: [
        'the-loop config: found .the-loop/harness-config.yml; the action reads .the-loop/harness-config.yaml: rename it'
      ]
    })
  })
  it('exits 2 when --root or --file names nothing', async () => {
    const missing = join(tempDir(), 'nowhere')
    expect(await validate(['--root', missing])).toEqual({
      code: 2,
      out: [],
      err: [`the-loop config: --root ${missing}: no such folder\n${USAGE}`]
    })
    expect(await validate(['--file', missing])).toEqual({
      code: 2,
      out: [],
      err: [`the-loop config: --file ${missing}: no such file\n${USAGE}`]
    })
  })
})

describe('config validate reads what the action reads', () => {
  it('the pre-rename .the-loop/config.yaml when harness-config.yaml is absent, with a note to rename it', async () => {
    const root = project({
      '.the-loop/config.yaml': 'reviews:\n  critics:\n    - {name: a, harness: claude, tools: none}\n'
    })
    const legacy = join(root, '.the-loop/config.yaml')
    expect(await validate(['--root', root])).toEqual({
      code: 1,
      out: [],
      err: [
        `warning: ${legacy} is the pre-rename name, read while .the-loop/harness-config.yaml is absent; rename it to .the-loop/harness-config.yaml`,
        `${legacy}:3: critic 'a': unknown tools 'none' (use read-only or allow)`,
        `1 problem(s) in ${legacy}`
      ]
    })
  })
  it('harness-config.yaml first, saying the old file beside it is not read', async () => {
    const root = project({
      '.the-loop/harness-config.yaml': ONE_CRITIC,
      '.the-loop/config.yaml': 'not: [valid\n'
    })
    const current = join(root, '.the-loop/harness-config.yaml')
    expect(await validate(['--root', root])).toEqual({
      code: 0,
      out: [`${current}: valid`],
      err: [
        `warning: ${join(root, '.the-loop/config.yaml')} is not read: .the-loop/harness-config.yaml exists and wins; delete .the-loop/config.yaml`
      ]
    })
  })
})

describe('config validate on a config', () => {
  it('shows a YAML syntax error with its code frame, exit 1', async () => {
    const root = project({ '.the-loop/harness-config.yaml': 'reviews:\n\tcritics: []\n' })
    const path = join(root, '.the-loop/harness-config.yaml')
    const result = await validate(['--root', root])
    expect(result.code).toBe(1)
    expect(result.err).toEqual([
      `${path}:2: does not parse: Tabs are not allowed as indentation (column 1); YAML indents with spaces only: replace the tab with spaces\n    reviews:\n    \tcritics: []\n    ^`,
      `1 problem(s) in ${path}`
    ])
  })
  it('warns about a top-level key nobody reads and still exits 0', async () => {
    const root = project({ '.the-loop/harness-config.yaml': `${ONE_CRITIC}notifcations: {}\n` })
    const path = join(root, '.the-loop/harness-config.yaml')
    expect(await validate(['--root', root])).toEqual({
      code: 0,
      out: [`${path}: valid`],
      err: [
        `warning: ${path}:4: unknown top-level key 'notifcations': neither this action (it reads reviews and workflow) nor the upstream the-loop CLI reads it; did you mean 'notifications'?`
      ]
    })
  })
  it('finds nothing to warn about in the shipped example: it holds only settings that act', async () => {
    expect(await validate(['--file', 'examples/harness-config.yaml'])).toEqual({
      code: 0,
      out: [`${join(process.cwd(), 'examples/harness-config.yaml')}: valid`],
      err: []
    })
  })
})
