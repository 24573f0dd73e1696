// The consensus gate's inputs: `inline-findings`, which problems of a round go on the diff as line comments, and
// `always-inline-severity`, from which a problem one critic alone raised goes there all the same, and
// `verify-min-severity`, from which `verified` puts such a problem to another critic first. Empty takes
// the default by the number of critics the round runs (loop/consensus/consensus.ts): `all` with one, `agreed` with
// two or more.
import { UserError } from '../../base/shared/errors.js'
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'

const INLINE_FINDINGS = ['all', 'agreed', 'verified'] as const
export type InlineFindings = (typeof INLINE_FINDINGS)[number]

/** The severity a lone problem goes on the diff from when `always-inline-severity` is empty. */
export const DEFAULT_ALWAYS_INLINE: Severity = 'critical'

/** The severity from which a lone problem is verified when `verify-min-severity` is empty. */
export const DEFAULT_VERIFY_FROM: Severity = 'medium'

/** `all`, `agreed`, `verified`, or undefined (empty: the default by the round's critics). */
export function readInlineFindings(text: string, input = 'inline-findings'): InlineFindings | undefined {
  if (text === '') return undefined
  const value = text.toLowerCase()
  if ((INLINE_FINDINGS as readonly string[]).includes(value)) return value as InlineFindings
  throw new UserError(
    `"${text.slice(0, 40)}" is not a gate: use all (every problem on the diff), agreed (those two or more critics raised, and lone ones from always-inline-severity) or verified (as agreed, and a lone one from verify-min-severity up that another critic confirms); empty is all with one critic, agreed with more`,
    `input ${input}`
  )
}

/** A severity input: empty is `fallback`. */
export function readSeverityInput(text: string, input: string, fallback: Severity): Severity {
  if (text === '') return fallback
  const value = text.toLowerCase()
  if (!(SEVERITIES as readonly string[]).includes(value))
    throw new UserError(
      `"${text.slice(0, 40)}" is not a severity: use one of ${SEVERITIES.join(', ')}`,
      `input ${input}`
    )
  return value as Severity
}
