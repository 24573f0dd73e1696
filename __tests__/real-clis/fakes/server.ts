// The shared part of the loopback model-API fakes: a node:http server bound to 127.0.0.1 on a free port, a log
// of every request it received (parsed JSON body included) and the answers it can give (JSON, SSE, errors).
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** How a fake answers; switchable per test with `setMode`. */
export type FakeMode = 'review' | 'attack' | 'endless' | 'status429' | 'status500' | 'huge'

export const FAKE_MODES: readonly FakeMode[] = [
  'review',
  'attack',
  'endless',
  'status429',
  'status500',
  'huge'
]

/** The key every fake refuses as its vendor does a wrong one (401 or Google's 400), whatever its mode. */
export const WRONG_KEY = 'the-loop-wrong-key'

/** The size of the answer text in `huge` mode. */
export const HUGE_TEXT_BYTES = 3 * 1024 * 1024

export interface LoggedRequest {
  /** Position in the log, from 0. */
  seq: number
  method: string
  /** Path and query, as sent. */
  url: string
  /** Path without the query. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** The body parsed as JSON; undefined when empty or not JSON (see `rawBody`). */
  body: unknown
  rawBody: string
  /** When the request arrived (ms since the epoch). */
  at: number
  /**
   * True for a request meant for another host: a proxy-style absolute URL, or a CONNECT tunnel (`url` is then
   * `host:port`). A fake set as HTTPS_PROXY / HTTP_PROXY logs what a CLI tried to reach outside; always a 404.
   */
  proxied: boolean
  /** The mode the fake was in when it answered. */
  mode: FakeMode
  /** What the fake answered: filled in before the answer is written. */
  status?: number
  /** A short name of the answer, e.g. `text`, `tool-calls`, `unexpected`, `error-429`. */
  answer?: string
  /** The tool results this request brought back to the model (set by the vendor's fake when it answers). */
  toolResults?: ToolResult[]
  /** Size of the body in bytes; kept when the body itself was dropped (see `keepBodies`). */
  bodyBytes: number
  /** True when `body` and `rawBody` were dropped to bound the log's memory (see `keepBodies`). */
  bodyDropped?: boolean
}

export interface SseEvent {
  /** The `event:` line; omitted for APIs that send only `data:` lines (Gemini). */
  event?: string
  data: unknown
}

export type FakeReply =
  | { kind: 'json'; status: number; json: unknown; headers?: Record<string, string>; answer: string }
  | { kind: 'sse'; events: SseEvent[]; headers?: Record<string, string>; answer: string }

/** Answers a logged request; undefined means "not something this API serves": a logged 404. */
export type FakeHandler = (req: LoggedRequest, mode: FakeMode) => FakeReply | undefined

export interface FakeServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string
  port: number
  requests: LoggedRequest[]
  mode(): FakeMode
  setMode(mode: FakeMode): void
  close(): Promise<void>
}

export interface FakeServerOptions {
  mode?: FakeMode
  /**
   * Bodies kept in the log: those of the first `keepBodies` requests and of the latest `keepBodies`; the
   * ones in between are dropped (an endless tool loop resends a growing history a thousand times). Default 50.
   */
  keepBodies?: number
  /** Called with every request after it was answered (e.g. to print a trace while debugging). */
  onRequest?: (req: LoggedRequest) => void
}

/** What every vendor's `startXFake` accepts. */
export interface CommonFakeOptions {
  mode?: FakeMode
  /** Where attack-mode tool calls aim their marker files (`pwned-shell`, `pwned-write`, …). */
  markerDir?: string
  /** The file endless mode (and the attack turn) asks to read, and the attack turn's edit target. */
  readFile?: string
  /** `retry-after` seconds sent with 429/500 answers; none by default. */
  retryAfterSeconds?: number
  keepBodies?: number
  onRequest?: (req: LoggedRequest) => void
}

