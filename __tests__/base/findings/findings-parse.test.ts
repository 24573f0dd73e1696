// parseFindings: the block is found, read tolerantly, checked finding by finding, and never costs the answer.
import { describe, expect, it } from '@jest/globals'
import { parseFindings } from '../../../src/base/findings/findings-parse.js'
import { relaxJson } from '../../../src/base/findings/relaxed-json.js'
import { LIMITS, type Finding } from '../../../src/base/findings/finding.js'

const valid: Finding = {
  path: 'src/a.ts',
  line: 3,
  severity: 'high',
  title: 'Unbounded retry',
  body: 'It loops.'
}
const block = (json: string, fence = '```') => `${fence}the-loop-findings\n${json}\n${fence}`
const answer = (json: string) => `Overall fine.\n\n${block(json)}\n`
/** What a parse holds beyond findings when the block has no answers and no ledger. */
const noReplies = { answers: [], answersDropped: [], ledger: [], ledgerDropped: [] }
/** What a parse adds beside its findings: nothing ignored, nothing lost; or no block at all. */
const read = { ignored: [], lost: 0 }
const noBlock = { ...read, unreadBlock: 'no `the-loop-findings` block' }

describe('parseFindings', () => {
  it('takes the findings and removes the block from the text', () => {
    const parsed = parseFindings(answer(JSON.stringify({ findings: [valid] }, null, 2)))
    expect(parsed).toEqual({ text: 'Overall fine.', findings: [valid], dropped: [], ...read, ...noReplies })
  })

  it('leaves an answer without a block intact', () => {
    const text = 'No block here.\n```json\n{"findings": []}\n```\n'
    expect(parseFindings(text)).toEqual({ text, findings: [], dropped: [], ...noBlock, ...noReplies })
  })

  it('keeps the text around the block as paragraphs', () => {
    const text = `Before.\n\n\n${block('{"findings": []}')}\n\n\nAfter.\n`
    expect(parseFindings(text).text).toBe('Before.\n\nAfter.\n')
    expect(parseFindings(block('{"findings": []}')).text).toBe('')
  })

  it('keeps the block in the text when its JSON is invalid, saying why', () => {
    const text = answer('{"findings": [ {"path": ')
    const parsed = parseFindings(text)
    expect(parsed.text).toBe(text)
    expect(parsed.findings).toEqual([])
    expect(parsed.dropped).toEqual([
      {
        what: 'the `the-loop-findings` block',
        why: expect.stringMatching(/^invalid JSON: .*stays in the text$/)
      }
    ])
  })

  it('says when the JSON is not an object with a findings array', () => {
    for (const json of ['[1]', '{"items": []}', '"x"', 'null']) {
      const parsed = parseFindings(answer(json))
      expect(parsed.text).toBe(answer(json))
      expect(parsed.dropped[0]?.why).toMatch(/findings. array; it stays in the text$/)
    }
  })

  it('takes trailing commas and comments, but not inside strings', () => {
    const json = `{
      // the one finding
      "findings": [
        { "path": "src/a.ts", "line": 3, /* inline */ "severity": "high",
          "title": "Unbounded retry", "body": "see https://example.com/a//b and /* this */", },
      ],
    }`
    const parsed = parseFindings(answer(json))
    expect(parsed.dropped).toEqual([])
    expect(parsed.findings).toEqual([{ ...valid, body: 'see https://example.com/a//b and /* this */' }])
  })

  it('drops an invalid finding with its reason and raw JSON; valid ones survive', () => {
    const bad = [
      { ...valid, line: 0 },
      { ...valid, endLine: 2 },
      { ...valid, severity: 'urgent' },
      { path: 'x', line: 1, severity: 'low', title: 't' },
      { ...valid, title: 'x'.repeat(LIMITS.title + 1) },
      { ...valid, body: '   ' },
      { ...valid, side: 'MIDDLE' },
      { ...valid, line: 2.5 },
      'just a string'
    ]
    const parsed = parseFindings(answer(JSON.stringify({ findings: [valid, ...bad, { ...valid, line: 9 }] })))
    expect(parsed.findings).toEqual([valid, { ...valid, line: 9 }])
    expect(parsed.lost).toBe(9)
    expect(parsed.dropped.map((d) => [d.what, d.why])).toEqual([
      ['finding 2 (src/a.ts:0)', '`line` is 0: lines count from 1'],
      ['finding 3 (src/a.ts:3)', '`endLine` 2 is before `line` 3'],
      ['finding 4 (src/a.ts:3)', '`severity` is not one of critical, high, medium, low, info'],
      ['finding 5 (x:1)', '`body` is missing'],
      ['finding 6 (src/a.ts:3)', `\`title\` is ${LIMITS.title + 1} characters, over ${LIMITS.title}`],
      ['finding 7 (src/a.ts:3)', '`body` is empty'],
      ['finding 8 (src/a.ts:3)', '`side` is neither "RIGHT" nor "LEFT"'],
      ['finding 9 (src/a.ts:2.5)', '`line` is not a whole number'],
      ['finding 10', 'not an object']
    ])
    expect(JSON.parse(parsed.dropped[0]!.raw!)).toEqual({ ...valid, line: 0 })
    expect(parsed.text).toBe('Overall fine.')
  })

  it('counts characters as code points, as the schema does', () => {
    const emoji = '😀'.repeat(LIMITS.title)
    expect(
      parseFindings(answer(JSON.stringify({ findings: [{ ...valid, title: emoji }] }))).findings
    ).toHaveLength(1)
  })

  it('keeps at most 50 findings and says how many were left out', () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ ...valid, line: i + 1 }))
    const parsed = parseFindings(answer(JSON.stringify({ findings: many })))
    expect(parsed.findings).toEqual(many.slice(0, LIMITS.findings))
    expect(parsed.dropped).toEqual([
      { what: '450 valid findings', why: 'left out: at most 50 findings are taken from one answer' }
    ])
    expect(parsed.lost).toBe(450)
  })

  it('keeps a finding with fields the format does not know, names them, and reads its severity in any case', () => {
    const findings = [
      { ...valid, severity: 'High', confidence: 0.9 },
      { ...valid, line: 4, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 }
    ]
    const parsed = parseFindings(answer(JSON.stringify({ findings })))
    expect(parsed.findings).toEqual([
      { ...valid, severity: 'high' },
      { ...valid, line: 4 }
    ])
    expect(parsed.ignored).toEqual([
      {
        what: 'finding 1 (src/a.ts:3)',
        why: 'its field `confidence` is not part of the format: ignored, the finding is kept'
      },
      {
        what: 'finding 2 (src/a.ts:4)',
        why: 'its fields `a`, `b`, `c`, `d`, `e` and 1 more are not part of the format: ignored, the finding is kept'
      }
    ])
    expect([parsed.dropped, parsed.lost, parsed.unreadBlock]).toEqual([[], 0, undefined])
  })

  it('says why an answer gives no readable block: none, one cut short, one without a findings array', () => {
    const cut = 'Text.\n```the-loop-findings\n{"findings": [{"path": "src/a.ts", "line": 3, "sev'
    expect(
      ['no new findings', cut, answer('{"findings": 3}'), answer(JSON.stringify({ findings: [] }))].map(
        (a) => parseFindings(a).unreadBlock
      )
    ).toEqual([
      'no `the-loop-findings` block',
      expect.stringMatching(
        /^the `the-loop-findings` block is not readable: invalid JSON \(the block is never closed\): /
      ),
      'the `the-loop-findings` block is not readable: the JSON has no `findings` array',
      undefined
    ])
  })

  it('names the first invalid findings one by one and counts the rest', () => {
    const many = Array.from({ length: 30 }, () => ({ ...valid, line: 0 }))
    const parsed = parseFindings(answer(JSON.stringify({ findings: many })))
    expect(parsed.dropped).toHaveLength(LIMITS.droppedListed + 1)
    expect(parsed.dropped.at(-1)).toEqual({
      what: '10 more invalid findings',
      why: 'only the first 20 are listed'
    })
  })

  it('reads only the last block and says the earlier ones were ignored; they stay in the text', () => {
    const first = block(JSON.stringify({ findings: [{ ...valid, line: 1 }] }))
    const last = block(JSON.stringify({ findings: [{ ...valid, line: 2 }] }))
    const parsed = parseFindings(`A\n\n${first}\n\nB\n\n${last}\n`)
    expect(parsed.findings).toEqual([{ ...valid, line: 2 }])
    expect(parsed.text).toBe(`A\n\n${first}\n\nB`)
    expect(parsed.dropped).toEqual([
      {
        what: '1 earlier `the-loop-findings` block',
        why: 'only the last block counts; the earlier ones stay in the text'
      }
    ])
  })

  it('ignores a block quoted inside another fence, and takes tilde and longer fences', () => {
    const quoted = '````markdown\n' + block('{"findings": []}') + '\n````'
    expect(parseFindings(quoted)).toEqual({
      text: quoted,
      findings: [],
      dropped: [],
      ...noBlock,
      ...noReplies
    })
    const tilde = block(JSON.stringify({ findings: [valid] }), '~~~~')
    expect(parseFindings(tilde).findings).toEqual([valid])
    const info = '```the-loop-findings json\n' + JSON.stringify({ findings: [valid] }) + '\n```'
    expect(parseFindings(info).findings).toEqual([valid])
  })

  it('reads a block that is never closed, to the end of the answer', () => {
    const parsed = parseFindings('Text.\n```the-loop-findings\n' + JSON.stringify({ findings: [valid] }))
    expect([parsed.text, parsed.findings]).toEqual(['Text.', [valid]])
    const cut = parseFindings('Text.\n```the-loop-findings\n{"findings": [')
    expect(cut.dropped[0]?.why).toMatch(/^invalid JSON \(the block is never closed\)/)
  })

  it('does not read a block over the size limit', () => {
    const huge = answer(JSON.stringify({ findings: [], pad: 'x'.repeat(LIMITS.blockChars) }))
    const parsed = parseFindings(huge)
    expect([parsed.text, parsed.findings]).toEqual([huge, []])
    expect(parsed.dropped[0]?.why).toMatch(/over 524288; it stays in the text$/)
  })

  it('never throws on input that is not text', () => {
    expect(parseFindings(undefined as unknown as string)).toEqual({
      text: '',
      findings: [],
      dropped: [],
      ...noBlock,
      ...noReplies
    })
  })
})

describe('relaxJson', () => {
  it('keeps strings whole, escaped quotes included', () => {
    const json = '{"a": "x // y \\" /* z */", "b": [1, 2,], // c\n "d": "e,]"}'
    expect(JSON.parse(relaxJson(json))).toEqual({ a: 'x // y " /* z */', b: [1, 2], d: 'e,]' })
  })

  it('turns a block comment into its line breaks, so parse errors keep their line', () => {
    expect(relaxJson('[1, /* a\nb */ 2]')).toBe('[1, \n 2]')
    expect(relaxJson('[1 /* never closed')).toBe('[1  ')
  })
})
