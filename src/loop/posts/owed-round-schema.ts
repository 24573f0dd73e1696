// The owed posts that say a round did not give its comments: every critic failed, or the round had a problem.
import { Type } from 'typebox'
import { owedDef } from '../feature/schema-owed-defs.js'

export const AllFailedInputs = Type.Object(
  { what: Type.Literal('all-failed'), round: owedDef('count'), failed: owedDef('count') },
  { additionalProperties: false }
)

export const RoundProblemInputs = Type.Object(
  { what: Type.Literal('round-problem'), round: owedDef('count'), problem: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false }
)
