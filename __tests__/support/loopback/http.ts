// Shared HTTP shapes of the loopback GitHub: route contract, replies, GitHub-shaped errors and Link pagination.
import { ApiError } from './git-model.js'
import type { FaultInjector } from './faults.js'
import type { LoopRepo, LoopWorld } from './world.js'

export { ApiError }

export interface Ctx {
  world: LoopWorld
  repo: LoopRepo
  /** Regex captures of the route pattern, already URL-decoded. */
  params: string[]
  query: URLSearchParams
  body: Record<string, unknown>
  accept: string
  /** The server's origin as the client reached it, for absolute Link URLs. */
  origin: string
  pathname: string
  /** For faults a handler stages itself (a refused contents write), beyond those the server injects. */
  faults: FaultInjector
}

export interface Reply {
  status?: number
  json?: unknown
  text?: string
  contentType?: string
  headers?: Record<string, string>
}

export interface Route {
  method: string
  /** Matched against the path after /repos/{owner}/{repo}. */
  pattern: RegExp
  /** A stable label for request counters, e.g. "git.updateRef". */
  name: string
  handle: (ctx: Ctx) => Reply
}

const DOCS_URL = 'https://docs.github.com/rest'

export function errorBody(
  status: number,
  message: string,
  errors?: Array<string | Record<string, string>>
): Record<string, unknown> {
  return { message, ...(errors ? { errors } : {}), documentation_url: DOCS_URL, status: String(status) }
}

export function notFound(): never {
  throw new ApiError(404, 'Not Found')
}

/** Reads a string field of a JSON body, or answers 422 like GitHub's validation does. */
export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string') throw new ApiError(422, `Invalid request: "${field}" is not a string`)
  return value
}

/**
 * One page of `items` plus a Link header as GitHub writes it (per_page default 30, at most 100): absolute URLs
 * keeping the request's query, in GitHub's order `prev`, `next`, `last`, `first`; page 1 names `next` and
 * `last`, the last page `prev` and `first`, a page past the last answers `[]`. A client may read the last page
 * off the first answer and ask for the others together.
 */
export function paginate<T>(ctx: Ctx, items: T[]): Reply {
  const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30))
  const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const slice = items.slice((page - 1) * perPage, page * perPage)
  const link = (p: number, rel: string) => {
    const q = new URLSearchParams(ctx.query)
    q.set('per_page', String(perPage))
    q.set('page', String(p))
    return `<${ctx.origin}${ctx.pathname}?${q.toString()}>; rel="${rel}"`
  }
  const rels: string[] = []
  if (page > 1) rels.push(link(page - 1, 'prev'))
  if (page < last) rels.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) rels.push(link(1, 'first'))
  return { json: slice, headers: rels.length ? { link: rels.join(', ') } : {} }
}
