// The critic boundary, attacked from inside a critic through the real action.yml run step by step as a runner
// runs it (as root here, so setpriv; the sudo path has its own file). Every attack of the table below runs in
// both modes: with `critic-isolation: user` each must be stopped; with `none`, the control run, each row marked
// open must succeed, which shows the probe can see the attack at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { startReviewScene } from '../support/review-scene.js'
import { HAS_SUDO, NO_SUDO } from '../support/sudo.js'
import { BRIEF, ownComments, type Scene } from './harness.js'

const MODEL_KEY = `sk-ant-${randomBytes(18).toString('hex')}`
// This file's own user-name prefix, so its cleanup can never touch another run's users.
const PREFIX = `tlb${randomBytes(2).toString('hex')}-`

interface Report {
  uid: number
  [attack: string]: unknown
}

const AS_ROOT = process.getuid?.() === 0

/**
 * Every attack a critic tries; `user` mode must stop each. `openInNone` says where the control run must see it
 * succeed: `always`, `as-root` where it needs the job's user to be root (su asks a non-root user for a
 * password; Yama's ptrace_scope=1 stops a non-root process reading an ancestor's memory, not root or sudo), or
 * `with-sudo` where it needs sudo on the machine (a fresh one may have none; `user` mode still stops it there).
 */
const ATTACKS: ReadonlyArray<{
  attack: string
  field: string
  openInNone: 'always' | 'as-root' | 'with-sudo'
}> = [
  { attack: 'rewrites dist/main/index.js (or its folder)', field: 'writeActionBundle', openInNone: 'always' },
  { attack: 'replaces the node binary publish runs', field: 'writeNodeBinary', openInNone: 'always' },
  { attack: 'plants a program in a PATH folder', field: 'plantOnPath', openInNone: 'always' },
  { attack: "reads the harness's /proc/<ppid>/environ", field: 'readHarnessEnviron', openInNone: 'always' },
  {
    attack: "opens the runner's /proc/<pid>/mem (the token's home)",
    field: 'readRunnerMemory',
    openInNone: 'as-root'
  },
  {
    attack: "reads the other critic's key from /proc/*/environ",
    field: 'readOtherCriticKey',
    openInNone: 'always'
  },
  { attack: 'runs sudo -n true', field: 'sudo', openInNone: 'with-sudo' },
  { attack: 'runs su', field: 'su', openInNone: 'as-root' },
  { attack: 'writes RUNNER_TEMP', field: 'writeRunnerTemp', openInNone: 'always' },
  { attack: "appends to the step's file-command files", field: 'writeFileCommands', openInNone: 'always' },
  {
    attack: "writes the workspace's .git/config or .git/hooks",
    field: 'writeWorkspaceGit',
    openInNone: 'always'
  },
  {
    attack: "writes workflow commands to its parent's stdout",
    field: 'writeParentStdout',
    openInNone: 'always'
  }
]

const attacker = (name: string, tag: string) => `    - name: ${name}
      harness: test
      command: node
      args: ['__tests__/support/critics/boundary-attacker.mjs', '{promptFile}', '${tag}']
      env: { ATTACK_KEY_${name.toUpperCase()}: 'key-of-${name}-${randomBytes(8).toString('hex')}' }
      timeoutSeconds: 60
`

let scene: Scene | undefined
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

function usersOfThisFile(): string[] {
  return readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':')[0] ?? '')
    .filter((name) => name.startsWith(PREFIX))
}

function taggedProcesses(tag: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes(tag)
      } catch {
        return false
      }
    })
    .map(Number)
}

interface Round {
  result: CompositeResult
  reports: Report[]
  tag: string
}

/** One round of the two attackers in the given mode; returns what each managed. */
async function attackRound(
  mode: 'user' | 'none',
  opts: { actionRoot?: string; jobEnv?: Record<string, string> } = {}
): Promise<Round> {
  const tag = `${mode}${randomBytes(6).toString('hex')}`
  scene = await startReviewScene({
    config: `reviews:\n  critics:\n${attacker('a', tag)}${attacker('b', tag)}`
  })
  const run = (payload: object) =>
    runComposite({
      actionDir: opts.actionRoot ?? action!.root,
      eventName: 'issue_comment',
      payload: payload as Record<string, unknown>,
      apiUrl: scene!.gh.url,
      inputs: { 'github-token': 't', 'authorized-users': 'alice', 'critic-isolation': mode },
      workspace: process.cwd(),
      jobEnv: { ANTHROPIC_API_KEY: MODEL_KEY, THE_LOOP_CRITIC_USER_PREFIX: PREFIX, ...opts.jobEnv },
      timeoutMs: 180_000
    })
  await run(scene.comment('alice', 'the-loop review'))
  const result = await run(scene.comment('alice', BRIEF))
  const envelopes = JSON.parse(result.outputs.envelopes ?? '[]') as Array<{ output: string; error: string }>
  const reports = envelopes.flatMap((e) => {
    const line = /^BOUNDARY (\{.*\})$/m.exec(e.output)?.[1]
    return line ? [JSON.parse(line) as Report] : []
  })
  return { result, reports, tag }
}

