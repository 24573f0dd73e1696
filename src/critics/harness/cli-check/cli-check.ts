// `critic list --check`: per critic, its binary on PATH, its version, whether it takes our flags offline, its key.
import { resolve } from 'node:path'
import { cliFactsFor, type CliFacts } from './cli-facts.js'
import { runFlags, runVersion, type OfflineRequest } from './cli-offline.js'
import { flagVerdict, keyVerdict, parseVersion } from './cli-verdict.js'
import { CONFIG_PATH } from '../config-model.js'
import { buildCriticEnv } from '../env.js'
import type { Critic } from '../critic-model.js'
import { withPrivateDir } from '../private-dir.js'
import { findExecutable } from '../process.js'
import { redactorFor } from '../redact.js'
import { binaryOf } from '../resolve.js'

const CHECK_TIMEOUT_SECONDS = 10

/** `ok` passes, `note` passes with something to know, `problem` fails the check, `n/a` was not checked. */
type CheckState = 'ok' | 'note' | 'problem' | 'n/a'

interface CheckItem {
  state: CheckState
  /** The table cell. */
  cell: string
  detail: string
}

export interface CriticCheck {
  name: string
  harness: string
  /** `command`: an explicit command, checked for its PATH only. */
  kind: 'command' | 'harness'
  enabled: boolean
  binary: string
  /** The executable found on PATH, or null. */
  path: string | null
  onPath: CheckItem
  version: CheckItem
  flags: CheckItem
  key: CheckItem
  /** One line per problem, naming the critic and the fix; any problem fails the check. */
  problems: string[]
  notes: string[]
}

