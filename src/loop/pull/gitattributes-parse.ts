// Reads a .gitattributes file line by line as git's attr.c does: `pattern attr -attr !attr attr=value`, a
// C-quoted pattern, `[attr]name …` macros, `#` comments; a line git would refuse (a negative pattern, an invalid
// attribute name, 2,048 bytes or more) is dropped whole, as git drops it. The file is a repository's own text,
// read by the action: only its first 64 KiB and 2,000 lines are read, and each drop is counted for a note.

/** How much of a .gitattributes file is read: the rest is not, and a note says so. */
/** @internal */
export const MAX_ATTRIBUTES_BYTES = 64 * 1024
/** @internal */
export const MAX_ATTRIBUTES_LINES = 2000
/** git's own limit (ATTR_MAX_LINE_LENGTH): a longer line is ignored with a warning. */
const MAX_LINE_BYTES = 2048

/** `attr` true, `-attr` false, `!attr` null (back to unspecified), `attr=value` the value. */
export type AttrValue = true | false | null | string

export interface AttrState {
  name: string
  value: AttrValue
}

/** A pattern as git's parse_path_pattern leaves it: no leading `!`, no trailing `/`. */
export interface PathPattern {
  bytes: Uint8Array
  /** It ended with `/`: it matches directories only, never a file (attributes do not recurse into them). */
  mustBeDir: boolean
  /** It holds no `/`: it matches a path's last component, at any depth. */
  basenameOnly: boolean
}

interface PatternRule {
  line: number
  pattern: PathPattern
  states: AttrState[]
}

export interface ParsedAttributes {
  rules: PatternRule[]
  /** `[attr]name states…`: the last definition of a name wins, as in git. */
  macros: Map<string, AttrState[]>
  /** What was not read or was dropped, in the action's words (never the file's text). */
  notes: string[]
}

const BLANK = new Set([0x20, 0x09, 0x0d, 0x0a])
const isBlank = (b: number | undefined) => b !== undefined && BLANK.has(b)
const MACRO_PREFIX = new TextEncoder().encode('[attr]')
const decoder = new TextDecoder()

/** The first index at or after `at` holding a blank (strcspn), or the end. */
function blankAt(line: Uint8Array, at: number): number {
  let i = at
  while (i < line.length && !isBlank(line[i])) i++
  return i
}

function skipBlanks(line: Uint8Array, at: number): number {
  let i = at
  while (i < line.length && isBlank(line[i])) i++
  return i
}

/** git's attr_name_valid: [-A-Za-z0-9_.], not starting with `-`; `builtin_` names are git's own. */
function validName(name: string): boolean {
  return /^[A-Za-z0-9_.][-A-Za-z0-9_.]*$/.test(name) && !name.startsWith('builtin_')
}

const ESCAPES: Readonly<Record<number, number>> = {
  0x61: 0x07,
  0x62: 0x08,
  0x66: 0x0c,
  0x6e: 0x0a,
  0x72: 0x0d,
  0x74: 0x09,
  0x76: 0x0b,
  0x5c: 0x5c,
  0x22: 0x22
}
const isOctal = (b: number | undefined) => b !== undefined && b >= 0x30 && b <= 0x37

/** git's unquote_c_style from `at` (a `"`): the bytes and the index after the closing quote, or undefined. */
function unquote(line: Uint8Array, at: number): { bytes: Uint8Array; end: number } | undefined {
  const out: number[] = []
  let i = at + 1
  while (i < line.length) {
    const c = line[i++]!
    if (c === 0x22) {
      const zero = out.indexOf(0)
      return { bytes: Uint8Array.from(zero < 0 ? out : out.slice(0, zero)), end: i }
    }
    if (c !== 0x5c) {
      out.push(c)
      continue
    }
    const e = line[i++]
    if (e === undefined) return undefined
    if (ESCAPES[e] !== undefined) out.push(ESCAPES[e])
    else if (e >= 0x30 && e <= 0x33 && isOctal(line[i]) && isOctal(line[i + 1])) {
      out.push(((e - 0x30) << 6) | ((line[i]! - 0x30) << 3) | (line[i + 1]! - 0x30))
      i += 2
    } else return undefined
  }
  return undefined
}

/** The attribute states from `at` on; undefined when one is invalid (git then drops the whole line). */
function readStates(line: Uint8Array, at: number): AttrState[] | undefined {
  const states: AttrState[] = []
  let i = skipBlanks(line, at)
  while (i < line.length) {
    const end = blankAt(line, i)
    const token = decoder.decode(line.subarray(i, end))
    const eq = token.indexOf('=')
    const named = eq < 0 ? token : token.slice(0, eq)
    const mark = named[0] === '-' || named[0] === '!' ? named[0] : undefined
    const name = mark ? named.slice(1) : named
    if (!validName(name)) return undefined
    let value: AttrValue = true
    if (mark === '-') value = false
    else if (mark === '!') value = null
    else if (eq >= 0) value = token.slice(eq + 1)
    states.push({ name, value })
    i = skipBlanks(line, end)
  }
  return states
}

