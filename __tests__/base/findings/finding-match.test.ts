// The one matching rule for findings (decisions honoured by every critic, agreement between critics): a labelled
// set of pairs it must classify, the title measure's exact values, and the line map read from a compare's patch.
import { describe, expect, it } from '@jest/globals'
import {
  MATCH_THRESHOLD,
  findingsMatch,
  lineMapThroughPatch,
  titleSimilarity,
  type MatchableFinding
} from '../../../src/base/findings/finding-match.js'

/** A finding on src/app.ts line 5 with a title of its own; `over` changes what the row is about. */
const at = (over: Partial<MatchableFinding>): MatchableFinding => ({
  path: 'src/app.ts',
  line: 5,
  title: 'Debug log left in',
  ...over
})

/** The compare between two heads for src/app.ts: three imports inserted below line 1, so old 5 is new 8. */
const THREE_IMPORTS = [
  '@@ -1,5 +1,8 @@',
  " import { readFile } from 'node:fs/promises'",
  "+import { join } from 'node:path'",
  "+import { log } from './log.js'",
  "+import { config } from './config.js'",
  ' ',
  ' export async function load(name: string) {',
  "   const text = await readFile(name, 'utf8')",
  "   console.log('debug', text)"
].join('\n')

/** Old line 11 deleted between the heads: old 12 is new 11. */
const DROP_LINE_11 = [
  '@@ -9,5 +9,4 @@ export async function load(name: string) {',
  '   const a = 1',
  '   const b = 2',
  '-  const unused = a + b',
  '   return a',
  ' }'
].join('\n')

const moved = { mapLine: lineMapThroughPatch(THREE_IMPORTS) }
const deleted = { mapLine: lineMapThroughPatch(DROP_LINE_11) }

type Row = [
  label: string,
  a: MatchableFinding,
  b: MatchableFinding,
  opts: typeof moved | undefined,
  match: boolean
]

const ROWS: Row[] = [
  ['identical', at({}), at({}), undefined, true],
  ['different files', at({}), at({ path: 'src/other.ts' }), undefined, false],
  ['paths differing only in case are different files', at({}), at({ path: 'src/App.ts' }), undefined, false],
  ['same file, same line, other side', at({}), at({ side: 'LEFT' }), undefined, false],
  ['RIGHT written out is the default side', at({ side: 'RIGHT' }), at({}), undefined, true],
  ['both on the LEFT side', at({ side: 'LEFT' }), at({ side: 'LEFT' }), undefined, true],
  ['overlapping ranges', at({ line: 10, endLine: 14 }), at({ line: 12, endLine: 18 }), undefined, true],
  ['a range and its last line', at({ line: 10, endLine: 14 }), at({ line: 14 }), undefined, true],
  ['a range inside a range', at({ line: 10, endLine: 20 }), at({ line: 12, endLine: 13 }), undefined, true],
  [
    'adjacent ranges, not overlapping',
    at({ line: 10, endLine: 12 }),
    at({ line: 13, endLine: 15 }),
    undefined,
    false
  ],
  ['neighbouring single lines', at({ line: 10 }), at({ line: 11 }), undefined, false],
  ['moved by 3 inserted lines, mapped', at({ line: 5 }), at({ line: 8 }), moved, true],
  ['moved by 3 inserted lines, not mapped', at({ line: 5 }), at({ line: 8 }), undefined, false],
  ['moved, mapped: the old number is another line now', at({ line: 5 }), at({ line: 5 }), moved, false],
  ['moved, mapped: a range carried whole', at({ line: 4, endLine: 5 }), at({ line: 7 }), moved, true],
  ['its one line deleted between the heads', at({ line: 11 }), at({ line: 11 }), deleted, false],
  ['a line deleted inside its range', at({ line: 10, endLine: 12 }), at({ line: 11 }), deleted, true],
  [
    'its first line deleted, the rest still there',
    at({ line: 11, endLine: 13 }),
    at({ line: 12 }),
    deleted,
    true
  ],
  ['a range shrinks by its deleted line', at({ line: 10, endLine: 12 }), at({ line: 12 }), deleted, false],
  ['after a deleted line, shifted up', at({ line: 12 }), at({ line: 11 }), deleted, true],
  ['LEFT lines are not carried through the heads', at({ side: 'LEFT' }), at({ side: 'LEFT' }), moved, true],
  ['reworded, still the same problem', at({}), at({ title: 'Leftover debug log' }), undefined, true],
  [
    'reworded below the threshold',
    at({ title: 'Unused variable count' }),
    at({ title: 'Variable shadows outer count' }),
    undefined,
    false
  ],
  [
    'two different problems on one line',
    at({ title: 'Null dereference' }),
    at({ title: 'Magic number' }),
    undefined,
    false
  ],
  [
    'case and punctuation',
    at({ title: 'SQL injection in query()' }),
    at({ title: 'sql-injection: Query!' }),
    undefined,
    true
  ],
  [
    'stop words only',
    at({ title: 'The loop is off by one' }),
    at({ title: 'Loop off by one' }),
    undefined,
    true
  ],
  [
    'full-width letters read as plain',
    at({ title: 'Ｎｕｌｌ dereference' }),
    at({ title: 'null Dereference' }),
    undefined,
    true
  ],
  ['two titles with no token', at({ title: '' }), at({ title: '—?!' }), undefined, true],
  ['a title of stop words only and an empty one', at({ title: 'The' }), at({ title: ' ' }), undefined, true],
  ['no token against a real title', at({ title: '!!!' }), at({ title: 'Null dereference' }), undefined, false]
]

