// A loopback fake of the OpenAI Responses API (`POST /v1/responses`, streaming SSE or plain JSON; no WebSocket),
// enough for the real codex CLI run through a custom model provider (see `writeCodexHome`).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  asArray,
  bodyObject,
  cannedReview,
  chunks,
  hugeText,
  isRecord,
  serverOptionsOf,
  modelApiFake,
  startFakeServer,
  targetsOf,
  textOf,
  WRONG_KEY
} from './server.js'
import type {
  CommonFakeOptions,
  FakeMode,
  FakeReply,
  LoggedRequest,
  ModelApiFake,
  SseEvent,
  ToolResult
} from './server.js'

export const OPENAI_VENDOR = 'openai'
export const OPENAI_CANNED_TEXT = cannedReview(OPENAI_VENDOR)

/**
 * The usage every answer reports, distinct from the other fakes'. codex 0.171 reads the cache write from
 * `usage.input_tokens_details.cache_write_tokens` and prints it as `cache_write_input_tokens` in `turn.completed`.
 */
export const OPENAI_USAGE = {
  input_tokens: 2301,
  input_tokens_details: { cached_tokens: 67, cache_write_tokens: 89 },
  output_tokens: 45,
  output_tokens_details: { reasoning_tokens: 0 },
  total_tokens: 2346
} as const

export type OpenAIFakeOptions = CommonFakeOptions

export interface OpenAIFake extends ModelApiFake {
  markerFiles(): string[]
}

export interface CodexHomeOptions {
  /** The provider's retries of a failed request / a dropped stream (codex's own defaults when omitted). */
  requestMaxRetries?: number
  streamMaxRetries?: number
  /** Extra top-level TOML lines, e.g. `model = "gpt-5-codex"`. */
  extraToml?: string[]
  /**
   * false: leave out the analytics and plugin settings, so that only the adapter's own `-c` flags keep codex
   * from calling outside hosts (what the suite proves). Default true.
   */
  quiet?: boolean
}

/** The config.toml that sends codex to the fake over plain HTTP, with no call to any other host. */
export function codexConfigToml(fake: { url: string }, options: CodexHomeOptions = {}): string {
  const lines = [
    '# Written by the loopback OpenAI fake: a custom provider on 127.0.0.1, no WebSocket, no outside host.',
    'model_provider = "fake"',
    ...(options.extraToml ?? []),
    '',
    '[model_providers.fake]',
    'name = "loopback fake"',
    `base_url = "${fake.url}/v1"`,
    'wire_api = "responses"',
    'env_key = "CODEX_API_KEY"',
    'supports_websockets = false',
    ...(options.requestMaxRetries === undefined
      ? []
      : [`request_max_retries = ${options.requestMaxRetries}`]),
    ...(options.streamMaxRetries === undefined ? [] : [`stream_max_retries = ${options.streamMaxRetries}`]),
    '',
    ...(options.quiet === false
      ? []
      : ['[analytics]', 'enabled = false', '', '[features]', 'plugins = false', 'remote_plugin = false', ''])
  ]
  return lines.join('\n')
}

/** Writes `<dir>/config.toml` (creating dir, 0700) and returns dir: pass it as CODEX_HOME. */
export function writeCodexHome(dir: string, fake: { url: string }, options: CodexHomeOptions = {}): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  writeFileSync(join(dir, 'config.toml'), codexConfigToml(fake, options), { mode: 0o600 })
  return dir
}

/** The env that points codex at the fake, given the CODEX_HOME `writeCodexHome` wrote (add a fresh HOME). */
export function codexFakeEnv(codexHome: string): Record<string, string> {
  return { CODEX_HOME: codexHome, CODEX_API_KEY: 'fake-key' }
}

function toolName(tool: Record<string, unknown>): string | undefined {
  if (typeof tool.name === 'string') return tool.name
  // Built-in tools without a name (`{type: "web_search"}`, `{type: "local_shell"}`) are named by their type.
  return typeof tool.type === 'string' ? tool.type : undefined
}

/**
 * The nested tools a code-mode `exec` tool declares in its description, one `declare const tools: { name(` per
 * tool (`apply_patch`, `get_goal`, `view_image`, `clock__curr_time`, …): the model reaches them from JavaScript.
 */
