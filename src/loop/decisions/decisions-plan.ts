// What the round's plan holds of decisions: the findings decided whose decision holds. RoundPlan
// (loop/round/plan-types.ts) is composed with it; this feature's code reads the plan through it.
import type { FindingDecision } from './decisions.js'

/** The plan's part for decisions. */
export interface DecisionsPlan {
  /** The findings decided (won't fix, …) whose decision holds: told to every critic, not posted again. */
  decided?: FindingDecision[]
}
