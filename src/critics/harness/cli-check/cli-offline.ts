// One offline run of a critic's CLI for `critic list --check`: its own argv, a dummy key, the API on a closed port.
import { promises as fs } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { CHECK_UNSET_ALWAYS, type OfflineRun } from './cli-facts.js'
import { buildCriticEnv } from '../env.js'
import type { Critic, PlaceholderValues } from '../critic-model.js'
import { writePrivateFiles } from '../private-dir.js'
import { spawnCaptured, type SpawnOutcome } from '../process.js'
import { resolveInvocation } from '../resolve.js'

/** The prompt of a flag check: short, and never sent anywhere. */
/** @internal */
export const CHECK_PROMPT = 'Reply with OK. (the-loop critic list --check)'

export interface OfflineRequest {
  critic: Critic
  /** The executable found on PATH; it replaces argv[0]. */
  path: string
  /** A fresh private directory of this check (withPrivateDir). */
  dir: string
  baseEnv: NodeJS.ProcessEnv
  timeoutSeconds: number
}

/**
 * `env` with the offline overlay on top: proxies and real credentials removed, the CLI's config homes
 * moved to empty directories under `dir`, then the dummy key and the loopback base URL set last, so
 * nothing a critic's `env` or the user's config says can send the check to a vendor.
 */
async function offlineEnv(
  env: Record<string, string>,
  offline: OfflineRun | undefined,
  dir: string
): Promise<Record<string, string>> {
  const out = { ...env }
  for (const name of [...CHECK_UNSET_ALWAYS, ...(offline?.unset ?? [])]) delete out[name]
  if (!offline) return out
  for (const name of offline.privateDirs) {
    // The adapter's own private home (gemini's GEMINI_CLI_HOME) is kept: it lies in `dir`, written by
    // resolveInvocation without the user's settings (no readUserFile is passed).
    if (out[name] !== undefined && isInside(out[name], dir)) continue
    const home = join(dir, `home-${name.toLowerCase()}`)
    await fs.mkdir(home, { recursive: true, mode: 0o700 })
    out[name] = home
  }
  for (const name of offline.absentFiles) out[name] = join(dir, `absent-${name.toLowerCase()}.json`)
  return Object.assign(out, offline.env)
}

const isInside = (path: string, dir: string): boolean => {
  const rel = relative(dir, path)
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
}

/** The empty directory a check runs in: no project settings of the reviewed repository are read. */
async function workspaceOf(dir: string): Promise<string> {
  const workspace = join(dir, 'workspace')
  await fs.mkdir(workspace, { recursive: true, mode: 0o700 })
  return workspace
}

/** `<path> --version` with the offline environment. */
export async function runVersion(
  request: OfflineRequest,
  offline: OfflineRun | undefined
): Promise<SpawnOutcome> {
  const { critic, path, dir, baseEnv, timeoutSeconds } = request
  return spawnCaptured({
    argv: [path, '--version'],
    cwd: await workspaceOf(dir),
    env: await offlineEnv(buildCriticEnv(baseEnv, critic.env), offline, dir),
    timeoutMs: timeoutSeconds * 1000,
    graceMs: 1000
  })
}

/**
 * The argv the critic would run (resolveInvocation, its files written in `dir` as runCritic writes
 * them, its env built as runCritic builds it), plus the offline overlay and `offline.appendArgs`. No
 * reader of the user's own settings is passed, so no auth choice of theirs reaches the check.
 */
export async function runFlags(request: OfflineRequest, offline: OfflineRun): Promise<SpawnOutcome> {
  const { critic, path, dir, baseEnv, timeoutSeconds } = request
  const workspace = await workspaceOf(dir)
  const promptFile = join(dir, 'check-prompt.txt')
  const values: PlaceholderValues = {
    prompt: CHECK_PROMPT,
    promptFile,
    model: critic.model,
    cwd: workspace,
    workItem: '',
    specDir: ''
  }
  const invocation = resolveInvocation(critic, values, dir)
  await writePrivateFiles({ ...invocation.files, [promptFile]: CHECK_PROMPT })
  const env = buildCriticEnv(baseEnv, { ...critic.env, ...invocation.env })
  return spawnCaptured({
    argv: [path, ...invocation.argv.slice(1), ...offline.appendArgs],
    stdin: invocation.stdin,
    cwd: workspace,
    env: await offlineEnv(env, offline, dir),
    timeoutMs: timeoutSeconds * 1000,
    graceMs: 1000
  })
}
