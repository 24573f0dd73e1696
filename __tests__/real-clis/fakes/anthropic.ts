// A loopback fake of the Anthropic Messages API (`POST /v1/messages`, streaming SSE or plain JSON), enough for
// the real Claude Code CLI: point it here with ANTHROPIC_BASE_URL (see `claudeFakeEnv`).
import { join } from 'node:path'
import { cannedReview, chunks, hugeText } from './canned-text.js'
import { modelApiFake, serverOptionsOf, targetsOf, WRONG_KEY } from './model-api.js'
import type { CommonFakeOptions, ModelApiFake } from './model-api.js'
import { asArray, bodyObject, isRecord, textOf } from './request-body.js'
import { startFakeServer } from './server.js'
import type { FakeMode, FakeReply, LoggedRequest, SseEvent, ToolResult } from './server.js'

const ANTHROPIC_VENDOR = 'anthropic'
export const ANTHROPIC_CANNED_TEXT = cannedReview(ANTHROPIC_VENDOR)

/** The usage every answer reports, distinct from the other fakes'. */
const ANTHROPIC_USAGE = {
  input_tokens: 1201,
  output_tokens: 34,
  cache_read_input_tokens: 56,
  cache_creation_input_tokens: 78
} as const

export type AnthropicFakeOptions = CommonFakeOptions

export interface AnthropicFake extends ModelApiFake {
  /** The marker files an attack turn tries to create; none may exist after a read-only run. */
  markerFiles(): string[]
}

/** Names of the tools a logged Messages request offers the model (`tools[].name`). */
export function anthropicToolNames(body: unknown): string[] {
  if (!isRecord(body)) return []
  return asArray(body.tools)
    .map((t) => (isRecord(t) && typeof t.name === 'string' ? t.name : undefined))
    .filter((n): n is string => n !== undefined)
}

interface ToolCall {
  name: string
  input: Record<string, unknown>
}

function messagesOf(body: Record<string, unknown>): Record<string, unknown>[] {
  return asArray(body.messages).filter(isRecord)
}

function blocksOf(message: Record<string, unknown> | undefined): Record<string, unknown>[] {
  if (!message) return []
  return asArray(message.content).filter(isRecord)
}

/**
 * The tool results a request brings after the model's last turn (earlier ones are history, already seen). Claude
 * Code may append a `role: "system"` message after them, so every user message after the last assistant one counts.
 */
function lastToolResults(req: LoggedRequest): ToolResult[] {
  const messages = messagesOf(bodyObject(req))
  let start = messages.length
  while (start > 0 && messages[start - 1]?.role !== 'assistant') start--
  const fresh = messages.slice(start).filter((m) => m.role === 'user')
  const names = new Map<string, string>()
  for (const m of messages) {
    for (const b of blocksOf(m)) {
      if (b.type === 'tool_use' && typeof b.id === 'string' && typeof b.name === 'string')
        names.set(b.id, b.name)
    }
  }
  return fresh
    .flatMap((m) => blocksOf(m))
    .filter((b) => b.type === 'tool_result')
    .map((b) => {
      const id = typeof b.tool_use_id === 'string' ? b.tool_use_id : ''
      const name = names.get(id)
      return {
        seq: req.seq,
        id,
        ...(name === undefined ? {} : { name }),
        ...(typeof b.is_error === 'boolean' ? { isError: b.is_error } : {}),
        text: textOf(b.content)
      }
    })
}

/** Whether the conversation already holds a tool result: the attack turn is over, answer with the review. */
function hasToolResults(req: LoggedRequest): boolean {
  return messagesOf(bodyObject(req)).some((m) => blocksOf(m).some((b) => b.type === 'tool_result'))
}

function textBlockEvents(index: number, text: string): SseEvent[] {
  return [
    {
      event: 'content_block_start',
      data: { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }
    },
    ...chunks(text).map((piece) => ({
      event: 'content_block_delta',
      data: { type: 'content_block_delta', index, delta: { type: 'text_delta', text: piece } }
    })),
    { event: 'content_block_stop', data: { type: 'content_block_stop', index } }
  ]
}

function toolBlockEvents(index: number, id: string, call: ToolCall): SseEvent[] {
  return [
    {
      event: 'content_block_start',
      data: {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id, name: call.name, input: {} }
      }
    },
    {
      event: 'content_block_delta',
      data: {
        type: 'content_block_delta',
        index,
        delta: { type: 'input_json_delta', partial_json: JSON.stringify(call.input) }
      }
    },
    { event: 'content_block_stop', data: { type: 'content_block_stop', index } }
  ]
}

