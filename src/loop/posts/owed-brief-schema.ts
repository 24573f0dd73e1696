// The owed post that confirms the frozen brief.
import { Type, type Static } from 'typebox'
import { owedDef } from '../feature/schema-owed-defs.js'

export const BriefConfirmationInputs = Type.Object(
  { what: Type.Literal('brief-confirmation'), round: Type.Optional(owedDef('count')) },
  {
    description:
      'Rendered from the frozen brief the state holds; `round` is set when that brief restated an earlier one, and names the first round it applies to.',
    additionalProperties: false
  }
)

export type BriefConfirmationInputsJson = Static<typeof BriefConfirmationInputs>
