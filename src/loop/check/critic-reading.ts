// What the action could read of each critic's answers this round, for the review's gate: a critic that answered
// without a readable findings block, or whose findings were dropped (invalid, or past the parser's cap), has
// findings nobody counted. Read from the runs themselves, part by part, not from a split critic's merged answer:
// merging keeps only the findings that were read, and would hide the rest.
import { NO_BLOCK, parseFindings } from '../../base/findings/findings-parse.js'
import { plannedRuns } from '../../critics/harness/critic-runs.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { PlanWithCoverage } from '../parts/coverage-plan.js'

export interface CriticReading {
  /** Set when a run of the critic that answered gave no findings block, or one that is not readable. */
  block?: 'missing' | 'unreadable'
  /** Findings given but not taken, over all its runs: invalid, or past the cap of one answer. */
  lost: number
}

/** Each critic of the plan that answered at least once, by name; a run that failed is the failure's business. */
export function criticReadings(
  plan: Pick<PlanWithCoverage, 'critics' | 'split' | 'prompt' | 'diffs'>,
  runs: readonly Envelope[]
): Map<string, CriticReading> {
  const out = new Map<string, CriticReading>()
  for (const planned of plannedRuns(plan)) {
    const run = runs.find((e) => e.critic === planned.critic.name && e.part === planned.part && e.ok)
    if (!run) continue
    const parsed = parseFindings(run.output)
    const reading = out.get(planned.critic.name) ?? { lost: 0 }
    reading.lost += parsed.lost
    // A missing block in one part and an unreadable one in another: the unreadable one is said.
    if (parsed.unreadBlock !== undefined && reading.block !== 'unreadable')
      reading.block = parsed.unreadBlock === NO_BLOCK ? 'missing' : 'unreadable'
    out.set(planned.critic.name, reading)
  }
  return out
}
