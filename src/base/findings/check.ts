// The hand-written twin of schemas/findings.schema.json's `finding`, `threadAnswer` and `ledgerEntry`: the critics
// and publish bundles stay free of ajv (and of compiling a schema at start-up), and each dropped entry gets a
// reason a person can act on. __tests__/base/findings/schema.test.ts holds the two to the same verdicts.
import {
  LEDGER_ID,
  LEDGER_STATUSES,
  LIMITS,
  SEVERITIES,
  type CheckedPlace,
  type Finding,
  type LedgerEntry,
  type LedgerStatus,
  type Severity,
  type Side,
  type ThreadAnswer
} from './finding.js'

/** `ignored`: fields a finding may not have, left out of it (never a reason to lose the finding). */
export type FindingCheck = { ok: true; finding: Finding; ignored: string[] } | { ok: false; why: string }
export type EntryCheck<T> = { ok: true; value: T } | { ok: false; why: string }

const FINDING_KEYS = new Set([
  'pullRequest',
  'path',
  'line',
  'endLine',
  'side',
  'severity',
  'title',
  'body',
  'suggestion'
])

const ANSWER_KEYS = new Set(['thread', 'body'])
const LEDGER_KEYS = new Set(['id', 'status', 'answer'])
const CHECKED_KEYS = new Set(['path', 'line', 'endLine', 'note'])

/**
 * Unicode's mandatory line breaks (LF, CR, VT, FF, NEL, LS, PS): a ledger answer is shown on one line, and any of
 * them would break that line in some reader. The schema's `ledgerEntry.answer` pattern lists the same.
 */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u

/** Characters as JSON Schema counts them (code points), so the limits agree with the schema's maxLength. */
function length(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}

function text(value: unknown, field: string, max: number, opts: { blank?: boolean } = {}): string {
  if (typeof value !== 'string') throw new Error(`\`${field}\` is not a string`)
  if (!opts.blank && !/\S/u.test(value)) throw new Error(`\`${field}\` is empty`)
  const n = length(value)
  if (n > max) throw new Error(`\`${field}\` is ${n} characters, over ${max}`)
  return value
}

function lineNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Error(`\`${field}\` is not a whole number`)
  if (value < 1) throw new Error(`\`${field}\` is ${value}: lines count from 1`)
  if (value > LIMITS.line) throw new Error(`\`${field}\` is ${value}, over ${LIMITS.line}`)
  return value
}

/** The value as a JSON object's fields; anything else is refused. */
function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
  return value as Record<string, unknown>
}

/** The object's own fields, refused when one is not in `keys` (the schema's `additionalProperties: false`). */
function fieldsOf(value: unknown, keys: ReadonlySet<string>): Record<string, unknown> {
  const v = objectOf(value)
  const unknown = Object.keys(v).filter((k) => !keys.has(k))
  if (unknown.length > 0)
    throw new Error(
      `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `\`${k}\``).join(', ')}`
    )
  return v
}

/**
 * A severity as critics write it, in any case (`High` is high): the schema's pattern accepts the same. A finding
 * dropped for the case of one letter would pass the review's gate unread.
 */
function severityOf(value: unknown): Severity {
  const lower = typeof value === 'string' ? value.toLowerCase() : undefined
  if (lower === undefined || !(SEVERITIES as readonly string[]).includes(lower))
    throw new Error(`\`severity\` is not one of ${SEVERITIES.join(', ')}`)
  return lower as Severity
}

function required(v: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) if (!(field in v)) throw new Error(`\`${field}\` is missing`)
}

function checked<T>(read: () => T): EntryCheck<T> {
  try {
    return { ok: true, value: read() }
  } catch (error) {
    return { ok: false, why: (error as Error).message }
  }
}

/** Checks one entry of `answers`; a valid one comes back as a fresh object holding only its two fields. */
export function checkAnswer(value: unknown): EntryCheck<ThreadAnswer> {
  return checked(() => {
    const v = fieldsOf(value, ANSWER_KEYS)
    required(v, ['thread', 'body'])
    const thread = v.thread
    if (typeof thread !== 'number' || !Number.isInteger(thread))
      throw new Error('`thread` is not a whole number')
    if (thread < 1) throw new Error(`\`thread\` is ${thread}: comment ids count from 1`)
    if (thread > LIMITS.thread) throw new Error(`\`thread\` is ${thread}, over ${LIMITS.thread}`)
    return { thread, body: text(v.body, 'body', LIMITS.answerBody) }
  })
}

