// What every bundle reads from the runner's environment, with the client settings that follow from it.
import * as core from '@actions/core'
import type { RepoRef } from '../github/port.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import { describeError, UserError } from '../base/shared/errors.js'
import { PendingPostsError, pendingLines } from '../loop/posts/pending.js'

export interface RunnerContext {
  eventName: string
  eventPath: string
  repo: RepoRef
  actor: string
  /** Who started this attempt (GITHUB_TRIGGERING_ACTOR): on a re-run it may differ from `actor`; '' when unset. */
  triggeringActor: string
  workspace: string
  stamp: WriteStamp
  runUrl: string
  /** GITHUB_SERVER_URL (github.com when unset): the base of links to the repository's pages. */
  serverUrl: string
  /** Short retry waits and no throttling against a loopback API (tests, the demo); defaults otherwise. */
  clientOptions: { throttle?: boolean; retryBaseMs?: number }
  /**
   * THE_LOOP_FIXED_CLOCK (an ISO time) against a loopback API: the instant this run's clock stays at, so a run
   * prints the same bytes every time (`npm run demo`); undefined (the real clock) anywhere else.
   */
  fixedClock?: Date
}

const LOOPBACK = /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/

/**
 * The fixed clock a loopback run asks for. Only there: against GitHub no review's times (claims, holds) may be
 * stopped by a variable. A value that is not a time fails the run rather than run on the real clock unnoticed.
 */
function fixedClockOf(value: string | undefined, loopback: boolean): Date | undefined {
  if (!loopback || value === undefined || value === '') return undefined
  const at = Date.parse(value)
  if (Number.isNaN(at)) throw new UserError(`"${value}" is not an ISO time`, 'THE_LOOP_FIXED_CLOCK')
  return new Date(at)
}

export function readRunnerContext(env: NodeJS.ProcessEnv): RunnerContext {
  const full = env.GITHUB_REPOSITORY ?? ''
  const [owner, repo, extra] = full.split('/')
  if (!owner || !repo || extra !== undefined) {
    throw new UserError(`"${full}" is not owner/repo`, 'environment variable GITHUB_REPOSITORY')
  }
  const apiUrl = env.GITHUB_API_URL ?? ''
  const loopback = LOOPBACK.test(apiUrl)
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com'
  const runId = env.GITHUB_RUN_ID ?? 'local'
  const fixedClock = fixedClockOf(env.THE_LOOP_FIXED_CLOCK, loopback)
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH ?? '',
    repo: { owner, repo },
    actor: env.GITHUB_ACTOR ?? '',
    triggeringActor: env.GITHUB_TRIGGERING_ACTOR ?? '',
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    stamp: { runId, attempt: env.GITHUB_RUN_ATTEMPT ?? '1' },
    runUrl: `${server}/${owner}/${repo}/actions/runs/${runId}`,
    serverUrl: server,
    clientOptions: loopback ? { throttle: false, retryBaseMs: 20 } : {},
    ...(fixedClock ? { fixedClock } : {})
  }
}

/**
 * Registers marker-secret as a secret before any input is read, so the runner masks it in every log line
 * even where the workflow passed it as something other than `secrets.*`. Nothing prints it.
 */
export function maskMarkerSecret(): void {
  const secret = core.getInput('marker-secret')
  if (secret !== '') core.setSecret(secret)
}

/** Publishes a use case's result the way the runner expects: outputs, the job summary, the step status. */
export async function publishResult(result: {
  outputs: object
  summary: string
  failure?: string
}): Promise<void> {
  for (const [name, value] of Object.entries(result.outputs)) core.setOutput(name, String(value))
  await core.summary.addRaw(result.summary).write()
  if (result.failure) core.setFailed(result.failure)
}

/**
 * Fails the step on a thrown error: one line, no stack. A UserError or posts left pending are shown as they
 * are (the job summary lists what is pending); anything else is prefixed with what failed.
 */
export async function failRun(title: string, error: unknown): Promise<void> {
  const message = describeError(error)
  const plain = error instanceof UserError || error instanceof PendingPostsError
  core.setFailed(plain ? message : `${title} failed: ${message}`)
  const pending = error instanceof PendingPostsError ? pendingLines(error.pending) : []
  await core.summary
    .addRaw(`## ${title}\n\n❌ ${message}\n${pending.length > 0 ? `\n${pending.join('\n')}\n` : ''}`)
    .write()
    .catch(() => undefined)
}