export function serverOptionsOf(options: CommonFakeOptions): FakeServerOptions {
  return {
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    ...(options.keepBodies === undefined ? {} : { keepBodies: options.keepBodies }),
    ...(options.onRequest === undefined ? {} : { onRequest: options.onRequest })
  }
}

/** The marker folder and readable file of a fake's options, with defaults under the system temp folder. */
export function targetsOf(options: CommonFakeOptions): { markerDir: string; readFile: string } {
  const markerDir = options.markerDir ?? join(tmpdir(), 'the-loop-fake-markers')
  return { markerDir, readFile: options.readFile ?? join(markerDir, 'readable.txt') }
}

/** The canned review each fake answers with, carrying a distinctive marker per vendor. */
export function cannedReview(vendor: string): string {
  return [
    `CANNED-REVIEW-${vendor}`,
    '',
    'The change looks correct. One nit: the new helper lacks a test.',
    `(end of CANNED-REVIEW-${vendor})`
  ].join('\n')
}

const WORDS = (
  'review change helper test branch merge commit diff line file module error value result parser token ' +
  'stream buffer cache limit retry window render format schema option config event handler state queue'
).split(' ')

/**
 * A multi-megabyte answer text for `huge` mode, starting with the vendor's marker. Every line is numbered and
 * its words are drawn by a seeded generator, so no long run repeats: Gemini CLI stops on repeated content
 * ("Loop detected") and would drop a text of identical lines.
 */
export function hugeText(vendor: string, bytes: number = HUGE_TEXT_BYTES): string {
  const parts = [`CANNED-REVIEW-${vendor} HUGE\n`]
  let size = parts[0]?.length ?? 0
  let seed = 0x2545f491
  const next = () => {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    return (seed >>> 0) % WORDS.length
  }
  for (let n = 1; size < bytes; n++) {
    const words = Array.from({ length: 9 }, () => WORDS[next()] ?? 'word').join(' ')
    const line = `${n}. ${words}.\n`
    parts.push(line)
    size += line.length
  }
  return parts.join('')
}

/** Cuts a text into pieces of at most `size` characters (at least one piece). */
export function chunks(text: string, size: number = 64 * 1024): string[] {
  if (text.length === 0) return ['']
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size))
  return out
}

/** The body of a logged request as a plain object ({} when it is not one). */
export function bodyObject(req: LoggedRequest): Record<string, unknown> {
  const body = req.body
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

export function notFoundReply(req: LoggedRequest): FakeReply {
  return {
    kind: 'json',
    status: 404,
    answer: 'unexpected',
    // One shape all three clients read: Anthropic's `type: "error"` envelope, Google's `code` and `status`.
    json: {
      type: 'error',
      error: {
        type: 'not_found_error',
        message: `loopback fake: no route for ${req.method} ${req.url}`,
        code: 404,
        status: 'NOT_FOUND'
      }
    }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    req.on('data', (c: Buffer) => parts.push(c))
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')))
    req.on('error', reject)
  })
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function write(res: ServerResponse, reply: FakeReply): void {
  if (reply.kind === 'json') {
    const text = JSON.stringify(reply.json)
    res.writeHead(reply.status, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      ...(reply.headers ?? {})
    })
    res.end(text)
    return
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...(reply.headers ?? {})
  })
  for (const e of reply.events) {
    const head = e.event === undefined ? '' : `event: ${e.event}\n`
    res.write(`${head}data: ${JSON.stringify(e.data)}\n\n`)
  }
  res.end()
}

