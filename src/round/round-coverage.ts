// Each critic's coverage of a round, as the ledger records it: planned with the split (what each critic's prompt
// or parts held of the diff), then, at publish, whole only where every run of the critic also finished. A
// critic on the shared prompt saw the whole diff GitHub gave (no block of it cut: critic-split.ts fitsWhole).
import { plannedRuns, splitOf } from '../harness/critic-runs.js'
import type { Critic } from '../harness/critic-model.js'
import type { CriticSplit } from '../harness/critics-job.js'
import type { Envelope } from '../harness/envelope.js'
import type { CriticCoverage } from '../ledger/coverage.js'
import { diffTotals } from '../prompt/diff-parts.js'
import type { RoundPromptInput } from '../prompt/round-prompt.js'
import { countsOf } from './critic-split.js'
import type { RoundPlan } from './plan-types.js'

/** Every critic's coverage as planned: its split's counts, or the whole diff for the shared prompt. */
export function plannedCoverage(
  input: Pick<RoundPromptInput, 'pulls'>,
  critics: readonly Critic[],
  split: Record<string, CriticSplit> | undefined
): Record<string, CriticCoverage> {
  const job = split ? { split } : {}
  const splits = critics.map((c) => splitOf(job, c.name))
  // The totals are the same for every critic: a split's, else the diff counted once, only when needed.
  const first = splits.map((s) => (s ? countsOf(s) : undefined)).find((c) => c !== undefined)
  let totals = first ? { files: first.files.total, hunks: first.hunks.total } : undefined
  const whole = (): CriticCoverage => {
    totals ??= diffTotals(input.pulls.map((p) => ({ diff: p.diff ?? '', files: p.files })))
    const { files, hunks } = totals
    return { whole: true, files: { seen: files, total: files }, hunks: { seen: hunks, total: hunks } }
  }
  // Entries, not assignment: a critic's name is the config's, and `__proto__` must stay a key.
  const entries = critics.flatMap((c, i): Array<[string, CriticCoverage]> => {
    const own = splits[i]
    if (own === undefined) return [[c.name, whole()]]
    // A split without counts is not one this planner made: nothing is claimed for it.
    const counted = countsOf(own)
    return counted ? [[c.name, counted]] : []
  })
  return Object.fromEntries(entries)
}

/** The plan's coverage after the runs: a critic any of whose runs did not finish is not whole. */
export function coverageAfterRuns(
  plan: Pick<RoundPlan, 'critics' | 'split' | 'prompt' | 'coverage'>,
  runs: readonly Envelope[]
): Record<string, CriticCoverage> {
  const finished = (critic: string, part: number | undefined) =>
    runs.some((e) => e.critic === critic && e.part === part && e.ok)
  const failed = new Set(
    plannedRuns(plan)
      .filter((r) => r.refusal !== undefined || !finished(r.critic.name, r.part))
      .map((r) => r.critic.name)
  )
  return Object.fromEntries(
    Object.entries(plan.coverage ?? {}).map(([name, c]) => [
      name,
      failed.has(name) ? { ...c, whole: false } : c
    ])
  )
}
