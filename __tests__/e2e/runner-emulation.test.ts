// The test runner emulation itself (support/composite.ts, step-shell.ts, workflow-commands.ts) behaves as the
// GitHub runner does where the action's safety depends on it: which program a `shell:` line starts, and which
// lines of a step's output the runner takes as workflow commands (with `::stop-commands::` and `::add-mask::`).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { runComposite } from '../support/composite.js'
import { stepCommand, whichLikeRunner } from '../support/step-shell.js'
import { WorkflowCommandReader } from '../support/workflow-commands.js'

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'runner-emulation-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs a composite action made of these `run:` steps (each `shell: bash` unless it says otherwise). */
async function runSteps(steps: Array<{ run: string; shell?: string }>) {
  const actionDir = mkdtempSync(join(root, 'action-'))
  const action = {
    name: 'probe',
    runs: { using: 'composite', steps: steps.map((s) => ({ shell: 'bash', ...s })) }
  }
  writeFileSync(join(actionDir, 'action.yml'), stringify(action))
  return runComposite({ actionDir, eventName: 'push', payload: {}, apiUrl: 'http://127.0.0.1:9' })
}

/** Every command the reader acts on for these lines, in order. */
function readAll(reader: WorkflowCommandReader, lines: string[]) {
  return lines.flatMap((line) => reader.read(line) ?? [])
}

describe('workflow commands as the runner reads them', () => {
  it('recognises a known command with properties and an escaped message; plain and unknown lines are not', () => {
    const reader = new WorkflowCommandReader()
    expect(reader.read('::warning file=a.ts,line=3,title=a%2Cb::look%0Ahere')).toEqual({
      name: 'warning',
      properties: { file: 'a.ts', line: '3', title: 'a,b' },
      message: 'look\nhere'
    })
    expect(reader.read('  ::ERROR::upper case and indented')).toEqual({
      name: 'error',
      properties: {},
      message: 'upper case and indented'
    })
    expect(reader.read('##[debug]the older form')).toEqual({
      name: 'debug',
      properties: {},
      message: 'the older form'
    })
    expect(reader.read('just output')).toBeUndefined()
    expect(reader.read('::frobnicate::not a command the runner knows')).toBeUndefined()
    expect(reader.read('::error no end marker')).toBeUndefined()
  })

  it('stops at ::stop-commands:: until the token line, and leaves both lines out', () => {
    const reader = new WorkflowCommandReader()
    const commands = readAll(reader, [
      '::notice::before',
      '::stop-commands::pause-token-1',
      '::error::while stopped',
      '::add-mask::not-a-mask-while-stopped',
      '::pause-token-1::',
      '::notice::after'
    ])
    expect(commands.map((c) => c.message)).toEqual(['before', 'after'])
    expect(reader.masks).toEqual(['pause-token-1'])
  })

  it('does not resume on a wrong token, nor on the stop command again', () => {
    const reader = new WorkflowCommandReader()
    const commands = readAll(reader, [
      '::stop-commands::right-token',
      '::wrong-token::',
      '::stop-commands::other',
      '::RIGHT-TOKEN-but-longer::',
      '::error::still stopped'
    ])
    expect(commands).toEqual([])
    expect(reader.read('::Right-Token::')).toBeUndefined()
    expect(reader.read('::error::resumed')?.message).toBe('resumed')
  })

  it('refuses a stop token the runner refuses: empty, a command name, pause-logging', () => {
    for (const token of ['', 'error', 'pause-logging'])
      expect(() => new WorkflowCommandReader().read(`::stop-commands::${token}`)).toThrow(
        /refuses ::stop-commands::/
      )
  })

  it('records ::add-mask:: values and each line of a multi-line value; a blank value masks nothing', () => {
    const reader = new WorkflowCommandReader()
    readAll(reader, ['::add-mask::s3cret', '::add-mask::first%0Asecond', '::add-mask::   '])
    expect(reader.masks).toEqual(['s3cret', 'first\nsecond', 'first', 'second'])
  })

  it('carries the stop from one step to the next, reads stderr too, and records masks for the job', async () => {
    const r = await runSteps([
      { run: 'echo "::add-mask::masked-value"\necho "::stop-commands::cross-step-token"' },
      { run: 'echo "::error::hidden by the earlier step\'s stop"\necho "::cross-step-token::"' },
      { run: 'echo "::notice::on stdout"\necho "::warning::on stderr" >&2' }
    ])
    expect(r.exitCode).toBe(0)
    // Sorted: how stdout and stderr lines interleave depends on timing, on a runner too.
    expect(r.steps.map((s) => s.commands.map((c) => c.name).sort())).toEqual([
      ['add-mask'],
      [],
      ['notice', 'warning']
    ])
    expect(r.commands.map((c) => c.message).sort()).toEqual(['masked-value', 'on stderr', 'on stdout'])
    expect(r.masks).toEqual(['masked-value', 'cross-step-token'])
    // The output itself is left as printed: the masks are for a test to apply.
    expect(r.steps[0]!.stdout).toContain('::add-mask::masked-value')
  })
})

describe('a step shell line as the runner starts it', () => {
  it('bash and sh take their built-in arguments; a custom line replaces {0} and keeps the rest as given', () => {
    const path = (process.env.PATH ?? '/usr/bin:/bin').split(':')
    const bash = whichLikeRunner('bash', path)
    expect(stepCommand('bash', '/tmp/s.sh', path)).toEqual({
      file: bash,
      args: ['--noprofile', '--norc', '-e', '-o', 'pipefail', '/tmp/s.sh']
    })
    expect(stepCommand('sh', '/tmp/s.sh', path).args).toEqual(['-e', '/tmp/s.sh'])
    expect(stepCommand('/usr/bin/env -u BASH_ENV /bin/bash -eo pipefail {0}', '/tmp/s', path)).toEqual({
      file: '/usr/bin/env',
      args: ['-u', 'BASH_ENV', '/bin/bash', '-eo', 'pipefail', '/tmp/s']
    })
    expect(stepCommand('bash -x {0}', '/tmp/s.sh', path).args).toEqual(['-x', '/tmp/s.sh'])
  })

  it('refuses what the runner refuses or this emulation cannot run the same way', () => {
    expect(() => stepCommand('/bin/bash -e', '/tmp/s', [])).toThrow(/a format string containing '\{0\}'/)
    expect(() => stepCommand('/no/such/shell {0}', '/tmp/s', [])).toThrow(
      /File not found: '\/no\/such\/shell'/
    )
    expect(() => stepCommand('bash -c "a b" {0}', '/tmp/s', ['/bin'])).toThrow(/quoting is not emulated/)
    expect(() => stepCommand('pwsh', '/tmp/s', [])).toThrow(/not emulated/)
  })

  it('finds a bare program name in the first folder that has it: a GITHUB_PATH folder comes first', async () => {
    const folder = join(root, 'fake-bin')
    mkdirSync(folder)
    writeFileSync(join(folder, 'bash'), '#!/bin/sh\necho "fake bash ran"\n')
    chmodSync(join(folder, 'bash'), 0o755)
    expect(whichLikeRunner('bash', [folder, '/usr/bin', '/bin'])).toBe(join(folder, 'bash'))
    const r = await runSteps([
      { run: `echo "${folder}" >> "$GITHUB_PATH"` },
      { run: 'echo "the real bash ran"' },
      { run: 'echo "the real bash ran"', shell: '/bin/bash --noprofile --norc -eo pipefail {0}' }
    ])
    expect(r.steps.map((s) => s.stdout.trim())).toEqual(['', 'fake bash ran', 'the real bash ran'])
  })
})
