// The findings format's one definition (TypeBox, build time only): the types of finding.ts are its `Static`, and
// scripts/gen-contracts.ts writes from it schemas/findings.schema.json (what owners' editors read) and the
// validators check.ts runs. No bundle imports this file's values: the code imports its types only.
import { Type } from 'typebox'
import { SEVERITIES } from '../shared/severity.js'
import { LEDGER_ID, LEDGER_STATUSES, LIMITS, NOT_BLANK, SIDES } from './finding-limits.js'

const FINDINGS_SCHEMA_ID = 'https://github.com/the-loop/the-loop-action/schemas/findings.schema.json'

/**
 * No line break of Unicode's mandatory ones (LF, CR, VT, FF, NEL, LS, PS): a ledger answer or a checked note is
 * shown on one line, and any of them would break that line in some reader.
 */
const ONE_LINE = '^[^\\n\\r\\u000b\\u000c\\u0085\\u2028\\u2029]*$'

/** A severity in any case (`High` is high): a finding dropped for the case of one letter would pass unread. */
const ANY_CASE_SEVERITY = `^(?:${SEVERITIES.map((s) =>
  [...s].map((c) => `[${c.toUpperCase()}${c}]`).join('')
).join('|')})$`

const lineNumber = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: LIMITS.line, ...(description === undefined ? {} : { description }) })

const path = (description?: string) =>
  Type.String({
    minLength: 1,
    maxLength: LIMITS.path,
    ...(description === undefined ? {} : { description })
  })

const oneLine = (maxLength: number, description: string) =>
  Type.String({
    minLength: 1,
    maxLength,
    allOf: [{ pattern: NOT_BLANK }, { pattern: ONE_LINE }],
    description
  })

export const FindingSchema = Type.Object(
  {
    pullRequest: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: LIMITS.pullRequest,
        description:
          'The pull request the finding is about, as in the brief (`#12`, `owner/repo#7` or a URL). Needed only when the round reviews several pull requests.'
      })
    ),
    path: path('Repository-relative path as the diff names it (for a renamed file, its new path).'),
    line: lineNumber('Line number on `side`; with `endLine`, the first line of the range.'),
    endLine: Type.Optional(
      lineNumber(
        'Last line of a multi-line range, on the same side, at least `line`. The range must lie within one hunk of the diff.'
      )
    ),
    side: Type.Optional(
      Type.Enum(SIDES, {
        default: 'RIGHT',
        description:
          'RIGHT: a line of the new file (added or unchanged). LEFT: a line of the old file (deleted or unchanged).'
      })
    ),
    severity: Type.String({
      pattern: ANY_CASE_SEVERITY,
      description: `${SEVERITIES.slice(0, -1).join(', ')} or ${SEVERITIES.at(-1)}, in any case (\`High\` is high).`
    }),
    title: Type.String({ minLength: 1, maxLength: LIMITS.title, pattern: NOT_BLANK }),
    body: Type.String({
      minLength: 1,
      maxLength: LIMITS.body,
      pattern: NOT_BLANK,
      description:
        "Markdown. Markers, @-mentions and the-loop's keywords are neutralized before it is posted."
    }),
    suggestion: Type.Optional(
      Type.String({
        maxLength: LIMITS.suggestion,
        description:
          'Replacement text for the line(s) `line`..`endLine` on the RIGHT side, posted as a GitHub suggestion block.'
      })
    )
  },
  {
    description: "One finding on a line (or a range of lines) of the pull request's diff.",
    additionalProperties: true,
    $comment:
      "Fields not listed here (a model's `confidence`) are ignored and named in the round comment; the finding is kept."
  }
)

export const CheckedPlaceSchema = Type.Object(
  {
    path: path(),
    line: lineNumber(),
    endLine: Type.Optional(lineNumber()),
    note: oneLine(
      LIMITS.checkedNote,
      'One line: what was checked. No line break (LF, CR, VT, FF, NEL, LS or PS).'
    )
  },
  {
    description: 'A line (or range) of the diff the critic checked and found sound.',
    additionalProperties: false
  }
)

