// The critics of one job, each run (a critic, or one part of its split diff) as an OS user of its own
// (critic-isolation: user): every seat is taken and checked first, no critic runs unless every check holds, and
// every seat is left (processes, files, user) whatever happens.
import { promises as fs } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Envelope } from '../harness/envelope.js'
import { needsPromptFile } from '../harness/prompt-file.js'
import { redactEnvelopes, redactorFor, type RedactedEnvelopes } from '../harness/redact.js'
import { clockOf, runCritic } from '../harness/run.js'
import { plannedRuns, refusedEnvelope, type PlannedRun } from '../harness/critic-runs.js'
import { inPool } from '../../base/shared/pool.js'
import type { CriticsJob } from '../harness/critics-job.js'
import { boundaryTargets, type BoundaryPlaces } from './boundary-probe.js'
import { envForCritic } from './critic-keys.js'
import { makeCriticsBase, removeCriticsBase } from './critic-folder.js'
import type { Privilege } from './privilege.js'
import { TOOLS } from './tools.js'
import {
  checkSeat,
  leaveSeat,
  openSeat,
  placeSeat,
  seatBoundary,
  writeSeatPrompt,
  type Seat,
  type SeatContext
} from './critic-seat.js'

export interface IsolatedOptions {
  privilege: Privilege
  /** The critics' base environment (the step's allowlist and the marker), cut per critic to its own keys. */
  baseEnv: NodeJS.ProcessEnv
  places: BoundaryPlaces
  /** The start of every critic user's name (a test run's own prefix; DEFAULT_USER_PREFIX in the action). */
  prefix: string
  /**
   * A GitHub-hosted runner (RUNNER_ENVIRONMENT=github-hosted): a VM discarded after the job, whose image ships
   * folders every user can write (/usr/local/bin, /opt and the tool cache). There the step closes the folders
   * the check names (chmod go-w) and checks again; elsewhere it only names them.
   */
  hostedRunner?: boolean
  /** The runner's user, when the step runs as root through sudo: it owns what publish runs. */
  ownerUid?: number
}

interface SeatReport {
  critic: string
  user: string
  uid: number
  problems: string[]
  cwdIs: Seat['cwdIs']
  leftovers: number
  /** A failure leaving the seat (a process that survived, a user that could not be removed). */
  teardown?: string
}

export interface IsolatedResult extends RedactedEnvelopes {
  seats: SeatReport[]
  /** Why no critic ran: the boundary check failed for at least one user. */
  refused?: string
  /** Folders the step closed (chmod go-w) on a GitHub-hosted runner before the check held. */
  closed: string[]
}

function reportOf(seat: Seat, teardown: string | undefined): SeatReport {
  return {
    critic: seat.critic.name,
    user: seat.user.name,
    uid: seat.user.uid,
    problems: seat.problems,
    cwdIs: seat.cwdIs,
    leftovers: seat.leftovers,
    ...(teardown ? { teardown } : {})
  }
}

async function runSeat(
  ctx: SeatContext,
  seat: Seat,
  job: CriticsJob,
  env: NodeJS.ProcessEnv,
  run: PlannedRun & { promptFile: string }
): Promise<Envelope> {
  if (seat.refusal) return refusedEnvelope(run, seat.refusal)
  if (run.refusal !== undefined) return refusedEnvelope(run, run.refusal)
  const outputDir = await fs.mkdtemp(join(tmpdir(), 'the-loop-output-'))
  try {
    const { promptFile } = run
    const values = {
      prompt: run.prompt(),
      promptFile,
      model: seat.critic.model,
      workItem: job.workItem,
      cwd: seat.cwd
    }
    const boundary = seatBoundary(ctx, seat, outputDir)
    const envelope = await runCritic(seat.critic, values, {
      cwd: seat.cwd,
      baseEnv: envForCritic(env, seat.critic),
      boundary,
      ...clockOf(job)
    })
    return run.part === undefined ? envelope : { ...envelope, part: run.part }
  } catch (error) {
    return refusedEnvelope(run, (error as Error).message)
  } finally {
    await fs.rm(outputDir, { recursive: true, force: true })
  }
}

/**
 * Every run on its seat, at most `maxParallel` at once; envelopes in job order. Each (critic, part) run has a seat
 * of its own (its own user, HOME and prompt file), so one critic's parts run side by side as the pool allows,
 * as they do in the same-user mode, and the claim's span (waves of max-parallel) holds in both modes: two runs of
 * one CLI never share a HOME, whose config files (claude's ~/.claude.json) concurrent runs would race on.
 */
