// schemas/findings.schema.json, which owners validate their critic's output with, accepts what the parser takes
// (findings, thread answers, ledger entries), bar the rules JSON Schema cannot say; check.test.ts holds the
// reasons the parser gives.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { checkAnswer, checkFinding, checkLedgerEntry } from '../../../src/base/findings/check.js'
import { LIMITS } from '../../../src/base/findings/finding.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import {
  nearAnswer,
  nearFinding,
  nearLedgerEntry,
  validAnswer,
  validFinding,
  validLedgerEntry
} from './arbitraries.js'

import {
  schema,
  validateAnswer,
  validateDocument,
  validateFinding,
  validateLedgerEntry
} from './published-schema.js'

/** The one rule JSON Schema cannot state: a range ends at or after its start. */
const rangeOk = (f: unknown) => {
  const { line, endLine } = (f ?? {}) as { line?: unknown; endLine?: unknown }
  return typeof line !== 'number' || typeof endLine !== 'number' || endLine >= line
}

/** The other rule JSON Schema cannot state: no two entries share a key (a thread, a ledger id). */
const unique = (entries: unknown[], field: string) => {
  const keys = entries
    .filter((e) => typeof e === 'object' && e !== null && field in e)
    .map((e) => JSON.stringify((e as Record<string, unknown>)[field]))
  return new Set(keys).size === keys.length
}

/** A valid finding as the checker gives it back: the format's fields only, its severity in lower case. */
const asRead = (f: Record<string, unknown>) => {
  const known = ['pullRequest', 'path', 'line', 'endLine', 'side', 'severity', 'title', 'body', 'suggestion']
  const out = Object.fromEntries(Object.entries(f).filter(([k]) => known.includes(k)))
  return { ...out, severity: String(f.severity).toLowerCase() }
}

const fenced = (doc: unknown) => '```the-loop-findings\n' + JSON.stringify(doc) + '\n```'

describe('the findings schema and the parser', () => {
  it('is a strict, valid draft 2020-12 schema', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(validateDocument({ findings: [] })).toBe(true)
    expect(validateDocument({ findings: [{}] })).toBe(false)
  })

  it('keeps a finding with a field the format does not know, and names the field; reads severity in any case', () => {
    const base = { path: 'a', line: 1, severity: 'High', title: 't', body: 'b' }
    expect(checkFinding({ ...base, confidence: 0.9, tags: [] })).toEqual({
      ok: true,
      finding: { ...base, severity: 'high' },
      ignored: ['confidence', 'tags']
    })
  })

  prop.prop([nearFinding], { numRuns: 2000 })('agree on generated near-valid findings', (sample) => {
    const checked = checkFinding(sample)
    expect(checked.ok).toBe(validateFinding(sample) && rangeOk(sample))
    if (checked.ok) expect(checked.finding).toEqual(asRead(sample as Record<string, unknown>))
  })

  prop.prop([fc.array(nearFinding, { maxLength: 8 })], { numRuns: 300 })(
    'a document the schema accepts is parsed whole; one it refuses loses something, named in dropped',
    (findings) => {
      const parsed = parseFindings('```the-loop-findings\n' + JSON.stringify({ findings }) + '\n```')
      const whole = validateDocument({ findings }) && findings.every(rangeOk)
      expect(parsed.dropped.length === 0).toBe(whole)
      expect(parsed.findings.length === findings.length).toBe(whole)
    }
  )

  prop.prop([validFinding], { numRuns: 300 })('every generated valid finding is valid by the schema', (f) => {
    expect(validateFinding(f)).toBe(true)
  })
})

describe('the schema and the parser on answers and the ledger', () => {
  const answer = { thread: 1234, body: 'Fixed in the next commit.' }
  const entry = { id: 'Q1', status: 'answered', answer: 'Yes: the retry stops after 5 tries.' }

  it('the schema refuses a root `answers` or `ledger` that is no array, or over its cap; the parser says so', () => {
    const many = Array.from({ length: LIMITS.answers + 1 }, (_, i) => ({ ...answer, thread: i + 1 }))
    for (const doc of [
      { findings: [], answers: { thread: 1, body: 'b' } },
      { findings: [], ledger: 'Q1 answered' },
      { findings: [], answers: null },
      { findings: [], answers: many }
    ]) {
      expect(validateDocument(doc)).toBe(false)
      const parsed = parseFindings(fenced(doc))
      expect(parsed.answersDropped.length + parsed.ledgerDropped.length).toBe(1)
    }
    expect(validateDocument({ findings: [], answers: many.slice(1) })).toBe(true)
    expect(validateDocument({ findings: [], answers: [], ledger: [] })).toBe(true)
  })

  it('a repeated thread or id is valid by the schema, which cannot say it; the parser drops the later one', () => {
    const doc = {
      findings: [],
      answers: [answer, { ...answer, body: 'Again.' }],
      ledger: [entry, { ...entry, status: 'open' }]
    }
    expect(validateDocument(doc)).toBe(true)
    const parsed = parseFindings(fenced(doc))
    expect([parsed.answers, parsed.ledger]).toEqual([[answer], [entry]])
    expect([parsed.answersDropped.length, parsed.ledgerDropped.length]).toEqual([1, 1])
  })

  prop.prop([nearAnswer], { numRuns: 1000 })('agree on generated near-valid answers', (sample) => {
    const checked = checkAnswer(sample)
    expect(checked.ok).toBe(validateAnswer(sample))
    if (checked.ok) expect(checked.value).toEqual(sample)
  })

  prop.prop([nearLedgerEntry], { numRuns: 1000 })(
    'agree on generated near-valid ledger entries',
    (sample) => {
      const checked = checkLedgerEntry(sample)
      expect(checked.ok).toBe(validateLedgerEntry(sample))
      if (checked.ok) expect(checked.value).toEqual(sample)
    }
  )

  prop.prop([validAnswer, validLedgerEntry], { numRuns: 300 })(
    'every generated valid answer and ledger entry is valid by the schema',
    (a, e) => {
      expect([validateAnswer(a), validateLedgerEntry(e)]).toEqual([true, true])
    }
  )

  prop.prop(
    [
      fc.array(nearFinding, { maxLength: 4 }),
      fc.array(nearAnswer, { maxLength: LIMITS.answers + 3 }),
      fc.array(nearLedgerEntry, { maxLength: 8 })
    ],
    { numRuns: 300 }
  )(
    'a document with answers and a ledger the schema accepts is parsed whole; one it refuses loses something, named',
    (findings, answers, ledger) => {
      const doc = { findings, answers, ledger }
      const parsed = parseFindings(fenced(doc))
      const whole =
        validateDocument(doc) && findings.every(rangeOk) && unique(answers, 'thread') && unique(ledger, 'id')
      const dropped = [...parsed.dropped, ...parsed.answersDropped, ...parsed.ledgerDropped]
      expect(dropped.length === 0).toBe(whole)
      const kept = [parsed.findings.length, parsed.answers.length, parsed.ledger.length]
      expect(kept.join() === [findings.length, answers.length, ledger.length].join()).toBe(whole)
    }
  )
})
