// The entries' side of the step split: prepare seals its plan into a private folder and names it (and its own
// node binary) in step outputs; publish verifies the plan with the token and reads the envelopes as untrusted.
import * as core from '@actions/core'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { readEnvelopes, type CriticsResults } from '../critics/handoff/envelopes.js'
import { createHandoffDir, readPlan, writePlan, type Handoff } from '../critics/handoff/files.js'
import type { CriticsJob } from '../critics/harness/critics-job.js'
import { filesPublishRuns, integrityLines } from '../critics/handoff/integrity.js'
import { nodeBinaryForLaterSteps } from '../critics/handoff/node-copy.js'
import { handoffKey } from '../critics/handoff/seal.js'
import { UserError } from '../base/shared/errors.js'

/** Where publish finds the folder: the prepare step's `handoff` output, passed in by action.yml. */
export const HANDOFF_VAR = 'THE_LOOP_HANDOFF'

export interface StepRun {
  repository: string
  runId: string
  attempt: string
}

export function stepRunOf(env: NodeJS.ProcessEnv): StepRun {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    runId: env.GITHUB_RUN_ID ?? 'local',
    attempt: env.GITHUB_RUN_ATTEMPT ?? '1'
  }
}

/** Prepare's last act when a critic must run: the sealed plan, and the outputs the next steps read. */
export async function handOver<R>(
  action: Handoff<R>['action'],
  job: CriticsJob,
  resume: R,
  token: string
): Promise<void> {
  const runnerTemp = process.env.RUNNER_TEMP || tmpdir()
  const dir = await createHandoffDir(runnerTemp)
  const handoff = {
    version: 1 as const,
    action,
    run: stepRunOf(process.env),
    job,
    resume,
    handedAt: Date.now()
  }
  await writePlan(dir, handoff, handoffKey(token))
  core.setOutput('handoff', dir)
  // The critics and publish steps start this binary (or its private copy) by absolute path: a PATH entry a
  // critic might have added never decides which node runs with the token, nor can a critic user swap the file.
  const node = nodeBinaryForLaterSteps(process.execPath, runnerTemp)
  core.setOutput('node-path', node)
  // Publish checks these hashes before it runs node with the token (a critic may rewrite the action's files).
  core.setOutput('integrity', integrityLines(filesPublishRuns(node, process.argv[1] ?? '')))
  core.info(
    `the-loop: ${job.critics.length} critic(s) planned; they run in the next step, which holds no token`
  )
}

/**
 * GitHub asks integrations to space their writes about a second apart; the throttling plugin does so within one
 * process, but publish is a new one. Its first write waits out the rest of the second since prepare's last.
 */
export const WRITE_SPACING_MS = 1000

/** How long publish waits before its first write: the rest of the second since prepare handed over. */
export function spacingWait(handedAt: number | undefined, now: number): number {
  if (handedAt === undefined || !Number.isFinite(handedAt)) return 0
  return Math.max(0, Math.min(WRITE_SPACING_MS, handedAt + WRITE_SPACING_MS - now))
}

/** Publish's first act: the plan of this run (verified) and one envelope per planned critic (untrusted). */
export async function takeOver<R>(
  action: Handoff<R>['action'],
  token: string,
  spaceWrites = false
): Promise<{ handoff: Handoff<R>; dir: string } & CriticsResults> {
  const dir = process.env[HANDOFF_VAR] ?? ''
  if (dir === '') throw new UserError('is not set: the publish step runs after a prepare step', HANDOFF_VAR)
  const handoff = await readPlan<R>(dir, handoffKey(token), stepRunOf(process.env))
  if (handoff.action !== action) throw new UserError(`holds a plan of the ${handoff.action} action`, dir)
  const wait = spaceWrites ? spacingWait(handoff.handedAt, Date.now()) : 0
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  return { handoff, ...(await readEnvelopes(dir, handoff.job)), dir }
}

/** The folder holds the prompt and the critics' raw results: removed once published. */
export async function removeHandoff(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}