describe('findingsMatch: the labelled pairs', () => {
  it.each(ROWS)('%s', (_label, a, b, opts, match) => {
    expect(findingsMatch(a, b, opts)).toBe(match)
  })

  it('holds enough rows of each kind', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(20)
    expect(ROWS.filter((row) => row[4]).length).toBeGreaterThanOrEqual(8)
    expect(ROWS.filter((row) => !row[4]).length).toBeGreaterThanOrEqual(8)
  })
})

describe('titleSimilarity', () => {
  it('is the Jaccard index of the normalised tokens', () => {
    expect(MATCH_THRESHOLD).toBe(0.5)
    // {debug, log, left} and {leftover, debug, log}: 2 shared of 4.
    expect(titleSimilarity('Debug log left in', 'Leftover debug log')).toBe(0.5)
    // {unused, variable, count} and {variable, shadows, outer, count}: 2 shared of 5.
    expect(titleSimilarity('Unused variable count', 'Variable shadows outer count')).toBe(0.4)
    expect(titleSimilarity('Null dereference', 'Magic number')).toBe(0)
    expect(titleSimilarity('Off-by-one in loop', 'loop: off by ONE')).toBe(1)
  })

  it('counts a repeated token once and keeps digits and non-Latin letters', () => {
    expect(titleSimilarity('log log log', 'log')).toBe(1)
    expect(titleSimilarity('Retry 3 times', 'Retry 5 times')).toBe(0.5)
    expect(titleSimilarity('Überlauf im Puffer', 'überlauf im puffer')).toBe(1)
    expect(titleSimilarity('बफ़र ओवरफ़्लो', 'बफ़र')).toBe(0.5)
    // A vowel sign is a mark, part of its word: कमी (a lack) is not कम (less).
    expect(titleSimilarity('कमी', 'कम')).toBe(0)
  })

  it('is 1 with no token on either side and 0 with none on one', () => {
    expect(titleSimilarity('', '')).toBe(1)
    expect(titleSimilarity('the a an of', '...')).toBe(1)
    expect(titleSimilarity('', 'Null dereference')).toBe(0)
  })
})

