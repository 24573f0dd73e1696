// The critic boundary on a runner like GitHub's hosted one: the job's user is not root and has passwordless
// sudo. As root (these machines, .ci/run) this file makes such a user for itself (its own name prefix, a
// sudoers rule for it alone, both removed after), gives it the action folder as a runner does, and runs the
// whole action as that user; every critic must then run through sudo and stop every attack. Where sudo is absent
// the same user has none: the step must fail closed. Where the tests themselves run as a user with sudo (the
// repository's hosted CI), critic-boundary.test.ts already takes this path; as a user without, nothing can.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { probePrivilege } from '../../src/critics/isolation/privilege.js'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { startReviewScene } from '../support/review-scene.js'
import { AS_ROOT, HAS_SUDO, NO_SUDO, NOT_ROOT } from '../support/sudo.js'
import { errorsOf, PRIVILEGE_REFUSAL } from './boundary-attack.js'
import { BRIEF, type Scene } from './harness.js'

const RUNNER = `tlrun${randomBytes(3).toString('hex')}`
const PREFIX = `tls${randomBytes(2).toString('hex')}-`
const SUDOERS = `/etc/sudoers.d/${RUNNER}`
const MODEL_KEY = `sk-ant-${randomBytes(18).toString('hex')}`

let action: ActionDir | undefined
let scene: Scene | undefined
let ids = { uid: -1, gid: -1 }

function idsOf(name: string) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`))
  const [, , uid, gid] = (line ?? '').split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

const critic = (name: string, tag: string) => `    - name: ${name}
      harness: test
      command: node
      args: ['__tests__/support/critics/boundary-attacker.mjs', '{promptFile}', '${tag}']
      env: { ATTACK_KEY_${name.toUpperCase()}: 'key-of-${name}-${randomBytes(8).toString('hex')}' }
      timeoutSeconds: 60
`

// Not root: critic-boundary.test.ts runs this path itself (below). Root without sudo (a fresh container): the
// runner user this file makes has no sudo either, and the describe shows the step failing closed for it.
const TITLE = HAS_SUDO
  ? 'critic-isolation: user through passwordless sudo (a runner user made by this file)'
  : `critic-isolation: user for a runner user made by this file, where ${NO_SUDO}`

if (AS_ROOT)
  describe(TITLE, () => {
    let result: CompositeResult
    let reports: Array<Record<string, unknown>> = []
    const tag = `sudo${randomBytes(6).toString('hex')}`

    beforeAll(async () => {
      expect(spawnSync('/usr/sbin/useradd', ['--create-home', '--shell', '/bin/bash', RUNNER]).status).toBe(0)
      // As on a GitHub-hosted runner: every command, no password (where there is a sudo to say it to).
      if (HAS_SUDO) writeFileSync(SUDOERS, `${RUNNER} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 })
      ids = idsOf(RUNNER)
      action = await buildActionDir(['main'])
      // The runner's user downloads the action, so it owns it (and could rewrite it, were it a critic).
      spawnSync('/usr/bin/chown', ['-R', `${ids.uid}:${ids.gid}`, action.root])
      chmodSync(action.root, 0o755)
      scene = await startReviewScene({
        config: `reviews:\n  critics:\n${critic('a', tag)}${critic('b', tag)}`
      })
      const run = (payload: object) =>
        runComposite({
          actionDir: action!.root,
          eventName: 'issue_comment',
          payload: payload as Record<string, unknown>,
          apiUrl: scene!.gh.url,
          inputs: { 'github-token': 't', 'authorized-users': 'alice' },
          workspace: process.cwd(),
          jobEnv: {
            HOME: `/home/${RUNNER}`,
            ANTHROPIC_API_KEY: MODEL_KEY,
            THE_LOOP_CRITIC_USER_PREFIX: PREFIX
          },
          runAs: ids,
          timeoutMs: 180_000
        })
      await run(scene.comment('alice', 'the-loop review'))
      result = await run(scene.comment('alice', BRIEF))
      const envelopes = JSON.parse(result.outputs.envelopes ?? '[]') as Array<{ output: string }>
      reports = envelopes.flatMap((e) => {
        const line = /^BOUNDARY (\{.*\})$/m.exec(e.output)?.[1]
        return line ? [JSON.parse(line) as Record<string, unknown>] : []
      })
    }, 300_000)

    afterAll(async () => {
      await scene?.gh.close()
      await action?.remove()
      rmSync(SUDOERS, { force: true })
      spawnSync('/usr/sbin/userdel', ['--remove', RUNNER])
      rmSync(`/tmp/boundary-fill-${tag}`, { force: true })
    })

    if (!HAS_SUDO)
      it('runs no critic: the runner user cannot elevate either, so the step fails closed and says why', () => {
        expect(reports).toEqual([])
        expect(errorsOf({ result })).toEqual([
          expect.stringMatching(PRIVILEGE_REFUSAL),
          expect.stringMatching(PRIVILEGE_REFUSAL)
        ])
        expect(result.summary).toContain('### The-loop critic boundary: not built')
      })
    else stopsEveryAttack()

    /** With sudo: the attacks the runner user itself could do, each stopped. */
    function stopsEveryAttack() {
      it('runs every critic as a user of its own through sudo, not as the runner user', () => {
        expect(result.summary).toContain('through passwordless sudo (the step became root once) and setpriv')
        expect(reports).toHaveLength(2)
        for (const report of reports) {
          expect(report.uid).not.toBe(ids.uid)
          expect(report.uid).not.toBe(0)
          expect(report.noNewPrivs).toBe(true)
        }
      })

      it.each([
        'writeActionBundle',
        'writeNodeBinary',
        'plantOnPath',
        'readHarnessEnviron',
        'readRunnerMemory',
        'readOtherCriticKey',
        'sudo',
        'writeRunnerTemp',
        'writeFileCommands',
        'writeParentStdout'
      ])('stops %s, which the runner user itself could do', (field) => {
        expect(reports).toHaveLength(2)
        for (const report of reports)
          expect({ field, worked: report[field] }).toEqual({ field, worked: false })
      })
    }

    it('leaves no critic user and no process behind, and posts no key', () => {
      const users = readFileSync('/etc/passwd', 'utf8')
        .split('\n')
        .filter((l) => l.startsWith(PREFIX))
      expect(users).toEqual([])
      const tagged = readdirSync('/proc').filter((pid) => {
        try {
          return (
            /^\d+$/.test(pid) &&
            readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(`boundary-leftover-${tag}`)
          )
        } catch {
          return false
        }
      })
      expect(tagged).toEqual([])
      expect(result.outputs.envelopes).not.toContain(MODEL_KEY)
    })
  })

// Not root: this file cannot make a runner user. The step's own probe shows which path this user takes.
if (!AS_ROOT)
  describe(`the sudo path where this file cannot make a runner user (${NOT_ROOT})`, () => {
    if (HAS_SUDO)
      it('is taken by critic-boundary.test.ts: the probe sees this user’s sudo, which steps/critics.sh elevates with', async () => {
        expect(await probePrivilege()).toEqual({
          refusal: expect.stringContaining('this step is not root although sudo works')
        })
      })
    else
      it(`cannot be taken (${NO_SUDO}): the probe refuses critic-isolation: user and says why`, async () => {
        expect(await probePrivilege()).toEqual({ refusal: expect.stringMatching(PRIVILEGE_REFUSAL) })
      })
  })