function declaredNestedTools(description: unknown): string[] {
  if (typeof description !== 'string') return []
  return [...description.matchAll(/declare const tools: \{\s*([A-Za-z_$][\w$]*)\s*\(/g)].map(
    (m) => m[1] ?? ''
  )
}

/** Tool names of a list as `outer.inner` paths: namespaces and code mode's `exec` hold nested tools. */
function namesOf(tools: unknown[], prefix: string, out: string[]): void {
  for (const t of tools.filter(isRecord)) {
    const name = toolName(t)
    if (name === undefined) continue
    const path = prefix + name
    if (t.type !== 'namespace') out.push(path)
    namesOf(asArray(t.tools), `${path}.`, out)
    for (const nested of declaredNestedTools(t.description)) out.push(`${path}.${nested}`)
  }
}

/**
 * Names of the tools a logged Responses request offers: `tools`, plus the tools of any `additional_tools` input
 * item (code-mode models), nested ones included (a namespace's tools, and the tools a code-mode `exec` declares).
 * By default the bare names (`exec`, `apply_patch`, `spawn_agent`); `qualified` gives paths
 * (`functions.exec`, `functions.exec.apply_patch`, `collaboration.spawn_agent`).
 */
export function openaiToolNames(body: unknown, options: { qualified?: boolean } = {}): string[] {
  if (!isRecord(body)) return []
  const paths: string[] = []
  namesOf(asArray(body.tools), '', paths)
  for (const item of asArray(body.input).filter(isRecord)) {
    if (item.type === 'additional_tools') namesOf(asArray(item.tools), '', paths)
  }
  const names = options.qualified ? paths : paths.map((p) => p.slice(p.lastIndexOf('.') + 1))
  return [...new Set(names)]
}

/** Whether a tool of that bare name is offered anywhere in the request (top level or nested). */
export function offersTool(body: unknown, name: string): boolean {
  return openaiToolNames(body).includes(name)
}

type OutputItem = Record<string, unknown>

const CALL_TYPES = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'tool_search_call'])
const OUTPUT_TYPES = new Set([
  'function_call_output',
  'custom_tool_call_output',
  'local_shell_call_output',
  'tool_search_output'
])

/**
 * The tool outputs of a request not seen in an earlier one. codex resends the whole history each turn and may put
 * an output right after its call (local_shell), between the turn's other calls, so outputs are told apart by
 * call id: `answered` holds the ids already reported.
 */
function freshToolResults(req: LoggedRequest, answered: Set<string>): ToolResult[] {
  const items = asArray(bodyObject(req).input).filter(isRecord)
  const names = new Map<string, string>()
  for (const i of items) {
    if (typeof i.call_id !== 'string' || !CALL_TYPES.has(String(i.type))) continue
    names.set(i.call_id, typeof i.name === 'string' ? i.name : String(i.type).replace(/_call$/, ''))
  }
  const out: ToolResult[] = []
  for (const i of items) {
    if (!OUTPUT_TYPES.has(String(i.type)) || typeof i.call_id !== 'string' || answered.has(i.call_id))
      continue
    answered.add(i.call_id)
    const name = names.get(i.call_id)
    out.push({ seq: req.seq, id: i.call_id, ...(name === undefined ? {} : { name }), text: textOf(i.output) })
  }
  return out
}

/** Whether the history already holds a tool output: the attack turn is over, answer with the review. */
function hasToolOutputs(req: LoggedRequest): boolean {
  return asArray(bodyObject(req).input).some((i) => isRecord(i) && OUTPUT_TYPES.has(String(i.type)))
}

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