function patternOf(raw: Uint8Array): PathPattern | 'negative' {
  if (raw[0] === 0x21) return 'negative'
  const mustBeDir = raw.length > 0 && raw[raw.length - 1] === 0x2f
  const bytes = mustBeDir ? raw.subarray(0, raw.length - 1) : raw
  return { bytes, mustBeDir, basenameOnly: !bytes.includes(0x2f) }
}

const startsWithMacro = (b: Uint8Array) => MACRO_PREFIX.every((m, i) => b[i] === m)

type LineResult =
  | { kind: 'none' }
  | { kind: 'rule'; rule: PatternRule }
  | { kind: 'macro'; name: string; states: AttrState[] }
  | { kind: 'dropped'; why: 'long' | 'negative' | 'invalid' }

/** One line, as git's parse_attr_line reads it (a NUL ends it, as it ends a C string). */
function readLine(whole: Uint8Array, line: number): LineResult {
  const nul = whole.indexOf(0)
  const text = nul < 0 ? whole : whole.subarray(0, nul)
  const start = skipBlanks(text, 0)
  if (start >= text.length || text[start] === 0x23) return { kind: 'none' }
  if (text.length >= MAX_LINE_BYTES) return { kind: 'dropped', why: 'long' }
  const quoted = text[start] === 0x22 ? unquote(text, start) : undefined
  const name = quoted ? quoted.bytes : text.subarray(start, blankAt(text, start))
  const statesAt = quoted ? quoted.end : blankAt(text, start)
  if (name.length > MACRO_PREFIX.length && startsWithMacro(name)) {
    const from = skipBlanks(name, MACRO_PREFIX.length)
    const macro = decoder.decode(name.subarray(from, blankAt(name, from)))
    const states = readStates(text, statesAt)
    if (!validName(macro) || !states) return { kind: 'dropped', why: 'invalid' }
    return { kind: 'macro', name: macro, states }
  }
  const states = readStates(text, statesAt)
  if (!states) return { kind: 'dropped', why: 'invalid' }
  const pattern = patternOf(name)
  if (pattern === 'negative') return { kind: 'dropped', why: 'negative' }
  return { kind: 'rule', rule: { line, pattern, states } }
}

/** The lines of `text` within the limits, cut at whole lines, and notes on what was left unread. */
function boundedLines(text: string): { lines: Uint8Array[]; notes: string[] } {
  const notes: string[] = []
  let bytes = new TextEncoder().encode(
    text.length > MAX_ATTRIBUTES_BYTES ? text.slice(0, MAX_ATTRIBUTES_BYTES + 1) : text
  )
  if (bytes.length > MAX_ATTRIBUTES_BYTES) {
    const cut = bytes.subarray(0, MAX_ATTRIBUTES_BYTES).lastIndexOf(0x0a)
    bytes = bytes.subarray(0, Math.max(0, cut))
    notes.push(
      `only the first ${MAX_ATTRIBUTES_BYTES / 1024} KiB of .gitattributes were read: put the linguist-generated and linguist-vendored lines within them`
    )
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3)
  const lines: Uint8Array[] = []
  let from = 0
  while (from <= bytes.length && lines.length < MAX_ATTRIBUTES_LINES) {
    const nl = bytes.indexOf(0x0a, from)
    const end = nl < 0 ? bytes.length : nl
    lines.push(bytes.subarray(from, end))
    from = end + 1
  }
  if (from < bytes.length)
    notes.push(
      `only the first ${MAX_ATTRIBUTES_LINES} lines of .gitattributes were read: put the linguist-generated and linguist-vendored lines within them`
    )
  return { lines, notes }
}

const DROPPED: Readonly<Record<'long' | 'negative' | 'invalid', string>> = {
  long: 'are 2,048 bytes or longer',
  negative:
    'start with `!`, a negative pattern git does not allow in .gitattributes (write `\\!` for a literal `!`)',
  invalid: 'name an invalid attribute'
}

/** Every rule and macro of a .gitattributes file, within the limits. */
export function parseGitattributes(text: string): ParsedAttributes {
  const { lines, notes } = boundedLines(text)
  const rules: PatternRule[] = []
  const macros = new Map<string, AttrState[]>()
  const dropped: Record<'long' | 'negative' | 'invalid', number[]> = { long: [], negative: [], invalid: [] }
  lines.forEach((bytes, i) => {
    const read = readLine(bytes, i + 1)
    if (read.kind === 'rule') rules.push(read.rule)
    else if (read.kind === 'macro') macros.set(read.name, read.states)
    else if (read.kind === 'dropped') dropped[read.why].push(i + 1)
  })
  for (const why of ['long', 'negative', 'invalid'] as const) {
    const at = dropped[why]
    if (at.length === 0) continue
    const shown = at.slice(0, 5).join(', ') + (at.length > 5 ? ', …' : '')
    notes.push(
      `${at.length} line(s) of .gitattributes ${DROPPED[why]} and were ignored, as git ignores them (line ${shown})`
    )
  }
  return { rules, macros, notes }
}