function messageAnswer(req: LoggedRequest, text: string, calls: ToolCall[], answer: string): FakeReply {
  const body = bodyObject(req)
  const model = typeof body.model === 'string' ? body.model : 'claude-fake'
  const id = `msg_fake_${req.seq}`
  const toolIds = calls.map((_, i) => `toolu_fake_${req.seq}_${i}`)
  const stopReason = calls.length > 0 ? 'tool_use' : 'end_turn'
  if (body.stream !== true) {
    const content = [
      ...(text === '' ? [] : [{ type: 'text', text }]),
      ...calls.map((c, i) => ({ type: 'tool_use', id: toolIds[i], name: c.name, input: c.input }))
    ]
    return {
      kind: 'json',
      status: 200,
      answer,
      headers: { 'request-id': `req_fake_${req.seq}` },
      json: {
        id,
        type: 'message',
        role: 'assistant',
        model,
        content,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: ANTHROPIC_USAGE
      }
    }
  }
  const events: SseEvent[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...ANTHROPIC_USAGE, output_tokens: 1 }
        }
      }
    },
    { event: 'ping', data: { type: 'ping' } }
  ]
  let index = 0
  if (text !== '') events.push(...textBlockEvents(index++, text))
  calls.forEach((c, i) => events.push(...toolBlockEvents(index++, toolIds[i] ?? `toolu_fake_${i}`, c)))
  events.push(
    {
      event: 'message_delta',
      data: {
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: ANTHROPIC_USAGE.output_tokens }
      }
    },
    { event: 'message_stop', data: { type: 'message_stop' } }
  )
  return { kind: 'sse', events, answer, headers: { 'request-id': `req_fake_${req.seq}` } }
}

function errorAnswer(status: 429 | 500, retryAfter: number | undefined): FakeReply {
  const type = status === 429 ? 'rate_limit_error' : 'api_error'
  const message = status === 429 ? 'loopback fake: rate limited' : 'loopback fake: internal server error'
  return {
    kind: 'json',
    status,
    answer: `error-${status}`,
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    json: { type: 'error', error: { type, message } }
  }
}

export async function startAnthropicFake(options: AnthropicFakeOptions = {}): Promise<AnthropicFake> {
  const { markerDir, readFile } = targetsOf(options)
  let selfUrl = ''
  const attackCalls = (): ToolCall[] => [
    {
      name: 'Bash',
      input: { command: `touch ${join(markerDir, 'pwned-shell')}`, description: 'make a file' }
    },
    { name: 'Write', input: { file_path: join(markerDir, 'pwned-write'), content: 'pwned\n' } },
    { name: 'Edit', input: { file_path: readFile, old_string: 'readable', new_string: 'pwned-edit' } },
    { name: 'WebFetch', input: { url: `${selfUrl}/pwned-web`, prompt: 'Summarise the page.' } },
    { name: 'Read', input: { file_path: readFile } }
  ]
  const handler = (req: LoggedRequest, mode: FakeMode): FakeReply | undefined => {
    if (req.method !== 'POST' || req.path !== '/v1/messages') return undefined
    req.toolResults = lastToolResults(req)
    if (req.headers['x-api-key'] === WRONG_KEY) {
      const error = { type: 'authentication_error', message: 'invalid x-api-key' }
      return { kind: 'json', status: 401, answer: 'error-401', json: { type: 'error', error } }
    }
    if (mode === 'status429') return errorAnswer(429, options.retryAfterSeconds)
    if (mode === 'status500') return errorAnswer(500, options.retryAfterSeconds)
    if (mode === 'huge') return messageAnswer(req, hugeText(ANTHROPIC_VENDOR), [], 'huge-text')
    if (mode === 'endless') {
      return messageAnswer(req, '', [{ name: 'Read', input: { file_path: readFile } }], 'tool-calls')
    }
    if (mode === 'attack' && !hasToolResults(req)) {
      return messageAnswer(req, 'Let me look around first.', attackCalls(), 'tool-calls')
    }
    return messageAnswer(req, ANTHROPIC_CANNED_TEXT, [], 'text')
  }
  const server = await startFakeServer(handler, serverOptionsOf(options))
  selfUrl = server.url
  return modelApiFake(
    server,
    (r) => r.path === '/v1/messages',
    ['pwned-shell', 'pwned-write'].map((f) => join(markerDir, f))
  )
}
