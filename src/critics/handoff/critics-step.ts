// The critics step of a split run: read the job, run its critics behind the boundary the `critic-isolation` input
// names (each critic an OS user of its own, or the job's user with a marker in its environment), end every
// process they left behind, write the envelopes, leave the step's file-command files empty and say in the job
// summary what held. It holds no token and imports no GitHub code: the process has an allowlisted environment.
import { randomBytes } from 'node:crypto'
import { appendFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runJobCritics } from './round-critics.js'
import type { Envelope } from '../harness/envelope.js'
import { plannedRuns, refusedEnvelope } from '../harness/critic-runs.js'
import { CRITIC_MARKER_VAR, killMarkedProcesses, killStepLeftovers } from '../harness/leftovers.js'
import { redactEnvelopes, redactorFor, type RedactionCount } from '../harness/redact.js'
import type { BoundaryPlaces } from '../isolation/boundary-probe.js'
import { giveBack, type StepOwner } from '../isolation/elevated-step.js'
import { runIsolatedCritics, type IsolatedResult } from '../isolation/isolated-critics.js'
import { readIsolationMode, readUserPrefix, type IsolationMode } from '../isolation/mode.js'
import { probePrivilege } from '../isolation/privilege.js'
import { noneModeSummary, refusedSummary, userModeSummary } from '../isolation/isolation-summary.js'
import { inJobOrder, provideCriticClis, type ProvidedClis } from './critic-clis.js'
import { writeEnvelopes } from './envelopes.js'
import { clearFileCommands, FILE_COMMAND_VARS } from './file-commands.js'
import { ENVELOPES_FILE, readJob } from './files.js'
import type { CriticsJob } from '../harness/critics-job.js'
import { resumeWorkflowCommands, stopWorkflowCommands } from './stop-commands.js'
import { UserError } from '../../base/shared/errors.js'
import { credentialRefusal, findWorkspaceCredential } from './workspace-credentials.js'
import { verificationJob, type VerificationResults } from '../verify/verification.js'

export interface CriticsStepReport {
  mode: IsolationMode
  envelopes: Envelope[]
  /** The verification phase's runs, when it ran. */
  verifiers: Envelope[]
  /** Processes still alive after the critics ended (detached descendants), killed before the step exits. */
  leftovers: number
  cleared: string[]
}

export interface CriticsStepOptions {
  env: NodeJS.ProcessEnv
  /** The action's folder (above dist/critics-step/): what the boundary check makes sure no critic can write. */
  actionRoot: string
  /**
   * The step's own process runs this (dist/critics-step/index.js): `none` mode then also kills every process of this
   * user started since the step began whose environ cannot be read. Off where the caller is a long-lived process.
   */
  ownProcess?: boolean
  /** Where the workflow-command stop and resume lines go (the step's stdout). */
  write?: (line: string) => void
  /** Set when steps/critics.sh elevated the step with sudo: the runner's user it belongs to. */
  stepOwner?: StepOwner
}

interface Ran {
  envelopes: Envelope[]
  counts: RedactionCount[]
  leftovers: number
  summary: string
  verification?: VerificationResults
}

function placesOf(
  dir: string,
  job: CriticsJob,
  opts: CriticsStepOptions,
  cliFolder?: string
): BoundaryPlaces {
  const env = opts.env
  return {
    ...(cliFolder ? { cliFolder } : {}),
    actionRoot: opts.actionRoot,
    nodePath: process.execPath,
    path: env.PATH ?? '',
    workspace: job.workspace,
    runnerTemp: env.RUNNER_TEMP ?? '',
    handoffDir: dir,
    fileCommands: fileCommandPaths(env),
    home: env.HOME ?? ''
  }
}

const fileCommandPaths = (env: NodeJS.ProcessEnv): string[] =>
  FILE_COMMAND_VARS.map((name) => env[name] ?? '').filter(Boolean)

const refusedAll = (job: CriticsJob, error: string): Envelope[] =>
  plannedRuns(job).map((run) => refusedEnvelope(run, error))

