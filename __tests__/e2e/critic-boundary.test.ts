// The critic boundary, attacked from inside a critic through the real action.yml run step by step as a runner
// runs it (as root here, so setpriv; the sudo path has its own file). Every attack of the table
// (boundary-attack.ts) runs in both modes: with `critic-isolation: user` each must be stopped; with `none`, the
// control run, each row marked open must succeed, which shows the probe can see the attack at all. What this
// machine lacks (root, sudo) never skips a row: the row then shows what holds instead, and its name says why.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { AS_ROOT, CAN_ISOLATE, E2E_ISOLATION, HAS_SUDO, NO_SUDO, NOT_ROOT } from '../support/sudo.js'
import {
  ATTACKS,
  criticsStep,
  errorsOf,
  jobUserCould,
  PRIVILEGE_REFUSAL,
  taggedProcesses,
  useBoundaryRounds,
  type Round
} from './boundary-attack.js'
import { ownComments } from './harness.js'

const MODEL_KEY = `sk-ant-${randomBytes(18).toString('hex')}`
const { attackRound, usersOfThisFile, scene } = useBoundaryRounds(MODEL_KEY)

/** Yama's ptrace_scope, when the kernel has it: 1 and up stop a process reading an ancestor's memory. */
const PTRACE_SCOPE = (() => {
  try {
    return Number(readFileSync('/proc/sys/kernel/yama/ptrace_scope', 'utf8').trim())
  } catch {
    return undefined
  }
})()

if (CAN_ISOLATE)
  describe(`critic-isolation: user, ${AS_ROOT ? 'as root (setpriv)' : 'through sudo'}`, () => {
    let round: Round
    beforeAll(async () => {
      round = await attackRound('user')
    }, 240_000)
    afterAll(() => rmSync(`/tmp/boundary-fill-${round?.tag}`, { force: true }))

    it('runs both attackers, each as an unprivileged user of its own, with no-new-privileges and no group', () => {
      expect(round.reports).toHaveLength(2)
      const [a, b] = round.reports
      expect(a!.uid).not.toBe(0)
      expect(a!.uid).not.toBe(b!.uid)
      for (const report of round.reports) {
        expect(report.noNewPrivs).toBe(true)
        expect(report.groups).toMatch(/^\d*$/) // its own group at most
        expect(Number(report.maxProcesses)).toBeLessThanOrEqual(512)
      }
      expect(round.result.summary).toContain('### The-loop critic boundary: user')
      expect(round.result.summary).toContain(
        AS_ROOT
          ? 'as root, through setpriv'
          : 'through passwordless sudo (the step became root once) and setpriv'
      )
    })

    it.each(ATTACKS)('stops the critic that $attack', ({ field }) => {
      for (const report of round.reports)
        expect({ field, worked: report[field] }).toEqual({ field, worked: false })
    })

    it('bounds a fork bomb by RLIMIT_NPROC', () => {
      for (const report of round.reports) expect(report.forked).toBeLessThan(600)
    })

    it('leaves no process, no user and no file of the critics behind', () => {
      expect(taggedProcesses(`boundary-leftover-${round.tag}`)).toEqual([])
      expect(usersOfThisFile()).toEqual([])
      expect(existsSync(`/tmp/boundary-fill-${round.tag}`)).toBe(false)
    })

    it('posts no key, not even hex-encoded, and the runner read no command of the critics', () => {
      const posted = JSON.stringify(ownComments(scene()!).map((c) => c.body)) + round.result.outputs.envelopes
      expect(posted).not.toContain(MODEL_KEY)
      expect(posted).not.toContain(Buffer.from(MODEL_KEY).toString('hex'))
      expect(JSON.stringify(round.result.commands)).not.toContain('BOUNDARY-COMMAND')
    })
  })
