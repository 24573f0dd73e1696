// The three actions each in one process: prepare, the critics and publish, as the action's three steps run
// them, with the hand-over between them passed through JSON as a plan file carries it. Tests, the demo's bench
// and the single-process bench entry use them; the bundles run the steps apart (src/entries/).
import { criticResultOf, prepareCriticAction, publishCriticAction } from '../../src/app/critic-action.js'
import type { CriticActionDeps, CriticActionResult } from '../../src/app/critic-action.js'
import {
  prepareMainAction,
  publishMainAction,
  type MainDeps,
  type MainResult
} from '../../src/app/main-action.js'
import { prepareReviewAction, publishReviewAction } from '../../src/app/round-action.js'
import type { ReviewActionDeps, ReviewActionResult } from '../../src/app/round-action.js'
import { runJobCritics } from '../../src/critics/handoff/round-critics.js'
import type { RoundResume } from '../../src/loop/run/handover.js'
import type { CriticsResults } from '../../src/critics/handoff/envelopes.js'
import { jobOfPlan } from '../../src/loop/round/plan.js'

type Prepared<R> = { kind: 'done'; result: R } | { kind: 'round'; resume: RoundResume }

/**
 * A round prepared, its critics run, and publish given the hand-over through JSON: what publish gets is exactly
 * what a plan file can carry.
 */
async function roundInOneProcess<R>(
  prepared: Prepared<R>,
  deps: { workspace: string; baseEnv?: NodeJS.ProcessEnv },
  publish: (resume: RoundResume, results: CriticsResults) => Promise<R>
): Promise<R> {
  if (prepared.kind === 'done') return prepared.result
  const job = jobOfPlan(prepared.resume.plan, deps.workspace)
  const ran = await runJobCritics(job, deps.baseEnv ? { baseEnv: deps.baseEnv } : {})
  const resume = JSON.parse(JSON.stringify(prepared.resume)) as RoundResume
  return publish(resume, { envelopes: ran.envelopes, redacted: ran.counts })
}

/** The main action: one event, prepared, its round's critics run, published. */
export async function runMainAction(deps: MainDeps): Promise<MainResult> {
  return roundInOneProcess(await prepareMainAction(deps), deps, (resume, results) =>
    publishMainAction(deps, resume, results)
  )
}

/** review/action.yml: one round on demand. */
export async function runReviewAction(deps: ReviewActionDeps): Promise<ReviewActionResult> {
  return roundInOneProcess(await prepareReviewAction(deps), deps, (resume, results) =>
    publishReviewAction(deps, resume, results)
  )
}

/** critic/action.yml: one critic, its one envelope (or its parts' merged). */
export async function runCriticAction(deps: CriticActionDeps): Promise<CriticActionResult> {
  const prepared = await prepareCriticAction(deps)
  if (prepared.kind === 'done') return prepared.result
  const ran = await runJobCritics(prepared.job, deps.baseEnv ? { baseEnv: deps.baseEnv } : {})
  const one = criticResultOf(prepared.job, ran.envelopes, ran.counts)
  return publishCriticAction(deps, prepared.resume, one.envelope, one.redacted)
}
