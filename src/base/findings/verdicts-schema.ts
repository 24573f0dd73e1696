// The verdicts format's one definition (TypeBox, build time only): what a verifier's `the-loop-verdicts` block
// holds, its answer on each problem of the round another critic raised alone. scripts/gen-contracts.ts writes from
// it schemas/the-loop-verdicts.schema.json and the validator verdicts.ts runs; no bundle imports its values.
import { Type } from 'typebox'
import { NOT_BLANK, VERDICT_LIMITS, VERDICTS } from './finding-limits.js'

const VERDICTS_SCHEMA_ID = 'https://github.com/the-loop/the-loop-action/schemas/the-loop-verdicts.schema.json'

const VerdictSchema = Type.Object(
  {
    id: Type.String({
      pattern: '^P[1-9][0-9]{0,3}$',
      description: 'The id of the problem the prompt put to the verifier (P1, P2, …).'
    }),
    verdict: Type.Enum(VERDICTS, {
      description:
        'confirmed: the problem is real; refuted: it is not (the reason says why); unsure: the verifier cannot tell.'
    }),
    reason: Type.String({
      minLength: 1,
      maxLength: VERDICT_LIMITS.reason,
      pattern: NOT_BLANK,
      description: 'Why, in one or two sentences: shown beside the problem on the round comment.'
    })
  },
  { additionalProperties: false }
)

/**
 * The whole block's JSON: one entry per problem asked. What scripts/contracts.ts publishes.
 * @internal
 */
export const VerdictsSchema = Type.Object(
  {
    verdicts: Type.Array(Type.Ref('#/$defs/verdict'), {
      maxItems: VERDICT_LIMITS.verdicts,
      description: 'One verdict per problem the prompt asked about; a problem given again is read once.'
    })
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: VERDICTS_SCHEMA_ID,
    title: "the-loop verdicts (the JSON of a verifier's `the-loop-verdicts` block)",
    additionalProperties: true,
    $defs: { verdict: VerdictSchema }
  }
)
