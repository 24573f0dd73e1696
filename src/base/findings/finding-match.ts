// When two findings name the same problem on the same code: findingsMatch, the rule agreement between critics and
// "reported again" are judged by; and decisionCovers, the only rule a reviewer's decision is applied by (a decided
// finding is not raised again, by any critic, at its severity or below).
//
// How it relates to today's key (key.ts): findingKey is exact identity within one critic, a hash of the path, the
// title and the text of the line the finding sits on. It answers "did this critic already post this?", and a
// single changed character of the title or the line makes it a new finding, which is right for not posting twice
// and wrong for anything else. This rule is fuzzy and works across critics and across heads: critics word the
// same problem differently, and a later head moves the lines. It compares line NUMBERS carried through the compare
// between the two heads (not the line's text, which a fix of something else on the same line would change), and
// titles by a stated measure. The key stays what decides re-posting by one critic; this rule never replaces it.

import { severityRank, type Severity } from '../shared/severity.js'

/** The fields of a finding the rule reads; a Finding (finding.ts) is one. */
export interface MatchableFinding {
  path: string
  line: number
  endLine?: number
  side?: 'LEFT' | 'RIGHT'
  title: string
}

/**
 * Titles at least this similar (titleSimilarity) name the same problem. At 0.5, "Debug log left in" and
 * "Leftover debug log" match (2 shared tokens of 4) and "Null dereference" and "Magic number" do not (0).
 * @internal
 */
export const MATCH_THRESHOLD = 0.5

/** Words that carry no problem: two titles sharing only these share nothing. Fixed, English, on purpose small. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'to',
  'is',
  'for',
  'and',
  'or',
  'with',
  'be',
  'this',
  'that',
  'it'
])

/**
 * Anything but a letter, a digit or a combining mark separates tokens. Marks stay inside a token: in scripts such
 * as Devanagari a vowel sign is a mark and never composes into its letter, and a word must not fall apart at it.
 */
const SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u

/** The title's distinct tokens: NFKC (full-width and composed letters read as plain ones), lower-cased. */
function titleTokens(title: string): Set<string> {
  const tokens = title.normalize('NFKC').toLowerCase().split(SEPARATOR)
  return new Set(tokens.filter((token) => token !== '' && !STOP_WORDS.has(token)))
}

/**
 * Jaccard index of the two titles' token sets: shared tokens over all tokens, in [0, 1], symmetric. Case and
 * punctuation do not count; 1 when neither title has a token (nothing tells them apart).
 * @internal
 */
export function titleSimilarity(a: string, b: string): number {
  const left = titleTokens(a)
  const right = titleTokens(b)
  if (left.size === 0 && right.size === 0) return 1
  let shared = 0
  for (const token of left) if (right.has(token)) shared++
  return shared / (left.size + right.size - shared)
}

/** First and last line; a range written backwards (never valid, see check.ts) is read forwards. */
function rangeOf(finding: MatchableFinding): [number, number] {
  const end = finding.endLine ?? finding.line
  return [Math.min(finding.line, end), Math.max(finding.line, end)]
}

/**
 * `range` carried through `mapLine`: the first and the last of its lines that still exist. Undefined when none
 * does (the whole range was deleted). A mapping is monotonic, so lines deleted inside the range only shrink it.
 */
function mapRange(
  [first, last]: [number, number],
  mapLine: (line: number) => number | undefined
): [number, number] | undefined {
  let start: number | undefined
  for (let line = first; line <= last && start === undefined; line++) start = mapLine(line)
  if (start === undefined) return undefined
  let end: number | undefined
  for (let line = last; line >= first && end === undefined; line--) end = mapLine(line)
  return [start, end ?? start]
}

/**
 * Whether `a` and `b` name the same problem on the same code: the same path (exact), the same side (RIGHT when
 * not given), line ranges that overlap, and titles at least MATCH_THRESHOLD similar. `opts.mapLine` carries a's
 * head lines to b's head (lineMapThroughPatch of the compare between the heads); without it the lines are read as
 * they are, and the rule is symmetric. It applies to RIGHT-side findings only: LEFT lines are the base's, which a
 * compare between two heads says nothing about.
 */
export function findingsMatch(
  a: MatchableFinding,
  b: MatchableFinding,
  opts?: { mapLine?: (line: number) => number | undefined }
): boolean {
  if (a.path !== b.path) return false
  const side = a.side ?? 'RIGHT'
  if (side !== (b.side ?? 'RIGHT')) return false
  const mapLine = opts?.mapLine
  const rangeA = mapLine === undefined || side === 'LEFT' ? rangeOf(a) : mapRange(rangeOf(a), mapLine)
  if (rangeA === undefined) return false
  const rangeB = rangeOf(b)
  if (rangeA[0] > rangeB[1] || rangeB[0] > rangeA[1]) return false
  return titleSimilarity(a.title, b.title) >= MATCH_THRESHOLD
}

