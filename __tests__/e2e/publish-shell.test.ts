// Publish's `shell:` line (read from the root action.yml, so this follows the real file) keeps a BASH_ENV that
// an earlier step put into GITHUB_ENV from running before publish's script: bash sources BASH_ENV before the
// script's first line, so only a shell line that drops it before bash starts helps. Control: `shell: bash`.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { runComposite } from '../support/composite.js'

const rootAction = parse(readFileSync('action.yml', 'utf8')) as {
  runs: { steps: Array<{ id?: string; shell?: string }> }
}
const publishShell = rootAction.runs.steps.find((step) => step.id === 'publish')?.shell ?? ''

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-shell-'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Step 1 sets BASH_ENV to a script that writes a marker file; step 2 runs `echo ran` with `shell`. */
async function bashEnvThenStep(shell: string) {
  const dir = mkdtempSync(join(root, 'case-'))
  const marker = join(dir, 'bash-env-ran')
  const bashEnv = join(dir, 'bash-env.sh')
  writeFileSync(bashEnv, `echo sourced > "${marker}"\n`)
  const steps = [
    { shell: 'bash', run: `echo "BASH_ENV=${bashEnv}" >> "$GITHUB_ENV"` },
    { id: 'second', shell, run: 'echo ran' }
  ]
  writeFileSync(join(dir, 'action.yml'), stringify({ name: 'probe', runs: { using: 'composite', steps } }))
  const r = await runComposite({
    actionDir: dir,
    eventName: 'push',
    payload: {},
    apiUrl: 'http://127.0.0.1:9'
  })
  return { second: r.steps.find((step) => step.id === 'second')!, markerWritten: existsSync(marker) }
}

describe("publish's shell line", () => {
  it('starts every program by absolute path and keeps {0} for the script', () => {
    const programs = publishShell.split(/\s+/).filter((word) => !word.startsWith('-') && word !== '{0}')
    expect(programs.filter((word) => word.includes('/'))).toEqual(['/usr/bin/env', '/bin/bash'])
    expect(publishShell).toMatch(/^\/usr\/bin\/env (-u \w+ )+\/bin\/bash .*\{0\}$/)
  })

  it('runs the step without sourcing the BASH_ENV an earlier step exported', async () => {
    const { second, markerWritten } = await bashEnvThenStep(publishShell)
    expect(second.exitCode).toBe(0)
    expect(second.stdout).toBe('ran\n')
    expect(markerWritten).toBe(false)
  })

  it('control: with `shell: bash` the same BASH_ENV is sourced before the script', async () => {
    const { second, markerWritten } = await bashEnvThenStep('bash')
    expect(second.exitCode).toBe(0)
    expect(markerWritten).toBe(true)
  })
})
