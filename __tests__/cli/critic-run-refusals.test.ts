// `the-loop critic run` refused before any spawn (exit 2) still prints one envelope on stdout, as the seed's
// error table says every failure does; a working folder that does not exist is named, not left to spawn.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { criticCommand } from '../../src/cli/critic-command.js'
import { tempDir } from '../support/critic-fixtures.js'

/** A project whose critics would each create `<root>/spawned` if they ever ran. */
function project(entry: (touch: string[]) => string): string {
  const root = tempDir('critic-refusals-')
  mkdirSync(join(root, '.the-loop'))
  const touch = [
    '-e',
    `require("fs").writeFileSync(${JSON.stringify(join(root, 'spawned'))}, "x")`,
    '{prompt}'
  ]
  writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${entry(touch)}`)
  return root
}
const node = JSON.stringify(process.execPath)
const TOUCH = (args: string[]) =>
  `    - {name: t, harness: probe, model: m1, command: ${node}, args: ${JSON.stringify(args)}}\n`

async function run(args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await criticCommand(['run', ...args], { out: (t) => out.push(t), err: (t) => err.push(t) })
  return { code, out, err }
}

/** The envelope a refusal prints: the critic as far as it was known, not ok, nothing ran. */
function refusal(critic: { name: string; harness?: string; model?: string }, error: string) {
  const harness = critic.harness ?? ''
  const model = critic.model ?? ''
  return {
    critic: critic.name,
    harness,
    model,
    attribution: `[${harness || critic.name}/${model || 'default'}]`,
    ok: false,
    exitCode: -1,
    durationSeconds: 0,
    output: '',
    error,
    usage: {
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      costUsd: 0,
      present: false
    }
  }
}

describe('critic run refusals print an envelope', () => {
  it('an unknown critic name', async () => {
    const root = project(TOUCH)
    const result = await run(['nope', '--prompt', 'x', '--root', root])
    const error = `${join(root, '.the-loop/harness-config.yaml')}: unknown critic 'nope'; configured critics: t`
    expect(result.code).toBe(2)
    expect(result.out.map((o) => JSON.parse(o))).toEqual([refusal({ name: 'nope' }, error)])
    expect(result.err).toEqual([`the-loop critic: ${error}`])
  })
  it('a broken entry, into --output-file too', async () => {
    const root = project(() => `    - {name: shell, command: "claude -p", args: ['{prompt}']}\n`)
    const file = join(tempDir(), 'envelope.json')
    const result = await run(['shell', '--prompt', 'x', '--root', root, '--output-file', file])
    const error = `${join(root, '.the-loop/harness-config.yaml')}:3: critic 'shell': 'command' is one executable, never a shell line, and 'claude -p' has spaces: move the arguments into 'args' (command: claude, args: ['-p'])`
    expect(result.code).toBe(2)
    expect(JSON.parse(result.out[0]!)).toEqual(refusal({ name: 'shell' }, error))
    expect(readFileSync(file, 'utf8')).toBe(`${result.out[0]}\n`)
  })
})

describe('critic run working folders', () => {
  it('--cwd naming a missing folder is refused by name, nothing spawned', async () => {
    const root = project(TOUCH)
    const missing = join(root, 'no-such-folder')
    const result = await run(['t', '--prompt', 'x', '--root', root, '--cwd', missing])
    expect(result.code).toBe(2)
    expect(result.err).toEqual([`the-loop critic: --cwd ${missing}: no such folder`])
    expect(JSON.parse(result.out[0]!)).toEqual(
      refusal({ name: 't', harness: 'probe', model: 'm1' }, `--cwd ${missing}: no such folder`)
    )
    expect(existsSync(join(root, 'spawned'))).toBe(false)
  })
  it('--cwd naming a file says it is not a folder', async () => {
    const root = project(TOUCH)
    const file = join(root, '.the-loop/harness-config.yaml')
    const result = await run(['t', '--prompt', 'x', '--root', root, '--cwd', file])
    expect(result.err).toEqual([`the-loop critic: --cwd ${file}: is not a folder`])
  })
  it("a critic's configured cwd that does not exist names the entry", async () => {
    const root = project(
      (args) => `    - {name: t, command: ${node}, args: ${JSON.stringify(args)}, cwd: sub}\n`
    )
    const result = await run(['t', '--prompt', 'x', '--root', root])
    expect(result.code).toBe(2)
    expect(result.err).toEqual([
      `the-loop critic: ${join(root, '.the-loop/harness-config.yaml')}:3: critic 't': cwd 'sub' (${join(root, 'sub')}): no such folder; fix 'cwd' in its entry or give --cwd`
    ])
    expect(existsSync(join(root, 'spawned'))).toBe(false)
  })
  it('--root naming a missing folder is refused, not read as "no critics"', async () => {
    const missing = join(tempDir(), 'gone')
    const result = await run(['t', '--prompt', 'x', '--root', missing])
    expect(result.code).toBe(2)
    expect(result.err).toEqual([`the-loop critic: --root ${missing}: no such folder`])
    const list = await criticCommand(['list', '--root', missing], {
      out: () => undefined,
      err: () => undefined
    })
    expect(list).toBe(2)
  })
})
