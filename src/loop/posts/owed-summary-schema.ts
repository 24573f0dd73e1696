// The owed post of a review's closing summary: each critic's tally, the decisions that hold, the brief's open
// items and the money budget's spend.
import { Type } from 'typebox'
import { SEVERITIES, type Severity } from '../../base/findings/finding.js'
import { DISPOSITION_KINDS } from '../../conversation/comments/disposition.js'
import { defined, oneOfValues, typed } from '../feature/schema-kit.js'
import { owedDef } from '../feature/schema-owed-defs.js'
import { OwedSpendSchema } from '../spend/spend-schema.js'

const figure = owedDef('figure')

export const SEVERITY_COUNTS = defined(
  'severities',
  typed<Record<Severity, number>>(
    Type.Object(Object.fromEntries(SEVERITIES.map((s) => [s, figure])), { additionalProperties: false })
  )
)

export const TALLY_ROW = defined(
  'tallyRow',
  Type.Object(
    {
      critic: owedDef('name'),
      rounds: owedDef('count'),
      severities: SEVERITY_COUNTS.ref,
      tokens: figure,
      costUsd: owedDef('amount')
    },
    { additionalProperties: false }
  )
)

const DecisionSchema = Type.Object(
  {
    place: Type.String({ maxLength: 1100 }),
    critic: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }),
    decision: oneOfValues(DISPOSITION_KINDS),
    by: Type.String({ minLength: 1, maxLength: 100 })
  },
  { additionalProperties: false }
)

const BriefSchema = Type.Object(
  {
    items: Type.Integer({ minimum: 1, maximum: 300 }),
    open: Type.Array(
      Type.Object(
        {
          id: Type.String({ pattern: '^[QAV][1-9][0-9]{0,2}$' }),
          status: oneOfValues(['partly', 'open', 'cannot-check'])
        },
        { additionalProperties: false }
      ),
      { maxItems: 300 }
    )
  },
  { additionalProperties: false }
)

export const SummaryInputs = Type.Object(
  {
    what: Type.Literal('summary'),
    round: owedDef('count'),
    why: Type.String({ maxLength: 200 }),
    critics: Type.Array(TALLY_ROW.ref, { maxItems: 100 }),
    threadReplies: figure,
    // The decisions on findings that hold at the end (at most 50, the newest), for the record.
    decisions: Type.Optional(Type.Array(DecisionSchema, { maxItems: 50 })),
    // The brief's items at the end: how many, and those no critic answered with where they stand.
    brief: Type.Optional(BriefSchema),
    // What the review spent against its money budget since it was last armed; absent when there is nothing to say.
    spend: Type.Optional(OwedSpendSchema)
  },
  { additionalProperties: false }
)
