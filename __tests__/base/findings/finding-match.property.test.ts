// Properties of the matching rule: symmetric when no line map is given, never a match across files, a title
// measure in [0, 1] that is symmetric; and the line map of a patch agrees with the files the patch was made from
// (by jsdiff, written apart), the empty patch being the identity.
import { expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { OMIT_HEADERS, formatPatch, structuredPatch } from 'diff'
import {
  findingsMatch,
  lineMapThroughPatch,
  titleSimilarity,
  type MatchableFinding
} from '../../../src/base/findings/finding-match.js'

/** Titles from a few words, so that similar ones are common; and any text at all. */
const word = fc.constantFrom(
  'null',
  'Debug',
  'log',
  'the',
  'of',
  'left',
  'Magic',
  'number',
  '!',
  '-',
  ' ',
  'É'
)
const title = fc.oneof(
  fc.array(word, { maxLength: 6 }).map((words) => words.join(' ')),
  fc.string({ unit: 'binary', maxLength: 40 })
)

/** Findings on few paths and lines, so that matches are common too. */
const finding: fc.Arbitrary<MatchableFinding> = fc
  .record(
    {
      path: fc.constantFrom('src/a.ts', 'src/b.ts', 'src/A.ts'),
      line: fc.integer({ min: 1, max: 20 }),
      span: fc.integer({ min: 0, max: 5 }),
      side: fc.constantFrom('LEFT' as const, 'RIGHT' as const),
      title
    },
    { requiredKeys: ['path', 'line', 'title'] }
  )
  .map(({ span, ...rest }) => ({ ...rest, ...(span === undefined ? {} : { endLine: rest.line + span }) }))

/** Any mapping of lines, deletions included. */
const mapLine = fc.func(fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }))

prop.prop([finding, finding], { numRuns: 1000 })(
  'without a line map, a matches b exactly when b matches a',
  (a, b) => {
    expect(findingsMatch(a, b)).toBe(findingsMatch(b, a))
  }
)

prop.prop([finding, finding, fc.option(mapLine, { nil: undefined })], { numRuns: 500 })(
  'findings on different paths never match, whatever the line map',
  (a, b, map) => {
    fc.pre(a.path !== b.path)
    expect(findingsMatch(a, b, { mapLine: map })).toBe(false)
    expect(findingsMatch({ ...a, title: b.title, line: b.line, endLine: b.endLine, side: b.side }, b)).toBe(
      false
    )
  }
)

prop.prop([finding])('a finding matches itself', (a) => {
  expect(findingsMatch(a, a)).toBe(true)
})

prop.prop([title, title], { numRuns: 500 })(
  'titleSimilarity is in [0, 1], symmetric, and 1 for the same title',
  (a, b) => {
    const similarity = titleSimilarity(a, b)
    expect(similarity).toBeGreaterThanOrEqual(0)
    expect(similarity).toBeLessThanOrEqual(1)
    expect(titleSimilarity(b, a)).toBe(similarity)
    expect(titleSimilarity(a, a)).toBe(1)
  }
)

prop.prop([fc.integer({ min: 1, max: 1_000_000 })])('the empty patch maps every line to itself', (line) => {
  expect(lineMapThroughPatch('')(line)).toBe(line)
})

/** A file of distinct lines, and a new version: some lines dropped, some inserted (also distinct), order kept. */
const edit = fc
  .array(fc.record({ keep: fc.boolean(), insert: fc.integer({ min: 0, max: 3 }) }), { maxLength: 40 })
  .map((steps) => {
    const before: string[] = []
    const after: string[] = []
    steps.forEach(({ keep, insert }, i) => {
      before.push(`old ${i}`)
      if (keep) after.push(`old ${i}`)
      for (let k = 0; k < insert; k++) after.push(`new ${i}.${k}`)
    })
    return { before, after }
  })

/**
 * The file's text. Without a final newline, a hunk that reaches the end shows `\\ No newline at end of file`; a
 * line kept last in both versions stands there, since a line that stops or starts being the last one gains or
 * loses its newline, which git shows as a changed line.
 */
const text = (lines: string[], eol: boolean) =>
  eol ? lines.map((line) => `${line}\n`).join('') : [...lines, 'end'].join('\n')

prop.prop([edit, fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.boolean()], { numRuns: 300 })(
  'a line maps to where the same line is in the new file, and a dropped one to undefined',
  ({ before, after }, context, crlf, eol) => {
    // jsdiff writes what GitHub's compare gives as a file's `patch`: the hunks alone, git's header convention.
    const structured = structuredPatch('f', 'f', text(before, eol), text(after, eol), '', '', {
      context
    })
    const lf = formatPatch(structured, OMIT_HEADERS)
    const patch = crlf ? lf.replaceAll('\n', '\r\n') : lf
    const map = lineMapThroughPatch(patch)
    before.forEach((text, i) => {
      const index = after.indexOf(text)
      expect(map(i + 1)).toBe(index === -1 ? undefined : index + 1)
    })
  }
)
