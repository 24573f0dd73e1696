// The `the-loop critic list --check` command: its table, JSON report, exit codes and flag, over a stub claude.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { criticCommand } from '../../src/cli/critic-command.js'
import { takeSwitch } from '../../src/cli/switch-flag.js'
import { tempDir } from '../support/critic-fixtures.js'
import { NODE_DIR, REAL_KEY, REFUSED, seen, stub } from './critic-cli-support.js'

/** A project root whose harness config holds these critics (YAML list items). */
function project(entries: string): string {
  const root = tempDir('check-cli-')
  mkdirSync(join(root, '.the-loop'))
  writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${entries}`)
  return root
}

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

describe('the-loop critic list --check', () => {
  const bin = tempDir('check-cmd-bin-')
  stub(bin, 'claude', '2.1.332 (Claude Code)', REFUSED)
  const path = JSON.stringify(`${bin}:${NODE_DIR}`)
  const CLAUDE = `    - name: reviewer\n      harness: claude\n      env: {PATH: ${path}, ANTHROPIC_API_KEY: ${JSON.stringify(REAL_KEY)}}\n`
  const GHOST = `    - {name: ghost, harness: gemini, env: {PATH: ${path}}}\n`

  it('exits 0 with a table when every enabled critic passes', async () => {
    const c = capture()
    expect(await criticCommand(['list', '--check', '--root', project(CLAUDE)], c.io)).toBe(0)
    const text = c.out.join('\n')
    expect(text.split('\n')[0]).toMatch(/^Critic\s+Harness\s+Executable\s+Version\s+Flags\s+Key$/)
    expect(text).toMatch(
      /reviewer\s+claude\s+\S+\/claude\s+2\.1\.332 \(tested\)\s+accepted\s+ANTHROPIC_API_KEY/
    )
    expect(text).toContain('         flags accepted (stopped at the network: Error: connect ECONNREFUSED')
    expect(text).toMatch(/All 1 enabled critic\(s\) pass\.$/)
    expect(text).not.toContain(REAL_KEY)
  })

  it('exits 1 with one problem line per problem; --format json carries the same', async () => {
    const root = project(CLAUDE + GHOST)
    const t = capture()
    expect(await criticCommand(['list', '--root', root, '--check'], t.io)).toBe(1)
    const table = t.out.join('\n')
    expect(table).toContain(
      "problem: critic 'ghost': 'gemini' is not on PATH; fix: npm install -g @google/gemini-cli@0.61.0"
    )
    expect(table).toContain(
      "problem: critic 'ghost': none of GEMINI_API_KEY, GOOGLE_API_KEY, GOOGLE_GENAI_USE_VERTEXAI is set"
    )
    expect(table).toMatch(/1 of 2 enabled critic\(s\) fail the check\.$/)
    const j = capture()
    expect(await criticCommand(['list', '--check', '--format=json', '--root', root], j.io)).toBe(1)
    const report = JSON.parse(j.out.join(''))
    expect(report.ok).toBe(false)
    expect(report.critics.map((c: { name: string }) => c.name)).toEqual(['reviewer', 'ghost'])
    expect(report.critics[0]).toMatchObject({
      harness: 'claude',
      kind: 'harness',
      onPath: { state: 'ok' },
      version: { state: 'ok', cell: '2.1.332 (tested)' },
      flags: { state: 'ok', cell: 'accepted' },
      key: { state: 'ok', cell: 'ANTHROPIC_API_KEY' },
      problems: []
    })
    expect(report.problems).toHaveLength(2)
    expect(j.out.join('')).not.toContain(REAL_KEY)
  })

  it('--check takes no value and only once; `critic list` without it runs nothing', async () => {
    const root = project(CLAUDE)
    for (const args of [
      ['list', '--check=yes', '--root', root],
      ['list', '--check', '--check', '--root', root]
    ]) {
      const c = capture()
      expect(await criticCommand(args, c.io)).toBe(2)
      expect(c.err.join('')).toMatch(/--check (takes no value|given twice)/)
    }
    const log = join(bin, 'claude.log')
    writeFileSync(log, '')
    expect(await criticCommand(['list', '--root', root], capture().io)).toBe(0)
    expect(seen(log)).toEqual([])
  })

  it('takeSwitch leaves a value flag its value and everything after --', () => {
    expect(takeSwitch(['--root', '--check', 'x'], 'check', ['root'])).toEqual({
      rest: ['--root', '--check', 'x'],
      on: false
    })
    expect(takeSwitch(['--CHECK', '--root=r', '--', '--check'], 'check', ['root'])).toEqual({
      rest: ['--root=r', '--', '--check'],
      on: true
    })
  })
})
