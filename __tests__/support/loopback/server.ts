// The loopback GitHub: a dependency-free node:http server on 127.0.0.1 speaking the REST/GraphQL subset we use.
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApiError, errorBody } from './http.js'
import type { Reply, Route } from './http.js'
import { issueRoutes } from './routes-issues.js'
import { gitRoutes } from './routes-git.js'
import { reviewRoutes } from './routes-reviews.js'
import { contentRoutes } from './routes-contents.js'
import { compareRoutes } from './routes-compare.js'
import { checkRoutes } from './routes-checks.js'
import { answerGraphql, graphqlRoute } from './graphql.js'
import { FaultInjector } from './faults.js'
import type { FaultPlan } from './faults.js'
import { LoopWorld } from './world.js'
import { seedWorld } from './seed.js'
import type { WorldSeed } from './seed.js'

interface LoggedRequest {
  method: string
  path: string
  route: string
  status: number
  fault: boolean
  /** When the request arrived (ms since the epoch), for benchmarks of when a post became visible. */
  at: number
}

export interface LoopbackGitHub {
  url: string
  port: number
  world: LoopWorld
  faults: FaultInjector
  requests: LoggedRequest[]
  /** Requests whose route name contains `route` (all when omitted), including fault answers. */
  count(route?: string): number
  resetRequests(): void
  close(): Promise<void>
}

export interface LoopbackOptions {
  faults?: FaultPlan
  world?: LoopWorld
  port?: number
}

const routes: Route[] = [
  ...issueRoutes,
  ...reviewRoutes,
  ...contentRoutes,
  ...gitRoutes,
  ...compareRoutes,
  ...checkRoutes
]

function send(res: ServerResponse, status: number, reply: Reply): void {
  const headers: Record<string, string> = { 'x-ratelimit-remaining': '4999', ...(reply.headers ?? {}) }
  if (reply.text !== undefined) {
    res.writeHead(status, { ...headers, 'content-type': reply.contentType ?? 'text/plain; charset=utf-8' })
    res.end(reply.text)
  } else if (reply.json !== undefined) {
    res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(reply.json))
  } else {
    res.writeHead(status, headers)
    res.end()
  }
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    throw new ApiError(400, 'Problems parsing JSON')
  }
}

function matchRoute(method: string, pathname: string) {
  const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(pathname)
  if (!m) return undefined
  const rest = m[3] ?? ''
  for (const route of routes) {
    if (route.method !== method) continue
    const hit = route.pattern.exec(rest)
    if (hit)
      return {
        route,
        owner: m[1]!,
        repo: m[2]!,
        params: hit.slice(1).map((p) => decodeURIComponent(p ?? ''))
      }
  }
  return undefined
}

export async function startLoopbackGitHub(opts: LoopbackOptions = {}): Promise<LoopbackGitHub> {
  const world = opts.world ?? new LoopWorld()
  const faults = new FaultInjector(opts.faults)
  const requests: LoggedRequest[] = []

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
    const method = req.method ?? 'GET'
    if (url.pathname.startsWith('/_loopback/')) return control(req, res, url.pathname)
    const hit = matchRoute(method, url.pathname)
    const name = url.pathname === '/graphql' ? 'graphql' : (hit?.route.name ?? 'unknown')
    const log: LoggedRequest = {
      method,
      path: url.pathname + url.search,
      route: name,
      status: 0,
      fault: false,
      at: Date.now()
    }
    requests.push(log)
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs))
    const fault = faults.refusedWrite(method, name) ?? faults.pick(name, method, log.path)
    if (fault) {
      log.status = fault.status
      log.fault = true
      return send(res, fault.status, { json: errorBody(fault.status, fault.message), headers: fault.headers })
    }
    try {
      const body = await readBody(req)
      let reply: Reply
      if (name === 'graphql' && method === 'POST') {
        log.route = graphqlRoute(body)
        reply = answerGraphql(world, body, faults)
      } else {
        if (!hit) throw new ApiError(404, 'Not Found')
        const repo = world.repo(hit.owner, hit.repo)
        if (!repo) throw new ApiError(404, 'Not Found')
        const accept = String(req.headers.accept ?? '')
        const origin = url.origin
        reply = hit.route.handle({
          world,
          repo,
          params: hit.params,
          query: url.searchParams,
          body,
          accept,
          origin,
          pathname: url.pathname,
          faults
        })
      }
      log.status = reply.status ?? 200
      if (faults.takeReset(method, name, log.status)) {
        // Applied above; the connection drops before any answer, as when a proxy resets it mid-write.
        log.fault = true
        res.socket?.destroy()
        return
      }
      const lost = faults.lostAnswer(method, name, log.status, log.path)
      if (lost) {
        // Applied above; only the answer is replaced, as when GitHub's reply never reaches the client.
        log.status = lost.status
        log.fault = true
        return send(res, lost.status, { json: errorBody(lost.status, lost.message) })
      }
      send(res, log.status, reply)
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 500
      const message = error instanceof Error ? error.message : String(error)
      log.status = status
      send(res, status, {
        json: errorBody(status, message, error instanceof ApiError ? error.errors : undefined)
      })
    }
  }

  // Out-of-band control for a loopback run as its own process: not counted, never faulted.
  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    try {
      const body = await readBody(req)
      if (path === '/_loopback/requests')
        return send(res, 200, { json: { count: requests.length, requests } })
      if (path === '/_loopback/faults') {
        faults.set(body as FaultPlan)
        return send(res, 200, { json: { ok: true } })
      }
      if (path === '/_loopback/seed') {
        seedWorld(world, body as WorldSeed)
        return send(res, 200, { json: { ok: true } })
      }
      send(res, 404, { json: errorBody(404, `unknown loopback control ${path}`) })
    } catch (error) {
      send(res, 400, { json: errorBody(400, error instanceof Error ? error.message : String(error)) })
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    world,
    faults,
    requests,
    count: (route) => requests.filter((r) => route === undefined || r.route.includes(route)).length,
    resetRequests: () => void requests.splice(0, requests.length),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
