// Token counts capped, never zeroed (issue 51, part 3): a count a critic's output (or the envelopes file between
// the steps) holds out of range — negative, a fraction, 1e300, Infinity, a string such as "1e5", null, a boolean,
// or past MAX_RUN_TOKENS — reads as MAX_RUN_TOKENS and is flagged; the money budget counts the run at that cap and
// the spend lines say so. A usage with no count stays not reported: unmetered, and said.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readEnvelopes, writeEnvelopes } from '../../../src/critics/handoff/envelopes.js'
import { ENVELOPES_FILE } from '../../../src/critics/handoff/files.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import {
  emptyUsage,
  MAX_RUN_TOKENS,
  usageFromOutput,
  type Usage
} from '../../../src/critics/harness/usage.js'
import { meterOf } from '../../../src/critics/harness/usage-meter.js'
import { spendAfterRound, spendFigures } from '../../../src/loop/spend/spend.js'
import { renderSpendLines } from '../../../src/loop/spend/spend-lines.js'
import { mergeCriticParts } from '../../../src/loop/parts/part-merge.js'
import { tempDir } from '../../support/critic-fixtures.js'

/** Each bad count as JSON text (1e999 parses as Infinity), and what it is. */
const BAD: Array<[string, string]> = [
  ['-1', 'negative'],
  ['"1e5"', 'a string'],
  ['null', 'null'],
  ['1e300', 'past every safe integer'],
  ['1e999', 'Infinity'],
  ['12.5', 'a fraction'],
  ['true', 'a boolean'],
  ['20000000000', 'a whole number past the cap'],
  ['{}', 'an object']
]

const flagged = { inputTokens: MAX_RUN_TOKENS, outputTokens: 4, tokenStatus: 'invalid', present: true }

describe("a token count out of range in a critic's output", () => {
  it.each(BAD)('input_tokens %s (%s) reads as the cap, flagged', (bad) => {
    const text = `{"result": "ok", "usage": {"input_tokens": ${bad}, "output_tokens": 4}}`
    expect(usageFromOutput(text)).toMatchObject(flagged)
  })

  it('any of the four counts flags the usage; Codex JSONL and Gemini stats too', () => {
    const cache = usageFromOutput('{"usage": {"input_tokens": 1, "cache_read_input_tokens": -3}}')
    expect(cache).toMatchObject({ inputTokens: 1, cacheReadTokens: MAX_RUN_TOKENS, tokenStatus: 'invalid' })
    const codex = usageFromOutput(
      '{"type":"turn.completed","usage":{"input_tokens":1e300,"output_tokens":6}}\n'
    )
    expect(codex).toMatchObject({ inputTokens: MAX_RUN_TOKENS, tokenStatus: 'invalid' })
    const gemini = (prompt: string) =>
      usageFromOutput(`{"stats": {"models": {"a": {"tokens": {"prompt": ${prompt}, "candidates": 2}}}}}`)
    expect(gemini('"1e5"')).toMatchObject({ inputTokens: MAX_RUN_TOKENS, tokenStatus: 'invalid' })
    expect(gemini('9')).not.toHaveProperty('tokenStatus')
  })

  it('counts in range are themselves, unflagged; no usage, or an empty one, is not reported', () => {
    const fine = usageFromOutput(`{"usage": {"input_tokens": ${MAX_RUN_TOKENS}, "output_tokens": 0}}`)
    expect(fine).toMatchObject({ inputTokens: MAX_RUN_TOKENS, outputTokens: 0, present: true })
    expect(fine).not.toHaveProperty('tokenStatus')
    for (const absent of ['{"result": "ok"}', '{"usage": {}}', 'plain text']) {
      const usage = usageFromOutput(absent)
      expect(usage).toEqual(emptyUsage())
      expect(meterOf(usage)).toEqual({ by: 'none' })
    }
  })
})

