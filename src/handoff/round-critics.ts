// The critics phase: every critic of a job runs concurrently on its prompt. It takes a job and gives envelopes;
// it has no GitHub access at all (in the actions it runs in a step of its own, holding no token).
import { resolve } from 'node:path'
import { needsPromptFile, withPromptFile } from '../harness/prompt-file.js'
import { redactEnvelopes, redactorFor, type RedactedEnvelopes } from '../harness/redact.js'
import { runRound } from '../harness/run.js'
import type { CriticsJob } from '../harness/critics-job.js'

export interface CriticsPhaseOptions {
  /** The environment critics inherit (scrubbed again per critic); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
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
  const envelopes = await withPromptFile(
    job.prompt,
    (promptFile) =>
      runRound(
        job.critics.map((critic) => {
          const cwd = critic.cwd ? resolve(job.workspace, critic.cwd) : job.workspace
          return {
            critic,
            values: { prompt: job.prompt, promptFile, model: critic.model, workItem: job.workItem, cwd },
            options: { cwd, ...(opts.baseEnv ? { baseEnv: opts.baseEnv } : {}) }
          }
        })
      ),
    needsPromptFile(job.critics)
  )
  return redactEnvelopes(envelopes, redactorFor(opts.baseEnv ?? process.env))
}
