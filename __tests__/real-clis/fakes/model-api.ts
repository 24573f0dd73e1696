// What every vendor's fake shares on top of the server: its options, the wrong key it refuses, and its public face.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FakeMode, FakeServer, FakeServerOptions, LoggedRequest, ToolResult } from './server.js'

/** The key every fake refuses as its vendor does a wrong one (401 or Google's 400), whatever its mode. */
export const WRONG_KEY = 'the-loop-wrong-key'

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
