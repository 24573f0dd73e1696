// What the money budget's posts are made of, as the state records them (loop/posts/owed-post-schema.ts composes
// every feature's fragment): the budget as a summary shows it, and a refused round. Each is the type of its
// fragment of the owed post's schema (spend-schema.ts), where each field is described; the cost a round
// comment's marker carries is typed through the critic comment's inputs (loop/posts/owed-inputs.ts).
import type { Static } from 'typebox'
import type { OwedSpendSchema, SpendBudgetInputsSchema } from './spend-schema.js'

/** The money budget as a summary shows it: the limits, and each critic's spend since the review was armed. */
export type OwedSpend = Static<typeof OwedSpendSchema>

/** The money budget refused a round: the limit that held, its value, what was spent and the round's estimate. */
export type SpendBudgetInputs = Static<typeof SpendBudgetInputsSchema>
