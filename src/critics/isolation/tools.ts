// The system programs the critic boundary runs, each by absolute path (a PATH folder a critic could write never
// decides which program runs as root), and one way to run them: argv, no shell, a small fixed environment.
import { spawn } from 'node:child_process'

export const TOOLS = {
  sudo: '/usr/bin/sudo',
  useradd: '/usr/sbin/useradd',
  userdel: '/usr/sbin/userdel',
  groupdel: '/usr/sbin/groupdel',
  setpriv: '/usr/bin/setpriv',
  prlimit: '/usr/bin/prlimit',
  find: '/usr/bin/find',
  /** kill(2) of -1 comes from bash's builtin: procps' /usr/bin/kill takes `-1` for a signal, never for "all". */
  bash: '/bin/bash',
  chown: '/usr/bin/chown',
  rm: '/usr/bin/rm',
  chmod: '/usr/bin/chmod',
  env: '/usr/bin/env'
} as const

/** The environment of every boundary tool: nothing of the job's, so no key reaches useradd or find. */
export const TOOL_ENV: Record<string, string> = { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C' }

export interface ToolResult {
  code: number | null
  stdout: string
  stderr: string
}

/** What a tool may print before the rest is dropped: these tools print a line or a list of paths. */
const TOOL_OUTPUT_CAP = 1024 * 1024

/** Runs one argv to its end; never throws (a program that cannot start comes back as code null). */
export function runTool(
  argv: string[],
  env: Record<string, string> = TOOL_ENV,
  timeoutMs = 30_000
): Promise<ToolResult> {
  return new Promise((resolve) => {
    const [file, ...args] = argv
    const out: Buffer[] = []
    const err: Buffer[] = []
    let kept = 0
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      if (kept >= TOOL_OUTPUT_CAP) return
      kept += chunk.length
      into.push(chunk)
    }
    const child = spawn(file ?? '', args, { env, stdio: ['ignore', 'pipe', 'pipe'], shell: false })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.stdout.on('data', keep(out))
    child.stderr.on('data', keep(err))
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ code: null, stdout: '', stderr: error.message })
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8')
      })
    })
  })
}

/** One line of a tool's failure for an error message: its stderr, or its exit code. */
export function toolFailure(argv: string[], result: ToolResult): string {
  const said = result.stderr.trim().split('\n')[0] ?? ''
  return `${argv[0]} failed (${result.code === null ? 'did not run' : `exit ${result.code}`})${said ? `: ${said}` : ''}`
}