/** Checks one entry of `ledger`; a valid one comes back as a fresh object holding only its three fields. */
export function checkLedgerEntry(value: unknown): EntryCheck<LedgerEntry> {
  return checked(() => {
    const v = fieldsOf(value, LEDGER_KEYS)
    required(v, ['id', 'status', 'answer'])
    if (typeof v.id !== 'string') throw new Error('`id` is not a string')
    // Only the start is shown: the id is the critic's text, and a wrong one may be long.
    if (!LEDGER_ID.test(v.id))
      throw new Error(`\`id\` ${JSON.stringify(v.id.slice(0, 20))} is not an item id such as Q1, A2 or V3`)
    if (!(LEDGER_STATUSES as readonly unknown[]).includes(v.status))
      throw new Error(`\`status\` is not one of ${LEDGER_STATUSES.join(', ')}`)
    const answer = text(v.answer, 'answer', LIMITS.ledgerAnswer)
    if (LINE_BREAK.test(answer)) throw new Error('`answer` is more than one line')
    return { id: v.id, status: v.status as LedgerStatus, answer }
  })
}

/** The place an entry names, as a finding and a checked place name it: a path, a line, and a range's end. */
function readPlace(v: Record<string, unknown>): { path: string; line: number; endLine?: number } {
  const path = text(v.path, 'path', LIMITS.path, { blank: true })
  if (path === '') throw new Error('`path` is empty')
  const line = lineNumber(v.line, 'line')
  const endLine = v.endLine === undefined ? undefined : lineNumber(v.endLine, 'endLine')
  if (endLine !== undefined && endLine < line)
    throw new Error(`\`endLine\` ${endLine} is before \`line\` ${line}`)
  return endLine === undefined ? { path, line } : { path, line, endLine }
}

/** Checks one entry of `checked`; a valid one comes back as a fresh object holding only its fields. */
export function checkCheckedPlace(value: unknown): EntryCheck<CheckedPlace> {
  return checked(() => {
    const v = fieldsOf(value, CHECKED_KEYS)
    required(v, ['path', 'line', 'note'])
    const { path, line, endLine } = readPlace(v)
    const note = text(v.note, 'note', LIMITS.checkedNote)
    if (LINE_BREAK.test(note)) throw new Error('`note` is more than one line')
    return { path, line, ...(endLine === undefined ? {} : { endLine }), note }
  })
}

/**
 * Checks one entry of `findings`; a valid one comes back as a fresh object holding only the known fields, with
 * the names of the fields it also had. A field the format does not know (a model's `confidence`) is left out and
 * named, never a reason to drop the finding: a finding dropped is a finding the review's gate never sees.
 */
export function checkFinding(value: unknown): FindingCheck {
  try {
    const v = objectOf(value)
    const finding = readFinding(v)
    return { ok: true, finding, ignored: Object.keys(v).filter((k) => !FINDING_KEYS.has(k)) }
  } catch (error) {
    return { ok: false, why: (error as Error).message }
  }
}

function readFinding(v: Record<string, unknown>): Finding {
  required(v, ['path', 'line', 'severity', 'title', 'body'])
  const { path, line, endLine } = readPlace(v)
  if (v.side !== undefined && v.side !== 'RIGHT' && v.side !== 'LEFT')
    throw new Error('`side` is neither "RIGHT" nor "LEFT"')
  const finding: Finding = {
    path,
    line,
    severity: severityOf(v.severity),
    title: text(v.title, 'title', LIMITS.title),
    body: text(v.body, 'body', LIMITS.body)
  }
  // Optional fields are set only when given, so a valid finding comes back exactly as written.
  if (v.pullRequest !== undefined) {
    const ref = text(v.pullRequest, 'pullRequest', LIMITS.pullRequest, { blank: true })
    if (ref === '') throw new Error('`pullRequest` is empty')
    finding.pullRequest = ref
  }
  if (endLine !== undefined) finding.endLine = endLine
  if (v.side !== undefined) finding.side = v.side as Side
  if (v.suggestion !== undefined)
    finding.suggestion = text(v.suggestion, 'suggestion', LIMITS.suggestion, { blank: true })
  return finding
}
