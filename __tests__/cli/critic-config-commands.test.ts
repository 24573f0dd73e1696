// The `critic` and `config` CLI groups, called in-process and once end to end through the real entry.
import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { configCommand } from '../../src/cli/config-command.js'
import { criticCommand } from '../../src/cli/critic-command.js'
import { script, tempDir } from '../support/critic-fixtures.js'

const node = JSON.stringify(process.execPath)

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

/** A project root whose harness config holds the given critics block (YAML list items). */
function project(entries: string): string {
  const root = tempDir('critic-cli-')
  mkdirSync(join(root, '.the-loop'))
  writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${entries}`)
  return root
}

const ECHO = `    - name: echo\n      command: ${node}\n      args: [${JSON.stringify(script('echo.mjs'))}, '{prompt}', '{promptFile}', '{workItem}', '{specDir}']\n`
const FAIL = `    - name: fail\n      command: ${node}\n      args: [${JSON.stringify(script('fail.mjs'))}, '{prompt}']\n`
const MARKER = (root: string) =>
  `    - name: marker\n      command: ${node}\n      args: ['-e', 'require("fs").writeFileSync(${JSON.stringify(join(root, 'spawned'))}, "x")', '{prompt}']\n      enabled: false\n`

describe('the-loop critic', () => {
  it('test_critic_command_is_registered (end to end through the CLI entry, stdout is one JSON object)', async () => {
    const root = project(ECHO)
    const run = promisify(execFile)
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/entries/cli.ts', 'critic', 'run', 'echo', '--prompt', 'hi', '--root', root],
      { cwd: process.cwd() }
    )
    const envelope = JSON.parse(stdout)
    expect(envelope).toMatchObject({ critic: 'echo', ok: true, exitCode: 0 })
  })
  it('takes --flag=value, a dash-leading value, and the NAME after `--`', async () => {
    const root = project(ECHO)
    const c = capture()
    const args = ['run', '--prompt=--not-a-flag', `--root=${root}`, '--work-item', '-7', '--', 'echo']
    expect(await criticCommand(args, c.io)).toBe(0)
    const [prompt, , workItem] = JSON.parse(JSON.parse(c.out[0]!).output).argv
    // A whole-element {prompt} that starts with a dash gets a leading space (see asPositionalText).
    expect(prompt).toBe(' --not-a-flag')
    expect(workItem).toBe('-7')
  })
  it('usage faults in flags exit 2, spawn nothing and print a refusal envelope', async () => {
    const root = project(ECHO)
    for (const args of [
      ['run', 'echo', '--prompt', 'a', '--root', root, '--bogus=1'],
      ['run', 'echo', '--root', root, '--prompt', 'a', '--prompt=b'],
      ['run', 'echo', '--root', root, '--prompt'],
      ['run', '--root', root, '--prompt', 'a', '--', 'echo', 'extra']
    ]) {
      const c = capture()
      expect(await criticCommand(args, c.io)).toBe(2)
      expect(c.out).toHaveLength(1)
      const envelope = JSON.parse(c.out[0]!)
      expect(envelope).toMatchObject({ ok: false, exitCode: -1, output: '' })
      expect(c.err).toEqual([`the-loop critic: ${envelope.error}`])
    }
  })
  it('test_list_reports_availability', async () => {
    const c = capture()
    const root = project(
      `${ECHO}    - {name: ghost, command: no-such-critic-bin, args: ['{prompt}']}\n    - {name: bad, harness: copilot}\n`
    )
    expect(await criticCommand(['list', '--root', root, '--format', 'json'], c.io)).toBe(0)
    const rows = JSON.parse(c.out.join(''))
    expect(rows.map((r: { available: boolean }) => r.available)).toEqual([true, false, false])
    expect(rows[2].error).toMatch(/no built-in invocation/)
    const t = capture()
    expect(await criticCommand(['list', '--root', root], t.io)).toBe(0)
    const table = t.out.join('')
    expect(table.split('\n')[0]).toMatch(/^Critic\s+Harness\s+Model\s+Executable\s+Available\s+Enabled$/)
    expect(table).toContain('         ! ')
    expect(table).toMatch(/ghost\s+—\s+—\s+no-such-critic-bin\s+no\s+yes/)
  })
  it('test_list_with_no_critics_exits_zero', async () => {
    const c = capture()
    expect(await criticCommand(['list', '--root', tempDir()], c.io)).toBe(0)
    expect(c.out.join('')).toMatch(/No critics configured/)
  })
  it('test_run_prints_a_single_json_object_on_stdout', async () => {
    const c = capture()
    expect(await criticCommand(['run', 'echo', '--prompt', 'hello', '--root', project(ECHO)], c.io)).toBe(0)
    expect(c.out).toHaveLength(1)
    expect(JSON.parse(c.out[0]!).ok).toBe(true)
  })
  it('test_run_accepts_a_prompt_file_and_exposes_its_path', async () => {
    const file = join(tempDir(), 'p.md')
    writeFileSync(file, 'from a file')
    const c = capture()
    expect(await criticCommand(['run', 'echo', '--prompt-file', file, '--root', project(ECHO)], c.io)).toBe(0)
    const seen = JSON.parse(JSON.parse(c.out[0]!).output)
    expect(seen.argv.slice(0, 2)).toEqual(['from a file', file])
  })
  it('test_prompt_file_placeholder_works_even_with_an_inline_prompt (and work item values)', async () => {
    const root = project(ECHO)
    const c = capture()
    expect(
      await criticCommand(['run', 'echo', '--prompt', 'inline', '--root', root, '--work-item', '42'], c.io)
    ).toBe(0)
    const [prompt, promptFile, workItem, specDir] = JSON.parse(JSON.parse(c.out[0]!).output).argv
    expect(prompt).toBe('inline')
    expect(promptFile).toMatch(/critic-prompt\.md$/)
    expect(workItem).toBe('42')
    expect(specDir).toBe(join(root, 'docs/specs/42'))
  })
  it('test_cwd_defaults_to_the_project_root; a critic cwd is relative to the root', async () => {
    const root = project(
      `${ECHO}    - name: sub\n      command: ${node}\n      args: [${JSON.stringify(script('echo.mjs'))}, '{prompt}', '{cwd}']\n      cwd: sub\n`
    )
    mkdirSync(join(root, 'sub'))
    const c = capture()
    expect(await criticCommand(['run', 'echo', '--prompt', 'p', '--root', root], c.io)).toBe(0)
    expect(realpathSync(JSON.parse(JSON.parse(c.out[0]!).output).cwd)).toBe(realpathSync(root))
    const s = capture()
    expect(await criticCommand(['run', 'sub', '--prompt', 'p', '--root', root], s.io)).toBe(0)
    const seen = JSON.parse(JSON.parse(s.out[0]!).output)
    expect(realpathSync(seen.cwd)).toBe(realpathSync(join(root, 'sub')))
    expect(seen.argv).toEqual(['p', join(root, 'sub')])
  })
  it('test_run_requires_exactly_one_prompt_source', async () => {
    const root = project(ECHO)
    const none = capture()
    expect(await criticCommand(['run', 'echo', '--root', root], none.io)).toBe(2)
    const both = capture()
    expect(
      await criticCommand(['run', 'echo', '--prompt', 'a', '--prompt-file', 'b', '--root', root], both.io)
    ).toBe(2)
    expect(both.err.join('')).toMatch(/exactly one of --prompt or --prompt-file/)
    expect(JSON.parse(both.out[0]!)).toMatchObject({
      critic: 'echo',
      ok: false,
      error: 'give exactly one of --prompt or --prompt-file'
    })
  })
  it('test_run_requires_an_explicit_critic_name', async () => {
    const c = capture()
    expect(await criticCommand(['run', '--prompt', 'a', '--root', project(ECHO)], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/exactly one critic NAME/)
  })
  it('an unknown critic name exits 2 and lists the configured names', async () => {
    const c = capture()
    expect(await criticCommand(['run', 'nope', '--prompt', 'a', '--root', project(ECHO)], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/unknown critic 'nope'; configured critics: echo/)
  })
  it('an unreadable prompt file exits 2 without spawning', async () => {
    const c = capture()
    const missing = join(tempDir(), 'missing.md')
    const args = ['run', 'echo', '--prompt-file', missing, '--root', project(ECHO)]
    expect(await criticCommand(args, c.io)).toBe(2)
    expect(JSON.parse(c.out[0]!).error).toBe(
      `--prompt-file ${missing}: cannot read: ENOENT: no such file or directory, open '${missing}'`
    )
  })
  it('test_a_failed_round_still_prints_its_envelope_and_exits_non_zero', async () => {
    const c = capture()
    expect(await criticCommand(['run', 'fail', '--prompt', 'x', '--root', project(FAIL)], c.io)).toBe(1)
    expect(JSON.parse(c.out[0]!)).toMatchObject({ ok: false, exitCode: 3 })
  })
  it('test_a_misconfigured_critic_exits_two_without_spawning', async () => {
    const root = tempDir('critic-cli-')
    mkdirSync(join(root, '.the-loop'))
    writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${MARKER(root)}`)
    const c = capture()
    expect(await criticCommand(['run', 'marker', '--prompt', 'x', '--root', root], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/disabled in config/)
    expect(() => readFileSync(join(root, 'spawned'))).toThrow()
    expect(JSON.parse(c.out[0]!)).toMatchObject({
      critic: 'marker',
      ok: false,
      error: `${join(root, '.the-loop/harness-config.yaml')}:3: critic 'marker' is disabled in config`
    })
  })
  it('a broken config file exits 2 with its file and line', async () => {
    const root = project('    - {name: a, harness: claude}\n    - {name: a, harness: claude}\n')
    const c = capture()
    expect(await criticCommand(['list', '--root', root], c.io)).toBe(2)
    expect(c.err.join('')).toMatch(/harness-config\.yaml:4: duplicate critic name 'a'/)
  })
  it('test_output_file_records_the_envelope', async () => {
    const out = join(tempDir(), 'deep/dir/envelope.json')
    const c = capture()
    expect(
      await criticCommand(
        ['run', 'echo', '--prompt', 'x', '--root', project(ECHO), '--output-file', out],
        c.io
      )
    ).toBe(0)
    expect(readFileSync(out, 'utf8')).toBe(`${c.out[0]}\n`)
  })
  it('--timeout overrides the configured one and a timed-out round exits 1', async () => {
    const root = project(
      `    - name: hang\n      command: ${node}\n      args: [${JSON.stringify(script('hang.mjs'))}, '{prompt}']\n`
    )
    const c = capture()
    expect(
      await criticCommand(['run', 'hang', '--prompt', 'x', '--root', root, '--timeout', '0.3'], c.io)
    ).toBe(1)
    expect(JSON.parse(c.out[0]!).error).toMatch(/timed out after 0.3s/)
  })
})