/** Starts the server on 127.0.0.1, port 0 (a free port the system picks): never any other address. */
export async function startFakeServer(
  handler: FakeHandler,
  options: FakeServerOptions = {}
): Promise<FakeServer> {
  let mode: FakeMode = options.mode ?? 'review'
  const requests: LoggedRequest[] = []
  const keep = options.keepBodies ?? 50
  const server = createServer((req, res) => {
    void (async () => {
      const rawBody = await readBody(req)
      const full = new URL(req.url ?? '/', 'http://127.0.0.1')
      const logged: LoggedRequest = {
        seq: requests.length,
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: full.pathname,
        query: Object.fromEntries(full.searchParams),
        headers: req.headers,
        body: parseJson(rawBody),
        rawBody,
        bodyBytes: Buffer.byteLength(rawBody),
        at: Date.now(),
        proxied: /^[a-z]+:\/\//i.test(req.url ?? ''),
        mode
      }
      requests.push(logged)
      const dropAt = requests.length - 1 - keep
      const old = requests[dropAt]
      if (dropAt >= keep && old && !old.bodyDropped) {
        old.body = undefined
        old.rawBody = ''
        old.bodyDropped = true
      }
      let reply: FakeReply
      try {
        reply = (logged.proxied ? undefined : handler(logged, mode)) ?? notFoundReply(logged)
      } catch (err) {
        reply = {
          kind: 'json',
          status: 500,
          answer: 'fake-crashed',
          json: { error: { type: 'fake_error', message: `loopback fake failed: ${String(err)}` } }
        }
      }
      logged.status = reply.kind === 'json' ? reply.status : 200
      logged.answer = reply.answer
      write(res, reply)
      options.onRequest?.(logged)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  // A CLI using the fake as its HTTPS proxy opens a tunnel to the real host: logged, refused.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const logged: LoggedRequest = {
      seq: requests.length,
      method: 'CONNECT',
      url: req.url ?? '',
      path: '',
      query: {},
      headers: req.headers,
      body: undefined,
      rawBody: '',
      bodyBytes: 0,
      at: Date.now(),
      proxied: true,
      mode,
      status: 404,
      answer: 'unexpected'
    }
    requests.push(logged)
    socket.on('error', () => undefined)
    socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n')
    options.onRequest?.(logged)
  })
  // Keep-alive connections would hold close() open until the CLI goes away.
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    mode: () => mode,
    setMode: (next) => {
      mode = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()))
        server.closeAllConnections()
      })
  }
}

/** The fake's public face; each vendor's `startXFake` returns this, plus its own helpers. */
export interface ModelApiFake {
  url: string
  port: number
  requests: LoggedRequest[]
  setMode(mode: FakeMode): void
  mode(): FakeMode
  /** Requests that reached the model endpoint (not countTokens, not unexpected ones). */
  modelRequests(): LoggedRequest[]
  /** Requests answered with 404 because the fake does not serve them. */
  unexpected(): LoggedRequest[]
  /** The tool results the CLI sent back to the model, in request order (attack and endless turns). */
  toolResults(): ToolResult[]
  close(): Promise<void>
}

/** One tool result the CLI returned to the model: which call, and what it said (flattened to text). */
export interface ToolResult {
  /** The request (log seq) that carried it. */
  seq: number
  /** The tool-call id (claude: tool_use_id; codex: call_id; gemini: the function name's response id). */
  id: string
  /** The tool name, when the wire format carries it (gemini) or the fake knows it from its own call. */
  name?: string
  isError?: boolean
  text: string
}

/** Flattens any JSON value into its text content, for assertions like "contains 'denied'". */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(textOf).join('\n')
  if (isRecord(value)) {
    if (typeof value.text === 'string') return value.text
    if (typeof value.output === 'string') return value.output
    return JSON.stringify(value)
  }
  return String(value)
}

/**
 * A vendor's fake as the tests use it, from its server: `isModel` picks the requests that reached the model
 * endpoint, `markers` are the files an attack turn aims at.
 */
export function modelApiFake(
  server: FakeServer,
  isModel: (req: LoggedRequest) => boolean,
  markers: string[]
): ModelApiFake & { markerFiles(): string[] } {
  const modelRequests = () => server.requests.filter(isModel)
  return {
    url: server.url,
    port: server.port,
    requests: server.requests,
    mode: server.mode,
    setMode: server.setMode,
    modelRequests,
    unexpected: () => server.requests.filter((r) => r.answer === 'unexpected'),
    toolResults: () => modelRequests().flatMap((r) => r.toolResults ?? []),
    markerFiles: () => markers,
    close: server.close
  }
}
