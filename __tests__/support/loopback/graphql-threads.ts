// GraphQL on review threads, as the loopback answers it: `repository.pullRequest(number:).reviewThreads(first:,
// after:)` paginated with GitHub's limit of 100, and resolveReviewThread / unresolveReviewThread on a thread's node
// id. Errors come as GitHub sends them, with HTTP 200: NOT_FOUND and a null payload for an unknown node id,
// FORBIDDEN for a token that may not resolve (the `threadResolveForbidden` fault).
import type { FaultInjector } from './faults.js'
import type { Reply } from './http.js'
import { findThread, setResolved, threadsOf, type LoopReviewThread } from './review-threads.js'
import type { LoopWorld } from './world.js'

/** GitHub's most records per page of a connection. */
const PAGE_LIMIT = 100

const cursorOf = (index: number): string => Buffer.from(`loopback:${index}`).toString('base64')

/** The index a cursor stands for, or undefined for text that is not one of ours. */
function indexOf(cursor: string): number | undefined {
  const m = /^loopback:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'))
  return m ? Number(m[1]) : undefined
}

const fail = (type: string, message: string, data: unknown = null): Reply => ({
  json: { data, errors: [{ type, message }] }
})

/** `first` as GitHub checks it on a connection: required (this loopback models no `last`), 0..100. */
function pageSize(value: unknown, connection: string): number | Reply {
  if (value === undefined || value === null)
    return fail(
      'MISSING_PAGINATION_BOUNDARIES',
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`
    )
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > PAGE_LIMIT)
    return fail(
      'EXCESSIVE_PAGINATION',
      `Requesting ${String(value)} records on the \`${connection}\` connection exceeds the \`first\` limit of ${PAGE_LIMIT} records.`
    )
  return n
}

const threadJson = (t: LoopReviewThread, comments: number) => ({
  id: t.nodeId,
  isResolved: t.isResolved,
  // The loopback keeps no line history: a thread is never outdated; its path is its first comment's.
  isOutdated: false,
  path: t.comments[0]?.path ?? '',
  comments: { nodes: t.comments.slice(0, comments).map((c) => ({ databaseId: c.id })) }
})

/**
 * The reviewThreads query. The loopback reads `owner`, `repo`, `number`, `first` and `after` from the variables
 * and the threads' `comments(first: N)` from the document, and answers the fields issue 26 names whatever the
 * selection: each thread's `id`, `isResolved`, `isOutdated`, `path` and its first comments' `databaseId`, with
 * `pageInfo`.
 */
export function answerReviewThreads(world: LoopWorld, query: string, vars: Record<string, unknown>): Reply {
  const repo = world.repo(String(vars.owner ?? ''), String(vars.repo ?? ''))
  const issue = repo?.issues.get(Number(vars.number))
  if (!repo || !issue?.pull) {
    const what = repo ? `a PullRequest with the number of ${String(vars.number)}` : 'the repository'
    return fail(
      'NOT_FOUND',
      `Could not resolve to ${what}.`,
      repo ? { repository: { pullRequest: null } } : { repository: null }
    )
  }
  const first = pageSize(vars.first, 'reviewThreads')
  if (typeof first !== 'number') return first
  const inline = /comments\s*\(\s*first\s*:\s*(\d+)\s*\)/.exec(query)
  const comments = pageSize(inline?.[1], 'comments')
  if (typeof comments !== 'number') return comments
  const after = vars.after === undefined || vars.after === null ? -1 : indexOf(String(vars.after))
  if (after === undefined)
    return fail('INVALID_CURSOR_ARGUMENTS', `\`${String(vars.after)}\` does not appear to be a valid cursor.`)
  const threads = threadsOf(repo, issue.number)
  const page = threads.slice(after + 1, after + 1 + first)
  const last = after + page.length
  const pageInfo = {
    hasNextPage: last + 1 < threads.length,
    endCursor: page.length > 0 ? cursorOf(last) : null
  }
  const reviewThreads = { nodes: page.map((t) => threadJson(t, comments)), pageInfo }
  return { json: { data: { repository: { pullRequest: { reviewThreads } } } } }
}

/**
 * resolveReviewThread / unresolveReviewThread(input: { threadId }): answers `{ thread { id isResolved } }`.
 * Resolving a resolved thread (or unresolving an open one) changes nothing and answers the thread, as an
 * idempotent mutation. Checked before anything changes: the node id, then the token's permission.
 */
export function answerThreadResolution(
  world: LoopWorld,
  faults: FaultInjector,
  vars: Record<string, unknown>,
  mutation: 'resolveReviewThread' | 'unresolveReviewThread'
): Reply {
  const id = String(vars.threadId ?? '')
  const found = findThread(world.repos.values(), id)
  const refused = (type: string, message: string): Reply => ({
    json: { data: { [mutation]: null }, errors: [{ type, path: [mutation], message }] }
  })
  if (!found) return refused('NOT_FOUND', `Could not resolve to a node with the global id of '${id}'`)
  if (faults.refusedThreadResolve()) return refused('FORBIDDEN', 'Resource not accessible by integration')
  const thread = setResolved(found.repo, found.thread, mutation === 'resolveReviewThread')
  return { json: { data: { [mutation]: { thread: { id: thread.nodeId, isResolved: thread.isResolved } } } } }
}
