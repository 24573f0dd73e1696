// A critic's noise controls, from its harness-config entry: `minSeverity`, the least severe finding that goes on a
// line of the diff (less severe ones are listed in its round comment), and `maxLineComments`, how many of its
// findings go on the diff in one round (the rest are listed, most severe first). Both apply after a split
// critic's parts are merged; the findings parser's own cap (50 findings per answer) comes before them.
import { SEVERITIES } from '../../base/shared/severity.js'

/** The most line comments `maxLineComments` may allow: the parser keeps 50 findings of one answer anyway. */
export const MAX_LINE_COMMENTS = 50

/** Why a `minSeverity` the schema refuses is wrong. */
export function minSeverityProblem(value: unknown): string {
  return `'minSeverity' must be one of ${SEVERITIES.join(', ')}, not ${JSON.stringify(value)}: the least severe finding that goes on a line of the diff`
}

/** Why a `maxLineComments` the schema refuses is wrong. */
export function maxLineCommentsProblem(value: unknown): string {
  return `'maxLineComments' must be a whole number from 0 to ${MAX_LINE_COMMENTS} (the findings a critic's answer is read for), not ${JSON.stringify(value)}: how many of its findings go on the diff in one round`
}
