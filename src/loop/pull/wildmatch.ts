// git's wildmatch (WM_PATHNAME), the glob of .gitattributes patterns, on UTF-8 bytes as git matches them: `*`
// any bytes but `/`, `?` one byte but `/`, `[…]` one byte of a set (`!`/`^` negates, `a-z` ranges, `[:alpha:]`
// classes; never `/`), `\` escapes, and `**` next to slashes or the pattern's ends any bytes at all (`**/` also
// none). The pattern comes from a repository's file, so it is never turned into a regular expression: it is
// compiled to a small automaton and run over the path once, every live state in step, with no backtracking.
// A path of n bytes costs at most n × the pattern's states, and the caller's step budget stops even that.

const SLASH = 0x2f
const BACKSLASH = 0x5c
const STAR = 0x2a

/** What one byte edge accepts. */
type Accept =
  | { kind: 'byte'; byte: number }
  | { kind: 'not-slash' }
  | { kind: 'any' }
  | { kind: 'set'; table: Uint8Array }

interface State {
  eps: number[]
  edges: Array<{ accept: Accept; to: number }>
}

/** A compiled pattern: an automaton from state 0, matching when `accept` is live at the text's end. */
export interface Glob {
  states: readonly State[]
  accept: number
  /** Scratch of runGlob: which states were entered at which stamp. */
  marks: { seen: Uint32Array; stamp: number }
}

/** A shared step counter: every live state visited on every byte costs one. */
export interface Budget {
  left: number
}

function accepts(accept: Accept, byte: number): boolean {
  switch (accept.kind) {
    case 'byte':
      return byte === accept.byte
    case 'not-slash':
      return byte !== SLASH
    case 'any':
      return true
    case 'set':
      return accept.table[byte] === 1
  }
}

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

/** Builds the automaton state by state; `at` is the state the next piece starts from. */
class Builder {
  readonly states: State[] = [{ eps: [], edges: [] }]
  at = 0

  private add(): number {
    this.states.push({ eps: [], edges: [] })
    return this.states.length - 1
  }

  step(accept: Accept): void {
    const to = this.add()
    this.states[this.at]!.edges.push({ accept, to })
    this.at = to
  }

  /** Any number (none too) of bytes `accept` takes: a loop on a fresh state, entered without a byte. */
  loop(accept: Accept): void {
    const to = this.add()
    this.states[this.at]!.eps.push(to)
    this.states[to]!.edges.push({ accept, to })
    this.at = to
  }

  /** A `**` then `/`: nothing, or any bytes ending with a slash. */
  dirs(): void {
    const inside = this.add()
    const after = this.add()
    this.states[this.at]!.eps.push(inside, after)
    this.states[inside]!.edges.push({ accept: { kind: 'any' }, to: inside })
    this.states[inside]!.edges.push({ accept: { kind: 'byte', byte: SLASH }, to: after })
    this.at = after
  }
}

/**
 * Compiles a pattern as wildmatch reads it with WM_PATHNAME, the start of `p` counting as a slash for `**`;
 * undefined when it can match nothing (a trailing `\`, an unclosed `[`, an unknown `[:class:]`).
 */
export function compileGlob(p: Uint8Array): Glob | undefined {
  const b = new Builder()
  let i = 0
  while (i < p.length) {
    const c = p[i]!
    if (c === BACKSLASH) {
      if (i + 1 >= p.length) return undefined
      b.step({ kind: 'byte', byte: p[i + 1]! })
      i += 2
    } else if (c === 0x3f) {
      b.step({ kind: 'not-slash' })
      i++
    } else if (c === STAR) {
      let j = i
      while (j < p.length && p[j] === STAR) j++
      const boundary = j - i >= 2 && (i === 0 || p[i - 1] === SLASH)
      if (boundary && p[j] === SLASH) {
        b.dirs()
        j++
      } else if (boundary && (j === p.length || (p[j] === BACKSLASH && p[j + 1] === SLASH)))
        b.loop({ kind: 'any' })
      else b.loop({ kind: 'not-slash' })
      i = j
    } else if (c === 0x5b) {
      const set = readSet(p, i)
      if (!set) return undefined
      b.step({ kind: 'set', table: set.table })
      i = set.next
    } else {
      b.step({ kind: 'byte', byte: c })
      i++
    }
  }
  return { states: b.states, accept: b.at, marks: { seen: new Uint32Array(b.states.length), stamp: 0 } }
}

/**
 * Whether the glob matches all of `text`. Undefined when the budget ran out first (the answer is unknown);
 * every live state on every byte takes one step from it.
 */
export function runGlob(glob: Glob, text: Uint8Array, budget: Budget): boolean | undefined {
  const { states, marks } = glob
  // The marks are reused across runs of this glob: a fresh stamp per byte, never a clear (but on wrapping).
  if (marks.stamp > 0xffffffff - text.length - 2) {
    marks.seen.fill(0)
    marks.stamp = 0
  }
  let live: number[] = []
  const enter = (into: number[], start: number): void => {
    const stack = [start]
    while (stack.length > 0) {
      const s = stack.pop()!
      if (marks.seen[s] === marks.stamp) continue
      marks.seen[s] = marks.stamp
      into.push(s)
      for (const e of states[s]!.eps) stack.push(e)
    }
  }
  marks.stamp++
  enter(live, 0)
  for (const byte of text) {
    budget.left -= live.length
    if (budget.left < 0) return undefined
    marks.stamp++
    const next: number[] = []
    for (const s of live)
      for (const edge of states[s]!.edges) if (accepts(edge.accept, byte)) enter(next, edge.to)
    if (next.length === 0) return false
    live = next
  }
  return live.includes(glob.accept)
}
