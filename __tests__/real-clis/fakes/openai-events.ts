// The OpenAI fake's answers: a Responses object as plain JSON or as its SSE event stream, and its 429/500 errors.
import { chunks } from './canned-text.js'
import { bodyObject, isRecord } from './request-body.js'
import type { FakeReply, LoggedRequest, SseEvent } from './server.js'

/**
 * The usage every answer reports, distinct from the other fakes'. codex 0.171 reads the cache write from
 * `usage.input_tokens_details.cache_write_tokens` and prints it as `cache_write_input_tokens` in `turn.completed`.
 */
const OPENAI_USAGE = {
  input_tokens: 2301,
  input_tokens_details: { cached_tokens: 67, cache_write_tokens: 89 },
  output_tokens: 45,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: 2346
} as const

export type OutputItem = Record<string, unknown>

function messageItem(id: string, text: string): OutputItem {
  return {
    id,
    type: 'message',
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text, annotations: [] }]
  }
}

/** The SSE events of one text message item, streamed in deltas. */
function messageEvents(outputIndex: number, item: OutputItem, text: string): SseEvent[] {
  const itemId = String(item.id)
  const part = { type: 'output_text', text: '', annotations: [] }
  return [
    {
      event: 'response.output_item.added',
      data: {
        type: 'response.output_item.added',
        output_index: outputIndex,
        item: { ...item, status: 'in_progress', content: [] }
      }
    },
    {
      event: 'response.content_part.added',
      data: {
        type: 'response.content_part.added',
        item_id: itemId,
        output_index: outputIndex,
        content_index: 0,
        part
      }
    },
    ...chunks(text).map((delta) => ({
      event: 'response.output_text.delta',
      data: {
        type: 'response.output_text.delta',
        item_id: itemId,
        output_index: outputIndex,
        content_index: 0,
        delta
      }
    })),
    {
      event: 'response.output_text.done',
      data: {
        type: 'response.output_text.done',
        item_id: itemId,
        output_index: outputIndex,
        content_index: 0,
        text
      }
    },
    {
      event: 'response.content_part.done',
      data: {
        type: 'response.content_part.done',
        item_id: itemId,
        output_index: outputIndex,
        content_index: 0,
        part: { ...part, text }
      }
    },
    {
      event: 'response.output_item.done',
      data: { type: 'response.output_item.done', output_index: outputIndex, item }
    }
  ]
}

function callEvents(outputIndex: number, item: OutputItem): SseEvent[] {
  return [
    {
      event: 'response.output_item.added',
      data: {
        type: 'response.output_item.added',
        output_index: outputIndex,
        item: { ...item, status: 'in_progress' }
      }
    },
    {
      event: 'response.output_item.done',
      data: { type: 'response.output_item.done', output_index: outputIndex, item }
    }
  ]
}

export function responseAnswer(
  req: LoggedRequest,
  text: string,
  calls: OutputItem[],
  answer: string
): FakeReply {
  const body = bodyObject(req)
  const model = typeof body.model === 'string' ? body.model : 'gpt-fake'
  const id = `resp_fake_${req.seq}`
  const message = text === '' ? undefined : messageItem(`msg_fake_${req.seq}`, text)
  const output = [...(message ? [message] : []), ...calls]
  const base = {
    id,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    model,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    error: null,
    incomplete_details: null
  }
  const completed = { ...base, status: 'completed', output, usage: OPENAI_USAGE }
  if (body.stream !== true) return { kind: 'json', status: 200, json: completed, answer }
  const events: SseEvent[] = [
    {
      event: 'response.created',
      data: { type: 'response.created', response: { ...base, status: 'in_progress', output: [] } }
    },
    {
      event: 'response.in_progress',
      data: { type: 'response.in_progress', response: { ...base, status: 'in_progress', output: [] } }
    }
  ]
  let index = 0
  if (message) events.push(...messageEvents(index++, message, text))
  for (const c of calls) events.push(...callEvents(index++, c))
  events.push({ event: 'response.completed', data: { type: 'response.completed', response: completed } })
  let n = 0
  for (const e of events) if (isRecord(e.data)) e.data.sequence_number = n++
  return { kind: 'sse', events, answer, headers: { 'x-request-id': `req_fake_${req.seq}` } }
}

export function errorAnswer(status: 429 | 500, retryAfter: number | undefined): FakeReply {
  const error =
    status === 429
      ? { message: 'loopback fake: rate limited', type: 'requests', param: null, code: 'rate_limit_exceeded' }
      : { message: 'loopback fake: internal server error', type: 'server_error', param: null, code: null }
  return {
    kind: 'json',
    status,
    answer: `error-${status}`,
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    json: { error }
  }
}
