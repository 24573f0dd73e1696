// The owed replies to a command the action did not run: ambiguous, nothing to resume, or unsupported here.
import { Type } from 'typebox'
import { owedDef } from '../feature/schema-owed-defs.js'

export const AmbiguousInputs = Type.Object(
  { what: Type.Literal('ambiguous'), matched: Type.Array(owedDef('command'), { minItems: 1, maxItems: 9 }) },
  { additionalProperties: false }
)

export const NothingToResumeInputs = Type.Object(
  { what: Type.Literal('nothing-to-resume') },
  { additionalProperties: false }
)

export const UnsupportedInputs = Type.Object(
  {
    what: Type.Literal('unsupported'),
    command: owedDef('command'),
    // Written before issue 24, still read; the reply is worded from the command.
    why: Type.Optional(Type.String({ maxLength: 200 }))
  },
  { additionalProperties: false }
)
