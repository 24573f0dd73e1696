// The project's one path glob: git's wildmatch (WM_PATHNAME), as .gitattributes and the review rules' `paths`
// read it, matched by minimatch. minimatch matches without regular expressions over the path (so no pattern can
// make it backtrack) but reads a glob its own way, so the pattern is first read here as git reads it and written
// out in minimatch's syntax with nothing left to its own reading: every literal escaped, each `[…]` as the exact
// set of bytes git's would take, and `**` only where git gives it a meaning (`**/`, or `**` at the end, right
// after a `/` or at the pattern's start: zero or more directories, or anything below). Git matches bytes, so the
// pattern and the path are handed over one character per UTF-8 byte: `?` is one byte, as in git.
import { Minimatch, type MinimatchOptions } from 'minimatch'

const SLASH = 0x2f
const BACKSLASH = 0x5c
const STAR = 0x2a

/** minimatch with none of its own syntax on (braces, extglobs, `!` negation, `#` comments) and no path rewriting. */
const OPTIONS: MinimatchOptions = {
  dot: true,
  nobrace: true,
  noext: true,
  nonegate: true,
  nocomment: true,
  optimizationLevel: 0,
  preserveMultipleSlashes: true,
  platform: 'linux'
}

// A pattern read as git reads it: bytes, `?`, byte sets, `*` (never `/`), `**` to the end across `/` (any), and
// `**` then `/` (dirs: zero or more directories).
type Token =
  | { kind: 'byte'; byte: number }
  | { kind: 'one' }
  | { kind: 'set'; table: Uint8Array }
  | { kind: 'star' }
  | { kind: 'any' }
  | { kind: 'dirs' }

const isUpper = (b: number) => b >= 0x41 && b <= 0x5a
const isLower = (b: number) => b >= 0x61 && b <= 0x7a
const isDigit = (b: number) => b >= 0x30 && b <= 0x39
const isAlpha = (b: number) => isUpper(b) || isLower(b)
const isAlnum = (b: number) => isAlpha(b) || isDigit(b)
/** git's own ctype (not the C library's): space is tab, newline, carriage return and space. */
const isSpace = (b: number) => b === 0x09 || b === 0x0a || b === 0x0d || b === 0x20
const isGraph = (b: number) => b >= 0x21 && b <= 0x7e

/** The character classes wildmatch knows, ASCII only as in git. */
const CLASSES: Readonly<Record<string, (b: number) => boolean>> = {
  alnum: isAlnum,
  alpha: isAlpha,
  blank: (b) => b === 0x20 || b === 0x09,
  cntrl: (b) => b < 0x20 || b === 0x7f,
  digit: isDigit,
  graph: isGraph,
  lower: isLower,
  print: (b) => b >= 0x20 && b <= 0x7e,
  punct: (b) => isGraph(b) && !isAlnum(b),
  space: isSpace,
  upper: isUpper,
  xdigit: (b) => isDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
}

/**
 * A bracket expression starting at `at` (the `[`), read as wildmatch reads it: the table of bytes it takes and
 * where the pattern goes on, or undefined when it is never closed or names an unknown class (then the pattern
 * matches nothing, as wildmatch aborts).
 */
function readSet(p: Uint8Array, at: number): { table: Uint8Array; next: number } | undefined {
  const table = new Uint8Array(256)
  let i = at + 1
  const negated = p[i] === 0x21 || p[i] === 0x5e
  if (negated) i++
  let prev = 0
  let first = true
  while (first || p[i] !== 0x5d) {
    first = false
    if (i >= p.length) return undefined
    let c = p[i]!
    if (c === BACKSLASH) {
      i++
      if (i >= p.length) return undefined
      c = p[i]!
      table[c] = 1
    } else if (c === 0x2d && prev !== 0 && i + 1 < p.length && p[i + 1] !== 0x5d) {
      i++
      let end = p[i]!
      if (end === BACKSLASH) {
        i++
        if (i >= p.length) return undefined
        end = p[i]!
      }
      for (let b = prev; b <= end; b++) table[b] = 1
      c = 0
    } else if (c === 0x5b && p[i + 1] === 0x3a) {
      const from = i + 2
      let close = from
      while (close < p.length && p[close] !== 0x5d) close++
      if (close >= p.length) return undefined
      if (close - from - 1 < 0 || p[close - 1] !== 0x3a) {
        // No `:]`: the `[` is an ordinary member, and the set goes on after it.
        table[0x5b] = 1
      } else {
        const test = CLASSES[String.fromCharCode(...p.subarray(from, close - 1))]
        if (!test) return undefined
        for (let b = 0; b < 256; b++) if (test(b)) table[b] = 1
        i = close
        c = 0
      }
    } else table[c] = 1
    prev = c
    i++
  }
  for (let b = 0; b < 256; b++) table[b] = (table[b] === 1) !== negated && b !== SLASH ? 1 : 0
  return { table, next: i + 1 }
}

