// The consensus gate's inputs: `inline-findings`, which problems of a round go on the diff as line comments, and
// `always-inline-severity`, from which a problem one critic alone raised goes there all the same. Empty takes
// the default by the number of critics the round runs (loop/consensus/consensus.ts): `all` with one, `agreed` with
// two or more.
import { UserError } from '../../base/shared/errors.js'
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'

const INLINE_FINDINGS = ['all', 'agreed'] as const
export type InlineFindings = (typeof INLINE_FINDINGS)[number]

/** The severity a lone problem goes on the diff from when `always-inline-severity` is empty. */
export const DEFAULT_ALWAYS_INLINE: Severity = 'critical'

/** `all`, `agreed`, or undefined (empty: the default by the round's critics). */
export function readInlineFindings(text: string, input = 'inline-findings'): InlineFindings | undefined {
  if (text === '') return undefined
  const value = text.toLowerCase()
  if ((INLINE_FINDINGS as readonly string[]).includes(value)) return value as InlineFindings
  if (value === 'verified')
    throw new UserError(
      '"verified" puts lone problems to another critic first, and this version has no verification phase yet: use agreed (a problem goes on the diff when two or more critics raised it) or all',
      `input ${input}`
    )
  throw new UserError(
    `"${text.slice(0, 40)}" is not a gate: use all (every problem on the diff) or agreed (those two or more critics raised, and lone ones from always-inline-severity); empty is all with one critic, agreed with more`,
    `input ${input}`
  )
}

export function readAlwaysInlineSeverity(text: string, input = 'always-inline-severity'): Severity {
  if (text === '') return DEFAULT_ALWAYS_INLINE
  const value = text.toLowerCase()
  if (!(SEVERITIES as readonly string[]).includes(value))
    throw new UserError(
      `"${text.slice(0, 40)}" is not a severity: use one of ${SEVERITIES.join(', ')}`,
      `input ${input}`
    )
  return value as Severity
}
