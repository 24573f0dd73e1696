// Which changed files a repository marks as generated or vendored, by `linguist-generated` and
// `linguist-vendored` in its .gitattributes, with git's rules (gitattributes(5)): a pattern without `/` matches
// the file name at any depth; one with a `/` (a leading one only anchors) matches the whole path; `*`, `?`,
// `[…]` stop at `/`, `**` does not; a pattern ending in `/` matches directories only, and attributes do not
// recurse, so it marks no file (`dir/**` does); per attribute, the last matching line wins; `-attr` and
// `attr=false` say "not", `!attr` back to unspecified. Values are read as GitHub's Linguist reads them: set or
// any value but `false` is true. The text is untrusted: bounded (gitattributes-parse.ts), matched without
// regular expressions (path-glob.ts), and within a step budget.
import {
  parseGitattributes,
  type AttrState,
  type AttrValue,
  type ParsedAttributes,
  type PathPattern
} from './gitattributes-parse.js'
import { compileGlob } from './path-glob.js'

const GENERATED = 'linguist-generated'
const VENDORED = 'linguist-vendored'

/** Steps of pattern matching one call may take (a few hundred ms at most): the rest of the files stay unmarked. */
const STEP_BUDGET = 40_000_000

/** A shared step counter. */
interface Budget {
  left: number
}

/**
 * Linguist's reading of a file's two attributes; absent when the file leaves it unspecified.
 * @internal
 */
export interface LinguistAttributes {
  generated?: boolean
  vendored?: boolean
}

/** @internal */
export interface LinguistReading {
  /** The files for which .gitattributes says something about either attribute (true or false). */
  byPath: Map<string, LinguistAttributes>
  /** What was not read, dropped or not matched, in the action's words. */
  notes: string[]
}

const encoder = new TextEncoder()

const SPECIAL = new Set([0x2a, 0x3f, 0x5b, 0x5c])
/** git's simple_length: the bytes before the first `*`, `?`, `[` or `\`. */
function literalLength(b: Uint8Array): number {
  let i = 0
  while (i < b.length && !SPECIAL.has(b[i]!)) i++
  return i
}

/** Whether `length` bytes agree; every byte looked at (and the call) takes a step of the budget. */
function sameBytes(
  budget: Budget,
  a: Uint8Array,
  aFrom: number,
  b: Uint8Array,
  bFrom: number,
  length: number
) {
  budget.left--
  for (let i = 0; i < length; i++) {
    budget.left--
    if (a[aFrom + i] !== b[bFrom + i]) return false
  }
  return true
}

/** A file path tried against patterns: its UTF-8 bytes and where its last component starts. */
interface Target {
  bytes: Uint8Array
  base: number
}

/**
 * Whether a pattern matches a file; each byte it may compare takes a step of the budget, a glob the path's length
 * times its size (undefined, unknown, when that is more than is left).
 */
type Matcher = (path: Target, budget: Budget) => boolean | undefined

/**
 * A pattern as git's path_matches tries it on a file: git's literal shortcuts (a name without wildcards, `*`
 * and a literal tail; the literal head of a path pattern compared first, the rest globbed from there on), then
 * wildmatch. Undefined when it can match no file.
 */
function matcherOf(p: PathPattern): Matcher | undefined {
  if (p.mustBeDir) return undefined
  if (p.basenameOnly) {
    const b = p.bytes
    const literal = literalLength(b)
    if (literal === b.length)
      return (t, budget) => {
        return t.bytes.length - t.base === b.length && sameBytes(budget, t.bytes, t.base, b, 0, b.length)
      }
    if (b[0] === 0x2a && literalLength(b.subarray(1)) === b.length - 1) {
      const tail = b.length - 1
      return (t, budget) => {
        return (
          t.bytes.length - t.base >= tail && sameBytes(budget, t.bytes, t.bytes.length - tail, b, 1, tail)
        )
      }
    }
    const glob = compileGlob(b)
    return (
      glob &&
      ((t, budget) =>
        charge(budget, (t.bytes.length - t.base) * glob.size) && glob.matches(t.bytes.subarray(t.base)))
    )
  }
  const b = p.bytes[0] === 0x2f ? p.bytes.subarray(1) : p.bytes
  const head = literalLength(b)
  if (head === b.length)
    return (t, budget) => {
      return t.bytes.length === b.length && sameBytes(budget, t.bytes, 0, b, 0, b.length)
    }
  const glob = compileGlob(b, head)
  if (!glob) return undefined
  return (t, budget) => {
    if (t.bytes.length < head || !sameBytes(budget, t.bytes, 0, b, 0, head)) return false
    return charge(budget, t.bytes.length * glob.size) && glob.matches(t.bytes)
  }
}

