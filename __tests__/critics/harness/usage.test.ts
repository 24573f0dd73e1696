import { describe, expect, it } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { extractOutput, envelopeJson, newEnvelope } from '../../../src/critics/harness/envelope.js'
import { makeCritic } from '../../../src/critics/harness/critic-model.js'
import { emptyUsage, MAX_RUN_TOKENS, usageFromOutput } from '../../../src/critics/harness/usage.js'

describe('usageFromOutput', () => {
  it('test_default_usage_is_absent', () => {
    expect(emptyUsage()).toEqual({
      inputTokens: 0,
      outputTokens: 0,
      cacheReadTokens: 0,
      cacheWriteTokens: 0,
      costUsd: 0,
      present: false
    })
  })
  it('test_parses_claude_style_usage_and_cost', () => {
    const out = JSON.stringify({
      result: 'ok',
      session_id: 's',
      total_cost_usd: 0.25,
      usage: {
        input_tokens: 10,
        output_tokens: 4,
        cache_read_input_tokens: 3,
        cache_creation_input_tokens: 2
      }
    })
    expect(usageFromOutput(out)).toEqual({
      inputTokens: 10,
      outputTokens: 4,
      cacheReadTokens: 3,
      cacheWriteTokens: 2,
      costUsd: 0.25,
      present: true,
      costStatus: 'reported'
    })
  })
  it('a cost key holding a negative number or no number reads as an invalid cost of 0, never a refund', () => {
    for (const bad of [-5, 'NaN', '0.5', true, {}]) {
      expect(usageFromOutput(JSON.stringify({ total_cost_usd: bad }))).toMatchObject({
        costUsd: 0,
        present: true,
        costStatus: 'invalid'
      })
    }
    // A null cost is no cost at all (not reported), and a JSON 1e999 parses as Infinity: invalid.
    expect(usageFromOutput(JSON.stringify({ total_cost_usd: null })).costStatus).toBeUndefined()
    expect(usageFromOutput('{"total_cost_usd": 1e999}').costStatus).toBe('invalid')
    expect(usageFromOutput(JSON.stringify({ cost_usd: 0 }))).toMatchObject({
      costUsd: 0,
      costStatus: 'reported'
    })
  })
  it('test_parses_camelcase_and_alt_token_keys', () => {
    expect(
      usageFromOutput(JSON.stringify({ tokenUsage: { promptTokens: 7, completionTokens: 5 } }))
    ).toMatchObject({
      inputTokens: 7,
      outputTokens: 5,
      present: true
    })
    expect(
      usageFromOutput(JSON.stringify({ token_usage: { prompt_tokens: 1, completion_tokens: 2 } }))
    ).toMatchObject({
      inputTokens: 1,
      outputTokens: 2
    })
  })
  it('test_missing_usage_is_not_present', () => {
    expect(usageFromOutput(JSON.stringify({ result: 'x' })).present).toBe(false)
  })
  it('test_cost_only_is_present', () => {
    expect(usageFromOutput(JSON.stringify({ cost_usd: 1.5 }))).toMatchObject({ costUsd: 1.5, present: true })
  })
  it('test_bool_token_value_is_rejected: counted at the token cap and flagged, never as 0', () => {
    expect(
      usageFromOutput(JSON.stringify({ usage: { input_tokens: true, output_tokens: 3 } }))
    ).toMatchObject({
      inputTokens: MAX_RUN_TOKENS,
      outputTokens: 3,
      tokenStatus: 'invalid'
    })
  })
  it("reads the last turn usage of Codex's JSONL events", () => {
    const lines = [
      { type: 'thread.started', thread_id: 't' },
      { type: 'item.completed', item: { id: 'i', type: 'agent_message', text: 'finding A' } },
      { type: 'turn.completed', usage: { input_tokens: 20, cached_input_tokens: 8, output_tokens: 6 } }
    ].map((l) => JSON.stringify(l))
    const stdout = lines.join('\n') + '\n'
    expect(usageFromOutput(stdout)).toMatchObject({
      inputTokens: 20,
      cacheReadTokens: 8,
      outputTokens: 6,
      present: true
    })
    expect(extractOutput(stdout, 'json')).toBe('finding A')
  })
  it("reads Cursor's camelCase usage and Gemini's per-model stats", () => {
    const cursor = {
      type: 'result',
      result: 'r',
      usage: { inputTokens: 3, outputTokens: 2, cacheReadTokens: 1 }
    }
    expect(usageFromOutput(JSON.stringify(cursor))).toMatchObject({
      inputTokens: 3,
      outputTokens: 2,
      cacheReadTokens: 1
    })
    const gemini = {
      response: 'r',
      stats: { models: { a: { tokens: { prompt: 5, candidates: 4, cached: 1 } } } }
    }
    expect(usageFromOutput(JSON.stringify(gemini))).toMatchObject({
      inputTokens: 5,
      outputTokens: 4,
      present: true
    })
    expect(extractOutput(JSON.stringify(gemini), 'json')).toBe('r')
  })
  test.prop([fc.string()], { numRuns: 200 })('test_garbage_output_never_raises', (text) => {
    expect(typeof usageFromOutput(text).present).toBe('boolean')
  })
  test.prop([fc.jsonValue()], { numRuns: 200 })('any JSON value never raises', (value) => {
    expect(typeof usageFromOutput(JSON.stringify(value)).inputTokens).toBe('number')
  })
})

describe('extractOutput and the envelope', () => {
  it('text is verbatim; json takes the first text key; otherwise raw stdout', () => {
    expect(extractOutput(' a \n', 'text')).toBe(' a \n')
    expect(extractOutput('{"message":"m","result":"r"}', 'json')).toBe('r')
    expect(extractOutput('{"result":"","text":"t"}', 'json')).toBe('t')
    expect(extractOutput('plain prose', 'json')).toBe('plain prose')
    expect(extractOutput('[1,2]', 'json')).toBe('[1,2]')
  })
  it('serialises exactly the reference keys in order', () => {
    const json = JSON.parse(
      envelopeJson(newEnvelope(makeCritic('c', { harness: 'cursor', model: 'gpt-5.5' })))
    )
    expect(Object.keys(json)).toEqual([
      'critic',
      'harness',
      'model',
      'attribution',
      'ok',
      'exitCode',
      'durationSeconds',
      'output',
      'error',
      'usage'
    ])
    expect(Object.keys(json.usage)).toEqual([
      'inputTokens',
      'outputTokens',
      'cacheReadTokens',
      'cacheWriteTokens',
      'costUsd',
      'present'
    ])
    expect(json).toMatchObject({ attribution: '[cursor/gpt-5.5]', ok: false, exitCode: -1, error: '' })
  })
})