/**
 * The tokens of a pattern as wildmatch reads it with WM_PATHNAME; undefined when it can match nothing (a trailing
 * `\`, an unclosed `[`, an unknown `[:class:]`). The first `literalHead` bytes are taken as they are, and `**`
 * right after them counts as after a slash: git compares a pattern's literal head itself and runs wildmatch on
 * the rest alone, whose start wildmatch takes for a slash.
 */
function tokenize(whole: Uint8Array, literalHead: number): Token[] | undefined {
  const tokens: Token[] = [...whole.subarray(0, literalHead)].map((byte) => ({ kind: 'byte', byte }) as const)
  const p = whole.subarray(literalHead)
  let i = 0
  while (i < p.length) {
    const c = p[i]!
    if (c === BACKSLASH) {
      if (i + 1 >= p.length) return undefined
      tokens.push({ kind: 'byte', byte: p[i + 1]! })
      i += 2
    } else if (c === 0x3f) {
      tokens.push({ kind: 'one' })
      i++
    } else if (c === STAR) {
      let j = i
      while (j < p.length && p[j] === STAR) j++
      const boundary = j - i >= 2 && (i === 0 || p[i - 1] === SLASH)
      if (boundary && p[j] === SLASH) {
        tokens.push({ kind: 'dirs' })
        j++
      } else if (boundary && (j === p.length || (p[j] === BACKSLASH && p[j + 1] === SLASH)))
        tokens.push({ kind: 'any' })
      else tokens.push({ kind: 'star' })
      i = j
    } else if (c === 0x5b) {
      const set = readSet(p, i)
      if (!set) return undefined
      tokens.push({ kind: 'set', table: set.table })
      i = set.next
    } else {
      tokens.push({ kind: 'byte', byte: c })
      i++
    }
  }
  return tokens
}

/** One byte as a literal of minimatch's syntax: letters and digits as they are, anything else escaped. */
const literal = (b: number) => (isAlnum(b) ? '' : '\\') + String.fromCharCode(b)

/** A byte set in minimatch's syntax, listing its bytes (or, when shorter, those it does not take); '' if none. */
function setOf(table: Uint8Array): string {
  const taken: number[] = []
  const not: number[] = []
  for (let b = 0; b < 256; b++) if (b !== SLASH) (table[b] === 1 ? taken : not).push(b)
  if (taken.length <= 1) return taken.map(literal).join('')
  if (not.length === 0) return '?'
  return taken.length <= not.length ? `[${taken.map(literal).join('')}]` : `[^${not.map(literal).join('')}]`
}

/**
 * The tokens in minimatch's syntax: the patterns whose union git's pattern is. A `**` git reads as one though no
 * `/` comes before it (the start of a pattern's wildcard part, inside a path component) is "the rest of this
 * component, then maybe deeper": two patterns for it, one otherwise.
 */
function written(tokens: readonly Token[]): string[] | undefined {
  let out = ['']
  const add = (...alternatives: string[]) => {
    out = out.flatMap((head) => alternatives.map((a) => head + a))
  }
  for (const [i, token] of tokens.entries()) {
    const atStart = out[0] === '' || out[0]!.endsWith('/')
    if (token.kind === 'byte') add(token.byte === SLASH ? '/' : literal(token.byte))
    else if (token.kind === 'one') add('?')
    else if (token.kind === 'star') add('*')
    else if (token.kind === 'set') {
      const set = setOf(token.table)
      if (set === '') return undefined
      add(set)
    } else if (token.kind === 'any') {
      // Only at the end, or before a `/`: anything below (at the start of a component), or through more of them.
      if (i + 1 < tokens.length) add('*/**')
      else if (atStart) add('**')
      else add('*', '*/**')
    } else if (atStart) add('**/')
    else add('', '*/**/')
  }
  return out
}

/** A compiled path glob: whether it matches a whole path (in UTF-8 bytes), and its size, for a caller's budget. */
export interface PathGlob {
  matches(path: Uint8Array): boolean
  /** A match costs at most about this many steps per byte of the path: the wildcards and more than one pattern. */
  size: number
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1')

/**
 * A git pattern (its bytes, without a leading `/`) as a PathGlob; undefined when it can match nothing.
 * `literalHead`: see tokenize.
 */
export function compileGlob(pattern: Uint8Array, literalHead = 0): PathGlob | undefined {
  const tokens = tokenize(pattern, literalHead)
  const sources = tokens && written(tokens)
  if (!sources) return undefined
  let matchers: Minimatch[]
  try {
    matchers = sources.map((s) => new Minimatch(s, OPTIONS))
  } catch {
    return undefined // longer than minimatch takes a pattern: such a pattern matches nothing
  }
  // minimatch's `*` never matches an empty path; git's takes it when the pattern can be empty.
  const empty = tokens!.every((t) => t.kind === 'star' || t.kind === 'any' || t.kind === 'dirs')
  return {
    matches(path) {
      if (path.length === 0) return empty
      const text = latin1(path)
      return matchers.some((m) => m.match(text))
    },
    size:
      sources.length *
      (1 + tokens!.filter((t) => t.kind === 'star' || t.kind === 'any' || t.kind === 'dirs').length)
  }
}