describe('lineMapThroughPatch', () => {
  it('shifts lines below an insertion and keeps the lines above', () => {
    const map = lineMapThroughPatch(THREE_IMPORTS)
    expect([1, 2, 3, 4, 5, 6, 100].map(map)).toEqual([1, 5, 6, 7, 8, 9, 103])
  })

  it('maps a deleted line to undefined and shifts the lines below it up', () => {
    const map = lineMapThroughPatch(DROP_LINE_11)
    expect([1, 8, 9, 10, 11, 12, 13, 14, 50].map(map)).toEqual([1, 8, 9, 10, undefined, 11, 12, 13, 49])
  })

  it('adds up the hunks above a line, and a replaced line is deleted', () => {
    const patch = [
      '@@ -2,3 +2,4 @@',
      ' two',
      '+two and a half',
      ' three',
      ' four',
      '@@ -10,4 +11,3 @@ function f() {',
      ' ten',
      '-eleven',
      '-twelve',
      '+TWELVE',
      ' thirteen'
    ].join('\n')
    const map = lineMapThroughPatch(patch)
    expect([1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 30].map(map)).toEqual([
      1,
      2,
      4,
      5,
      6,
      10,
      11,
      undefined,
      undefined,
      13,
      14,
      30
    ])
  })

  it('reads a count left out as 1, and `-12,0` as an insertion after line 12', () => {
    const one = lineMapThroughPatch('@@ -3 +3 @@\n-x\n+y')
    expect([2, 3, 4].map(one)).toEqual([2, undefined, 4])
    const inserted = lineMapThroughPatch('@@ -12,0 +13,3 @@\n+a\n+b\n+c')
    expect([11, 12, 13, 14].map(inserted)).toEqual([11, 12, 16, 17])
    const removed = lineMapThroughPatch('@@ -1,3 +0,0 @@\n-a\n-b\n-c')
    expect([1, 2, 3].map(removed)).toEqual([undefined, undefined, undefined])
  })

  it('reads CRLF, a stripped blank context line, the no-newline marker and a final newline', () => {
    const lf = lineMapThroughPatch(DROP_LINE_11)
    const crlf = lineMapThroughPatch(DROP_LINE_11.replaceAll('\n', '\r\n') + '\r\n')
    const lines = Array.from({ length: 20 }, (_, i) => i + 1)
    expect(lines.map(crlf)).toEqual(lines.map(lf))
    const stripped = lineMapThroughPatch('@@ -1,3 +1,4 @@\n a\n\n+new\n c\n\\ No newline at end of file\n')
    expect([1, 2, 3, 4].map(stripped)).toEqual([1, 2, 4, 5])
    // The marker inside a hunk, after the old side's last line: that line was changed, or gained its newline.
    const lastChanged =
      '@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file'
    expect([1, 2, 3].map(lineMapThroughPatch(lastChanged))).toEqual([1, undefined, 3])
    const newlineAdded = '@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+b\n+c'
    expect([1, 2, 3].map(lineMapThroughPatch(newlineAdded))).toEqual([1, undefined, 4])
  })

  it('is the identity for an empty patch, and undefined for what is not a line number', () => {
    const map = lineMapThroughPatch('')
    expect([1, 2, 1000].map(map)).toEqual([1, 2, 1000])
    expect([0, -1, 1.5, Number.NaN].map(map)).toEqual([undefined, undefined, undefined, undefined])
  })

  it('claims no line for a patch it cannot read', () => {
    const unreadable = [
      `diff --git a/src/app.ts b/src/app.ts\n${DROP_LINE_11}`,
      '@@ -9,5 +9,4 @@\n a\n b', // cut short
      '@@ -9,2 +9,2 @@\n a\n b\n@@ -3,1 +3,1 @@\n c', // out of order
      '@@ -9,2 +9,2 @@\n a\n*b' // not a diff line
    ]
    for (const patch of unreadable)
      expect([1, 9, 20].map(lineMapThroughPatch(patch))).toEqual([undefined, undefined, undefined])
  })
})
