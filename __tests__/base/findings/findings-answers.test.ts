// parseFindings on the block's optional `answers` (replies to line-comment threads) and `ledger` (where a critic
// stands on the brief's items): checked entry by entry like findings, the first per thread or id kept, and kept
// apart from `dropped`, which callers show as findings not read.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import {
  LIMITS,
  type Finding,
  type LedgerEntry,
  type ThreadAnswer
} from '../../../src/base/findings/finding.js'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import { nearAnswer, nearFinding, nearLedgerEntry } from './arbitraries.js'

const finding: Finding = {
  path: 'src/a.ts',
  line: 3,
  severity: 'high',
  title: 'Unbounded retry',
  body: 'It loops.'
}
const answer: ThreadAnswer = { thread: 101, body: 'Yes, `retry` stops after 5 tries now.' }
const entry: LedgerEntry = { id: 'Q1', status: 'answered', answer: 'The cache is cleared on every deploy.' }
const fenced = (doc: unknown) => 'Round text.\n\n```the-loop-findings\n' + JSON.stringify(doc) + '\n```\n'
const reasons = (dropped: { what: string; why: string }[]) => dropped.map((d) => [d.what, d.why])

describe('parseFindings: answers and ledger', () => {
  it('takes valid answers and ledger entries beside the findings, and removes the block', () => {
    const ledger: LedgerEntry[] = [
      entry,
      { id: 'A2', status: 'partly', answer: 'Only the happy path has a test.' },
      { id: 'V3', status: 'cannot-check', answer: 'The staging logs are not in the repository.' },
      { id: 'Q999', status: 'open', answer: 'Not looked at yet.' }
    ]
    const parsed = parseFindings(fenced({ findings: [finding], answers: [answer], ledger }))
    expect(parsed).toEqual({
      text: 'Round text.',
      findings: [finding],
      dropped: [],
      ignored: [],
      lost: 0,
      answers: [answer],
      answersDropped: [],
      ledger,
      ledgerDropped: []
    })
  })

  it('takes a block that only answers, with an empty findings array', () => {
    const parsed = parseFindings(fenced({ findings: [], answers: [answer] }))
    expect([parsed.text, parsed.findings, parsed.answers, parsed.ledger]).toEqual([
      'Round text.',
      [],
      [answer],
      []
    ])
  })

  it('does not take answers from a block without a findings array: the block stays in the text', () => {
    const text = fenced({ answers: [answer], ledger: [entry] })
    const parsed = parseFindings(text)
    expect([parsed.text, parsed.answers, parsed.ledger]).toEqual([text, [], []])
    expect(reasons(parsed.dropped)).toEqual([
      ['the `the-loop-findings` block', 'the JSON has no `findings` array; it stays in the text']
    ])
  })

  it('takes answers and a ledger written with comments and trailing commas', () => {
    const json = `{
      "findings": [],
      // replies
      "answers": [ { "thread": 101, "body": "see https://x.test/a//b", }, ],
      "ledger": [ { "id": "Q1", /* stands */ "status": "open", "answer": "a /* b */ c" }, ],
    }`
    const parsed = parseFindings('```the-loop-findings\n' + json + '\n```')
    expect([parsed.answers, parsed.ledger]).toEqual([
      [{ thread: 101, body: 'see https://x.test/a//b' }],
      [{ id: 'Q1', status: 'open', answer: 'a /* b */ c' }]
    ])
  })

  it('drops an invalid answer with its index and reason, apart from the findings; valid ones survive', () => {
    const bad = [
      { ...answer, thread: 0 },
      { ...answer, thread: 2.5 },
      { ...answer, thread: '101' },
      { ...answer, thread: LIMITS.thread + 1 },
      { ...answer, body: '  ' },
      { ...answer, body: 'x'.repeat(LIMITS.answerBody + 1) },
      { ...answer, body: 7 },
      { thread: 5 },
      { ...answer, resolve: true },
      'thanks'
    ]
    const last = { thread: 202, body: 'Done.' }
    const parsed = parseFindings(fenced({ findings: [finding], answers: [answer, ...bad, last] }))
    expect(parsed.answers).toEqual([answer, last])
    expect([parsed.findings, parsed.dropped]).toEqual([[finding], []])
    expect(reasons(parsed.answersDropped)).toEqual([
      ['answer 2 (thread 0)', '`thread` is 0: comment ids count from 1'],
      ['answer 3 (thread 2.5)', '`thread` is not a whole number'],
      ['answer 4', '`thread` is not a whole number'],
      ['answer 5 (thread 9007199254740992)', '`thread` is 9007199254740992, over 9007199254740991'],
      ['answer 6 (thread 101)', '`body` is empty'],
      ['answer 7 (thread 101)', `\`body\` is ${LIMITS.answerBody + 1} characters, over ${LIMITS.answerBody}`],
      ['answer 8 (thread 101)', '`body` is not a string'],
      ['answer 9 (thread 5)', '`body` is missing'],
      ['answer 10 (thread 101)', 'unknown field `resolve`'],
      ['answer 11', 'not an object']
    ])
    // The critic's words stay readable: the block is gone from the text.
    expect(JSON.parse(parsed.answersDropped[4]!.raw!)).toEqual({ ...answer, body: '  ' })
    expect(parsed.ledgerDropped).toEqual([])
  })

  it('drops an invalid ledger entry with its index and reason; valid ones survive', () => {
    const bad = [
      { ...entry, id: 'Q0' },
      { ...entry, id: 'Q1000' },
      { ...entry, id: 'q2' },
      { ...entry, id: 3 },
      { ...entry, status: 'done' },
      { ...entry, id: 'Q4', answer: 'first line\nsecond line' },
      { ...entry, id: 'Q5', answer: 'a\u2028b' },
      { ...entry, id: 'Q6', answer: 'x'.repeat(LIMITS.ledgerAnswer + 1) },
      { ...entry, id: 'Q7', answer: '' },
      { id: 'Q8', status: 'open' },
      { ...entry, id: 'Q9', confidence: 'high' },
      null
    ]
    const last: LedgerEntry = { id: 'V1', status: 'open', answer: 'Not run.' }
    const parsed = parseFindings(fenced({ findings: [], ledger: [entry, ...bad, last] }))
    expect(parsed.ledger).toEqual([entry, last])
    expect(parsed.dropped).toEqual([])
    expect(reasons(parsed.ledgerDropped)).toEqual([
      ['ledger entry 2', '`id` "Q0" is not an item id such as Q1, A2 or V3'],
      ['ledger entry 3', '`id` "Q1000" is not an item id such as Q1, A2 or V3'],
      ['ledger entry 4', '`id` "q2" is not an item id such as Q1, A2 or V3'],
      ['ledger entry 5', '`id` is not a string'],
      ['ledger entry 6 (Q1)', '`status` is not one of answered, partly, open, cannot-check'],
      ['ledger entry 7 (Q4)', '`answer` is more than one line'],
      ['ledger entry 8 (Q5)', '`answer` is more than one line'],
      [
        'ledger entry 9 (Q6)',
        `\`answer\` is ${LIMITS.ledgerAnswer + 1} characters, over ${LIMITS.ledgerAnswer}`
      ],
      ['ledger entry 10 (Q7)', '`answer` is empty'],
      ['ledger entry 11 (Q8)', '`answer` is missing'],
      ['ledger entry 12 (Q9)', 'unknown field `confidence`'],
      ['ledger entry 13', 'not an object']
    ])
  })

  it('quotes only the start of a long wrong id', () => {
    const parsed = parseFindings(fenced({ findings: [], ledger: [{ ...entry, id: 'Q'.repeat(300) }] }))
    expect(reasons(parsed.ledgerDropped)).toEqual([
      ['ledger entry 1', `\`id\` "${'Q'.repeat(20)}" is not an item id such as Q1, A2 or V3`]
    ])
  })

  it('keeps the first answer to a thread and the first entry for an id, dropping the later ones with why', () => {
    const answers = [answer, { thread: 7, body: 'Other.' }, { thread: 101, body: 'Said again.' }]
    const ledger = [entry, { ...entry, status: 'open' }, { id: 'A1', status: 'open', answer: 'Later.' }]
    const parsed = parseFindings(fenced({ findings: [], answers, ledger }))
    expect([parsed.answers, parsed.ledger]).toEqual([answers.slice(0, 2), [entry, ledger[2]]])
    expect(reasons(parsed.answersDropped)).toEqual([
      ['answer 3 (thread 101)', 'thread 101 is answered already by answer 1; only the first counts']
    ])
    expect(reasons(parsed.ledgerDropped)).toEqual([
      ['ledger entry 2 (Q1)', 'Q1 is given already by ledger entry 1; only the first counts']
    ])
    expect(JSON.parse(parsed.answersDropped[0]!.raw!)).toEqual(answers[2])
  })

  it('an invalid entry does not claim its thread: a valid later one for the same thread is kept', () => {
    const parsed = parseFindings(fenced({ findings: [], answers: [{ ...answer, body: '' }, answer] }))
    expect(parsed.answers).toEqual([answer])
    expect(reasons(parsed.answersDropped)).toEqual([['answer 1 (thread 101)', '`body` is empty']])
  })

  it('reports a root answers or ledger that is no array, ignores it, and the findings still count', () => {
    const parsed = parseFindings(
      fenced({ findings: [finding], answers: { thread: 1, body: 'b' }, ledger: null })
    )
    expect([parsed.text, parsed.findings, parsed.dropped]).toEqual(['Round text.', [finding], []])
    expect([parsed.answers, parsed.ledger]).toEqual([[], []])
    expect(parsed.answersDropped).toEqual([
      {
        what: 'the `answers` field',
        why: 'it is an object, not an array; it is ignored',
        raw: '{"thread":1,"body":"b"}'
      }
    ])
    expect(reasons(parsed.ledgerDropped)).toEqual([
      ['the `ledger` field', 'it is null, not an array; it is ignored']
    ])
    const text = parseFindings(fenced({ findings: [], ledger: 'Q1 done' }))
    expect(reasons(text.ledgerDropped)).toEqual([
      ['the `ledger` field', 'it is a string, not an array; it is ignored']
    ])
  })

  it(`keeps at most ${LIMITS.answers} answers and ${LIMITS.ledger} ledger entries, saying how many were left out`, () => {
    const answers = Array.from({ length: LIMITS.answers + 3 }, (_, i) => ({ thread: i + 1, body: 'b' }))
    const ids = ['Q', 'A', 'V'].flatMap((letter) =>
      Array.from({ length: 101 }, (_, i) => `${letter}${i + 1}`)
    )
    const ledger = ids.map((id) => ({ id, status: 'open', answer: 'a' }))
    const parsed = parseFindings(fenced({ findings: [], answers, ledger }))
    expect(parsed.answers).toEqual(answers.slice(0, LIMITS.answers))
    expect(parsed.ledger).toEqual(ledger.slice(0, LIMITS.ledger))
    expect(parsed.answersDropped).toEqual([
      {
        what: '3 valid answers',
        why: "left out: at most 20 answers to threads are taken from one critic's answer"
      }
    ])
    expect(parsed.ledgerDropped).toEqual([
      {
        what: '3 valid ledger entries',
        why: "left out: at most 300 ledger entries are taken from one critic's answer"
      }
    ])
  })

  it('says one left-out entry in the singular, and a repeat past the cap is still a repeat', () => {
    const answers = Array.from({ length: LIMITS.answers + 1 }, (_, i) => ({ thread: i + 1, body: 'b' }))
    const parsed = parseFindings(fenced({ findings: [], answers: [...answers, answers.at(-1)] }))
    expect(reasons(parsed.answersDropped)).toEqual([
      ['answer 22 (thread 21)', 'thread 21 is answered already by answer 21; only the first counts'],
      ['1 valid answer', "left out: at most 20 answers to threads are taken from one critic's answer"]
    ])
  })

  it('names the first invalid or repeated entries one by one and counts the rest', () => {
    const answers = [answer, ...Array.from({ length: 29 }, () => answer)]
    const parsed = parseFindings(fenced({ findings: [], answers }))
    expect(parsed.answers).toEqual([answer])
    expect(parsed.answersDropped).toHaveLength(LIMITS.droppedListed + 1)
    expect(parsed.answersDropped.at(-1)).toEqual({
      what: '9 more invalid or repeated answers',
      why: 'only the first 20 are listed'
    })
    const ledger = Array.from({ length: 25 }, () => ({ ...entry, id: 'Z1' }))
    const dropped = parseFindings(fenced({ findings: [], ledger })).ledgerDropped
    expect(dropped.at(-1)).toEqual({
      what: '5 more invalid or repeated ledger entries',
      why: 'only the first 20 are listed'
    })
  })

  it('has no answers or ledger when the block is unreadable, and says so once, in dropped', () => {
    const parsed = parseFindings('```the-loop-findings\n{"findings": [], "answers": [\n```')
    expect([parsed.answers, parsed.answersDropped, parsed.ledger, parsed.ledgerDropped]).toEqual([
      [],
      [],
      [],
      []
    ])
    expect(parsed.dropped).toHaveLength(1)
  })

  it('gives fresh arrays to every caller, so one caller pushing onto them changes no other parse', () => {
    const first = parseFindings('no block')
    first.answers.push(answer)
    first.ledgerDropped.push({ what: 'x', why: 'y' })
    first.ignored.push({ what: 'x', why: 'y' })
    expect(parseFindings('no block')).toEqual({
      text: 'no block',
      findings: [],
      dropped: [],
      ignored: [],
      lost: 0,
      unreadBlock: 'no `the-loop-findings` block',
      answers: [],
      answersDropped: [],
      ledger: [],
      ledgerDropped: []
    })
  })
})

// Every caller reads `text`, `findings` and `dropped`: whatever a block's answers and ledger hold, valid or not, an
// array or not, those three are what the block's findings alone give.
prop.prop(
  [
    fc.array(nearFinding, { maxLength: 6 }),
    fc.option(fc.oneof(fc.array(nearAnswer, { maxLength: 6 }), nearAnswer)),
    fc.option(fc.oneof(fc.array(nearLedgerEntry, { maxLength: 6 }), nearLedgerEntry))
  ],
  { numRuns: 300 }
)('answers and a ledger change nothing of the text, findings and dropped', (findings, answers, ledger) => {
  const doc = { findings, ...(answers === null ? {} : { answers }), ...(ledger === null ? {} : { ledger }) }
  const { text, findings: found, dropped } = parseFindings(fenced({ findings }))
  const withReplies = parseFindings(fenced(doc))
  expect([withReplies.text, withReplies.findings, withReplies.dropped]).toEqual([text, found, dropped])
})
