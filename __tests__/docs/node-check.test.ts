// The root action's first step: without Node.js >= 20 on PATH it fails with one `::error::` line
// saying what is missing and how to fix it in a container job (run here with bash, as the runner runs it).
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { tempDir } from '../support/critic-fixtures.js'

const action = parse(readFileSync('action.yml', 'utf8')) as {
  runs: { steps: Array<{ name?: string; id?: string; shell?: string; run?: string }> }
}
const [check] = action.runs.steps

/** Runs the check step with only `dir` on PATH (bash itself is started by its absolute path). */
function runCheck(dir: string) {
  return spawnSync('/bin/bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', check!.run!], {
    encoding: 'utf8',
    env: { PATH: dir }
  })
}

/** A folder holding a fake `node` whose --version prints `version` (or that fails, when null). */
function fakeNode(version: string | null): string {
  const dir = join(tempDir('fake-node-'), 'bin')
  mkdirSync(dir)
  const body = version === null ? 'exit 127' : `echo '${version}'`
  writeFileSync(join(dir, 'node'), `#!/bin/bash\n${body}\n`)
  chmodSync(join(dir, 'node'), 0o755)
  return dir
}

const FIX = 'In a container job, use an image with Node.js (such as node:24) or run actions/setup-node'

describe('the Node.js check of action.yml', () => {
  it.each([
    ['action.yml', 'node --optimize-for-size "$GITHUB_ACTION_PATH/dist/main/index.js" prepare'],
    [
      'critic/action.yml',
      'node --optimize-for-size "$GITHUB_ACTION_PATH/../dist/critic-action/index.js" prepare'
    ],
    ['review/action.yml', 'node --optimize-for-size "$GITHUB_ACTION_PATH/../dist/review/index.js" prepare']
  ])('is the first step of %s, in bash, the same everywhere, before the step that runs node', (file, run) => {
    const steps = (parse(readFileSync(file, 'utf8')) as typeof action).runs.steps
    expect(steps[0]).toEqual(check)
    expect(check?.shell).toBe('bash')
    expect(steps.find((s) => s.id === 'prepare')?.run).toContain(run)
  })

  it('fails with one ::error:: line when PATH has no node', () => {
    const r = runCheck(tempDir('no-node-'))
    expect(r.status).toBe(1)
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1)
    expect(r.stdout).toMatch(
      /^::error::the-loop needs Node.js 20 or later on PATH, and this job has no working 'node'/
    )
    expect(r.stdout).toContain(FIX)
  })

  it('fails the same way when node does not run', () => {
    const r = runCheck(fakeNode(null))
    expect([r.status, r.stdout.split('\n').length]).toEqual([1, 2])
    expect(r.stdout).toContain("no working 'node' command")
  })

  it.each(['v18.20.4', 'v19.9.0', 'weird'])('fails naming the version when node says %s', (version) => {
    const r = runCheck(fakeNode(version))
    expect(r.status).toBe(1)
    expect(r.stdout).toBe(
      `::error::the-loop needs Node.js 20 or later on PATH, and 'node' here is ${version}. ${FIX} before this action.\n`
    )
  })

  it.each(['v20.0.0', 'v24.22.3', 'v100.1.0'])('passes silently with node %s', (version) => {
    const r = runCheck(fakeNode(version))
    expect([r.status, r.stdout, r.stderr]).toEqual([0, '', ''])
  })

  it('passes with the node running these tests', () => {
    const r = spawnSync('/bin/bash', ['-c', check!.run!], { encoding: 'utf8' })
    expect(r.status).toBe(0)
  })
})
