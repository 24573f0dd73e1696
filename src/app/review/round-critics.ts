// The critics phase of a round: every planned critic runs concurrently on the plan's prompt. It takes a plan
// and gives envelopes; it has no GitHub access at all (a later step may run it in a process without the token).
import { resolve } from 'node:path'
import type { Envelope } from '../../critic/envelope.js'
import { withPromptFile } from '../../critic/prompt-file.js'
import { runRound } from '../../critic/run.js'
import type { RoundPlan } from './round-plan.js'

export interface CriticsPhaseOptions {
  /** Where critics run (GITHUB_WORKSPACE): a critic's `cwd` is relative to it. */
  workspace: string
  baseEnv?: NodeJS.ProcessEnv
}

export async function runPlannedCritics(plan: RoundPlan, opts: CriticsPhaseOptions): Promise<Envelope[]> {
  return withPromptFile(plan.prompt, (promptFile) =>
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
}
