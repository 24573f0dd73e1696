// A round's planned length against the job's own limit (input job-timeout-minutes): the claim's span, computed
// the one way (loop/limits/claim-span.ts) from the plan's (critic, part) runs, max-parallel and the longest
// critic timeout. A plan longer than the job would be killed mid-round, its critics paid and its comments
// never posted; it is refused before any critic runs, with the numbers and the knobs that shorten it.
import { plannedRuns } from '../../critics/harness/critic-runs.js'
import { roundSpan } from './claim-span.js'
import type { Limit } from '../feature/limit.js'

/** What the job limit reads of the round's plan: its critics, their parts, and the pool's width. */
type SpanPlan = Pick<Parameters<typeof plannedRuns>[0], 'critics' | 'split' | 'prompt'> & {
  maxParallel?: number
  /** Set when the round verifies lone problems (a second phase: loop/consensus/consensus.ts). */
  verify?: unknown
}

/** The job limit's refusal: the input that holds, its value, and the arithmetic in words. */
export interface JobTimeRefusal {
  limit: 'job-timeout-minutes'
  max: number
  reason: string
}

/** Critics named in the refusal before "and N more": the reply is cut at 600 characters. */
const NAMED_CRITICS = 4

/** What the claim-span computation is given for a plan: every critic's timeout, its runs, the pool's width. */
export function spanInputs(plan: SpanPlan): {
  timeouts: number[]
  shape: { runs: number; maxParallel?: number; verifiers?: number }
} {
  return {
    timeouts: plan.critics.map((c) => c.timeoutSeconds),
    shape: {
      runs: plannedRuns(plan).length,
      ...(plan.maxParallel === undefined ? {} : { maxParallel: plan.maxParallel }),
      ...(plan.verify === undefined ? {} : { verifiers: plan.critics.length })
    }
  }
}

/** Each critic's runs, the most first: `'a' 8 parts, 'b' 1 run`, bounded. */
function runsByCritic(plan: SpanPlan): string {
  const counts = new Map<string, number>()
  for (const run of plannedRuns(plan)) counts.set(run.critic.name, (counts.get(run.critic.name) ?? 0) + 1)
  const named = [...counts].sort(([, a], [, b]) => b - a).map(([name, n]) => `'${name}' ${n}`)
  const more = named.length > NAMED_CRITICS ? ` and ${named.length - NAMED_CRITICS} more` : ''
  return named.slice(0, NAMED_CRITICS).join(', ') + more
}

/**
 * Why the round may not run in a job of `jobTimeoutMinutes`, or undefined when its planned span fits. The
 * message gives the arithmetic and names every knob: max-parallel, the critics' maxParts, timeoutSeconds and
 * maxPromptChars, and job-timeout-minutes itself.
 * @internal
 */
export function jobLimitRefusal(plan: SpanPlan, jobTimeoutMinutes: number | undefined): string | undefined {
  if (jobTimeoutMinutes === undefined) return undefined
  const { timeouts, shape } = spanInputs(plan)
  const span = roundSpan(timeouts, shape)
  const limit = jobTimeoutMinutes * 60
  if (span.seconds <= limit) return undefined
  const width =
    shape.maxParallel === undefined ? 'all at once' : `at most max-parallel ${shape.maxParallel} at once`
  const margin = span.seconds - span.waves * span.longest
  return (
    `its plan would outlast the job: ${shape.runs} critic runs (${runsByCritic(plan)})${shape.verifiers ? ` then up to ${shape.verifiers} verifier runs (inline-findings: verified)` : ''}, ${width}, ` +
    `take ${span.waves} wave${span.waves === 1 ? '' : 's'} × ${span.longest} s (the longest timeoutSeconds) + ` +
    `${margin} s margin = ${span.seconds} s, over job-timeout-minutes ${jobTimeoutMinutes} (${limit} s). ` +
    'No critic ran. Raise max-parallel; lower the critics’ maxParts or timeoutSeconds, or raise their ' +
    'maxPromptChars (fewer parts); or raise job-timeout-minutes together with the job’s timeout-minutes.'
  )
}

/** The job's own time as a claim-time limit: judged on the round's plan, before any critic runs. */
export function jobTimeLimit(
  jobTimeoutMinutes: number | undefined
): Limit<JobTimeRefusal, unknown, SpanPlan> {
  return {
    name: 'job-time',
    gates: ['plan'],
    check(_ledger, plan) {
      const reason = plan && jobLimitRefusal(plan, jobTimeoutMinutes)
      return reason ? { limit: 'job-timeout-minutes', max: jobTimeoutMinutes!, reason } : undefined
    }
  }
}
