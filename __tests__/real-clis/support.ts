// The real-CLI suite's set-up: where scripts/real-clis.sh installed the pinned CLIs, a PATH that finds them,
// proof that this process sits in a loopback-only network namespace, and `the-loop critic run` from dist/.
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { Envelope } from '../../src/critics/harness/envelope.js'

const REPO_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..')
const LOCKFILE = join(REPO_ROOT, '__tests__/real-clis/package-lock.json')

/** The CLIs the adapters are tested against, by harness: npm package and version from the suite's lockfile. */
export const PINNED = (() => {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  const version = (name: string) => lock.packages[`node_modules/${name}`]?.version ?? '?'
  return {
    claude: { package: '@anthropic-ai/claude-code', version: version('@anthropic-ai/claude-code') },
    codex: { package: '@openai/codex', version: version('@openai/codex') },
    gemini: { package: '@google/gemini-cli', version: version('@google/gemini-cli') }
  }
})()
export type RealHarness = keyof typeof PINNED

/** The installed node_modules folder; the suite refuses to run without it rather than passing on nothing. */
export function installedModules(): string {
  const dir = process.env.THE_LOOP_REAL_CLIS
  if (!dir) throw new Error('THE_LOOP_REAL_CLIS is not set: run the suite with `bash scripts/real-clis.sh`')
  return dir
}

/**
 * The executable of each CLI as installed with install scripts off. claude's `bin/claude.exe` is then a
 * placeholder that its postinstall would overwrite, so the platform package's binary is used directly.
 */
export function executableOf(harness: RealHarness): string {
  const modules = installedModules()
  if (harness === 'claude') return join(modules, '@anthropic-ai/claude-code-linux-x64/claude')
  return join(modules, '.bin', harness)
}

/** A fresh folder of this suite, removed by `cleanups()`. */
const made: string[] = []
export function tempFolder(prefix = 'real-cli-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}
export function removeTempFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/**
 * A folder holding `claude`, `codex` and `gemini` as links to the installed CLIs, for PATH. Open to every user
 * (0755), as a runner's tool folders are: with critic-isolation: user each critic runs as an OS user of its own.
 */
export function binFolder(): string {
  const dir = tempFolder('real-cli-bin-')
  chmodSync(dir, 0o755)
  for (const harness of Object.keys(PINNED) as RealHarness[])
    symlinkSync(executableOf(harness), join(dir, harness))
  return dir
}

/** The network interfaces this process sees (its namespace's), from /proc/self/net/dev. */
export function networkInterfaces(): string[] {
  return readFileSync('/proc/self/net/dev', 'utf8')
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]!.trim())
    .filter(Boolean)
}

export interface Spawned {
  code: number | null
  stdout: string
  stderr: string
  ms: number
}

/** Runs argv (no shell) with exactly `env`, stdin closed, and a hard limit. */
export function spawnPlain(
  argv: string[],
  env: Record<string, string>,
  cwd: string,
  limitMs = 120_000
): Promise<Spawned> {
  const started = Date.now()
  return new Promise((done, fail) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => err.push(b))
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.on('error', fail)
    child.on('close', (code) => {
      clearTimeout(timer)
      done({
        code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        ms: Date.now() - started
      })
    })
  })
}

/** A project root holding `.the-loop/harness-config.yaml` with the given critics block (YAML list items). */
export function projectWith(critics: string): string {
  const root = tempFolder('real-cli-root-')
  mkdirSync(join(root, '.the-loop'))
  writeFileSync(join(root, '.the-loop/harness-config.yaml'), `reviews:\n  critics:\n${critics}`)
  return root
}

export interface CriticRun {
  envelope: Envelope
  exitCode: number | null
  stderr: string
  ms: number
}

/**
 * `the-loop critic run NAME` from the committed dist/cli, as a user runs it: the prompt in a file, the config
 * under `root`, the critic spawned in `cwd`.
 */
export async function criticRun(opts: {
  name: string
  root: string
  cwd: string
  prompt: string
  env: Record<string, string>
  timeoutSeconds?: number
}): Promise<CriticRun> {
  const promptFile = join(tempFolder('real-cli-prompt-'), 'prompt.md')
  writeFileSync(promptFile, opts.prompt)
  const argv = [
    process.execPath,
    join(REPO_ROOT, 'dist/cli/index.js'),
    'critic',
    'run',
    opts.name,
    '--root',
    opts.root,
    '--cwd',
    opts.cwd,
    '--prompt-file',
    promptFile,
    ...(opts.timeoutSeconds ? ['--timeout', String(opts.timeoutSeconds)] : [])
  ]
  const run = await spawnPlain(argv, opts.env, opts.cwd, 170_000)
  let envelope: Envelope
  try {
    envelope = JSON.parse(run.stdout) as Envelope
  } catch {
    throw new Error(`critic run printed no envelope (exit ${run.code}): ${run.stderr.slice(0, 2000)}`)
  }
  return { envelope, exitCode: run.code, stderr: run.stderr, ms: run.ms }
}
