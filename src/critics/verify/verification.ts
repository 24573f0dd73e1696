// The verification phase of the critics step, as a job of its own: the round's lone problems (lone-problems.ts),
// each verifier once with the problems put to it (in parts when they do not fit its prompt), run by the same code
// and behind the same boundary as the critics' round. Its envelopes go to publish beside the round's, with what
// each part asked; publish reads the verdicts (base/findings/verdicts.ts) and decides what goes on the diff.
import type { Critic } from '../harness/critic-model.js'
import type { CriticSplit, CriticsJob, VerifyPlan } from '../harness/critics-job.js'
import type { Envelope } from '../harness/envelope.js'
import { meterOf } from '../harness/usage-meter.js'
import { loneProblems, type VerifyAsk } from './lone-problems.js'
import { verifyPrompts } from './verify-prompt.js'

/** A problem as it was asked: the ask, and the part of its verifier's run that asked it (1-based). */
export interface AskedProblem extends VerifyAsk {
  part: number
}

/** What the phase gives publish: the problems asked, and one envelope per (verifier, part) run. */
export interface VerificationResults {
  asked: AskedProblem[]
  envelopes: Envelope[]
}

/** How a verifier's run refused by the money budget begins its error: publish says so beside the problem. */
export const BUDGET_REFUSAL = 'refused by the money budget'

/** What `envelopes` spent, as the money budget counts it: dollars, and tokens for runs that report no cost. */
function spentBy(envelopes: readonly Envelope[]): { usd: number; tokens: number } {
  const out = { usd: 0, tokens: 0 }
  for (const e of envelopes) {
    const meter = meterOf(e.usage)
    if (meter.by === 'cost') out.usd += meter.usd
    else if (meter.by === 'tokens') out.tokens += meter.tokens
  }
  return out
}

/**
 * Why the budget left before the round (the plan's) has no room for the verification: what the round's critics
 * spent, and each verifier's estimate — what its own review of the round cost. Undefined: it runs.
 */
function budgetRefusal(
  budget: VerifyPlan['budget'],
  envelopes: readonly Envelope[],
  verifiers: readonly Critic[]
): string | undefined {
  if (budget === undefined) return undefined
  const round = spentBy(envelopes)
  const estimate = spentBy(envelopes.filter((e) => verifiers.some((v) => v.name === e.critic)))
  if (budget.usd !== undefined && round.usd + estimate.usd > budget.usd)
    return `${BUDGET_REFUSAL}: the round's critics spent $${round.usd.toFixed(2)} and verifying is estimated at $${estimate.usd.toFixed(2)}, past the $${budget.usd.toFixed(2)} max-cost-usd left before the round`
  if (budget.tokens !== undefined && round.tokens + estimate.tokens > budget.tokens)
    return `${BUDGET_REFUSAL}: the round's critics spent ${round.tokens} tokens and verifying is estimated at ${estimate.tokens}, past the ${budget.tokens} max-tokens left before the round`
  return undefined
}

/**
 * The verification job after the round's `envelopes`, or undefined when the job plans no verification or no lone
 * problem needs one. A problem left out for want of its verifier's parts (maxParts) is not asked: unverified.
 */
export function verificationJob(
  job: CriticsJob,
  envelopes: readonly Envelope[]
): { job: CriticsJob; asked: AskedProblem[]; refusal?: string } | undefined {
  const plan = job.verify
  if (plan === undefined) return undefined
  const asks = loneProblems(job.critics, envelopes, plan)
  if (asks.length === 0) return undefined
  const verifiers: Critic[] = job.critics.filter((c) => asks.some((a) => a.verifier === c.name))
  const split: Record<string, CriticSplit> = {}
  const asked: AskedProblem[] = []
  for (const verifier of verifiers) {
    const own = asks.filter((a) => a.verifier === verifier.name)
    const parts = verifyPrompts(verifier, own, plan)
    split[verifier.name] = {
      parts: parts.map((p) => ({ text: [p.prompt], files: [] })),
      coverage: `verification of ${own.length} problem(s)`
    }
    parts.forEach((p, i) => {
      for (const id of p.ids) asked.push({ ...own.find((a) => a.id === id)!, part: i + 1 })
    })
  }
  const { verify: _verify, diffs: _diffs, ...rest } = job
  void _verify
  void _diffs
  const refusal = budgetRefusal(plan.budget, envelopes, verifiers)
  return { job: { ...rest, critics: verifiers, prompt: '', split }, asked, ...(refusal ? { refusal } : {}) }
}
