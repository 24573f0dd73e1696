// What check.ts says of each hand-picked entry of a findings block: `ok`, or the reason a person can act on,
// the first thing to fix. The published schema (compiled afresh) gives the same verdicts, bar the rules JSON Schema
// cannot say.
import { describe, expect, it } from '@jest/globals'
import {
  checkAnswer,
  checkCheckedPlace,
  checkFinding,
  checkLedgerEntry
} from '../../../src/base/findings/check.js'
import { LIMITS } from '../../../src/base/findings/finding.js'
import { LINE_BREAKS } from './arbitraries.js'
import {
  validateAnswer,
  validateCheckedPlace,
  validateFinding,
  validateLedgerEntry
} from './published-schema.js'

/** Samples, each beside its verdict: `ok`, or the reason it is refused. */
type Table = Array<[sample: unknown, verdict: string]>

/** Each sample of the table beside the verdict `check` gives it. */
const verdicts = (check: (value: unknown) => { ok: boolean; why?: string }, table: Table) =>
  table.map(([sample]) => {
    const checked = check(sample)
    return [sample, checked.ok ? 'ok' : checked.why]
  })

const severityWhy = '`severity` is not one of critical, high, medium, low, info'

describe('the verdicts on findings', () => {
  it('gives each hand-picked finding its verdict, and the published schema agrees', () => {
    const base = { path: 'a', line: 1, severity: 'low', title: 't', body: 'b' }
    const table: Table = [
      [base, 'ok'],
      [{ ...base, endLine: 1, side: 'LEFT', suggestion: '', pullRequest: '#1' }, 'ok'],
      [{ ...base, line: 0 }, '`line` is 0: lines count from 1'],
      [{ ...base, endLine: 0 }, '`endLine` is 0: lines count from 1'],
      [{ ...base, title: ' ' }, '`title` is empty'],
      [{ ...base, title: '😀'.repeat(LIMITS.title) }, 'ok'],
      [{ ...base, title: '😀'.repeat(LIMITS.title + 1) }, '`title` is 201 characters, over 200'],
      [{ ...base, path: '' }, '`path` is empty'],
      [{ ...base, pullRequest: '' }, '`pullRequest` is empty'],
      [{ ...base, extra: true }, 'ok'],
      [{ ...base, confidence: 0.9, severity: 'High' }, 'ok'],
      [{ ...base, severity: 'CRITICAL' }, 'ok'],
      [{ ...base, severity: 'high ' }, severityWhy],
      [{ ...base, severity: 'severe' }, severityWhy],
      [{ ...base, severity: 3 }, severityWhy],
      [{ ...base, side: null }, '`side` is neither "RIGHT" nor "LEFT"'],
      [{ ...base, line: 1.0 }, 'ok'],
      [{ ...base, line: 1e300 }, '`line` is 1e+300, over 10000000'],
      [null, 'not an object'],
      [[base], 'not an object']
    ]
    expect(verdicts(checkFinding, table)).toEqual(table)
    expect(table.map(([sample]) => [sample, validateFinding(sample)])).toEqual(
      table.map(([sample, why]) => [sample, why === 'ok'])
    )
  })

  it('names first what a person fixes first: a missing field, then the fields in order, the range after its ends', () => {
    const base = { path: 'a', line: 2, severity: 'low', title: 't', body: 'b' }
    const table: Table = [
      [{ line: 0, severity: 'x', title: '', body: '' }, '`path` is missing'],
      [{ ...base, path: 3, line: 0 }, '`path` is not a string'],
      [{ ...base, line: 'x', endLine: 1 }, '`line` is not a whole number'],
      [{ ...base, title: ' '.repeat(LIMITS.title + 1) }, '`title` is empty'],
      [
        { ...base, suggestion: 'x'.repeat(4001), pullRequest: 'x'.repeat(301) },
        '`pullRequest` is 301 characters, over 300'
      ],
      // The one rule JSON Schema cannot say: the published schema accepts these, the parser does not.
      [{ ...base, endLine: 1 }, '`endLine` 1 is before `line` 2'],
      [{ ...base, endLine: 1, side: 'BOTH' }, '`endLine` 1 is before `line` 2']
    ]
    expect(verdicts(checkFinding, table)).toEqual(table)
    expect(validateFinding({ ...base, endLine: 1 })).toBe(true)
  })
})

