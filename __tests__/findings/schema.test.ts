// schemas/findings.schema.json and the hand-written checker give the same verdict on every sample, so owners
// who validate their critic's output with the schema get what the parser takes.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { checkFinding } from '../../src/findings/check.js'
import { LIMITS } from '../../src/findings/finding.js'
import { parseFindings } from '../../src/findings/findings-parse.js'
import { nearFinding, validFinding } from './arbitraries.js'

const schema = JSON.parse(
  readFileSync(new URL('../../schemas/findings.schema.json', import.meta.url), 'utf8')
)
const ajv = new Ajv2020({ allErrors: true, strict: true })
const validateDocument = ajv.compile(schema)
const validateFinding = ajv.getSchema(`${schema.$id}#/$defs/finding`)!

/** The one rule JSON Schema cannot state: a range ends at or after its start. */
const rangeOk = (f: unknown) => {
  const { line, endLine } = (f ?? {}) as { line?: unknown; endLine?: unknown }
  return typeof line !== 'number' || typeof endLine !== 'number' || endLine >= line
}

describe('the findings schema and the checker', () => {
  it('is a strict, valid draft 2020-12 schema', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(validateDocument({ findings: [] })).toBe(true)
    expect(validateDocument({ findings: [{}] })).toBe(false)
  })

  it('agree on hand-picked samples', () => {
    const base = { path: 'a', line: 1, severity: 'low', title: 't', body: 'b' }
    const samples: unknown[] = [
      base,
      { ...base, endLine: 1, side: 'LEFT', suggestion: '', pullRequest: '#1' },
      { ...base, line: 0 },
      { ...base, endLine: 0 },
      { ...base, title: ' ' },
      { ...base, title: '😀'.repeat(LIMITS.title) },
      { ...base, title: '😀'.repeat(LIMITS.title + 1) },
      { ...base, path: '' },
      { ...base, pullRequest: '' },
      { ...base, extra: true },
      { ...base, side: null },
      { ...base, line: 1.0 },
      { ...base, line: 1e300 },
      null,
      [base]
    ]
    for (const sample of samples)
      expect([sample, checkFinding(sample).ok]).toEqual([sample, validateFinding(sample)])
  })

  prop.prop([nearFinding], { numRuns: 2000 })('agree on generated near-valid findings', (sample) => {
    const checked = checkFinding(sample)
    expect(checked.ok).toBe(validateFinding(sample) && rangeOk(sample))
    if (checked.ok) expect(checked.finding).toEqual(sample)
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
