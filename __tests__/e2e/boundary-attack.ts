// The attack table of the critic boundary and one round of two attacking critics through the real action.yml,
// run step by step as a runner runs it: shared by critic-boundary.test.ts (each attack in both modes) and
// critic-boundary-broken.test.ts (a boundary broken on purpose).
import { afterAll, afterEach, beforeAll } from '@jest/globals'
import { randomBytes } from 'node:crypto'
import { accessSync, constants, readdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, type Scene } from './harness.js'

export interface Report {
  uid: number
  [attack: string]: unknown
}

/**
 * Every attack a critic tries; `user` mode must stop each. `openInNone` says where the control run must see it
 * succeed: `always`, `as-root` where it needs the job's user to be root (su asks a non-root user for a
 * password; Yama's ptrace_scope=1 stops a non-root process reading an ancestor's memory, not root or sudo),
 * `with-sudo` where it needs sudo on the machine (a fresh one may have none; `user` mode still stops it there),
 * or `if-writable` where the job's user can write what it aims at (root can; a GitHub-hosted image ships
 * /usr/local/bin and the tool cache writable; a fresh machine's node and PATH folders may be root's alone).
 */
export const ATTACKS: ReadonlyArray<{
  attack: string
  field: string
  openInNone: 'always' | 'as-root' | 'with-sudo' | 'if-writable'
}> = [
  { attack: 'rewrites dist/main/index.js (or its folder)', field: 'writeActionBundle', openInNone: 'always' },
  { attack: 'replaces the node binary publish runs', field: 'writeNodeBinary', openInNone: 'if-writable' },
  { attack: 'plants a program in a PATH folder', field: 'plantOnPath', openInNone: 'if-writable' },
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
    attack: "writes the workspace's .git/config or .git/hooks (or its .git file, in a worktree)",
    field: 'writeWorkspaceGit',
    openInNone: 'always'
  },
  {
    attack: "writes workflow commands to its parent's stdout",
    field: 'writeParentStdout',
    openInNone: 'always'
  }
]

export interface Round {
  result: CompositeResult
  reports: Report[]
  tag: string
}

/** Why every critic of a round failed closed: critic-isolation: user cannot be built by this job's user. */
export const PRIVILEGE_REFUSAL =
  /^critic-isolation: user runs each critic as an OS user of its own, and this job is not root and (?:has no \/usr\/bin\/sudo|its sudo asks for a password|`sudo -n true` failed)/

/** Each critic's error of a round: a refusal when no critic ran. */
export const errorsOf = (round: Pick<Round, 'result'>) =>
  (JSON.parse(round.result.outputs.envelopes ?? '[]') as Array<{ ok: boolean; error: string }>).map((e) =>
    e.ok ? '' : e.error
  )

/** The critics step's result (its stdout and its job summary). */
export const criticsStep = (r: CompositeResult) => r.steps.find((step) => step.id === 'critics')!

const attacker = (name: string, tag: string) => `    - name: ${name}
      harness: test
      command: node
      args: ['__tests__/support/critics/boundary-attacker.mjs', '{promptFile}', '${tag}']
      env: { ATTACK_KEY_${name.toUpperCase()}: 'key-of-${name}-${randomBytes(8).toString('hex')}' }
      timeoutSeconds: 60
`

/**
 * A test file's rounds: its action folder built once (removed after), each round's scene closed after its test,
 * its critic users named with a prefix of its own so its checks and cleanup never touch another run's users.
 */
export function useBoundaryRounds(modelKey: string) {
  const prefix = `tlb${randomBytes(2).toString('hex')}-`
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
        jobEnv: { ANTHROPIC_API_KEY: modelKey, THE_LOOP_CRITIC_USER_PREFIX: prefix, ...opts.jobEnv },
        timeoutMs: 180_000
      })
    await run(scene.comment('alice', 'the-loop review'))
    const result = await run(scene.comment('alice', BRIEF))
    const envelopes = JSON.parse(result.outputs.envelopes ?? '[]') as Array<{ output: string }>
    const reports = envelopes.flatMap((e) => {
      const line = /^BOUNDARY (\{.*\})$/m.exec(e.output)?.[1]
      return line ? [JSON.parse(line) as Report] : []
    })
    return { result, reports, tag }
  }

  /** The users of this file's rounds still in /etc/passwd. */
  function usersOfThisFile(): string[] {
    return readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':')[0] ?? '')
      .filter((name) => name.startsWith(prefix))
  }

  return { attackRound, usersOfThisFile, scene: () => scene, action: () => action! }
}

const writable = (path: string) => {
  try {
    accessSync(path, constants.W_OK)
    return true
  } catch {
    return false
  }
}

/**
 * Whether the tests' own user (the critic's, in critic-isolation: none) can do what an `if-writable` attack of
 * `report` aimed at: by the paths the critic tried it on.
 */
export function jobUserCould(field: string, report: Report): boolean {
  const node = typeof report.nodeBinary === 'string' ? report.nodeBinary : ''
  if (field === 'writeNodeBinary') return node !== '' && (writable(node) || writable(dirname(node)))
  const folders = Array.isArray(report.pathFolders) ? (report.pathFolders as string[]) : []
  return folders.some(writable)
}

/** The processes whose command line carries `tag`. */
export function taggedProcesses(tag: string): number[] {
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
