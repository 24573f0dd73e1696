// What the round's plan holds of its check run: the head it is on, the input it is judged by, and its id once
// GitHub created it. RoundPlan (loop/round/plan-types.ts) is composed with it; this feature's code reads the plan
// through it.
import type { FailOn } from '../../conversation/inputs/fail-on.js'

/** The check of a round: the head it is on, the input it is judged by, and its id once GitHub created it. */
export interface PlanCheck {
  head: string
  failOn: FailOn
  id?: number
}

/** The plan's part for the check run. */
export interface CheckPlan {
  /** The round's check run on the item's own head (review-check.ts); its id is set once GitHub created it. */
  check?: PlanCheck
}