async function runSeats(
  ctx: SeatContext,
  seated: ReadonlyArray<{ run: PlannedRun; seat: Seat }>,
  job: CriticsJob,
  env: NodeJS.ProcessEnv
): Promise<Envelope[]> {
  // Every prompt file is written before any run hands its seat's folder to the critic's user.
  const runs: Array<{ run: PlannedRun & { promptFile: string }; seat: Seat }> = []
  for (const { run, seat } of seated) {
    const needed = run.refusal === undefined && !seat.refusal && needsPromptFile([run.critic])
    runs.push({
      run: { ...run, promptFile: await writeSeatPrompt(seat, needed ? run.prompt() : '', needed, run.part) },
      seat
    })
  }
  return inPool(
    job.maxParallel,
    runs.map(
      ({ run, seat }) =>
        () =>
          runSeat(ctx, seat, job, env, run)
    )
  )
}

/** Why no critic ran, with the way to fix it: the folders to close first, or the same-user mode. */
function refusalOf(seat: Seat): string {
  const close = seat.toClose.length
    ? ` If these folders are open to every user by design (GitHub-hosted images ship /usr/local/bin and the tool cache so), close them in a step before this action: \`sudo chmod go-w ${seat.toClose.join(' ')}\`.`
    : ''
  return `the critic boundary does not hold: critic user ${seat.user.name} ${seat.problems.join('; ')}. No critic ran.${close} Else set critic-isolation: none (the job summary lists what that leaves open).`
}

/** Closes every folder a check named as writable by other users; the checks then run again and decide. */
async function closeFolders(ctx: SeatContext, seats: Seat[]): Promise<string[]> {
  const folders = [...new Set(seats.flatMap((seat) => seat.toClose))]
  if (folders.length === 0) return []
  const result = await ctx.privilege.run([TOOLS.chmod, 'go-w', '--', ...folders])
  return result.code === 0 ? folders : []
}

/** Runs the job's critics behind the boundary; the envelopes come back redacted of the step's secrets. */
export async function runIsolatedCritics(job: CriticsJob, opts: IsolatedOptions): Promise<IsolatedResult> {
  const base = await makeCriticsBase()
  const ctx: SeatContext = {
    privilege: opts.privilege,
    base,
    prefix: opts.prefix,
    targets: boundaryTargets(opts.places),
    ownUid: opts.ownerUid ?? process.getuid?.() ?? -1
  }
  const seats: Seat[] = []
  const reports: SeatReport[] = []
  const runs = plannedRuns(job)
  const seatOf = new Map<PlannedRun, Seat>()
  try {
    const taken = await Promise.allSettled(
      runs.map(async (run, index) => {
        const critic = run.critic
        const cwd = critic.cwd ? resolve(job.workspace, critic.cwd) : job.workspace
        const seat = await openSeat(ctx, critic, index + 1, cwd)
        seats.push(seat) // left at the end even when its check fails
        seatOf.set(run, seat)
      })
    )
    const failed = taken.find((t): t is PromiseRejectedResult => t.status === 'rejected')
    if (failed) throw failed.reason
    let canEnter = await Promise.all(seats.map((seat) => checkSeat(ctx, seat)))
    const closed = opts.hostedRunner ? await closeFolders(ctx, seats) : []
    if (closed.length > 0) canEnter = await Promise.all(seats.map((seat) => checkSeat(ctx, seat)))
    const broken = seats.filter((seat) => seat.problems.length > 0)
    let envelopes: Envelope[]
    let refused: string | undefined
    if (broken.length > 0) {
      const first = broken[0]!
      refused = refusalOf(first)
      envelopes = runs.map((run) => refusedEnvelope(run, refused!))
    } else {
      await Promise.all(seats.map((seat, i) => placeSeat(seat, canEnter[i]!)))
      envelopes = await runSeats(
        ctx,
        runs.map((run) => ({ run, seat: seatOf.get(run)! })),
        job,
        opts.baseEnv
      )
    }
    return {
      ...redactEnvelopes(envelopes, redactorFor(opts.baseEnv)),
      seats: reports,
      closed,
      ...(refused ? { refused } : {})
    }
  } finally {
    for (const seat of seats) reports.push(reportOf(seat, await leaveSeat(ctx, seat)))
    await removeCriticsBase(opts.privilege, base)
  }
}
