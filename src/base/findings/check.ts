// Checks one entry of a findings block by the format's validators (compiled ahead of time from findings-schema.ts:
// a bundle needs no ajv for them, nor compiles a schema at start-up), names in words what a person should fix
// first, and adds the one rule JSON Schema cannot say of an entry: a range ends at or after its start.
import type { ErrorObject } from 'ajv'
import {
  validateCheckedPlace,
  validateFinding,
  validateLedgerEntry,
  validateThreadAnswer,
  type CompiledValidator
} from './findings-validator.generated.js'
import { NOT_BLANK } from './finding-limits.js'
import {
  LEDGER_STATUSES,
  SEVERITIES,
  type CheckedPlace,
  type Finding,
  type LedgerEntry,
  type Severity,
  type ThreadAnswer
} from './finding.js'

/** `ignored`: fields a finding may not have, left out of it (never a reason to lose the finding). */
export type FindingCheck = { ok: true; finding: Finding; ignored: string[] } | { ok: false; why: string }
export type EntryCheck<T> = { ok: true; value: T } | { ok: false; why: string }

/** A finding's fields, each named once: tsc holds the list to the Finding type, both ways. */
const FINDING_FIELDS: ReadonlySet<string> = new Set(
  Object.keys({
    pullRequest: true,
    path: true,
    line: true,
    endLine: true,
    side: true,
    severity: true,
    title: true,
    body: true,
    suggestion: true
  } satisfies Record<keyof Finding, true>)
)

/** The pseudo-field of the range rule, placed in an entry's order where the range is read. */
const RANGE = '(range)'

/** One thing wrong with an entry: `rank` orders them, the first is the one named. */
interface Problem {
  rank: number
  why: string
}

/**
 * How the problems of one kind of entry are ranked: the fields in the order a person reads them (a missing field
 * before a wrong one, a field's type before its length), and the reasons a field's number counts from.
 */
interface EntryKind {
  validate: CompiledValidator
  order: readonly string[]
  /** What a number field below its minimum counts from: `lines count from 1`. */
  countsFrom?: string
}

const FINDING: EntryKind = {
  validate: validateFinding,
  order: ['path', 'line', 'endLine', RANGE, 'side', 'severity', 'title', 'body', 'pullRequest', 'suggestion'],
  countsFrom: 'lines count from 1'
}
const ANSWER: EntryKind = {
  validate: validateThreadAnswer,
  order: ['thread', 'body'],
  countsFrom: 'comment ids count from 1'
}
const LEDGER: EntryKind = { validate: validateLedgerEntry, order: ['id', 'status', 'answer'] }
const CHECKED: EntryKind = {
  validate: validateCheckedPlace,
  order: ['path', 'line', 'endLine', RANGE, 'note'],
  countsFrom: 'lines count from 1'
}

/**
 * A field's checks in the order they are named: its type, then empty or below its minimum, then over its limit,
 * then its form (a blank text is empty, whatever its length).
 */
function keywordRank(error: ErrorObject): number {
  if (error.keyword === 'pattern') return error.params.pattern === NOT_BLANK ? 1 : 3
  return { type: 0, enum: 0, minimum: 1, minLength: 1, maximum: 2, maxLength: 2 }[error.keyword] ?? 9
}

/** The pattern of a text that may not be blank (the schema's `\S`). */
/** Characters as JSON Schema counts them (code points), as the validators' maxLength does. */
function length(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}

/** The words for one error ajv gave on `field` (a field the entry has) of `entry`. */
function fieldWhy(
  kind: EntryKind,
  entry: Record<string, unknown>,
  field: string,
  error: ErrorObject
): string {
  const value = entry[field]
  const name = `\`${field}\``
  const params = error.params as Record<string, unknown>
  if (field === 'severity') return `${name} is not one of ${SEVERITIES.join(', ')}`
  if (field === 'side') return `${name} is neither "RIGHT" nor "LEFT"`
  if (field === 'status') return `${name} is not one of ${LEDGER_STATUSES.join(', ')}`
  switch (error.keyword) {
    case 'type':
      return params.type === 'integer' ? `${name} is not a whole number` : `${name} is not a string`
    case 'minimum':
      return `${name} is ${String(value)}: ${kind.countsFrom ?? `below ${String(params.limit)}`}`
    case 'maximum':
      return `${name} is ${String(value)}, over ${String(params.limit)}`
    case 'minLength':
      return `${name} is empty`
    case 'maxLength':
      return `${name} is ${length(String(value))} characters, over ${String(params.limit)}`
    case 'pattern':
      if (params.pattern === NOT_BLANK) return `${name} is empty`
      // Only the start is shown: the id is the critic's text, and a wrong one may be long.
      if (field === 'id')
        return `${name} ${JSON.stringify(String(value).slice(0, 20))} is not an item id such as Q1, A2 or V3`
      return `${name} is more than one line`
    default:
      return `${name} is not valid`
  }
}

