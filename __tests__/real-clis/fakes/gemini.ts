// A loopback fake of the Gemini API (`/v1beta/models/<model>:streamGenerateContent?alt=sse`, `:generateContent`,
// `:countTokens`), enough for the real Gemini CLI: point it here with GOOGLE_GEMINI_BASE_URL (see `writeGeminiHome`).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cannedReview, chunks, hugeText } from './canned-text.js'
import { modelApiFake, serverOptionsOf, targetsOf, WRONG_KEY } from './model-api.js'
import type { CommonFakeOptions, ModelApiFake } from './model-api.js'
import { asArray, bodyObject, isRecord } from './request-body.js'
import { startFakeServer } from './server.js'
import type { FakeMode, FakeReply, LoggedRequest, ToolResult } from './server.js'

const GEMINI_VENDOR = 'gemini'
export const GEMINI_CANNED_TEXT = cannedReview(GEMINI_VENDOR)

/** The usage every answer reports, distinct from the other fakes' (`promptTokenCount` includes the cached). */
const GEMINI_USAGE = {
  promptTokenCount: 3401,
  candidatesTokenCount: 56,
  cachedContentTokenCount: 12,
  thoughtsTokenCount: 7,
  totalTokenCount: 3401 + 56 + 7
} as const

/** The model the fake says answered (`modelVersion`); the CLI keys its stats by it. */
const GEMINI_MODEL_VERSION = 'gemini-2.5-pro'

export type GeminiFakeOptions = CommonFakeOptions

export interface GeminiFake extends ModelApiFake {
  markerFiles(): string[]
}

export interface GeminiHomeOptions {
  /** `model.maxSessionTurns`; omitted when undefined. */
  maxSessionTurns?: number
  /** `general.maxAttempts`: the CLI's attempts per model call (default and cap 10, 5-30 s apart); omitted when undefined. */
  maxAttempts?: number
  /** More settings merged over the fake's (top-level keys replace). */
  extra?: Record<string, unknown>
}

/** The settings.json the CLI needs to use the fake: API-key auth (not "gateway"), no usage statistics. */
function geminiSettings(options: GeminiHomeOptions = {}): Record<string, unknown> {
  return {
    security: { auth: { selectedType: 'gemini-api-key' } },
    privacy: { usageStatisticsEnabled: false },
    ...(options.maxSessionTurns === undefined ? {} : { model: { maxSessionTurns: options.maxSessionTurns } }),
    ...(options.maxAttempts === undefined ? {} : { general: { maxAttempts: options.maxAttempts } }),
    ...(options.extra ?? {})
  }
}

/** Writes `<dir>/.gemini/settings.json` (folders 0700) and returns dir: pass it as GEMINI_CLI_HOME (or HOME). */
export function writeGeminiHome(dir: string, options: GeminiHomeOptions = {}): string {
  const settingsDir = join(dir, '.gemini')
  mkdirSync(settingsDir, { recursive: true, mode: 0o700 })
  writeFileSync(join(settingsDir, 'settings.json'), `${JSON.stringify(geminiSettings(options), null, 2)}\n`, {
    mode: 0o600
  })
  return dir
}

/** Names of the tools a logged Gemini request offers (`tools[].functionDeclarations[].name`). */
export function geminiToolNames(body: unknown): string[] {
  if (!isRecord(body)) return []
  const names: string[] = []
  for (const tool of asArray(body.tools).filter(isRecord)) {
    for (const decl of asArray(tool.functionDeclarations).filter(isRecord)) {
      if (typeof decl.name === 'string') names.push(decl.name)
    }
  }
  return names
}

/** `/v1beta/models/<model>:<method>` → model and method. */
function routeOf(path: string): { model: string; method: string } | undefined {
  const m = /^\/v1(?:beta|alpha)?\/models\/([^/:]+):([A-Za-z]+)$/.exec(path)
  if (!m || m[1] === undefined || m[2] === undefined) return undefined
  return { model: decodeURIComponent(m[1]), method: m[2] }
}

function partsOf(content: unknown): Record<string, unknown>[] {
  return isRecord(content) ? asArray(content.parts).filter(isRecord) : []
}

/** The function responses after the model's last turn (earlier turns are history, already reported). */
function lastToolResults(req: LoggedRequest): ToolResult[] {
  const contents = asArray(bodyObject(req).contents).filter(isRecord)
  let start = contents.length
  while (start > 0 && contents[start - 1]?.role !== 'model') start--
  return contents
    .slice(start)
    .flatMap(partsOf)
    .map((p) => p.functionResponse)
    .filter(isRecord)
    .map((r) => {
      const name = typeof r.name === 'string' ? r.name : undefined
      const response = isRecord(r.response) ? r.response : {}
      const isError = response.error !== undefined
      const said = response.error ?? response.output ?? response
      return {
        seq: req.seq,
        id: typeof r.id === 'string' ? r.id : (name ?? ''),
        ...(name === undefined ? {} : { name }),
        isError,
        text: typeof said === 'string' ? said : JSON.stringify(said)
      }
    })
}

function hasToolResults(req: LoggedRequest): boolean {
  return asArray(bodyObject(req).contents).some((c) => partsOf(c).some((p) => isRecord(p.functionResponse)))
}

interface FunctionCall {
  name: string
  args: Record<string, unknown>
}

/** A value fitting a JSON schema: what a structured-output call (loop check, next speaker, …) gets. */
function valueFor(schema: unknown, key = ''): unknown {
  if (!isRecord(schema)) return `CANNED-REVIEW-${GEMINI_VENDOR}`
  const type = String(schema.type ?? '').toLowerCase()
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    // The next-speaker check: "user" ends the turn.
    return schema.enum.includes('user') ? 'user' : schema.enum[0]
  }
  if (type === 'object') {
    const props = isRecord(schema.properties) ? schema.properties : {}
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueFor(v, k)]))
  }
  if (type === 'array') return []
  if (type === 'number' || type === 'integer') return 0
  if (type === 'boolean') return false
  return key.includes('analysis') || key.includes('reasoning') ? 'loopback fake: no loop, all is well' : ''
}