export interface CheckOptions {
  /** The project root: a critic's relative `cwd` is taken from it, as `critic run` does. */
  root: string
  /** The environment critics inherit (scrubbed as runCritic scrubs it); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
  timeoutSeconds?: number
}

const item = (state: CheckState, cell: string, detail = cell): CheckItem => ({ state, cell, detail })
const NA = (why: string): CheckItem => item('n/a', `n/a (${why})`)

function blankCheck(critic: Critic, binary: string, path: string | undefined): CriticCheck {
  return {
    name: critic.name,
    harness: critic.harness,
    kind: critic.command ? 'command' : 'harness',
    enabled: critic.enabled,
    binary,
    path: path ?? null,
    onPath: path ? item('ok', path) : item(binary ? 'problem' : 'n/a', binary ? 'missing' : '—'),
    version: NA('not checked'),
    flags: NA('not checked'),
    key: NA('not checked'),
    problems: [],
    notes: []
  }
}

type Item = 'version' | 'flags' | 'key'
function withNA(check: CriticCheck, why: string, items: Item[] = ['version', 'flags', 'key']): CriticCheck {
  for (const name of items) check[name] = NA(why)
  return check
}

const skipped = (critic: Critic, facts: CliFacts): CheckItem =>
  item('note', 'skipped', `critic '${critic.name}': ${facts.offlineSkip ?? 'flag check skipped'}`)

/** A check that could not be made: resolveInvocation refused the entry (a CriticConfigError) or a spawn failed. */
function failed(critic: Critic, error: Error): CriticCheck {
  const said = error.message.startsWith(`critic '${critic.name}'`)
    ? error.message
    : `critic '${critic.name}': ${error.message}`
  return {
    ...blankCheck(critic, binaryOf(critic), undefined),
    onPath: item('n/a', '?'),
    flags: item(
      'problem',
      'not run',
      `${said}; fix: correct its entry in ${CONFIG_PATH} (the-loop config validate)`
    )
  }
}

/** Checks every critic at once; a disabled one gets its PATH lookup only and never fails the check. */
export function checkCritics(critics: Critic[], options: CheckOptions): Promise<CriticCheck[]> {
  return Promise.all(critics.map((critic) => checkCritic(critic, options)))
}

/** The critic's check with the problem and note lines of its items added. */
async function checkCritic(critic: Critic, options: CheckOptions): Promise<CriticCheck> {
  const check = await checkItems(critic, options).catch((error: Error) => failed(critic, error))
  for (const i of [check.key, check.flags]) if (i.state === 'problem') check.problems.push(i.detail)
  for (const i of [check.version, check.flags]) if (i.state === 'note') check.notes.push(i.detail)
  return check
}

async function checkItems(critic: Critic, options: CheckOptions): Promise<CriticCheck> {
  const baseEnv = options.baseEnv ?? process.env
  const env = buildCriticEnv(baseEnv, critic.env)
  const cwd = critic.cwd ? resolve(options.root, critic.cwd) : options.root
  const binary = critic.error ? '' : binaryOf(critic)
  const path = binary ? findExecutable(binary, env, cwd) : undefined
  const check = blankCheck(critic, binary, path)
  const facts = critic.command ? undefined : cliFactsFor(critic.harness)
  if (!critic.enabled) {
    check.onPath.state = path ? 'ok' : 'n/a'
    return withNA(check, 'disabled')
  }
  if (critic.error) {
    check.problems.push(
      `critic '${critic.name}': ${critic.error}; fix: correct its entry in ${CONFIG_PATH} (the-loop config validate)`
    )
    return check
  }
  if (!path) {
    const fix = facts ? `${facts.install}, or set 'command'` : `fix its 'command' or the PATH of its 'env'`
    check.problems.push(`critic '${critic.name}': '${binary}' is not on PATH; fix: ${fix}`)
  }
  if (!facts) {
    return withNA(check, critic.command ? 'command critic' : 'no facts for this harness')
  }
  check.key = keyItem(critic, facts, env)
  if (!facts.offline) check.flags = skipped(critic, facts)
  if (!path) {
    return withNA(check, 'not on PATH', facts.offline ? ['version', 'flags'] : ['version'])
  }
  const timeoutSeconds = options.timeoutSeconds ?? CHECK_TIMEOUT_SECONDS
  await withPrivateDir(async (dir) => {
    const request: OfflineRequest = { critic, path, dir, baseEnv, timeoutSeconds }
    check.version = await versionItem(critic, facts, request)
    check.flags = await flagsItem(critic, facts, request, env)
  })
  return check
}

function keyItem(critic: Critic, facts: CliFacts, env: Record<string, string>): CheckItem {
  const verdict = keyVerdict(facts, env)
  if (verdict.ok) return item('ok', verdict.present.join(', '), verdict.detail)
  return item(
    'problem',
    'missing',
    `critic '${critic.name}': ${verdict.detail}; fix: set ${facts.keyVars.join(' or ')} in the environment the critic runs in (the job's env, or the critic's env)`
  )
}

async function versionItem(critic: Critic, facts: CliFacts, request: OfflineRequest): Promise<CheckItem> {
  const outcome = await runVersion(request, facts.offline)
  const found = parseVersion(`${outcome.stdout}\n${outcome.stderr}`)
  const cli = critic.harness
  if (!found) {
    const said = outcome.spawnError ?? (outcome.stderr.trim() || outcome.stdout.trim()).split('\n')[0] ?? ''
    return item(
      'note',
      '?',
      `critic '${critic.name}': ${request.path} --version gave no version${said ? ` (${said.slice(0, 160)})` : ''}`
    )
  }
  if (!facts.testedVersion)
    return item(
      'note',
      `${found} (not tested)`,
      `critic '${critic.name}': ${cli} ${found}: ${facts.untested ?? 'not tested'}`
    )
  if (found === facts.testedVersion) return item('ok', `${found} (tested)`)
  return item(
    'note',
    `${found} (tested: ${facts.testedVersion})`,
    `critic '${critic.name}': ${cli} ${found} is not the tested ${facts.testedVersion}; if it misbehaves: ${facts.install}`
  )
}

async function flagsItem(
  critic: Critic,
  facts: CliFacts,
  request: OfflineRequest,
  env: Record<string, string>
): Promise<CheckItem> {
  if (!facts.offline) return skipped(critic, facts)
  const outcome = await runFlags(request, facts.offline)
  const redact = (text: string): string => redactorFor(env).redact(text).text
  if (outcome.spawnError !== undefined)
    return item(
      'problem',
      'not run',
      `critic '${critic.name}': could not run ${request.path}: ${outcome.spawnError}; fix: make it executable or reinstall it (${facts.install})`
    )
  const verdict = flagVerdict(outcome, request.timeoutSeconds)
  if (verdict.accepted) return item('ok', 'accepted', redact(verdict.detail))
  const extra = critic.args.length ? `, or drop the flag from its args` : ''
  return item(
    'problem',
    'rejected',
    `critic '${critic.name}': ${critic.harness} rejected the-loop's flags: "${redact(verdict.quote ?? '')}"; fix: ${facts.install} (the tested version)${extra}`
  )
}

/** True when no enabled critic has a problem. */
export function checksPass(checks: CriticCheck[]): boolean {
  return checks.every((c) => c.problems.length === 0)
}
