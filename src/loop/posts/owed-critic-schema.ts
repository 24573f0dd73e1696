// The owed post of one critic's round comment: its result as the comment shows it, the heads it reviewed and what
// the money budget counted of it.
import { Type } from 'typebox'
import { MarkedCostSchema } from '../spend/spend-schema.js'
import { defined, Sha } from '../feature/schema-kit.js'
import { owedDef } from '../feature/schema-owed-defs.js'

const figure = owedDef('figure')

/** A critic's token figures as its envelope reports them: the footer of its round comment says them. */
export const USAGE = defined(
  'usage',
  Type.Object(
    {
      present: Type.Boolean(),
      inputTokens: figure,
      outputTokens: figure,
      cacheReadTokens: figure,
      cacheWriteTokens: figure,
      costUsd: owedDef('amount')
    },
    { additionalProperties: false }
  )
)

/** One critic's result as its round comment shows it (src/loop/render/round-comment.ts CriticResult). */
export const RESULT = defined(
  'result',
  Type.Object(
    {
      harness: Type.String({ maxLength: 100 }),
      model: Type.Optional(Type.String({ maxLength: 200 })),
      ok: Type.Boolean(),
      // Why a failed critic failed.
      reason: Type.Optional(Type.String({ maxLength: 2000 })),
      // The critic's redacted answer as the comment shows it: the envelope's, or the findings plan's text.
      output: Type.String({ maxLength: 70000 }),
      // The findings the action listed under the answer (findings plan `appendix`).
      appendix: Type.Optional(Type.String({ maxLength: 70000 })),
      durationMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000000000 })),
      // The footer's figures; its text is built from them again (src/loop/render/critic-result.ts).
      footer: Type.Object(
        {
          exitCode: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
          usage: USAGE.ref
        },
        { additionalProperties: false }
      )
    },
    {
      description:
        "A critic's result as its round comment shows it: the redacted answer (or the findings plan's text), the findings the action listed, and the footer's figures.",
      additionalProperties: false
    }
  )
)

export const HEAD = defined(
  'head',
  Type.Object(
    {
      ref: Type.String({
        maxLength: 320,
        pattern: '^github:[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+#[0-9]{1,9}$'
      }),
      sha: Sha
    },
    { additionalProperties: false }
  )
)

export const CriticCommentInputs = Type.Object(
  {
    what: Type.Literal('critic-comment'),
    round: owedDef('count'),
    critic: owedDef('name'),
    result: RESULT.ref,
    // The head each pull request in scope was reviewed at; the link is built again from the ref.
    heads: Type.Array(HEAD.ref, { maxItems: 50 }),
    // What the money budget counted of this round (critics/harness/usage-meter.ts): the comment's marker carries it.
    spend: Type.Optional(MarkedCostSchema)
  },
  { additionalProperties: false }
)

/** A round's one comment (src/loop/render/round-sections.ts): each critic's result as its section shows it. */
export const RoundCommentInputs = Type.Object(
  {
    what: Type.Literal('round-comment'),
    round: owedDef('count'),
    critics: Type.Array(CriticCommentInputs, { minItems: 1, maxItems: 100 }),
    // What the comment leads with (round-lead.ts), as the round rendered it from its critics' findings: where
    // the brief stands, the round's problems; absent in comments of older versions.
    lead: Type.Optional(
      Type.Object(
        {
          brief: Type.Optional(Type.String({ maxLength: 2000 })),
          problems: Type.Optional(Type.String({ maxLength: 70000 }))
        },
        { additionalProperties: false }
      )
    )
  },
  { additionalProperties: false }
)
