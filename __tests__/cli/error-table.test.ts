// One named test per row of the critic-harness design's error-handling table, through `the-loop critic run`.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { criticCommand } from '../../src/cli/critic-command.js'
import { script, tempDir } from '../support/critic-fixtures.js'

const node = JSON.stringify(process.execPath)

/** A project whose critics would each create `<root>/spawned` if they ever ran. */
function project(entries: (touch: string) => string): string {
  const root = tempDir('critic-errors-')
  mkdirSync(join(root, '.the-loop'))
  const touch = `require("fs").writeFileSync(${JSON.stringify(join(root, 'spawned'))}, "x")`
  writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${entries(touch)}`)
  return root
}

async function run(root: string, name: string, prompt = 'review') {
  const out: string[] = []
  const err: string[] = []
  const code = await criticCommand(['run', name, '--prompt', prompt, '--root', root], {
    out: (t) => out.push(t),
    err: (t) => err.push(t)
  })
  return { code, out, err: err.join('\n'), spawned: existsSync(join(root, 'spawned')) }
}

describe('error table: misconfiguration exits 2, spawns nothing, and still prints its envelope', () => {
  const rows: Array<[string, (touch: string) => string, string, RegExp]> = [
    [
      'no such critic name',
      (t) => `    - {name: real, command: ${node}, args: ['-e', '${t}', '{prompt}']}\n`,
      'other',
      /unknown critic 'other'; configured critics: real/
    ],
    [
      'duplicate names',
      (t) =>
        `    - {name: d, command: ${node}, args: ['-e', '${t}', '{prompt}']}\n    - {name: d, harness: claude}\n`,
      'd',
      /duplicate critic name 'd'/
    ],
    [
      'unknown placeholder',
      (t) => `    - {name: u, command: ${node}, args: ['-e', '${t}', '{prompt}', '{diff}']}\n`,
      'u',
      /unknown placeholder \{diff\}/
    ],
    [
      'no prompt placeholder',
      (t) => `    - {name: n, command: ${node}, args: ['-e', '${t}']}\n`,
      'n',
      /mention \{prompt\} or \{promptFile\}/
    ],
    [
      'neither command nor known harness',
      () => `    - {name: h, harness: copilot}\n`,
      'h',
      /no built-in invocation; set 'command'/
    ],
    [
      'critic disabled',
      (t) => `    - {name: off, command: ${node}, args: ['-e', '${t}', '{prompt}'], enabled: false}\n`,
      'off',
      /disabled in config/
    ]
  ]
  it.each(rows)('%s', async (_row, entries, name, message) => {
    const result = await run(project(entries), name)
    expect(result.code).toBe(2)
    expect(result.err).toMatch(message)
    // "Every one of these still prints the envelope" (the seed's error table): ok false, the reason, no exit code.
    expect(result.out).toHaveLength(1)
    const envelope = JSON.parse(result.out[0]!)
    expect(envelope).toMatchObject({ critic: name, ok: false, exitCode: -1, output: '' })
    expect(result.err).toBe(`the-loop critic: ${envelope.error}`)
    expect(result.spawned).toBe(false)
  })
})

describe('error table: a round that cannot finish prints its envelope and exits 1', () => {
  it('executable not on PATH (test_a_critic_that_is_not_installed_fails_the_round_closed)', async () => {
    const result = await run(
      project(() => `    - {name: cursor-gpt, harness: cursor, model: gpt-5.5}\n`),
      'cursor-gpt'
    )
    expect(result.code).toBe(1)
    const envelope = JSON.parse(result.out[0]!)
    expect(envelope).toMatchObject({ ok: false, attribution: '[cursor/gpt-5.5]' })
    expect(envelope.error).toMatch(/critic CLI 'cursor-agent' not found on PATH/)
  })
  it('non-zero exit keeps the exit code and stderr', async () => {
    const root = project(
      () => `    - {name: f, command: ${node}, args: [${JSON.stringify(script('fail.mjs'))}, '{prompt}']}\n`
    )
    const result = await run(root, 'f')
    expect(result.code).toBe(1)
    expect(JSON.parse(result.out[0]!)).toMatchObject({
      ok: false,
      exitCode: 3,
      error: expect.stringMatching(/boom/)
    })
  })
  it('timeout terminates the critic', async () => {
    const root = project(
      () =>
        // 1 s is the shortest timeout a config may set (the seed: timeoutSeconds >= 1).
        `    - {name: t, command: ${node}, args: [${JSON.stringify(script('hang.mjs'))}, '{prompt}'], timeoutSeconds: 1}\n`
    )
    const result = await run(root, 't')
    expect(result.code).toBe(1)
    expect(JSON.parse(result.out[0]!).error).toMatch(/timed out after 1s/)
  })
  it('outputFormat json with non-JSON stdout is not an error: raw stdout is the output', async () => {
    const root = project(
      () =>
        `    - {name: j, command: ${node}, args: [${JSON.stringify(script('broken-json.mjs'))}, '{prompt}'], outputFormat: json}\n`
    )
    const result = await run(root, 'j')
    expect(result.code).toBe(0)
    expect(JSON.parse(result.out[0]!).output).toBe('{"result": "unterminated')
  })
})

describe('abuse cases', () => {
  it('test_a_hostile_prompt_cannot_escape_into_a_shell_command', async () => {
    const root = project(
      () => `    - {name: e, command: ${node}, args: [${JSON.stringify(script('echo.mjs'))}, '{prompt}']}\n`
    )
    const pwned = join(root, 'pwned')
    const hostile = `; rm -rf / $(touch ${pwned}) \`touch ${pwned}\` | tee ${pwned} > ${pwned} && touch ${pwned}`
    const result = await run(root, 'e', hostile)
    expect(result.code).toBe(0)
    expect(JSON.parse(JSON.parse(result.out[0]!).output).argv).toEqual([hostile])
    expect(existsSync(pwned)).toBe(false)
  })
})
