// The critics phase: every (critic, part) run of a job, in one pool of at most the job's maxParallel processes,
// each on its prompt. It takes a job and gives envelopes; it has no GitHub access at all (in the actions it runs
// in a step of its own, holding no token).
import { resolve } from 'node:path'
import { plannedRuns, refusedEnvelope, type PlannedRun } from '../harness/critic-runs.js'
import { inPool } from '../../base/shared/pool.js'
import { needsPromptFile, withPromptFile } from '../harness/prompt-file.js'
import { redactEnvelopes, redactorFor, type RedactedEnvelopes } from '../harness/redact.js'
import { clockOf, runRound } from '../harness/run.js'
import type { Envelope } from '../harness/envelope.js'
import type { CriticsJob } from '../harness/critics-job.js'

export interface CriticsPhaseOptions {
  /** The environment critics inherit (scrubbed again per critic); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
}

/** One run: on the shared prompt file, or on a file of its part's own when it reads one. */
async function runOne(
  job: CriticsJob,
  run: PlannedRun,
  sharedFile: string,
  opts: CriticsPhaseOptions
): Promise<Envelope> {
  if (run.refusal !== undefined) return refusedEnvelope(run, run.refusal)
  const { critic } = run
  const cwd = critic.cwd ? resolve(job.workspace, critic.cwd) : job.workspace
  // A part's prompt is put together now, as its run starts, and let go when the run ends.
  const prompt = run.prompt()
  const call = async (promptFile: string) => {
    const values = { prompt, promptFile, model: critic.model, workItem: job.workItem, cwd }
    const options = { cwd, ...(opts.baseEnv ? { baseEnv: opts.baseEnv } : {}), ...clockOf(job) }
    const [envelope] = await runRound([{ critic, values, options }])
    return run.part === undefined ? envelope! : { ...envelope!, part: run.part }
  }
  if (run.part === undefined) return call(sharedFile)
  return withPromptFile(prompt, call, needsPromptFile([critic]))
}

/**
 * The envelopes come back redacted of every secret value in the critics' base environment (the model keys;
 * and the token too while one process runs every phase), with a count per critic, so nothing unredacted
 * leaves this phase to be posted, summarised or stored.
 */
export async function runJobCritics(
  job: CriticsJob,
  opts: CriticsPhaseOptions = {}
): Promise<RedactedEnvelopes> {
  const runs = plannedRuns(job)
  const onShared = runs.filter((r) => r.part === undefined && r.refusal === undefined).map((r) => r.critic)
  const envelopes = await withPromptFile(
    job.prompt,
    (sharedFile) =>
      inPool(
        job.maxParallel,
        runs.map((run) => () => runOne(job, run, sharedFile, opts))
      ),
    needsPromptFile(onShared)
  )
  return redactEnvelopes(envelopes, redactorFor(opts.baseEnv ?? process.env))
}
