// The files one run's steps hand each other in a private folder under RUNNER_TEMP: the sealed plan (prepare ->
// critics, publish) and the envelopes (critics -> publish). Written so a critic's symlink cannot redirect them.
import { createHash } from 'node:crypto'
import { constants } from 'node:fs'
import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { CriticsJob } from '../harness/critics-job.js'
import { UserError } from '../../base/shared/errors.js'
import { readUnverified, seal, unseal } from './seal.js'

/** @internal */
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
export async function writeFresh(path: string, text: string | Iterable<Buffer>): Promise<void> {
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

/** A diff of the job as the sealed plan names it: its file beside the plan, checked by hash and length. */
interface DiffFile {
  sha256: string
  chars: number
}

/** The job as the sealed plan stores it: its diffs named, not held (see writePlan). */
type StoredJob = Omit<CriticsJob, 'diffs'> & { diffFiles?: DiffFile[] }

const diffFileName = (index: number) => `diff-${index}.txt`

/** Characters of a diff encoded and written at a time: a 10 MB diff is never a second 10 MB buffer. */
const CHUNK_CHARS = 1 << 18

/**
 * The text as UTF-8, a chunk at a time in one reused buffer (each chunk is written before the next is encoded),
 * never cut between the halves of a surrogate pair (each half alone would be written as U+FFFD).
 */
function* utf8Chunks(text: string, hash: ReturnType<typeof createHash>): Generator<Buffer> {
  // UTF-8 takes at most 3 bytes per UTF-16 unit (a pair's 4 bytes are 2 per unit).
  const buffer = Buffer.allocUnsafe(CHUNK_CHARS * 3)
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + CHUNK_CHARS)
    const last = text.charCodeAt(end - 1)
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1
    const chunk = buffer.subarray(0, buffer.write(text.slice(at, end), 0, 'utf8'))
    hash.update(chunk)
    yield chunk
    at = end
  }
}

async function writeDiff(dir: string, index: number, text: string): Promise<DiffFile> {
  const hash = createHash('sha256')
  await writeFresh(join(dir, diffFileName(index)), utf8Chunks(text, hash))
  return { sha256: hash.digest('hex'), chars: text.length }
}

/**
 * Seals the plan into `dir`. The job's diffs (a large change's whole text, which its parts point into) are
 * written beside the plan, each as its own file, and the sealed plan names each by its SHA-256: JSON-escaping a
 * 10 MB diff into the plan, then encoding that, held the diff three times over in prepare's memory.
 */
export async function writePlan<R>(dir: string, handoff: Handoff<R>, key: Buffer): Promise<void> {
  const { diffs, ...job } = handoff.job
  const stored: StoredJob = job
  if (diffs !== undefined) {
    const files: DiffFile[] = []
    for (const [index, text] of diffs.entries()) files.push(await writeDiff(dir, index, text))
    stored.diffFiles = files
  }
  await writeFresh(join(dir, PLAN_FILE), seal({ ...handoff, job: stored }, key))
}

/** One diff the plan names, read back and checked against its hash: a changed diff file fails closed. */
async function readDiff(dir: string, index: number, named: DiffFile): Promise<string> {
  const where = join(dir, diffFileName(index))
  let bytes: Buffer
  try {
    bytes = await readFile(where)
  } catch (error) {
    throw new UserError(`cannot read the diff the plan names: ${(error as Error).message}`, where)
  }
  const text = bytes.toString('utf8')
  if (createHash('sha256').update(bytes).digest('hex') !== named.sha256 || text.length !== named.chars)
    throw new UserError(
      'is not the diff the sealed plan names: it was changed after the prepare step wrote it',
      where
    )
  return text
}

/** The job with its diffs read back from their files. */
async function withDiffs(dir: string, stored: StoredJob, where: string): Promise<CriticsJob> {
  const { diffFiles, ...job } = stored
  if (diffFiles === undefined) return job
  if (!Array.isArray(diffFiles) || !diffFiles.every(isDiffFile))
    throw new UserError('names its diffs in a form this version of the-loop does not write', where)
  const diffs: string[] = []
  for (const [index, named] of diffFiles.entries()) diffs.push(await readDiff(dir, index, named))
  return { ...job, diffs }
}

function isDiffFile(value: unknown): value is DiffFile {
  const v = value as Partial<DiffFile>
  return typeof v?.sha256 === 'string' && /^[0-9a-f]{64}$/.test(v.sha256) && Number.isSafeInteger(v.chars)
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
  return { ...handoff, job: await withDiffs(dir, handoff.job, where) } as Handoff<R>
}

/** The critics step's view: the job alone, unverified (it holds no key; the plan is data to it, never code). */
export async function readJob(dir: string): Promise<CriticsJob> {
  const where = join(dir, PLAN_FILE)
  return withDiffs(dir, checkShape(readUnverified(await readText(where, 'plan'), where), where).job, where)
}