describe('the-loop config validate', () => {
  it('accepts the shipped example and reports problems with file:line', async () => {
    const ok = capture()
    expect(await configCommand(['validate', '--file', 'examples/harness-config.yaml'], ok.io)).toBe(0)
    const root = project(
      '    - {name: x, harness: claude, timeoutSecond: 5}\n    - {name: y, command: rev, args: ["{diff}"]}\n'
    )
    const bad = capture()
    expect(await configCommand(['validate', '--root', root], bad.io)).toBe(1)
    const text = bad.err.join('\n')
    expect(text).toMatch(
      /harness-config\.yaml:3: critic 'x': unknown field 'timeoutSecond': did you mean 'timeoutSeconds'\?/
    )
    expect(text).toMatch(/harness-config\.yaml:4: critic 'y': unknown placeholder \{diff\}/)
  })
  it('warns, and still exits 0, when outputFormat is set on a built-in harness', async () => {
    const root = project('    - {name: x, harness: claude, outputFormat: json}\n')
    const run = capture()
    expect(await configCommand(['validate', '--root', root], run.io)).toBe(0)
    expect(run.err).toEqual([
      expect.stringMatching(/^warning: .*harness-config\.yaml:3: critic 'x': 'outputFormat' has no effect/)
    ])
  })
  it('no config file is nothing to check (exit 1); a usage error exits 2', async () => {
    expect(await configCommand(['validate', '--root', tempDir()], capture().io)).toBe(1)
    expect(await configCommand(['frob'], capture().io)).toBe(2)
    expect(await configCommand(['validate', `--root=${tempDir()}`], capture().io)).toBe(1)
    expect(await configCommand(['validate', '--root'], capture().io)).toBe(2)
    expect(await configCommand(['validate', '--', '--root'], capture().io)).toBe(2)
  })
})