describe('the verdicts on answers, ledger entries and checked places', () => {
  const answer = { thread: 1234, body: 'Fixed in the next commit.' }
  const entry = { id: 'Q1', status: 'answered', answer: 'Yes: the retry stops after 5 tries.' }
  it('gives each hand-picked answer its verdict, and the published schema agrees', () => {
    const table: Table = [
      [answer, 'ok'],
      [{ ...answer, thread: 1 }, 'ok'],
      [{ ...answer, thread: LIMITS.thread }, 'ok'],
      [{ ...answer, body: '😀'.repeat(LIMITS.answerBody) }, 'ok'],
      [{ ...answer, body: 'two\nlines are fine in Markdown' }, 'ok'],
      [{ ...answer, thread: 0 }, '`thread` is 0: comment ids count from 1'],
      [{ ...answer, thread: -5 }, '`thread` is -5: comment ids count from 1'],
      [{ ...answer, thread: 1.5 }, '`thread` is not a whole number'],
      [{ ...answer, thread: LIMITS.thread + 1 }, '`thread` is 9007199254740992, over 9007199254740991'],
      [{ ...answer, thread: 1e300 }, '`thread` is 1e+300, over 9007199254740991'],
      [{ ...answer, thread: '1234' }, '`thread` is not a whole number'],
      [{ ...answer, thread: null }, '`thread` is not a whole number'],
      [{ ...answer, body: '' }, '`body` is empty'],
      [{ ...answer, body: ' \n\t' }, '`body` is empty'],
      [{ ...answer, body: 'x'.repeat(LIMITS.answerBody + 1) }, '`body` is 4001 characters, over 4000'],
      [{ ...answer, body: '😀'.repeat(LIMITS.answerBody + 1) }, '`body` is 4001 characters, over 4000'],
      [{ ...answer, body: 42 }, '`body` is not a string'],
      [{ ...answer, extra: true }, 'unknown field `extra`'],
      [{ ...answer, extra: true, more: 2 }, 'unknown fields `extra`, `more`'],
      [{ thread: 0, body: '', extra: 1 }, 'unknown field `extra`'],
      [{ thread: 1234 }, '`body` is missing'],
      [{ body: 'b' }, '`thread` is missing'],
      [null, 'not an object'],
      ['text', 'not an object'],
      [[answer], 'not an object']
    ]
    expect(verdicts(checkAnswer, table)).toEqual(table)
    expect(table.map(([sample]) => [sample, validateAnswer(sample)])).toEqual(
      table.map(([sample, why]) => [sample, why === 'ok'])
    )
  })

  it('gives each hand-picked ledger entry its verdict, and the published schema agrees', () => {
    const notId = (id: string) => `\`id\` ${JSON.stringify(id)} is not an item id such as Q1, A2 or V3`
    const statusWhy = '`status` is not one of answered, partly, open, cannot-check'
    const table: Table = [
      [entry, 'ok'],
      [{ ...entry, id: 'A999' }, 'ok'],
      [{ ...entry, id: 'V3', status: 'cannot-check', answer: 'The logs are not in the repository.' }, 'ok'],
      [{ ...entry, status: 'partly' }, 'ok'],
      [{ ...entry, status: 'open' }, 'ok'],
      [{ ...entry, answer: '😀'.repeat(LIMITS.ledgerAnswer) }, 'ok'],
      [{ ...entry, answer: 'tabs\tare one line' }, 'ok'],
      ...['Q0', 'Q1000', 'Q01', 'q1', 'X1', 'Q1 ', 'Q1\n', ''].map((id): [unknown, string] => [
        { ...entry, id },
        notId(id)
      ]),
      [{ ...entry, id: 1 }, '`id` is not a string'],
      [{ ...entry, status: 'Answered' }, statusWhy],
      [{ ...entry, status: 'closed' }, statusWhy],
      [{ ...entry, status: null }, statusWhy],
      [{ ...entry, answer: '' }, '`answer` is empty'],
      [{ ...entry, answer: '   ' }, '`answer` is empty'],
      [{ ...entry, answer: 'x'.repeat(LIMITS.ledgerAnswer + 1) }, '`answer` is 501 characters, over 500'],
      [{ ...entry, answer: '😀'.repeat(LIMITS.ledgerAnswer + 1) }, '`answer` is 501 characters, over 500'],
      [{ ...entry, answer: ['a'] }, '`answer` is not a string'],
      ...LINE_BREAKS.map((b): [unknown, string] => [
        { ...entry, answer: `first${b}second` },
        '`answer` is more than one line'
      ]),
      [{ ...entry, answer: 'ends with a break\n' }, '`answer` is more than one line'],
      [{ ...entry, answer: '\u0085' }, '`answer` is more than one line'],
      [{ ...entry, note: 'x' }, 'unknown field `note`'],
      [{ id: 'Q1', status: 'open' }, '`answer` is missing'],
      [null, 'not an object'],
      [[entry], 'not an object']
    ]
    expect(verdicts(checkLedgerEntry, table)).toEqual(table)
    expect(table.map(([sample]) => [sample, validateLedgerEntry(sample)])).toEqual(
      table.map(([sample, why]) => [sample, why === 'ok'])
    )
  })

  it('gives each hand-picked checked place its verdict, and the published schema agrees but on the range', () => {
    const place = { path: 'a', line: 3, note: 'fine' }
    const table: Table = [
      [place, 'ok'],
      [{ ...place, endLine: 4 }, 'ok'],
      [{ ...place, note: 'two\nlines' }, '`note` is more than one line'],
      [{ ...place, note: ' ' }, '`note` is empty'],
      [{ ...place, path: '' }, '`path` is empty'],
      [{ ...place, severity: 'low' }, 'unknown field `severity`'],
      [{ path: 'a', note: 'x' }, '`line` is missing'],
      ['x', 'not an object'],
      // The range is read before the note: the published schema accepts the first, the parser neither.
      [{ ...place, endLine: 2 }, '`endLine` 2 is before `line` 3'],
      [{ ...place, endLine: 2, note: '\n' }, '`endLine` 2 is before `line` 3']
    ]
    expect(verdicts(checkCheckedPlace, table)).toEqual(table)
    expect(table.map(([sample]) => [sample, validateCheckedPlace(sample)])).toEqual(
      table.map(([sample, why], i) => [sample, why === 'ok' || i === table.length - 2])
    )
  })
})
