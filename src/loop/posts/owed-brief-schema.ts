// The owed post that confirms the frozen brief.
import { Type } from 'typebox'
import { owedDef } from '../feature/schema-owed-defs.js'

/**
 * Rendered from the frozen brief the state holds (`decisions[REVIEW_NODES.brief].brief`). `round`: set when that
 * brief restated an earlier one mid-review, the first round it applies to (its marker carries it, so each
 * restatement is confirmed once).
 */
export const BriefConfirmationInputs = Type.Object(
  { what: Type.Literal('brief-confirmation'), round: Type.Optional(owedDef('count')) },
  {
    description:
      'Rendered from the frozen brief the state holds; `round` is set when that brief restated an earlier one, and names the first round it applies to.',
    additionalProperties: false
  }
)