describe('the envelopes file between the steps', () => {
  const critics = [makeCritic('a', { harness: 'claude' })]

  async function read(usage: string): Promise<Usage> {
    const dir = tempDir('token-cap-')
    const entry = `{"critic": "a", "ok": true, "exitCode": 0, "output": "", "usage": ${usage}}`
    writeFileSync(join(dir, ENVELOPES_FILE), `{"envelopes": [${entry}], "redacted": []}`)
    return (await readEnvelopes(dir, { critics, prompt: '' })).envelopes[0]!.usage
  }

  it.each(BAD)('inputTokens %s (%s) reads as the cap, flagged, never 0', async (bad) => {
    const usage = await read(`{"present": true, "inputTokens": ${bad}, "outputTokens": 4}`)
    expect(usage).toMatchObject(flagged)
    expect(meterOf(usage)).toMatchObject({ by: 'tokens', tokens: MAX_RUN_TOKENS })
  })

  it('an absent count is 0 and unflagged; a flag survives the file the critics step writes', async () => {
    expect(await read('{"present": true, "outputTokens": 4}')).not.toHaveProperty('tokenStatus')
    expect(await read('{"present": false}')).toMatchObject({ ...emptyUsage() })
    const dir = tempDir('token-cap-')
    const usage = usageFromOutput('{"usage": {"input_tokens": 1e300, "output_tokens": 4}}')
    await writeEnvelopes(dir, { envelopes: [{ ...newEnvelope(critics[0]!), ok: true, usage }], redacted: [] })
    const back = (await readEnvelopes(dir, { critics, prompt: '' })).envelopes[0]!.usage
    expect(back).toMatchObject(flagged)
  })

  it('a forged "present": false does not unmeter a count out of range', async () => {
    const usage = await read('{"present": false, "inputTokens": -1}')
    expect(meterOf(usage)).toMatchObject({ by: 'tokens', tokens: MAX_RUN_TOKENS, flag: expect.any(String) })
  })
})

const envelope = (critic: string, usage: Partial<Usage>, part?: number): Envelope => ({
  ...newEnvelope(makeCritic(critic, { harness: 'test' })),
  ok: true,
  ...(part === undefined ? {} : { part }),
  usage: { ...emptyUsage(), present: true, ...usage }
})

describe('the money budget of a count out of range', () => {
  it('meters the run at the token cap, flagged; a reported cost still meters by cost', () => {
    expect(meterOf({ ...emptyUsage(), present: true, inputTokens: 5, tokenStatus: 'invalid' })).toEqual({
      by: 'tokens',
      tokens: MAX_RUN_TOKENS,
      flag: 'reported a token count that is negative, not a whole number or past 10,000,000,000; counted as 10,000,000,000 tokens'
    })
    const costed = { ...emptyUsage(), present: true, costUsd: 0.5, costStatus: 'reported' as const }
    expect(meterOf({ ...costed, tokenStatus: 'invalid' })).toEqual({ by: 'cost', usd: 0.5 })
  })

  it('the ledger counts the cap and a flagged round; the spend lines say it; max-tokens is past', () => {
    const spend = spendAfterRound(
      undefined,
      [
        envelope('big', { inputTokens: MAX_RUN_TOKENS, tokenStatus: 'invalid' }),
        envelope('quiet', {}, undefined)
      ],
      () => 1
    )
    expect(spend['big']).toMatchObject({ tokens: MAX_RUN_TOKENS, tokenParts: 1, flagged: 1 })
    const lines = renderSpendLines(spendFigures(spend, { maxTokens: 1_000_000 }))
    expect(lines[0]).toContain('10,000,000,000 tokens of max-tokens 1,000,000 tokens')
    expect(lines).toContain(
      '- `big`: 10,000,000,000 tokens (no cost reported) · ⚠️ 1 round reported a token count out of range (negative, not a number or too large), counted at the cap'
    )
    // A run that reported no usage at all stays unmetered, and that is said.
    const none = spendAfterRound(undefined, [{ ...envelope('quiet', {}), usage: emptyUsage() }], () => 1)
    expect(renderSpendLines(spendFigures(none, {}))).toContain(
      '- `quiet`: reported neither a cost nor tokens, so no budget bounds it'
    )
  })

  it("one part's count out of range flags the critic's merged usage", () => {
    const split = {
      parts: [
        { text: ['p1'], files: ['a.ts'] },
        { text: ['p2'], files: ['b.ts'] }
      ],
      coverage: 'Coverage: 2 parts.'
    }
    const job = { critics: [makeCritic('big', { harness: 'test' })], split: { big: split } }
    const [merged] = mergeCriticParts(job, [
      envelope('big', { inputTokens: 10 }, 1),
      envelope('big', { inputTokens: MAX_RUN_TOKENS, tokenStatus: 'invalid' }, 2)
    ])
    expect(merged!.usage.tokenStatus).toBe('invalid')
    expect(meterOf(merged!.usage)).toMatchObject({ tokens: MAX_RUN_TOKENS, flag: expect.any(String) })
  })
})
