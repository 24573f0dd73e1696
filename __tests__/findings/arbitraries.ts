// fast-check generators for findings: valid ones (each field inside its limits), near-valid ones (any field may
// be wrong, missing or extra), and prose that opens no fence, to embed a block in.
import { fc } from '@fast-check/jest'
import { LIMITS, SEVERITIES, type Finding } from '../../src/findings/finding.js'

/** Text of up to `max` code points holding something other than white space. */
const words = (max: number) =>
  fc.string({ unit: 'binary', minLength: 1, maxLength: max }).filter((s) => /\S/u.test(s))

/** Text a model plausibly writes, including what trips naive comment stripping and fence parsing. */
const tricky = fc.constantFrom(
  'https://x.test/a//b',
  '/* not a comment */',
  '"quoted"',
  '\\',
  '```',
  '\n```\n',
  ',]',
  '😀'
)
const title = fc.oneof(words(LIMITS.title), tricky)
const body = fc.oneof(words(400), tricky, fc.constant('x'.repeat(LIMITS.body)))
const line = fc.integer({ min: 1, max: LIMITS.line })

export const validFinding: fc.Arbitrary<Finding> = fc
  .record(
    {
      pullRequest: fc.oneof(fc.constantFrom('#12', 'acme/widgets#7'), words(LIMITS.pullRequest)),
      path: fc.oneof(
        fc.constantFrom('src/a.ts', 'dir with space/ü.md'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 80 })
      ),
      line,
      span: fc.integer({ min: 0, max: 50 }),
      side: fc.constantFrom('RIGHT' as const, 'LEFT' as const),
      severity: fc.constantFrom(...SEVERITIES),
      title,
      body,
      suggestion: fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), tricky)
    },
    { requiredKeys: ['path', 'line', 'severity', 'title', 'body'] }
  )
  .map(({ span, ...f }) => {
    const finding: Finding = { ...f }
    // endLine only with a span, and kept within the limit so the finding stays valid.
    if (span !== undefined && span > 0 && f.line + span <= LIMITS.line) finding.endLine = f.line + span
    return finding
  })

const anyJson = fc.oneof(
  fc.string({ maxLength: 5 }),
  fc.integer({ min: -2, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 })
)
/** Good most of the time, any JSON value (or an edge of the limit) otherwise. */
const either = <T>(good: fc.Arbitrary<T>, ...edges: unknown[]) =>
  fc.oneof(
    { weight: 4, arbitrary: good as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : anyJson }
  )
const atLimit = (max: number) => [
  '',
  ' ',
  '\u00a0\t',
  'x'.repeat(max),
  'x'.repeat(max + 1),
  '😀'.repeat(max),
  '😀'.repeat(max + 1)
]

const nearRecord = fc.record(
  {
    pullRequest: either(words(20), ...atLimit(LIMITS.pullRequest)),
    path: either(fc.constantFrom('src/a.ts'), ...atLimit(LIMITS.path)),
    line: either(line, 0, -1, 1, 1.5, LIMITS.line, LIMITS.line + 1, '3'),
    endLine: either(line, 0, 1, 2, 1.5, LIMITS.line + 1),
    side: either(fc.constantFrom('RIGHT', 'LEFT'), 'right', 'BOTH', ''),
    severity: either(fc.constantFrom(...SEVERITIES), 'HIGH', 'urgent', ''),
    title: either(words(30), ...atLimit(LIMITS.title)),
    body: either(words(30), ...atLimit(LIMITS.body)),
    suggestion: either(fc.string({ maxLength: 20 }), ...atLimit(LIMITS.suggestion))
  },
  { requiredKeys: [] }
)

/** Findings with any field possibly wrong, missing or extra: samples on which schema and checker must agree. */
export const nearFinding: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(nearRecord, fc.option(fc.constantFrom('confidence', '__proto__', 'Line'), { freq: 5 }))
      .map(([f, extra]) => (extra === null ? f : JSON.parse(JSON.stringify({ ...f, [extra]: 1 }))))
  },
  { weight: 1, arbitrary: anyJson }
)

/** Prose lines that open no fence, so a block placed after them is a top-level block. */
export const prose = fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { maxLength: 6 }).map((lines) =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => !/^ {0,3}(`{3,}|~{3,})/.test(l))
    .join('\n')
)