else
  describe(`critic-isolation: user where it cannot be built (${NOT_ROOT}, and ${NO_SUDO})`, () => {
    let round: Round
    beforeAll(async () => {
      round = await attackRound('user')
    }, 240_000)

    it('fails closed: no critic runs, each says why and the ways on, and no user is made', () => {
      expect(round.reports).toEqual([])
      expect(errorsOf(round)).toEqual([
        expect.stringMatching(PRIVILEGE_REFUSAL),
        expect.stringMatching(PRIVILEGE_REFUSAL)
      ])
      expect(round.result.summary).toContain('### The-loop critic boundary: not built')
      expect(usersOfThisFile()).toEqual([])
    })

    it('so the other e2e runs here that name no isolation take critic-isolation: none', () => {
      expect(E2E_ISOLATION).toBe('none')
    })
  })

describe('critic-isolation: none, the control run', () => {
  let round: Round
  beforeAll(async () => {
    round = await attackRound('none')
  }, 240_000)
  afterAll(() => rmSync(`/tmp/boundary-fill-${round?.tag}`, { force: true }))

  const worked = (expected: boolean) => (row: { field: string }) => {
    expect(round.reports).toHaveLength(2)
    for (const report of round.reports)
      expect({ field: row.field, worked: report[row.field] }).toEqual({ field: row.field, worked: expected })
  }
  const can = { always: true, 'as-root': AS_ROOT, 'with-sudo': HAS_SUDO, 'if-writable': AS_ROOT }
  it.each(ATTACKS.filter((a) => can[a.openInNone]))(
    'lets the critic that $attack do it (open in none)',
    worked(true)
  )
  // What this machine lacks is said in the row's name, and the row asserts what then holds: a critic of this
  // user cannot elevate where the user cannot.
  const withoutSudo = ATTACKS.filter((a) => a.openInNone === 'with-sudo' && !HAS_SUDO)
  if (withoutSudo.length > 0)
    it.each(withoutSudo)(
      `does not let the critic that $attack do it: ${NO_SUDO}, so the critic cannot elevate either`,
      worked(false)
    )
  if (!AS_ROOT) {
    it.each(ATTACKS.filter((a) => a.openInNone === 'if-writable'))(
      `the critic that $attack does it exactly where this user can: ${NOT_ROOT}, what is root's stays closed to both`,
      ({ field }) => {
        expect(round.reports).toHaveLength(2)
        for (const report of round.reports)
          expect({ field, worked: report[field] }).toEqual({ field, worked: jobUserCould(field, report) })
      }
    )
    it(`does not let the critic that runs su do it: ${NOT_ROOT}, and su asks this user for a password`, () =>
      worked(false)({ field: 'su' }))
    // Yama's ptrace_scope 1 and up stop it; without Yama (or at 0) a process of the same user opens it.
    const yama = PTRACE_SCOPE !== undefined && PTRACE_SCOPE >= 1
    it(`the critic that opens the runner's /proc/<pid>/mem: ${NOT_ROOT}, ptrace_scope ${PTRACE_SCOPE ?? 'absent'} ${yama ? 'stops it' : 'lets this user open it (open in none)'}`, () =>
      worked(!yama)({ field: 'readRunnerMemory' }))
  }

  it('forks without bound and fills /tmp, but still kills every leftover, hidden environs included', () => {
    for (const report of round.reports) expect(report.forked).toBe(600)
    expect(existsSync(`/tmp/boundary-fill-${round.tag}`)).toBe(true)
    expect(taggedProcesses(`boundary-leftover-${round.tag}`)).toEqual([])
  })

  it('keeps the critics’ workflow commands unread (stop-commands) and says in the summary what stays open', () => {
    expect(criticsStep(round.result).stdout).toContain('BOUNDARY-COMMAND')
    expect(JSON.stringify(round.result.commands)).not.toContain('BOUNDARY-COMMAND')
    expect(round.result.summary).toContain('### The-loop critic boundary: none')
    expect(round.result.summary).toMatch(/read every secret of the job from the runner’s memory/)
  })
})
