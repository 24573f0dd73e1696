// runCritic: one critic, one subprocess, one envelope; runRound runs several critics concurrently.
import { basename, join } from 'node:path'
import { buildCriticEnv } from './env.js'
import { extractOutput, newEnvelope, roundSeconds, type Envelope } from './envelope.js'
import type { Critic, PlaceholderValues } from './critic-model.js'
import { userFileReader, withPrivateDir, writePrivateFiles } from './private-dir.js'
import { findExecutable, spawnCaptured, type SpawnOutcome } from './process.js'
import { resolveInvocation, type Invocation } from './resolve.js'
import { usageFromOutput } from './usage.js'

export interface RunOptions {
  /** Spawn directory (also what `{cwd}` should hold). */
  cwd: string
  /** Overrides the critic's timeoutSeconds. */
  timeoutSeconds?: number
  /** The environment to scrub and inherit; defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
  /** TERM-to-KILL grace and output cap, adjustable for tests and benches. */
  graceMs?: number
  capBytes?: number
  /** Set when the critic runs as an OS user of its own (`critic-isolation: user`, src/critics/isolation/). */
  boundary?: CriticBoundary
  /** Milliseconds on the clock the run's duration is read on: process.hrtime unless the job's clock is stopped. */
  clock?: () => number
}

// process.hrtime, not performance.now(): node loads its whole perf_hooks module for the latter, ~2 ms of a
// `the-loop critic run` (bench/cli.bench.ts).
const hrtimeMs = (): number => Number(process.hrtime.bigint() / 1000n) / 1000

/** The clock of a job whose durations are all 0 s (CriticsJob.stoppedClock). */
const STOPPED_CLOCK = (): number => 0

/** The run options' clock for a job: stopped when its clock is. */
export function clockOf(job: { stoppedClock?: boolean }): Pick<RunOptions, 'clock'> {
  return job.stoppedClock ? { clock: STOPPED_CLOCK } : {}
}

/** What runCritic needs of the boundary: where the critic's files go, who it runs as, how its processes end. */
export interface CriticBoundary {
  /** The folder for the adapter's files, inside the critic's own folder. */
  filesDir: string
  /** A folder of the harness's own for an output file the CLI writes through an inherited descriptor. */
  outputDir: string
  /** Variables the boundary sets (HOME, TMPDIR, USER, LOGNAME); they win over the critic's and the adapter's. */
  env: Record<string, string>
  /** Hands the critic's folder, its files written, to the critic's user. */
  handOver(): Promise<void>
  /** The argv that runs `argv` (program by absolute path) as the critic's user in `cwd`. */
  wrap(argv: string[], cwd: string): string[]
  /** Ends every process of the critic's user (its processes are another uid's: no group kill reaches them all). */
  endAll(): void
}

function capNote(outcome: SpawnOutcome): string {
  const { stdout, stderr } = outcome.droppedBytes
  const parts = [stdout ? `stdout: ${stdout} bytes` : '', stderr ? `stderr: ${stderr} bytes` : ''].filter(
    Boolean
  )
  return parts.length ? `\n[the-loop: output cut at the capture limit; dropped ${parts.join(', ')}]` : ''
}

/**
 * Runs one critic round. Configuration faults throw (nothing is spawned); every failure of the
 * critic itself (a prompt too large for its argv, missing binary, non-zero exit, timeout) comes back
 * as an envelope with ok:false.
 */
