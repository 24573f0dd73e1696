// The process boundary, proven with a hostile critic through the real action.yml run step by step as a runner
// runs it: the critic scans every /proc/*/environ and cmdline it can read, its own environment, RUNNER_TEMP and
// the workspace, writes BASH_ENV / LD_PRELOAD / PATH into every file-command file it finds, and leaves a
// detached scanner behind. It must find no token, nothing it writes may reach the publish step, the scanner
// must be dead when the step ends, and no secret may appear on the thread, in the summary or on the state branch.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { nodeCriticYaml, tempDir } from '../support/critic-fixtures.js'
import { runComposite } from '../support/composite.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, STATE_BRANCH, itemFilePath, ownComments, type Scene } from './harness.js'

// Unique per run, so a process of another test on this machine cannot hold the same values.
const TOKEN = `ghs_${randomBytes(18).toString('hex')}`
const RUNTIME_TOKEN = `rt_${randomBytes(18).toString('hex')}`
const MODEL_KEY = `sk-ant-${randomBytes(18).toString('hex')}`

let scene: Scene
let action: ActionDir | undefined

beforeAll(async () => {
  action = await buildActionDir(['main'])
})
afterAll(async () => {
  await action?.remove()
})
afterEach(async () => {
  await scene?.gh.close()
})

/** Alive and running: a killed process that nobody reaped yet (a zombie, state Z) has stopped running. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return !/^\d+ \(.*\) [ZX]/.test(stat)
  } catch {
    return false
  }
}

async function hostileRound(workspace: string, reportDir: string) {
  scene = await startReviewScene({
    config: `reviews:\n  critics:\n${nodeCriticYaml('hostile', 'hostile.mjs', [reportDir, '{promptFile}'])}`
  })
  return runComposite({
    actionDir: action!.root,
    eventName: 'issue_comment',
    payload: scene.comment('alice', `the-loop review\n${BRIEF}`),
    apiUrl: scene.gh.url,
    workspace,
    // The same-user mode: what it contains (the per-user boundary is __tests__/e2e/critic-boundary.test.ts).
    inputs: { 'github-token': TOKEN, 'authorized-users': 'alice', 'critic-isolation': 'none' },
    // What a workflow may put in the job's environment: every step of the composite inherits it.
    jobEnv: {
      GITHUB_TOKEN: TOKEN,
      GH_TOKEN: TOKEN,
      ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN,
      ANTHROPIC_API_KEY: MODEL_KEY
    }
  })
}

/** Every place a secret could end up after the run: the thread, the job summary, the state branch. */
function everythingPublished(summary: string): string {
  const thread = scene.thread().map((c) => c.body)
  const state = scene.gh.world.readFile(OWNER, REPO, STATE_BRANCH, itemFilePath(scene.pull)) ?? ''
  return [...thread, summary, state].join('\n')
}

describe('a hostile critic in the critics step', () => {
  it('finds no token anywhere, cannot reach the publish step, and leaves no process behind', async () => {
    const workspace = tempDir('hostile-ws-')
    mkdirSync(join(workspace, '.git'))
    writeFileSync(
      join(workspace, '.git/config'),
      '[core]\n\tbare = false\n[remote "origin"]\n\turl = https://github.com/acme/widgets\n'
    )
    const reportDir = tempDir('hostile-report-')
    const r = await hostileRound(workspace, reportDir)
    expect(r.steps.map((s) => [s.id, s.ran, s.exitCode])).toEqual([
      ['__step0', true, 0],
      ['prepare', true, 0],
      ['critics', true, 0],
      ['publish', true, 0]
    ])
    const findings = readFileSync(join(reportDir, 'findings.txt'), 'utf8')
    // The scan really ran: it read other processes' command lines and its own environment.
    expect(findings).toMatch(/## \/proc\/\d+\/cmdline/)
    expect(findings).toContain(`ANTHROPIC_API_KEY=${MODEL_KEY}`)
    expect(findings).not.toContain(TOKEN)
    expect(findings).not.toContain(RUNTIME_TOKEN)
    // (Not the variable's name: other tests' processes on this machine hold their own INPUT_GITHUB-TOKEN.)
    // It did find this step's file-command files, and wrote to them.
    expect(readFileSync(join(reportDir, 'file-commands.txt'), 'utf8')).toMatch(/set_env_/)
    // Nothing it wrote there took effect in publish: no BASH_ENV sourced, no `node` of its PATH entry run.
    expect(existsSync(join(reportDir, 'pwned'))).toBe(false)
    expect(r.summary).not.toContain('FORGED SUMMARY')
    expect(r.outputs.envelopes).not.toContain('forged')
    // The detached scanner was ended with the step, before publish started (so it never saw the token).
    const scanner = readFileSync(join(reportDir, 'scanner.txt'), 'utf8')
    const pid = Number(/^pid (\d+)/.exec(scanner)![1])
    expect(isRunning(pid)).toBe(false)
    expect(scanner).not.toContain(TOKEN)
    expect(r.steps.find((s) => s.id === 'critics')!.stdout).toMatch(
      /ended [1-9]\d* process\(es\) the critics left/
    )
    // What it printed was posted, redacted: the model key (and its base64) are replaced with ***.
    const published = everythingPublished(r.summary)
    const [comment] = ownComments(scene, 'round').filter((c) => c.body.includes('[hostile/'))
    expect(comment?.body).toContain('Findings of a hostile critic')
    expect(comment?.body).toContain('***')
    for (const secret of [TOKEN, RUNTIME_TOKEN, MODEL_KEY, Buffer.from(MODEL_KEY).toString('base64')])
      expect(published).not.toContain(secret)
    expect(r.summary).toMatch(/redacted/)
  })

  it('does not run at all when the workspace git config holds a persisted checkout credential', async () => {
    const workspace = tempDir('hostile-creds-')
    mkdirSync(join(workspace, '.git'))
    const included = join(tempDir('checkout-creds-'), 'git-credentials.config')
    writeFileSync(
      included,
      `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}\n`
    )
    writeFileSync(
      join(workspace, '.git/config'),
      `[core]\n\tbare = false\n[includeIf "gitdir:${workspace}/.git"]\n\tpath = ${included}\n`
    )
    const reportDir = tempDir('hostile-report-')
    const r = await hostileRound(workspace, reportDir)
    expect(r.exitCode).toBe(0)
    expect(existsSync(join(reportDir, 'findings.txt'))).toBe(false)
    const [comment] = ownComments(scene, 'round').filter((c) => c.body.includes('[hostile/'))
    expect(comment?.body).toMatch(/persist-credentials: false/)
    expect(everythingPublished(r.summary)).not.toContain(TOKEN)
  })
})
