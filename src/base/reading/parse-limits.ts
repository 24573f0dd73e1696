// What a comment asks of the parser, counted before it parses. micromark re-checks every open block quote and list
// item on every line, and resolves emphasis, links and setext headings by looking back over what came before:
// thousands of nested prefixes or of such delimiters cost it seconds to minutes on one 64 KiB comment (measured in
// bench/reading.bench.ts: 65,536 `>` took 24 s, `_a*` × 21,845 took 109 s, `a\n=\n` × 16,384 took 55 s). No
// comment a person writes holds so many: one nested that deep is not read, and past the other counts the construct
// is not parsed (its characters read as text).

/** Containers (quotes, list items) one line may open or continue; deeper is no comment a person writes. */
/** @internal */
export const MAX_NESTING = 32
/** The sum over all lines of the containers each opens or continues: a bound on the parser's container work. */
/** @internal */
export const MAX_CONTAINER_WORK = 20_000

const SPACE = 0x20
const TAB = 0x09

/**
 * The containers a line opens or continues by its prefix: the block quote and list markers it starts with.
 * Indentation is not counted: nesting by indentation alone takes quadratic room (at most some 250 levels in a
 * comment, which the parser reads in well under a second), and an indented line in code is no container.
 */
function lineDepth(source: string, from: number, to: number): number {
  let at = from
  let markers = 0
  for (;;) {
    while (at < to && (source.charCodeAt(at) === SPACE || source.charCodeAt(at) === TAB)) at++
    const next = markerEnd(source, at, to)
    if (next === undefined) return markers
    markers++
    at = next
  }
}

/** Where a container marker starting at `at` ends (`>`, `-`, `+`, `*`, `1.`, `1)` before a space or the end). */
function markerEnd(source: string, at: number, to: number): number | undefined {
  if (at >= to) return undefined
  const c = source[at]!
  if (c === '>') return at + 1
  let end = at
  if (c === '-' || c === '+' || c === '*') end = at + 1
  else {
    while (end < to && end - at < 9 && source[end]! >= '0' && source[end]! <= '9') end++
    if (end === at || end >= to || (source[end] !== '.' && source[end] !== ')')) return undefined
    end++
  }
  const after = source[end]
  return end >= to || after === ' ' || after === '\t' || after === '\n' || after === '\r' ? end : undefined
}

/** True when parsing `source` would ask more container work of the parser than any comment a person writes. */
export function isTooNested(source: string, lineStarts: readonly number[]): boolean {
  let total = 0
  for (let n = 0; n < lineStarts.length; n++) {
    const depth = lineDepth(source, lineStarts[n]!, lineStarts[n + 1] ?? source.length)
    total += depth
    if (depth > MAX_NESTING || total > MAX_CONTAINER_WORK) return true
  }
  return false
}

/** Runs of `*` or `_` past which emphasis is not parsed: resolving it is quadratic in them. */
/** @internal */
export const MAX_EMPHASIS_RUNS = 1_000
/** Lines that could underline a setext heading (`===`, `---`), past which none is parsed as one. */
/** @internal */
export const MAX_SETEXT_UNDERLINES = 100
/** `[` past which links, images, references and footnotes are not parsed. */
/** @internal */
export const MAX_BRACKETS = 2_000

const LINKS = [
  'labelStartLink',
  'labelStartImage',
  'labelEnd',
  'definition',
  'gfmFootnoteDefinition',
  'gfmFootnoteCall',
  'gfmPotentialFootnoteCall'
]

/** The micromark constructs (by name) left out of the parse of `source`, for the counts above. */
export function disabledConstructs(source: string, lineStarts: readonly number[]): string[] {
  let runs = 0
  let brackets = 0
  for (let at = 0; at < source.length; at++) {
    const c = source[at]
    if ((c === '*' || c === '_') && source[at - 1] !== c) runs++
    else if (c === '[') brackets++
  }
  let underlines = 0
  for (let n = 0; n < lineStarts.length && underlines <= MAX_SETEXT_UNDERLINES; n++) {
    if (isUnderline(source.slice(lineStarts[n]!, lineStarts[n + 1] ?? source.length))) underlines++
  }
  return [
    ...(runs > MAX_EMPHASIS_RUNS ? ['attention'] : []),
    ...(underlines > MAX_SETEXT_UNDERLINES ? ['setextUnderline'] : []),
    ...(brackets > MAX_BRACKETS ? LINKS : [])
  ]
}

function isUnderline(line: string): boolean {
  return /^ {0,3}(?:=+|-+)[ \t]*(?:\r\n?|\n)?$/.test(line)
}
