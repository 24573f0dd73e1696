// How this job can act as another OS user: as root (container jobs, these machines) or through passwordless
// `sudo -n` (GitHub-hosted runners), or not at all, with the one line that says why and the two ways on.
//
// Runner facts this relies on (../shared/reference/github-facts.md, "Runner privileges"): on GitHub-hosted
// runners every step runs as `runner`, which has passwordless sudo and is in the `docker` group, so anything
// running as `runner` can become root and read `Runner.Worker`'s memory (every secret of the job); Ubuntu's
// `kernel.yama.ptrace_scope=1` stops a non-root process reading a non-descendant's memory, not root; hosted
// images make `/usr/local/bin`, `/usr/local/lib/node_modules` and `/opt/hostedtoolcache` world-writable. A
// critic therefore runs as a user of its own, which has no sudo, no docker group and no-new-privileges.
import { accessSync, constants } from 'node:fs'
import { runTool, TOOLS, TOOL_ENV, type ToolResult } from './tools.js'

/**
 * Root's hand: the critics step is root (a container job; these machines) or was made root once by
 * steps/critics.sh through passwordless `sudo -n` (GitHub-hosted runners). Every boundary tool runs directly.
 */
export interface Privilege {
  kind: 'root'
  run(argv: string[]): Promise<ToolResult>
}

export interface PrivilegeRefusal {
  refusal: string
}

const WAYS_ON =
  'Ways on: set `critic-isolation: none` (critics then run as the job’s user, and the job summary lists what stays open), or run the critics in a job of their own (docs/workflow.md#a-hardened-two-job-variant-for-public-repositories).'

/** The fail-closed line for `critic-isolation: user` when the boundary cannot be built here. */
/** @internal */
export function isolationRefusal(reason: string): string {
  return `critic-isolation: user runs each critic as an OS user of its own, and ${reason}. ${WAYS_ON}`
}

function missingTool(): string | undefined {
  const needed = [
    TOOLS.useradd,
    TOOLS.userdel,
    TOOLS.setpriv,
    TOOLS.prlimit,
    TOOLS.find,
    TOOLS.bash,
    TOOLS.env
  ]
  return needed.find((path) => {
    try {
      accessSync(path, constants.X_OK)
      return false
    } catch {
      return true
    }
  })
}

/** @internal */
export function rootPrivilege(): Privilege {
  return { kind: 'root', run: (argv) => runTool(argv) }
}

/** Why `sudo -n true` failed, in the words of the case (sudo's own message follows). */
function sudoCase(result: ToolResult): string {
  const said = result.stderr.trim().split('\n')[0] ?? ''
  if (/tty/i.test(said)) return `sudo here requires a terminal (requiretty): ${said}`
  if (/password/i.test(said)) return `this job is not root and its sudo asks for a password: ${said}`
  return `this job is not root and \`sudo -n true\` failed${said ? `: ${said}` : ''}`
}

export interface ProbeFacts {
  platform: NodeJS.Platform
  uid: number
}

/** Decides how (and whether) critics can run as users of their own on this machine. */
export async function probePrivilege(
  facts: ProbeFacts = { platform: process.platform, uid: process.getuid?.() ?? -1 }
): Promise<Privilege | PrivilegeRefusal> {
  if (facts.platform !== 'linux')
    return { refusal: isolationRefusal(`that is built on Linux only (this runner is ${facts.platform})`) }
  const missing = missingTool()
  if (missing)
    return {
      refusal: isolationRefusal(`this machine has no ${missing} (as on alpine or distroless images)`)
    }
  if (facts.uid === 0) return rootPrivilege()
  try {
    accessSync(TOOLS.sudo, constants.X_OK)
  } catch {
    return { refusal: isolationRefusal(`this job is not root and has no ${TOOLS.sudo}`) }
  }
  const tried = await runTool([TOOLS.sudo, '-n', '--', '/usr/bin/true'], TOOL_ENV, 10_000)
  // steps/critics.sh makes the step root whenever sudo works; a step that is not root was not started by it.
  if (tried.code === 0)
    return {
      refusal: isolationRefusal(
        'this step is not root although sudo works: start the critics step through steps/critics.sh, which elevates it'
      )
    }
  return { refusal: isolationRefusal(sudoCase(tried)) }
}