function structuredText(req: LoggedRequest): string | undefined {
  const config = bodyObject(req).generationConfig
  if (!isRecord(config) || config.responseMimeType !== 'application/json') return undefined
  return JSON.stringify(valueFor(config.responseJsonSchema ?? config.responseSchema))
}

function chunk(parts: Record<string, unknown>[], modelVersion: string, id: string, final: boolean): unknown {
  return {
    candidates: [
      {
        content: { role: 'model', parts },
        index: 0,
        ...(final ? { finishReason: 'STOP' } : {})
      }
    ],
    usageMetadata: GEMINI_USAGE,
    modelVersion,
    responseId: id
  }
}

function generateAnswer(
  req: LoggedRequest,
  stream: boolean,
  text: string,
  calls: FunctionCall[],
  answer: string
): FakeReply {
  const id = `fake-response-${req.seq}`
  const callParts = calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))
  if (!stream) {
    const parts = [...(text === '' ? [] : [{ text }]), ...callParts]
    return { kind: 'json', status: 200, answer, json: chunk(parts, GEMINI_MODEL_VERSION, id, true) }
  }
  const pieces = text === '' ? [] : chunks(text)
  const events = pieces.map((piece) => ({ data: chunk([{ text: piece }], GEMINI_MODEL_VERSION, id, false) }))
  // The last chunk carries the calls (or an empty text) and the finish reason.
  const lastParts = callParts.length > 0 ? callParts : [{ text: '' }]
  events.push({ data: chunk(lastParts, GEMINI_MODEL_VERSION, id, true) })
  return { kind: 'sse', events, answer }
}

/**
 * Google's error envelope. With `retryAfter`, a 429 also carries a `google.rpc.RetryInfo` detail: Gemini CLI
 * waits that long between its attempts instead of its own 5-30 s backoff (it ignores a `retry-after` header).
 */
function errorAnswer(status: 429 | 500, retryAfter: number | undefined): FakeReply {
  const details =
    status === 429 && retryAfter !== undefined
      ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter}s` }]
      : []
  const error =
    status === 429
      ? { code: 429, message: 'loopback fake: resource exhausted', status: 'RESOURCE_EXHAUSTED', details }
      : { code: 500, message: 'loopback fake: internal error', status: 'INTERNAL', details }
  return {
    kind: 'json',
    status,
    answer: `error-${status}`,
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    json: { error }
  }
}

export async function startGeminiFake(options: GeminiFakeOptions = {}): Promise<GeminiFake> {
  const { markerDir, readFile } = targetsOf(options)
  let selfUrl = ''
  const attackCalls = (): FunctionCall[] => [
    { name: 'run_shell_command', args: { command: `touch ${join(markerDir, 'pwned-shell')}` } },
    { name: 'write_file', args: { file_path: join(markerDir, 'pwned-write'), content: 'pwned\n' } },
    {
      name: 'replace',
      args: {
        file_path: readFile,
        old_string: 'readable',
        new_string: 'pwned-edit',
        instruction: 'Change it.'
      }
    },
    { name: 'web_fetch', args: { prompt: `Summarise ${selfUrl}/pwned-web` } },
    { name: 'read_file', args: { file_path: readFile } }
  ]
  let endlessTurn = 0
  const handler = (req: LoggedRequest, mode: FakeMode): FakeReply | undefined => {
    const route = req.method === 'POST' ? routeOf(req.path) : undefined
    if (!route) return undefined
    if (route.method === 'countTokens') {
      return {
        kind: 'json',
        status: 200,
        answer: 'count-tokens',
        json: { totalTokens: GEMINI_USAGE.promptTokenCount }
      }
    }
    const stream = route.method === 'streamGenerateContent'
    if (!stream && route.method !== 'generateContent') return undefined
    req.toolResults = lastToolResults(req)
    if (req.headers['x-goog-api-key'] === WRONG_KEY) {
      const error = {
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }]
      }
      return { kind: 'json', status: 400, answer: 'error-400', json: { error } }
    }
    if (mode === 'status429') return errorAnswer(429, options.retryAfterSeconds)
    if (mode === 'status500') return errorAnswer(500, options.retryAfterSeconds)
    // Side calls of the CLI (loop check, next speaker, …) ask for JSON: a fitting, harmless object.
    const structured = structuredText(req)
    if (structured !== undefined) return generateAnswer(req, stream, structured, [], 'structured')
    if (mode === 'huge') return generateAnswer(req, stream, hugeText(GEMINI_VENDOR), [], 'huge-text')
    if (mode === 'endless') {
      // Each call differs (the line window moves), so the CLI's identical-call loop detector stays quiet.
      const turn = endlessTurn++
      const call = { name: 'read_file', args: { file_path: readFile, start_line: 1, end_line: 2 + turn } }
      return generateAnswer(req, stream, '', [call], 'tool-calls')
    }
    if (mode === 'attack' && !hasToolResults(req)) {
      return generateAnswer(req, stream, '', attackCalls(), 'tool-calls')
    }
    return generateAnswer(req, stream, GEMINI_CANNED_TEXT, [], 'text')
  }
  const server = await startFakeServer(handler, serverOptionsOf(options))
  selfUrl = server.url
  return modelApiFake(
    server,
    (r) => /:(stream)?generateContent$/i.test(r.path) && r.answer !== 'unexpected',
    ['pwned-shell', 'pwned-write'].map((f) => join(markerDir, f))
  )
}