/** A finding a reviewer decided, with the severity it had when they decided it. */
export interface DecidedFinding extends MatchableFinding {
  severity: Severity
}

/**
 * Whether a reviewer's decision on `decided` covers `finding`: they match (findingsMatch, the same options) and
 * `finding` is no more severe. A decision was taken on what the reviewer saw: a `won't fix` on a low "Debug log"
 * says nothing about a critical "Debug log leaks token" on the same line, which must stand as a finding of its own.
 * Both titles must be in one form (both raw, or both as a comment shows them): never a raw one with an escaped one.
 */
export function decisionCovers(
  decided: DecidedFinding,
  finding: MatchableFinding & { severity: Severity },
  opts?: { mapLine?: (line: number) => number | undefined }
): boolean {
  return (
    severityRank(finding.severity) >= severityRank(decided.severity) && findingsMatch(decided, finding, opts)
  )
}

/** `@@ -12,3 +14,5 @@`, with either count left out when it is 1; what follows the second `@@` is git's context. */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

/** Where a hunk leaves the two sides: the first old line after it, and how far later old lines shift. */
interface HunkEnd {
  nextOld: number
  offset: number
}

/** Old line → new line (undefined: deleted) for the lines a patch shows, and where each hunk ends. */
interface ReadPatch {
  shown: Map<number, number | undefined>
  ends: HunkEnd[]
}

/**
 * The patch's hunks, walked by their header counts: lines past the counts (`\ No newline at end of file`, a final
 * empty line) are skipped, and an empty line inside them is a context line whose space was stripped. Undefined
 * when it cannot be read: text outside a hunk, a hunk cut short, or hunks out of order.
 */
function readPatch(patch: string): ReadPatch | undefined {
  const lines = patch.split(/\r?\n/u)
  const shown = new Map<number, number | undefined>()
  const ends: HunkEnd[] = []
  let i = 0
  while (i < lines.length) {
    const text = lines[i]!
    const header = HUNK_HEADER.exec(text)
    if (header === null) {
      if (text !== '' && !text.startsWith('\\')) return undefined
      i++
      continue
    }
    const [oldStart, oldCount, newStart, newCount] = [1, 2, 3, 4].map((g) => Number(header[g] ?? '1')) as [
      number,
      number,
      number,
      number
    ]
    // git writes `-12,0` for lines inserted after old line 12: the hunk's old side starts at 13, likewise new.
    let oldLine = oldCount === 0 ? oldStart + 1 : oldStart
    let newLine = newCount === 0 ? newStart + 1 : newStart
    if (oldLine < (ends.at(-1)?.nextOld ?? 1)) return undefined
    let oldLeft = oldCount
    let newLeft = newCount
    i++
    while (oldLeft > 0 || newLeft > 0) {
      const body = lines[i]
      if (body === undefined) return undefined
      const mark = body[0] ?? ' '
      if (mark === '\\') {
        i++
        continue
      }
      if (mark === '+' && newLeft > 0) {
        newLine++
        newLeft--
      } else if (mark === '-' && oldLeft > 0) {
        shown.set(oldLine++, undefined)
        oldLeft--
      } else if (mark === ' ' && oldLeft > 0 && newLeft > 0) {
        shown.set(oldLine++, newLine++)
        oldLeft--
        newLeft--
      } else return undefined
      i++
    }
    ends.push({ nextOld: oldLine, offset: newLine - oldLine })
  }
  return { shown, ends }
}

/**
 * From one file's unified patch (a compare entry's `patch`: hunks only, no git headers), the new line an old line
 * became: a deleted line maps to undefined, a context line to its new number, and a line outside the hunks
 * shifts by what the hunks above it added and removed. An empty patch is the identity. A patch that cannot be
 * read maps every line to undefined: a line whose fate is unknown is not claimed to be the same line.
 */
export function lineMapThroughPatch(patch: string): (oldLine: number) => number | undefined {
  const read = readPatch(patch)
  return (oldLine) => {
    if (read === undefined || !Number.isInteger(oldLine) || oldLine < 1) return undefined
    if (read.shown.has(oldLine)) return read.shown.get(oldLine)
    let offset = 0
    for (const end of read.ends) {
      if (end.nextOld > oldLine) break
      offset = end.offset
    }
    return oldLine + offset
  }
}
