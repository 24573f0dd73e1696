// The hand-written twin of schemas/findings.schema.json's `finding`: the critics and publish bundles stay free of
// ajv (and of compiling a schema at start-up), and each dropped finding gets a reason a person can act on.
// __tests__/findings/schema.test.ts holds the two to the same verdicts.
import { LIMITS, SEVERITIES, type Finding, type Severity, type Side } from './finding.js'

export type FindingCheck = { ok: true; finding: Finding } | { ok: false; why: string }

const KEYS = new Set([
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

/** Checks one entry of `findings`; a valid one comes back as a fresh object holding only the known fields. */
export function checkFinding(value: unknown): FindingCheck {
  try {
    return { ok: true, finding: readFinding(value) }
  } catch (error) {
    return { ok: false, why: (error as Error).message }
  }
}

function readFinding(value: unknown): Finding {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
  const v = value as Record<string, unknown>
  const unknown = Object.keys(v).filter((k) => !KEYS.has(k))
  if (unknown.length > 0)
    throw new Error(
      `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `\`${k}\``).join(', ')}`
    )
  for (const field of ['path', 'line', 'severity', 'title', 'body'])
    if (!(field in v)) throw new Error(`\`${field}\` is missing`)
  const path = text(v.path, 'path', LIMITS.path, { blank: true })
  if (path === '') throw new Error('`path` is empty')
  const line = lineNumber(v.line, 'line')
  const endLine = v.endLine === undefined ? undefined : lineNumber(v.endLine, 'endLine')
  if (endLine !== undefined && endLine < line)
    throw new Error(`\`endLine\` ${endLine} is before \`line\` ${line}`)
  if (v.side !== undefined && v.side !== 'RIGHT' && v.side !== 'LEFT')
    throw new Error('`side` is neither "RIGHT" nor "LEFT"')
  if (!(SEVERITIES as readonly unknown[]).includes(v.severity))
    throw new Error(`\`severity\` is not one of ${SEVERITIES.join(', ')}`)
  const finding: Finding = {
    path,
    line,
    severity: v.severity as Severity,
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
