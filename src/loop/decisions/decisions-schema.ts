// The ledger's dispositions (loop/decisions/decisions.ts): our findings an authorized reviewer decided or reopened,
// each with the records of what was said on it.
import { Type } from 'typebox'
import { SEVERITIES } from '../../base/findings/finding.js'
import { DISPOSITION_KINDS } from '../../conversation/comments/disposition.js'
import { def } from '../feature/schema-defs.js'
import { oneOfValues, RoundNumber, Sha } from '../feature/schema-kit.js'

/** One reply that decided (or reopened) a finding. */
const DecisionRecordSchema = Type.Object(
  {
    decision: oneOfValues([...DISPOSITION_KINDS, 'reopen']),
    // The reviewer's reason as they wrote it (untrusted text: quoted wherever it is shown); '' for a reopen.
    reason: Type.String({ maxLength: 2000 }),
    by: Type.String({ minLength: 1, maxLength: 100 }),
    at: def('time'),
    // The REST id of the reviewer's reply.
    comment: def('commentId')
  },
  { additionalProperties: false }
)

/** A finding of ours that was decided, as its line comment put it, with every decision on it. */
const FindingDecisionSchema = Type.Object(
  {
    // The REST id of the finding's line comment: the thread's root.
    root: def('commentId'),
    critic: def('name'),
    round: RoundNumber,
    path: Type.String({ minLength: 1, maxLength: 1024 }),
    line: Type.Integer({ minimum: 1, maximum: 999999999 }),
    side: Type.Optional(oneOfValues(['LEFT', 'RIGHT'])),
    // The finding's title as its comment shows it (findingTitleOf): compared with titles shown the same way.
    title: Type.String({ maxLength: 300 }),
    // The finding's severity as its comment showed it; absent when recorded before decisions kept it.
    severity: Type.Optional(
      oneOfValues(SEVERITIES, {
        description:
          "The decided finding's severity: the decision covers matching findings at it or below (absent before decisions kept it: info only)."
      })
    ),
    // The head the finding's round reviewed, when the ledger knew it: its lines are that head's.
    head: Type.Optional(Sha),
    records: Type.Array(DecisionRecordSchema, { minItems: 1, maxItems: 20 })
  },
  { additionalProperties: false }
)

export const DecisionsSchema = Type.Array(FindingDecisionSchema, { maxItems: 200 })