/** Runs one phase's job (the round's critics, then the verifiers) on what the step prepared once. */
type PhaseRun = (job: CriticsJob) => Promise<Ran>

/** A phase's critics as the step provided them (an installed CLI's path), without those whose install failed. */
const providedCritics = (job: CriticsJob, clis: ProvidedClis): CriticsJob => ({
  ...job,
  critics: job.critics.flatMap((c) => clis.runnable.filter((r) => r.name === c.name))
})

/**
 * Both phases behind one seating: the privilege is probed and the CLIs provided once, each run gets an OS user
 * of its own, and the job summary has one boundary table (the verifiers' seats marked).
 */
async function runAsUsers(
  dir: string,
  job: CriticsJob,
  opts: CriticsStepOptions,
  marker: string
): Promise<Ran> {
  const privilege = await probePrivilege()
  if ('refusal' in privilege)
    return {
      envelopes: refusedAll(job, privilege.refusal),
      counts: [],
      leftovers: 0,
      summary: refusedSummary(privilege.refusal)
    }
  const clis = await provideClis(job, opts, true)
  if (clis.runnable.length === 0) return withFailedInstalls(job, opts, clis, noRun(userModeSummaryNone()))
  const results: IsolatedResult[] = []
  const runPhase: PhaseRun = async (phaseJob) => {
    const result = await runIsolatedCritics(providedCritics(phaseJob, clis), {
      privilege,
      baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker },
      places: placesOf(dir, job, opts, clis.root),
      prefix: readUserPrefix(opts.env),
      hostedRunner: opts.env.RUNNER_ENVIRONMENT === 'github-hosted',
      ...(opts.stepOwner ? { ownerUid: opts.stepOwner.uid } : {})
    })
    results.push(result)
    const leftovers = result.seats.reduce((sum, seat) => sum + seat.leftovers, 0)
    return { envelopes: result.envelopes, counts: result.counts, leftovers, summary: '' }
  }
  const ran = await withVerification(withFailedInstalls(job, opts, clis, await runPhase(job)), job, runPhase)
  const [round, verification] = results
  return {
    ...ran,
    summary: userModeSummary(opts.stepOwner !== undefined, round!, verification) + ran.summary
  }
}

async function runAsJobUser(job: CriticsJob, opts: CriticsStepOptions, marker: string): Promise<Ran> {
  const clis = await provideClis(job, opts, false)
  if (clis.runnable.length === 0) return withFailedInstalls(job, opts, clis, noRun(noneModeSummary()))
  const runPhase: PhaseRun = async (phaseJob) => {
    const { envelopes, counts } = await runJobCritics(providedCritics(phaseJob, clis), {
      baseEnv: { ...opts.env, [CRITIC_MARKER_VAR]: marker }
    })
    return { envelopes, counts, leftovers: killLeftovers(marker, opts), summary: '' }
  }
  const ran = await withVerification(withFailedInstalls(job, opts, clis, await runPhase(job)), job, runPhase)
  return { ...ran, summary: noneModeSummary() + ran.summary }
}

/**
 * The CLIs of the job's critics, installed as the runner's user where missing
 * (src/critics/handoff/critic-clis.ts).
 */
function provideClis(job: CriticsJob, opts: CriticsStepOptions, otherUsers: boolean): Promise<ProvidedClis> {
  const owner = opts.stepOwner ?? { uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0 }
  const write = opts.write ?? ((line: string) => void process.stdout.write(line))
  return provideCriticClis(job, { env: opts.env, actionRoot: opts.actionRoot, owner, otherUsers, log: write })
}

const noRun = (summary: string): Ran => ({ envelopes: [], counts: [], leftovers: 0, summary })

const userModeSummaryNone = (): string =>
  '\n### Critics\n\nNo critic ran: no critic CLI could be installed.\n'

