// A critic's noise controls, from its harness-config entry: `minSeverity`, the least severe finding that goes on a
// line of the diff (less severe ones are listed in its round comment), and `maxLineComments`, how many of its
// findings go on the diff in one round (the rest are listed, most severe first). Both apply after a split
// critic's parts are merged; the findings parser's own cap (50 findings per answer) comes before them.
import { SEVERITIES, type Severity } from '../../base/shared/severity.js'

/** The most line comments `maxLineComments` may allow: the parser keeps 50 findings of one answer anyway. */
/** @internal */
export const MAX_LINE_COMMENTS = 50

/** `minSeverity` of a raw entry: undefined (every severity), the severity, or the entry's error. */
export function readMinSeverity(value: unknown): Severity | undefined | string {
  if (value === undefined || value === null) return undefined
  if ((SEVERITIES as readonly unknown[]).includes(value)) return value as Severity
  return `'minSeverity' must be one of ${SEVERITIES.join(', ')}, not ${JSON.stringify(value)}: the least severe finding that goes on a line of the diff`
}

/** `maxLineComments` of a raw entry: undefined (no cap but the parser's), the number, or the entry's error. */
export function readMaxLineComments(value: unknown): number | undefined | string {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LINE_COMMENTS)
    return value
  return `'maxLineComments' must be a whole number from 0 to ${MAX_LINE_COMMENTS} (the findings a critic's answer is read for), not ${JSON.stringify(value)}: how many of its findings go on the diff in one round`
}
