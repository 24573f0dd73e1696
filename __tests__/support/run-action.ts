// Runs a bundled action entry (dist/<entry>/index.js or any bundled script) as a runner does: a child
// process with a clean environment, the event payload in a file, INPUT_* variables and output/summary files.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RunActionOptions {
  eventName: string
  payload: Record<string, unknown>
  inputs?: Record<string, string>
  /** Extra variables, applied last (they can override the defaults below). */
  env?: Record<string, string>
  /** The loopback GitHub's URL: GITHUB_API_URL, and GITHUB_GRAPHQL_URL = URL + /graphql. */
  apiUrl: string
  repository?: string
  runId?: string | number
  runAttempt?: string | number
  actor?: string
  timeoutMs?: number
}

export interface RunActionResult {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
}

/** Parses a GITHUB_OUTPUT file: `name=value` lines and `name<<DELIM` … `DELIM` blocks. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc) {
      const [, name, delim] = heredoc
      const body: string[] = []
      while (++i < lines.length && lines[i] !== delim) body.push(lines[i]!)
      outputs[name!] = body.join('\n')
      continue
    }
    const cut = line.indexOf('=')
    if (cut > 0) outputs[line.slice(0, cut)] = line.slice(cut + 1)
  }
  return outputs
}

function repositoryOf(opts: RunActionOptions): string {
  if (opts.repository) return opts.repository
  const repo = opts.payload.repository as { full_name?: unknown } | undefined
  return typeof repo?.full_name === 'string' ? repo.full_name : 'acme/widgets'
}

export async function runBundledAction(entryPath: string, opts: RunActionOptions): Promise<RunActionResult> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-run-'))
  try {
    const files = {
      event: join(dir, 'event.json'),
      output: join(dir, 'output'),
      summary: join(dir, 'summary'),
      env: join(dir, 'env'),
      state: join(dir, 'state'),
      path: join(dir, 'path')
    }
    await writeFile(files.event, JSON.stringify(opts.payload))
    for (const f of [files.output, files.summary, files.env, files.state, files.path]) await writeFile(f, '')
    const repository = repositoryOf(opts)
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: dir,
      GITHUB_WORKSPACE: dir,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_EVENT_NAME: opts.eventName,
      GITHUB_REPOSITORY: repository,
      GITHUB_REPOSITORY_OWNER: repository.split('/')[0] ?? '',
      GITHUB_API_URL: opts.apiUrl,
      GITHUB_GRAPHQL_URL: `${opts.apiUrl}/graphql`,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_ENV: files.env,
      GITHUB_STATE: files.state,
      GITHUB_PATH: files.path,
      GITHUB_RUN_ID: String(opts.runId ?? 1),
      GITHUB_RUN_NUMBER: String(opts.runId ?? 1),
      GITHUB_RUN_ATTEMPT: String(opts.runAttempt ?? 1),
      GITHUB_ACTOR: opts.actor ?? 'octocat',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/heads/main'
    }
    // Inputs as the runner names them: upper-cased, spaces to underscores, hyphens kept.
    for (const [name, value] of Object.entries(opts.inputs ?? {})) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
    }
    Object.assign(env, opts.env ?? {})
    const { exitCode, stdout, stderr } = await spawnNode(entryPath, env, dir, opts.timeoutMs ?? 60_000)
    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseOutputFile(await readFile(files.output, 'utf8')),
      summary: await readFile(files.summary, 'utf8')
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function spawnNode(entry: string, env: Record<string, string>, cwd: string, timeoutMs: number) {
  return runProcess(process.execPath, [entry], env, cwd, timeoutMs)
}

/** Runs one process to its end (killed after `timeoutMs`), with its output captured, as a runner runs a step. */
function runProcess(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  timeoutMs: number
) {
  return new Promise<{ exitCode: number; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(file, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      resolve({ exitCode: code ?? (signal ? 128 : 1), stdout, stderr })
    })
  })
}
