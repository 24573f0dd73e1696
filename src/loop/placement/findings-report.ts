// What one critic's findings became in a round (findings-plan.ts), as the job summary, the tally, the check and
// thread resolution read it.
import type { FindingsPlan } from './findings-plan.js'

/** What one critic's findings became, for the job summary. */
export interface CriticFindingsReport {
  critic: string
  counts: FindingsPlan['counts']
  distinct: FindingsPlan['distinct']
  dropped: FindingsPlan['dropped']
  /** Why findings that fit the diff were listed instead (GitHub refused the review, a re-run). */
  notInline?: string
}
