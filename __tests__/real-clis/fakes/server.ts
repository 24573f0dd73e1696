// The HTTP server under every model-API fake: 127.0.0.1 on a free port, a log of its requests, JSON or SSE answers.
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

/** How a fake answers; switchable per test with `setMode`. */
export type FakeMode = 'review' | 'attack' | 'endless' | 'status429' | 'status500' | 'huge'

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

function notFoundReply(req: LoggedRequest): FakeReply {
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