export const ThreadAnswerSchema = Type.Object(
  {
    thread: Type.Integer({
      minimum: 1,
      maximum: LIMITS.thread,
      description: "The REST id of the thread's root comment, as the prompt lists it."
    }),
    body: Type.String({
      minLength: 1,
      maxLength: LIMITS.answerBody,
      pattern: NOT_BLANK,
      description: 'Markdown: the reply to the thread.'
    })
  },
  {
    description: "The critic's answer to one line-comment thread the prompt listed.",
    additionalProperties: false
  }
)

export const LedgerEntrySchema = Type.Object(
  {
    id: Type.String({
      pattern: LEDGER_ID.source,
      description: "The item's id as the prompt gives it: Q, A or V, then its number from 1 (Q1, A2, V3)."
    }),
    status: Type.Enum(LEDGER_STATUSES, {
      description:
        'answered: the item is answered; partly: answered in part; open: not answered yet; cannot-check: the critic cannot check it (its `answer` says why).'
    }),
    answer: oneLine(
      LIMITS.ledgerAnswer,
      "The critic's answer on the item in one line, or for `cannot-check` why it cannot check it. No line break (LF, CR, VT, FF, NEL, LS or PS)."
    )
  },
  {
    description: 'Where the critic stands on one item of the brief.',
    additionalProperties: false
  }
)

/**
 * The whole block's JSON: its lists, each entry by reference to its `$defs`. What scripts/contracts.ts publishes.
 * @internal
 */
export const FindingsSchema = Type.Object(
  {
    findings: Type.Array(Type.Ref('#/$defs/finding'), {
      description:
        "Findings on lines of the pull request's diff; an empty array when there are none (a critic that only answers threads or the brief still gives it)."
    }),
    answers: Type.Optional(
      Type.Array(Type.Ref('#/$defs/threadAnswer'), {
        maxItems: LIMITS.answers,
        description:
          'Answers to line-comment threads the prompt listed, each the reply to give on its thread; at most one per thread (a thread given again is dropped). A thread the prompt did not list is not one to answer.'
      })
    ),
    checked: Type.Optional(
      Type.Array(Type.Ref('#/$defs/checkedPlace'), {
        maxItems: LIMITS.checked,
        description:
          "Places the critic examined closely and found no problem in. Where one overlaps another critic's finding of the same round, the round comment's lead shows the disagreement; nothing else is done with it."
      })
    ),
    ledger: Type.Optional(
      Type.Array(Type.Ref('#/$defs/ledgerEntry'), {
        maxItems: LIMITS.ledger,
        description:
          'Where the critic stands on the items of the brief the prompt listed (Q1, A2, V3…), one entry per id (an id given again is dropped).'
      })
    )
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: FINDINGS_SCHEMA_ID,
    title: "the-loop findings (the JSON of a critic's `the-loop-findings` block)",
    description: `A critic ends its answer with one fenced block whose info string is \`the-loop-findings\`, holding this JSON: its findings on lines of the diff, and optionally its answers to line-comment threads and its ledger of the brief's items. Each valid finding on a line of the pull request's diff can be posted as a review comment on that line; the others stay in the critic's round comment. The parser also takes \`//\` and \`/* */\` comments and trailing commas, keeps at most ${LIMITS.findings} findings, ${LIMITS.answers} answers, ${LIMITS.checked} checked places and ${LIMITS.ledger} ledger entries per answer, and drops an invalid entry (naming why) while keeping the valid ones; an \`answers\` or \`ledger\` that is not an array is ignored, and the findings still count. It also checks what JSON Schema cannot say: \`endLine\` is at least \`line\`, no thread is answered twice and no ledger id is given twice (the first counts, the later ones are dropped).`,
    additionalProperties: true,
    $defs: {
      finding: FindingSchema,
      checkedPlace: CheckedPlaceSchema,
      threadAnswer: ThreadAnswerSchema,
      ledgerEntry: LedgerEntrySchema
    }
  }
)
