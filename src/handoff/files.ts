// The files one run's steps hand each other in a private folder under RUNNER_TEMP: the sealed plan (prepare ->
// critics, publish) and the envelopes (critics -> publish). Written so a critic's symlink cannot redirect them.
import { constants } from 'node:fs'
import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { CriticsJob } from '../harness/critics-job.js'
import { UserError } from '../shared/errors.js'
import { readUnverified, seal, unseal } from './seal.js'

export const PLAN_FILE = 'plan.json'
export const ENVELOPES_FILE = 'envelopes.json'

/** The run a plan belongs to: publish refuses a plan of another run, attempt or repository. */
export interface RunIdentity {
  repository: string
  runId: string
  attempt: string
}

export interface Handoff<R> {
  version: 1
  action: 'main' | 'review' | 'critic'
  run: RunIdentity
  job: CriticsJob
  /** When prepare handed over (ms since the epoch), just after its last write. */
  handedAt?: number
  /** What the action's publish phase needs to carry on where prepare stopped. */
  resume: R
}

/** A fresh folder only this user can read (mkdtemp creates it 0700). */
export async function createHandoffDir(root: string): Promise<string> {
  return mkdtemp(join(root, 'the-loop-'))
}

/**
 * Writes a new regular file: an existing entry (perhaps a critic's symlink to a file elsewhere) is removed
 * first and O_EXCL|O_NOFOLLOW refuse anything that appears at the path meanwhile.
 */
export async function writeFresh(path: string, text: string | readonly Buffer[]): Promise<void> {
  await rm(path, { force: true, recursive: true })
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW
  const file = await open(path, flags, 0o600)
  try {
    // writeFile on a handle writes all of its data from the current position: the buffers follow each other.
    for (const piece of typeof text === 'string' ? [text] : text) await file.writeFile(piece)
  } finally {
    await file.close()
  }
}

export async function writePlan<R>(dir: string, handoff: Handoff<R>, key: Buffer): Promise<void> {
  await writeFresh(join(dir, PLAN_FILE), seal(handoff, key))
}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    throw new UserError(`cannot read the ${what}: ${(error as Error).message}`, path)
  }
}

function checkShape(value: unknown, where: string): Handoff<unknown> {
  const h = value as Partial<Handoff<unknown>>
  if (h?.version !== 1 || typeof h.job !== 'object' || h.job === null || typeof h.run !== 'object') {
    throw new UserError('is not a plan this version of the-loop wrote', where)
  }
  return h as Handoff<unknown>
}

/** The verified plan of this very run (publish). Any mismatch fails closed: nothing is posted from it. */
export async function readPlan<R>(dir: string, key: Buffer, run: RunIdentity): Promise<Handoff<R>> {
  const where = join(dir, PLAN_FILE)
  const handoff = checkShape(unseal(await readText(where, 'plan'), key, where), where)
  const mine = JSON.stringify([run.repository, run.runId, run.attempt])
  const its = JSON.stringify([handoff.run.repository, handoff.run.runId, handoff.run.attempt])
  if (mine !== its) throw new UserError(`belongs to another run (${its}, this is ${mine})`, where)
  return handoff as Handoff<R>
}

/** The critics step's view: the job alone, unverified (it holds no key; the plan is data to it, never code). */
export async function readJob(dir: string): Promise<CriticsJob> {
  const where = join(dir, PLAN_FILE)
  return checkShape(readUnverified(await readText(where, 'plan'), where), where).job
}