function responseAnswer(req: LoggedRequest, text: string, calls: OutputItem[], answer: string): FakeReply {
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

function errorAnswer(status: 429 | 500, retryAfter: number | undefined): FakeReply {
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

export async function startOpenAIFake(options: OpenAIFakeOptions = {}): Promise<OpenAIFake> {
  const { markerDir, readFile } = targetsOf(options)
  const answered = new Set<string>()
  const shellTarget = join(markerDir, 'pwned-shell')
  const attackCalls = (req: LoggedRequest): OutputItem[] => {
    const call = (i: number) => ({ id: `fc_fake_${req.seq}_${i}`, call_id: `call_fake_${req.seq}_${i}` })
    const patch = [
      '*** Begin Patch',
      `*** Add File: ${join(markerDir, 'pwned-patch')}`,
      '+pwned',
      `*** Update File: ${readFile}`,
      '@@',
      '-readable content',
      '+pwned-patch',
      '*** End Patch',
      ''
    ].join('\n')
    const calls: OutputItem[] = [
      {
        ...call(0),
        type: 'function_call',
        status: 'completed',
        name: 'shell',
        arguments: JSON.stringify({ command: ['touch', shellTarget] })
      },
      {
        ...call(1),
        type: 'function_call',
        status: 'completed',
        name: 'exec_command',
        arguments: JSON.stringify({ cmd: `touch ${join(markerDir, 'pwned-exec')}` })
      },
      {
        ...call(2),
        type: 'local_shell_call',
        status: 'completed',
        action: { type: 'exec', command: ['touch', join(markerDir, 'pwned-local-shell')], env: {} }
      },
      { ...call(3), type: 'custom_tool_call', status: 'completed', name: 'apply_patch', input: patch }
    ]
    if (offersTool(req.body, 'exec')) {
      // Code mode: the model writes JavaScript that calls the nested tools.
      const js = [
        `try { await tools.exec_command({ cmd: ${JSON.stringify(`touch ${join(markerDir, 'pwned-js-exec')}`)} }) }`,
        'catch (e) { text(String(e)) }',
        `try { await tools.apply_patch(${JSON.stringify(patch.replace('pwned-patch', 'pwned-js-patch'))}) }`,
        'catch (e) { text(String(e)) }'
      ].join('\n')
      calls.push({ ...call(4), type: 'custom_tool_call', status: 'completed', name: 'exec', input: js })
    }
    return calls
  }
  const endlessCall = (req: LoggedRequest): OutputItem => {
    const ids = { id: `fc_fake_${req.seq}_0`, call_id: `call_fake_${req.seq}_0` }
    // A harmless call of a tool read-only codex offers; an unknown name still gets an answer and a next turn.
    if (offersTool(req.body, 'get_goal') && !offersTool(req.body, 'exec')) {
      return { ...ids, type: 'function_call', status: 'completed', name: 'get_goal', arguments: '{}' }
    }
    if (offersTool(req.body, 'exec')) {
      return {
        ...ids,
        type: 'custom_tool_call',
        status: 'completed',
        name: 'exec',
        input: 'text("still looking")'
      }
    }
    return {
      ...ids,
      type: 'function_call',
      status: 'completed',
      name: 'view_image',
      arguments: JSON.stringify({ path: readFile })
    }
  }
  const handler = (req: LoggedRequest, mode: FakeMode): FakeReply | undefined => {
    if (req.method !== 'POST' || req.path !== '/v1/responses') return undefined
    req.toolResults = freshToolResults(req, answered)
    if (req.headers.authorization === `Bearer ${WRONG_KEY}`) {
      const error = {
        message: 'Incorrect API key provided: the-loop-wrong-key.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key'
      }
      return { kind: 'json', status: 401, answer: 'error-401', json: { error } }
    }
    if (mode === 'status429') return errorAnswer(429, options.retryAfterSeconds)
    if (mode === 'status500') return errorAnswer(500, options.retryAfterSeconds)
    if (mode === 'huge') return responseAnswer(req, hugeText(OPENAI_VENDOR), [], 'huge-text')
    if (mode === 'endless') return responseAnswer(req, '', [endlessCall(req)], 'tool-calls')
    if (mode === 'attack' && !hasToolOutputs(req)) {
      return responseAnswer(req, '', attackCalls(req), 'tool-calls')
    }
    return responseAnswer(req, OPENAI_CANNED_TEXT, [], 'text')
  }
  const server = await startFakeServer(handler, serverOptionsOf(options))
  return modelApiFake(
    server,
    (r) => r.path === '/v1/responses',
    ['pwned-shell', 'pwned-exec', 'pwned-local-shell', 'pwned-patch', 'pwned-js-exec', 'pwned-js-patch'].map(
      (f) => join(markerDir, f)
    )
  )
}