export async function runCritic(
  critic: Critic,
  values: PlaceholderValues,
  options: RunOptions
): Promise<Envelope> {
  const planned = resolveInvocation(critic, values)
  const envelope = newEnvelope(critic)
  if (planned.refusal !== undefined) {
    envelope.error = planned.refusal
    return envelope
  }
  const binary = planned.argv[0]!
  // The critic's environment before the adapter's variables: where its binary is found and its home is.
  const criticEnv = buildCriticEnv(options.baseEnv ?? process.env, critic.env)
  // A CLI the critics step installed for this round is run by its absolute path
  // (src/critics/handoff/critic-clis.ts).
  const program = critic.program ?? findExecutable(binary, criticEnv, options.cwd)
  if (!program) {
    envelope.error = `critic CLI '${binary}' not found on PATH; install it or fix 'command'/'harness' of critic '${critic.name}'`
    return envelope
  }
  const boundary = options.boundary
  if (boundary) {
    // PATH is searched here, by the harness: under sudo the switch replaces PATH before the program starts.
    const invocation = resolveInvocation(critic, values, boundary.filesDir, userFileReader(criticEnv))
    await writePrivateFiles(invocation.files)
    await boundary.handOver()
    const outputFile = invocation.stdoutFile && join(boundary.outputDir, basename(invocation.stdoutFile))
    const argv = [program, ...invocation.argv.slice(1)]
    return execute(
      critic,
      { ...invocation, argv, ...(outputFile ? { stdoutFile: outputFile } : {}) },
      options,
      envelope
    )
  }
  const installed = (invocation: Invocation): Invocation =>
    critic.program ? { ...invocation, argv: [critic.program, ...invocation.argv.slice(1)] } : invocation
  if (Object.keys(planned.files).length === 0 && planned.stdoutFile === undefined)
    return execute(critic, installed(planned), options, envelope)
  // The adapter's files (a deny policy, a settings layer, an output file) live in a directory of this run only.
  return withPrivateDir(async (dir) => {
    const invocation = resolveInvocation(critic, values, dir, userFileReader(criticEnv))
    await writePrivateFiles(invocation.files)
    return execute(critic, installed(invocation), options, envelope)
  })
}

async function execute(
  critic: Critic,
  invocation: Invocation,
  options: RunOptions,
  envelope: Envelope
): Promise<Envelope> {
  const binary = invocation.argv[0]!
  const boundary = options.boundary
  const env = buildCriticEnv(options.baseEnv ?? process.env, {
    ...critic.env,
    ...invocation.env,
    ...boundary?.env
  })
  const limit = options.timeoutSeconds ?? critic.timeoutSeconds
  const clock = options.clock ?? hrtimeMs
  const started = clock()
  const outcome = await spawnCaptured({
    argv: boundary ? boundary.wrap(invocation.argv, options.cwd) : invocation.argv,
    stdin: invocation.stdin,
    ...(invocation.stdoutFile === undefined ? {} : { stdoutFile: invocation.stdoutFile }),
    // Behind the boundary the switch enters the folder as the critic's user; the harness may not enter it.
    cwd: boundary ? '/' : options.cwd,
    env,
    timeoutMs: limit * 1000,
    graceMs: options.graceMs,
    capBytes: options.capBytes,
    ...(boundary ? { endAll: () => boundary.endAll() } : {})
  })
  envelope.durationSeconds = roundSeconds(clock() - started)
  const note = capNote(outcome)
  if (outcome.spawnError !== undefined) {
    envelope.error = `could not run ${binary}: ${outcome.spawnError}`
    return envelope
  }
  envelope.usage = usageFromOutput(outcome.stdout)
  if (outcome.timedOut) {
    envelope.output = extractOutput(outcome.stdout, invocation.outputFormat) + note
    envelope.error = `${binary} timed out after ${limit}s`
    return envelope
  }
  envelope.exitCode = outcome.code ?? -1
  envelope.output = extractOutput(outcome.stdout, invocation.outputFormat) + note
  if (outcome.code === 0) {
    envelope.ok = true
    return envelope
  }
  // The answer's text, not the CLI's whole JSON: a failed claude run says "Invalid API key", not 2 KB of JSON.
  const detail =
    outcome.stderr.trim() || envelope.output.trim() || (outcome.signal ? `killed by ${outcome.signal}` : '')
  envelope.error = `${binary} exited ${outcome.code ?? outcome.signal ?? '?'}: ${detail}`
  return envelope
}

export interface RoundCall {
  critic: Critic
  values: PlaceholderValues
  options: RunOptions
}

/**
 * Runs several critics at once. A critic that is misconfigured still yields an envelope (ok:false,
 * its config error) so one bad entry never hides the others' results; it spawns nothing.
 */
export async function runRound(calls: RoundCall[]): Promise<Envelope[]> {
  return Promise.all(
    calls.map(async ({ critic, values, options }) => {
      try {
        return await runCritic(critic, values, options)
      } catch (error) {
        return { ...newEnvelope(critic), error: (error as Error).message }
      }
    })
  )
}
