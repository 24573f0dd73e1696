// The owed post (loop/ledger/owed.ts): its envelope (the marker key it is fulfilled by, the run that recorded it)
// around its inputs, one variant per renderer told apart by `what`; its own schema, which the ledger's `owed`
// refers to by `$id`.
import { Type, type Static } from 'typebox'
import { defined, oneOf } from '../feature/schema-kit.js'
import { BriefConfirmationInputs } from './owed-brief-schema.js'
import { BudgetInputs } from './owed-budget-schema.js'
import { SpendBudgetInputsSchema } from '../spend/spend-schema.js'
import { AmbiguousInputs, NothingToResumeInputs, UnsupportedInputs } from './owed-commands-schema.js'
import { CriticCommentInputs, HEAD, RESULT, RoundCommentInputs, USAGE } from './owed-critic-schema.js'
import { OWED_DEFS, owedDef } from '../feature/schema-owed-defs.js'
import { AllFailedInputs, RoundProblemInputs } from './owed-round-schema.js'
import { SEVERITY_COUNTS, SummaryInputs, TALLY_ROW } from './owed-summary-schema.js'

const OWED_POST_ID = 'https://github.com/the-loop/action/ledger/owed-post.schema.json'

const INPUTS = defined(
  'inputs',
  oneOf(
    [
      BriefConfirmationInputs,
      CriticCommentInputs,
      RoundCommentInputs,
      AllFailedInputs,
      SummaryInputs,
      BudgetInputs,
      SpendBudgetInputsSchema,
      AmbiguousInputs,
      NothingToResumeInputs,
      UnsupportedInputs,
      RoundProblemInputs
    ],
    { description: 'What the post is made of; one variant per renderer, told apart by `what`.' }
  )
)

const Envelope = Type.Object(
  {
    inputs: INPUTS.ref,
    kind: owedDef('markerKind'),
    round: Type.Optional(owedDef('count')),
    critic: Type.Optional(owedDef('name')),
    part: Type.Integer({ minimum: 1, maximum: 999999 }),
    // The run that recorded its inputs: its run id, without the attempt.
    run: Type.String({ maxLength: 64 }),
    // The highest issue-comment id known when it was recorded: a post of it has a higher id.
    after: owedDef('id'),
    by: Type.Optional(
      Type.Object(
        { run: Type.String({ maxLength: 64 }), until: owedDef('time') },
        {
          description: 'The run that sends it after its write; no other run sends it before `until`.',
          additionalProperties: false
        }
      )
    )
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: OWED_POST_ID,
    title: 'the-loop owed post',
    description:
      'One post the conversation is owed (src/loop/ledger/owed.ts): the inputs of the renderer that writes it (src/conversation/comments/owed-inputs.ts), never its body, and the marker key it is fulfilled by. A later run renders it again from these inputs, which defuses whatever they hold. Bounds are those the action records (OWED_LIMITS): a value past them was not written by it.',
    additionalProperties: false
  }
)

/** The owed post's schema: its envelope, with every `$defs` its parts refer to. */
export const OwedPostSchema = {
  ...Envelope,
  $defs: {
    ...OWED_DEFS,
    ...Object.fromEntries(
      [USAGE, RESULT, HEAD, SEVERITY_COUNTS, TALLY_ROW, INPUTS].map((d) => [d.name, d.schema])
    )
  }
}

/** The ledger's field of posts owed: each one checked by the owed post's schema. */
export const OwedField = Type.Array(Type.Unsafe<Static<typeof Envelope>>({ $ref: OWED_POST_ID }), {
  maxItems: 40
})
