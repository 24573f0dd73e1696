// fast-check generators for findings, thread answers and ledger entries: valid ones (each field inside its
// limits), near-valid ones (any field may be wrong, missing or extra), and prose that opens no fence, to embed a
// block in.
import { fc } from '@fast-check/jest'
import {
  LEDGER_STATUSES,
  LIMITS,
  SEVERITIES,
  type Finding,
  type LedgerEntry,
  type ThreadAnswer
} from '../../../src/base/findings/finding.js'

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

/** Mostly `record` as it is, sometimes with one field too many, sometimes any JSON value instead. */
const nearly = (record: fc.Arbitrary<Record<string, unknown>>, extras: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(record, fc.option(fc.constantFrom(...extras), { freq: 5 }))
        // Through JSON, so a `__proto__` key is an own field as JSON.parse makes it.
        .map(([r, extra]) => (extra === null ? r : JSON.parse(JSON.stringify({ ...r, [extra]: 1 }))))
    },
    { weight: 1, arbitrary: anyJson }
  )

/** Findings with any field possibly wrong, missing or extra: samples on which schema and checker must agree. */
export const nearFinding = nearly(nearRecord, ['confidence', '__proto__', 'Line'])

/** Every character Unicode takes for a mandatory line break, none allowed in a ledger answer. */
export const LINE_BREAKS = ['\n', '\r', '\v', '\f', '\u0085', '\u2028', '\u2029']
const oneLine = (max: number) =>
  fc.oneof(
    words(max).filter((s) => !LINE_BREAKS.some((b) => s.includes(b))),
    fc.constantFrom('https://x.test/a//b', '/* not a comment */', '"quoted"', '\\', '```', ',]', '😀', 'a\tb')
  )
const thread = fc.oneof(fc.integer({ min: 1, max: 2 ** 40 }), fc.constant(LIMITS.thread))
const ledgerId = fc
  .tuple(fc.constantFrom('Q', 'A', 'V'), fc.integer({ min: 1, max: 999 }))
  .map(([letter, n]) => `${letter}${n}`)

export const validAnswer: fc.Arbitrary<ThreadAnswer> = fc.record({ thread, body })

export const validLedgerEntry: fc.Arbitrary<LedgerEntry> = fc.record({
  id: ledgerId,
  status: fc.constantFrom(...LEDGER_STATUSES),
  answer: fc.oneof(oneLine(LIMITS.ledgerAnswer), fc.constant('x'.repeat(LIMITS.ledgerAnswer)))
})

/** Answers with any field possibly wrong, missing or extra. */
export const nearAnswer = nearly(
  fc.record(
    {
      thread: either(thread, 0, -1, 1.5, 2 ** 53, 1e300, '12', LIMITS.thread),
      body: either(words(30), ...atLimit(LIMITS.answerBody))
    },
    { requiredKeys: [] }
  ),
  ['comment', '__proto__', 'Thread']
)

/** Ledger entries with any field possibly wrong, missing or extra (a line break in the answer among them). */
export const nearLedgerEntry = nearly(
  fc.record(
    {
      id: either(ledgerId, 'Q0', 'Q1000', 'Q01', 'q1', 'X1', ' Q1', 'Q1 ', 'Q1\n', 'A999', ''),
      status: either(fc.constantFrom(...LEDGER_STATUSES), 'Answered', 'closed', 'cannot check', ''),
      answer: either(
        oneLine(30),
        ...atLimit(LIMITS.ledgerAnswer),
        ...LINE_BREAKS.map((b) => `a${b}b`),
        '\u0085',
        'ends\n'
      )
    },
    { requiredKeys: [] }
  ),
  ['why', '__proto__', 'ID']
)

/** Prose lines that open no fence, so a block placed after them is a top-level block. */
export const prose = fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { maxLength: 6 }).map((lines) =>
  lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => !/^ {0,3}(`{3,}|~{3,})/.test(l))
    .join('\n')
)
