// The ledger's dispositions (loop/ledger/decisions.ts): our findings an authorized reviewer decided or reopened,
// each with the records of what was said on it.
import { Type, type Static } from 'typebox'
import { SEVERITIES } from '../../base/findings/finding.js'
import { DISPOSITION_KINDS } from '../../conversation/comments/disposition.js'
import { def } from '../feature/schema-defs.js'
import { oneOfValues, RoundNumber, Sha } from '../feature/schema-kit.js'

const DecisionRecordSchema = Type.Object(
  {
    decision: oneOfValues([...DISPOSITION_KINDS, 'reopen']),
    reason: Type.String({ maxLength: 2000 }),
    by: Type.String({ minLength: 1, maxLength: 100 }),
    at: def('time'),
    comment: def('commentId')
  },
  { additionalProperties: false }
)

const FindingDecisionSchema = Type.Object(
  {
    root: def('commentId'),
    critic: def('name'),
    round: RoundNumber,
    path: Type.String({ minLength: 1, maxLength: 1024 }),
    line: Type.Integer({ minimum: 1, maximum: 999999999 }),
    side: Type.Optional(oneOfValues(['LEFT', 'RIGHT'])),
    title: Type.String({ maxLength: 300 }),
    severity: Type.Optional(
      oneOfValues(SEVERITIES, {
        description:
          "The decided finding's severity: the decision covers matching findings at it or below (absent before decisions kept it: info only)."
      })
    ),
    head: Type.Optional(Sha),
    records: Type.Array(DecisionRecordSchema, { minItems: 1, maxItems: 20 })
  },
  { additionalProperties: false }
)

export const DecisionsSchema = Type.Array(FindingDecisionSchema, { maxItems: 200 })

export type DecisionRecordJson = Static<typeof DecisionRecordSchema>
export type FindingDecisionJson = Static<typeof FindingDecisionSchema>
export type DecisionsPartJson = Static<typeof DecisionsSchema>
