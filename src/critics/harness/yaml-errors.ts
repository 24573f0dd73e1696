// A YAML syntax error as an owner can act on it: the line, the parser's words, and its code frame.
import type { YAMLError } from 'yaml'

/** Words added to a parser message whose usual cause has one fix. */
const FIXES: Partial<Record<YAMLError['code'], string>> = {
  TAB_AS_INDENT: 'YAML indents with spaces only: replace the tab with spaces',
  DUPLICATE_KEY: 'a key may appear once in a mapping: remove or rename one'
}

/**
 * The first line of the message (`does not parse: …, column C`, plus the fix when the cause has one) and the
 * code frame the parser renders with `prettyErrors` (the line before, the line at fault, a caret under the
 * column), indented under it. `line` is 1-based (0 when the parser gave no position).
 */
export function describeParseError(error: YAMLError): { line: number; message: string } {
  const at = error.linePos?.[0]
  const [head = '', ...rest] = error.message.split('\n')
  // prettyErrors appends " at line L, column C:" to the first line; the place is said once, our way.
  const words = head.replace(/ at line \d+, column \d+:?$/, '')
  const fix = FIXES[error.code]
  const frame = rest.join('\n').replace(/^\n+|\n+$/g, '')
  const place = at ? ` (column ${at.col})` : ''
  const first = `does not parse: ${words}${place}${fix ? `; ${fix}` : ''}`
  const indented = frame
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n')
  return { line: at?.line ?? 0, message: frame ? `${first}\n${indented}` : first }
}