/** The critics step's stdout and its job summary. */
const criticsStep = (r: CompositeResult) => r.steps.find((step) => step.id === 'critics')!

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
    const posted = JSON.stringify(ownComments(scene!).map((c) => c.body)) + round.result.outputs.envelopes
    expect(posted).not.toContain(MODEL_KEY)
    expect(posted).not.toContain(Buffer.from(MODEL_KEY).toString('hex'))
    expect(JSON.stringify(round.result.commands)).not.toContain('BOUNDARY-COMMAND')
  })
})

describe('critic-isolation: none, the control run', () => {
  let round: Round
  beforeAll(async () => {
    round = await attackRound('none')
  }, 240_000)
  afterAll(() => rmSync(`/tmp/boundary-fill-${round?.tag}`, { force: true }))

  const opened = ({ field }: { field: string }) => {
    expect(round.reports).toHaveLength(2)
    for (const report of round.reports)
      expect({ field, worked: report[field] }).toEqual({ field, worked: true })
  }
  const can = { always: true, 'as-root': AS_ROOT, 'with-sudo': HAS_SUDO }
  it.each(ATTACKS.filter((a) => can[a.openInNone]))(
    'lets the critic that $attack do it (open in none)',
    opened
  )
  // Without sudo on the machine the control run cannot show sudo working: listed as skipped, with why.
  const unopenable = ATTACKS.filter((a) => a.openInNone === 'with-sudo' && !HAS_SUDO)
  if (unopenable.length > 0)
    it.skip.each(unopenable)(`lets the critic that $attack do it (${NO_SUDO})`, opened)

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

describe('a boundary broken on purpose runs no critic', () => {
  it('refuses when the action folder is world-writable (chmod 777)', async () => {
    chmodSync(action!.root, 0o777)
    try {
      const round = await attackRound('user')
      expect(round.reports).toEqual([])
      expect(round.result.outputs.envelopes).toMatch(
        /the critic boundary does not hold: critic user \S+ can write /
      )
      expect(round.result.summary).toMatch(/\*\*fails\*\*: can write [^|]*the action's files/)
      expect(usersOfThisFile()).toEqual([])
    } finally {
      chmodSync(action!.root, 0o700)
    }
  }, 240_000)

  it('refuses when a folder on PATH is world-writable', async () => {
    const open = mkdtempSync(join(tmpdir(), 'the-loop-open-path-'))
    chmodSync(open, 0o777)
    try {
      const round = await attackRound('user', { jobEnv: { PATH: `${open}:${process.env.PATH ?? ''}` } })
      expect(round.reports).toEqual([])
      expect(round.result.outputs.envelopes).toContain(`can write ${open} (a folder on PATH)`)
    } finally {
      rmSync(open, { recursive: true, force: true })
    }
  }, 240_000)

  it('on a GitHub-hosted runner closes such a PATH folder for the job (chmod go-w), checks again, and runs', async () => {
    const open = mkdtempSync(join(tmpdir(), 'the-loop-open-path-'))
    chmodSync(open, 0o777)
    try {
      const round = await attackRound('user', {
        jobEnv: { PATH: `${open}:${process.env.PATH ?? ''}`, RUNNER_ENVIRONMENT: 'github-hosted' }
      })
      expect(round.reports).toHaveLength(2)
      expect(round.reports.every((report) => report.plantOnPath === false)).toBe(true)
      expect(statSync(open).mode & 0o777).toBe(0o755)
      expect(round.result.summary).toContain(
        `Closed for this job (a GitHub-hosted image ships them writable by every user): \`${open}\``
      )
    } finally {
      rmSync(open, { recursive: true, force: true })
    }
  }, 240_000)

  it('control: the same world-writable action folder with a weakened check (always holds) lets the critic write it', async () => {
    const weakened = await buildActionDir(['main'], {
      'src/isolation/boundary-check.ts': readFileSync('src/isolation/boundary-check.ts', 'utf8').replace(
        /export function boundaryProblems\(/,
        'export function boundaryProblems(..._: unknown[]): string[] {\n  return []\n}\nexport function unusedProblems('
      )
    })
    chmodSync(weakened.root, 0o777)
    try {
      const round = await attackRound('user', { actionRoot: weakened.root })
      expect(round.reports).toHaveLength(2)
      expect(round.reports.every((report) => report.writeActionBundle === true)).toBe(true)
    } finally {
      await weakened.remove()
    }
  }, 240_000)
})