/** Takes `steps` from the budget: undefined (not enough left) or true. */
function charge(budget: Budget, steps: number): true | undefined {
  budget.left -= steps
  return budget.left < 0 ? undefined : true
}

/** The names whose value can reach the two attributes: themselves, and macros that set them (transitively). */
function relevantNames(macros: ParsedAttributes['macros']): Set<string> {
  const names = new Set([GENERATED, VENDORED])
  for (let grew = true; grew;) {
    grew = false
    for (const [macro, states] of macros)
      if (!names.has(macro) && states.some((s) => names.has(s.name))) {
        names.add(macro)
        grew = true
      }
  }
  return names
}

/**
 * git's fill_one: the states of one line, last first, each setting its attribute when nothing later did; a macro
 * set to true then fills in its own states the same way, depth first (an explicit stack, not recursion).
 */
function fillOne(known: Map<string, AttrValue>, states: AttrState[], macros: ParsedAttributes['macros']) {
  const stack = [{ states, next: states.length }]
  while (stack.length > 0) {
    const top = stack.at(-1)!
    if (top.next === 0) {
      stack.pop()
      continue
    }
    const state = top.states[--top.next]!
    if (known.has(state.name)) continue
    known.set(state.name, state.value)
    const macro = macros.get(state.name)
    if (macro && state.value === true) stack.push({ states: macro, next: macro.length })
  }
}

/** Linguist's boolean_attribute: unspecified stays unspecified; false and "false" are false; anything else true. */
function linguistBoolean(value: AttrValue | undefined): boolean | undefined {
  if (value === undefined || value === null) return undefined
  return value !== false && value !== 'false'
}

/**
 * What `text` (a .gitattributes file at the repository's root) says of each of `paths` about Linguist's marks.
 * @internal
 */
export function linguistAttributes(text: string, paths: readonly string[]): LinguistReading {
  const parsed = parseGitattributes(text)
  const names = relevantNames(parsed.macros)
  const rules = parsed.rules
    .filter((r) => r.states.some((s) => names.has(s.name)))
    .flatMap((r) => {
      const match = matcherOf(r.pattern)
      return match ? [{ match, states: r.states }] : []
    })
  const byPath = new Map<string, LinguistAttributes>()
  const notes = [...parsed.notes]
  const budget: Budget = { left: STEP_BUDGET }
  for (const [index, path] of paths.entries()) {
    const bytes = encoder.encode(path)
    const target: Target = { bytes, base: bytes.lastIndexOf(0x2f) + 1 }
    const known = new Map<string, AttrValue>()
    for (let i = rules.length - 1; i >= 0 && !(known.has(GENERATED) && known.has(VENDORED)); i--) {
      budget.left--
      const hit = budget.left < 0 ? undefined : rules[i]!.match(target, budget)
      if (hit === undefined) {
        notes.push(
          `matching the patterns of .gitattributes took too long: ${paths.length - index} of ${paths.length} file(s) were not checked against it; simplify its patterns`
        )
        return { byPath, notes }
      }
      if (hit) fillOne(known, rules[i]!.states, parsed.macros)
    }
    const marks: LinguistAttributes = {}
    const generated = linguistBoolean(known.get(GENERATED))
    const vendored = linguistBoolean(known.get(VENDORED))
    if (generated !== undefined) marks.generated = generated
    if (vendored !== undefined) marks.vendored = vendored
    if (generated !== undefined || vendored !== undefined) byPath.set(path, marks)
  }
  return { byPath, notes }
}

/**
 * The files of `paths` that `gitattributesText` marks `linguist-generated` (then 'generated') or, failing that,
 * `linguist-vendored` ('vendored'). Files it leaves unmarked, or marks false, are not in the map.
 */
export function generatedPaths(
  gitattributesText: string,
  paths: string[]
): Map<string, 'generated' | 'vendored'> {
  const out = new Map<string, 'generated' | 'vendored'>()
  for (const [path, marks] of linguistAttributes(gitattributesText, paths).byPath) {
    if (marks.generated === true) out.set(path, 'generated')
    else if (marks.vendored === true) out.set(path, 'vendored')
  }
  return out
}
