// The critics phase of a round: every planned critic runs concurrently on the plan's prompt. It takes a plan
// and gives envelopes; it has no GitHub access at all (a later step may run it in a process without the token).
import { resolve } from 'node:path'
import { withPromptFile } from '../../critic/prompt-file.js'
import { redactEnvelopes, redactorFor, type RedactedEnvelopes } from '../../critic/redact.js'
import { runRound } from '../../critic/run.js'
import type { RoundPlan } from './round-plan.js'

export interface CriticsPhaseOptions {
  /** Where critics run (GITHUB_WORKSPACE): a critic's `cwd` is relative to it. */
  workspace: string
  baseEnv?: NodeJS.ProcessEnv
}

/**
 * The envelopes come back redacted of every secret value in the critics' base environment (the model
 * keys; and the token's INPUT_GITHUB-TOKEN while one process runs every phase), with a count per critic,
 * so nothing unredacted leaves this phase to be posted, summarised or stored.
 */
export async function runPlannedCritics(
  plan: RoundPlan,
  opts: CriticsPhaseOptions
): Promise<RedactedEnvelopes> {
  const envelopes = await withPromptFile(plan.prompt, (promptFile) =>
    runRound(
      plan.critics.map((critic) => {
        const cwd = critic.cwd ? resolve(opts.workspace, critic.cwd) : opts.workspace
        return {
          critic,
          values: {
            prompt: plan.prompt,
            promptFile,
            model: critic.model,
            workItem: `issue-${plan.item.number}`,
            cwd
          },
          options: { cwd, ...(opts.baseEnv ? { baseEnv: opts.baseEnv } : {}) }
        }
      })
    )
  )
  return redactEnvelopes(envelopes, redactorFor(opts.baseEnv ?? process.env))
}