/** The envelopes of critics whose CLI could not be installed (redacted like the rest), in the job's order. */
function withFailedInstalls(job: CriticsJob, opts: CriticsStepOptions, clis: ProvidedClis, ran: Ran): Ran {
  if (clis.failed.length === 0) return ran
  const failed = redactEnvelopes(clis.failed, redactorFor(opts.env))
  return {
    ...ran,
    envelopes: inJobOrder(job, failed.envelopes, ran.envelopes),
    counts: [...failed.counts, ...ran.counts]
  }
}

/** Nothing a critic started may outlive the step: it could rewrite the envelopes, or wait for publish's token. */
function killLeftovers(marker: string, opts: CriticsStepOptions): number {
  return opts.ownProcess ? killStepLeftovers(marker) : killMarkedProcesses(marker)
}

/**
 * The verification phase (src/critics/verify/), once the round's critics answered: its verifiers run by `runJob`,
 * behind the same boundary; their envelopes and what they were asked ride beside the round's.
 */
async function withVerification(ran: Ran, job: CriticsJob, runJob: PhaseRun): Promise<Ran> {
  const planned = verificationJob(job, ran.envelopes)
  if (planned === undefined) return ran
  const refusal = planned.refusal
  const verified: Ran = refusal
    ? { ...noRun(`\n${refusal}.\n`), envelopes: refusedAll(planned.job, refusal) }
    : await runJob(planned.job)
  const ids = (name: string) =>
    planned.asked
      .filter((a) => a.verifier === name)
      .map((a) => a.id)
      .join(', ')
  const lines = planned.job.critics.map((c) => `- \`${c.name}\` verified ${ids(c.name)}`)
  return {
    envelopes: ran.envelopes,
    counts: [...ran.counts, ...verified.counts],
    leftovers: ran.leftovers + verified.leftovers,
    summary: `${ran.summary}\n### Verification\n\nLone problems were put to another critic of the round:\n\n${lines.join('\n')}\n${verified.summary}`,
    verification: { asked: planned.asked, envelopes: verified.envelopes }
  }
}

export async function runCriticsStep(dir: string, opts: CriticsStepOptions): Promise<CriticsStepReport> {
  const marker = randomBytes(16).toString('hex')
  const write = opts.write ?? ((line: string) => void process.stdout.write(line))
  const token = stopWorkflowCommands(write)
  let resumed = false
  const resume = () => {
    if (!resumed) resumeWorkflowCommands(token, write)
    resumed = true
  }
  try {
    const mode = readIsolationMode(opts.env)
    if (mode === 'none' && opts.stepOwner)
      throw new UserError(
        'is none, yet the step runs elevated: critics would run as root',
        'input critic-isolation'
      )
    const job = await readJob(dir)
    const credential = findWorkspaceCredential(job.workspace)
    let ran: Ran
    if (credential) {
      const error = credentialRefusal(credential)
      ran = { envelopes: refusedAll(job, error), counts: [], leftovers: 0, summary: refusedSummary(error) }
    } else {
      ran = mode === 'user' ? await runAsUsers(dir, job, opts, marker) : await runAsJobUser(job, opts, marker)
    }
    resume()
    await writeEnvelopes(dir, {
      envelopes: ran.envelopes,
      redacted: ran.counts,
      ...(ran.verification ? { verification: ran.verification } : {})
    })
    const cleared = await clearFileCommands(opts.env)
    if (opts.env.GITHUB_STEP_SUMMARY) await appendFile(opts.env.GITHUB_STEP_SUMMARY, ran.summary)
    // Written as root when the step was elevated: publish and the runner read them as the runner's user.
    await giveBack(opts.stepOwner, [join(dir, ENVELOPES_FILE), ...fileCommandPaths(opts.env)])
    return {
      mode,
      envelopes: ran.envelopes,
      verifiers: ran.verification?.envelopes ?? [],
      leftovers: ran.leftovers,
      cleared
    }
  } catch (error) {
    // Also when the job or a write failed: no critic process survives, no file command written by one counts.
    killLeftovers(marker, opts)
    resume()
    await clearFileCommands(opts.env)
    await giveBack(opts.stepOwner, fileCommandPaths(opts.env))
    throw error
  }
}