/** Every problem ajv found in an entry, ranked; the entry's own fields come first, then the rest of it. */
function problemsOf(kind: EntryKind, value: unknown, errors: readonly ErrorObject[]): Problem[] {
  const entry = value as Record<string, unknown>
  const unknown = errors.flatMap((e) =>
    e.keyword === 'additionalProperties' ? [String(e.params.additionalProperty)] : []
  )
  const problems: Problem[] = []
  // Fields the entry may not have come first, all named in one reason.
  if (unknown.length > 0)
    problems.push({
      rank: -2000,
      why: `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `\`${k}\``).join(', ')}`
    })
  errors.forEach((error, index) => {
    if (error.instancePath === '') {
      if (error.keyword === 'type') problems.push({ rank: -3000, why: 'not an object' })
      if (error.keyword === 'required')
        problems.push({ rank: -1000 + index, why: `\`${String(error.params.missingProperty)}\` is missing` })
      return
    }
    const field = error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~')
    const at = kind.order.indexOf(field)
    const rank = (at < 0 ? kind.order.length : at) * 10 + keywordRank(error)
    problems.push({ rank, why: fieldWhy(kind, entry, field, error) })
  })
  return problems
}

/** The range rule, where both ends are whole numbers (otherwise the validator names them). */
function rangeProblem(kind: EntryKind, value: unknown): Problem[] {
  if (typeof value !== 'object' || value === null) return []
  const { line, endLine } = value as { line?: unknown; endLine?: unknown }
  if (typeof line !== 'number' || typeof endLine !== 'number' || endLine >= line) return []
  return [{ rank: kind.order.indexOf(RANGE) * 10, why: `\`endLine\` ${endLine} is before \`line\` ${line}` }]
}

/** Why an entry is not valid (the first of its problems), or undefined when it is. */
function whyNot(kind: EntryKind, value: unknown): string | undefined {
  const valid = kind.validate(value)
  const problems = valid ? [] : problemsOf(kind, value, kind.validate.errors ?? [])
  if (kind.order.includes(RANGE)) problems.push(...rangeProblem(kind, value))
  if (problems.length === 0) return valid ? undefined : 'does not match the findings format'
  return problems.reduce((first, p) => (p.rank < first.rank ? p : first)).why
}

/** Checks one entry of `answers`; a valid one comes back as a fresh object holding only its two fields. */
export function checkAnswer(value: unknown): EntryCheck<ThreadAnswer> {
  const why = whyNot(ANSWER, value)
  if (why !== undefined) return { ok: false, why }
  const { thread, body } = value as ThreadAnswer
  return { ok: true, value: { thread, body } }
}

/** Checks one entry of `ledger`; a valid one comes back as a fresh object holding only its three fields. */
export function checkLedgerEntry(value: unknown): EntryCheck<LedgerEntry> {
  const why = whyNot(LEDGER, value)
  if (why !== undefined) return { ok: false, why }
  const { id, status, answer } = value as LedgerEntry
  return { ok: true, value: { id, status, answer } }
}

/** Checks one entry of `checked`; a valid one comes back as a fresh object holding only its fields. */
export function checkCheckedPlace(value: unknown): EntryCheck<CheckedPlace> {
  const why = whyNot(CHECKED, value)
  if (why !== undefined) return { ok: false, why }
  const { path, line, endLine, note } = value as CheckedPlace
  return { ok: true, value: { path, line, ...(endLine === undefined ? {} : { endLine }), note } }
}

/**
 * Checks one entry of `findings`; a valid one comes back as a fresh object holding only the known fields, with
 * the names of the fields it also had. A field the format does not know (a model's `confidence`) is left out and
 * named, never a reason to drop the finding: a finding dropped is a finding the review's gate never sees.
 */
export function checkFinding(value: unknown): FindingCheck {
  const why = whyNot(FINDING, value)
  if (why !== undefined) return { ok: false, why }
  const v = value as Record<string, unknown> & Finding
  const finding: Finding = {
    path: v.path,
    line: v.line,
    // Read in any case (`High` is high), as the format says: the validator let only a severity's letters through.
    severity: v.severity.toLowerCase() as Severity,
    title: v.title,
    body: v.body
  }
  // Optional fields are set only when given, so a valid finding comes back exactly as written.
  if (v.pullRequest !== undefined) finding.pullRequest = v.pullRequest
  if (v.endLine !== undefined) finding.endLine = v.endLine
  if (v.side !== undefined) finding.side = v.side
  if (v.suggestion !== undefined) finding.suggestion = v.suggestion
  return { ok: true, finding, ignored: Object.keys(v).filter((k) => !FINDING_FIELDS.has(k)) }
}
