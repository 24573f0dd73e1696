// The repository's own harness config and test critic, and the critic action run the way
// .github/workflows/test-action.yml runs it: critic/action.yml with the committed dist/, the workflow's own
// `with:` inputs, this checkout as the workspace, the committed config on the default branch.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { configCommand } from '../../src/cli/config-command.js'
import { criticCommand } from '../../src/cli/critic-command.js'
import { loadHarnessConfigText } from '../../src/critics/harness/config.js'
import { tempDir } from '../support/critic-fixtures.js'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { runComposite } from '../support/composite.js'

const CONFIG_PATH = '.the-loop/harness-config.yaml'
const config = readFileSync(CONFIG_PATH, 'utf8')

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

describe('the committed harness config', () => {
  it('validates, and its one critic loads without a fault', async () => {
    const c = capture()
    expect(await configCommand(['validate', '--root', '.'], c.io)).toBe(0)
    const critics = loadHarnessConfigText(config, CONFIG_PATH).critics
    expect(critics.map((x) => [x.name, x.error ?? ''])).toEqual([['echo-critic', '']])
  })

  it('its test critic answers with the prompt size and first line', async () => {
    const c = capture()
    expect(
      await criticCommand(['run', 'echo-critic', '--prompt', 'test-action abc\nmore', '--root', '.'], c.io)
    ).toBe(0)
    expect(JSON.parse(c.out[0]!)).toMatchObject({
      ok: true,
      output: 'echo-critic: 20 characters; first line: test-action abc\n'
    })
  })

  it('its test critic fails on an empty prompt, so the workflow cannot pass without one', () => {
    const file = join(tempDir(), 'empty.md')
    writeFileSync(file, '  \n')
    const run = () =>
      execFileSync(process.execPath, ['.the-loop/critics/echo-critic.mjs', file], { stdio: 'pipe' })
    expect(run).toThrow(/the prompt is empty/)
  })
})

interface Step {
  id?: string
  uses?: string
  with?: Record<string, string>
  env?: Record<string, string>
  run?: string
}

describe('.github/workflows/test-action.yml', () => {
  const workflow = parse(readFileSync('.github/workflows/test-action.yml', 'utf8')) as {
    on: Record<string, unknown>
    jobs: Record<string, { steps: Step[] }>
  }
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
  const action = steps.find((step) => step.uses === './critic')!
  let gh: LoopbackGitHub

  beforeAll(async () => {
    gh = await startLoopbackGitHub()
    gh.world.createRepo('acme', 'the-loop-action', { files: { [CONFIG_PATH]: config } })
  })
  afterAll(async () => {
    await gh?.close()
  })

  it('checks out without persisting the token, which would stop the critics step', () => {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with?.['persist-credentials']).toBe(false)
  })

  it('runs on pushes and pull requests, with the actor as the allowlist and a prompt', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push'])
    expect(action.with).toMatchObject({
      critic: 'echo-critic',
      'authorized-users': '${{ github.actor }}',
      prompt: expect.stringContaining('${{ github.sha }}')
    })
    const check = steps.find((step) => step.run?.includes('$OK'))
    expect(check?.env?.OK).toBe(`\${{ steps.${action.id}.outputs.ok }}`)
  })

  it("the committed critic action, given the workflow's inputs, sets ok to true", async () => {
    const sha = 'f'.repeat(40)
    const inputs = Object.fromEntries(
      Object.entries(action.with!).map(([name, value]) => [
        name,
        value.replace('${{ github.sha }}', sha).replace('${{ github.actor }}', 'alice')
      ])
    )
    const result = await runComposite({
      actionDir: resolve('critic'),
      eventName: 'push',
      payload: { repository: { full_name: 'acme/the-loop-action' } },
      apiUrl: gh.url,
      actor: 'alice',
      inputs: { 'github-token': 't', ...inputs },
      workspace: process.cwd()
    })
    expect(result.exitCode).toBe(0)
    expect(result.outputs.ok).toBe('true')
    expect(JSON.parse(result.outputs.envelope!).output).toContain(`first line: test-action ${sha}`)
    // The workflow's own check step, run on these outputs, passes; on a failed or silent critic it fails.
    const check = steps.find((step) => step.run?.includes('$OK'))!
    const runCheck = (ok: string, envelope: string) =>
      spawnSync('bash', ['-eo', 'pipefail', '-c', check.run!], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, OK: ok, ENVELOPE: envelope, SHA: sha }
      })
    expect(runCheck('true', result.outputs.envelope!).status).toBe(0)
    const failed = runCheck('false', result.outputs.envelope!)
    expect([failed.status, failed.stdout]).toEqual([
      1,
      "::error::the critic action's ok output is 'false', not 'true'\n"
    ])
    const silent = runCheck('true', JSON.stringify({ output: 'something else' }))
    expect(silent.status).toBe(1)
    expect(silent.stdout).toMatch(/^::error::the critic did not answer the prompt/)
  })
})
