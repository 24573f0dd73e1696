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
import type { RoundResume } from '../../src/loop/resume.js'
import { jobOfPlan } from '../../src/loop/round/plan.js'

/** What publish gets is exactly what a plan file can carry. */
const throughJson = (resume: RoundResume): RoundResume => JSON.parse(JSON.stringify(resume)) as RoundResume

/** The main action: one event, prepared, its round's critics run, published. */
export async function runMainAction(deps: MainDeps): Promise<MainResult> {
  const prepared = await prepareMainAction(deps)
  if (prepared.kind === 'done') return prepared.result
  const job = jobOfPlan(prepared.resume.plan, deps.workspace)
  const ran = await runJobCritics(job, deps.baseEnv ? { baseEnv: deps.baseEnv } : {})
  return publishMainAction(deps, throughJson(prepared.resume), {
    envelopes: ran.envelopes,
    redacted: ran.counts
  })
}

/** review/action.yml: one round on demand. */
export async function runReviewAction(deps: ReviewActionDeps): Promise<ReviewActionResult> {
  const prepared = await prepareReviewAction(deps)
  if (prepared.kind === 'done') return prepared.result
  const job = jobOfPlan(prepared.resume.plan, deps.workspace)
  const ran = await runJobCritics(job, deps.baseEnv ? { baseEnv: deps.baseEnv } : {})
  return publishReviewAction(deps, throughJson(prepared.resume), {
    envelopes: ran.envelopes,
    redacted: ran.counts
  })
}

/** critic/action.yml: one critic, its one envelope (or its parts' merged). */
export async function runCriticAction(deps: CriticActionDeps): Promise<CriticActionResult> {
  const prepared = await prepareCriticAction(deps)
  if (prepared.kind === 'done') return prepared.result
  const ran = await runJobCritics(prepared.job, deps.baseEnv ? { baseEnv: deps.baseEnv } : {})
  const one = criticResultOf(prepared.job, ran.envelopes, ran.counts)
  return publishCriticAction(deps, prepared.resume, one.envelope, one.redacted)
}
