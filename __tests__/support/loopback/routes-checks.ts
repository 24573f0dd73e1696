// Loopback routes of the checks API, strict like GitHub (docs.github.com/rest/checks/runs): create a check run on
// a commit the repository has, update it, read it. `head_sha` must name a commit; `status: completed` or a
// `completed_at` without a `conclusion` is 422; a `conclusion` alone completes the run; `stale` is GitHub's own
// conclusion, refused from a client; `output` needs its title and summary, each text at most 65,535 characters;
// at most 50 annotations a request. A token without `checks: write` is refused (faults.ts, noChecksPermission).
// Its answers are checked against GitHub's `check-run` shape (__tests__/github/rest-shapes.ts).
import { ApiError, notFound, type Ctx, type Reply, type Route } from './http.js'

/** What the checks routes read of a request: also what the in-memory port (fake-port.ts) hands them. */
export type CheckCtx = Pick<Ctx, 'world' | 'repo' | 'params' | 'query' | 'body' | 'origin'>
import type { LoopCheckRun } from './world-types.js'

/** GitHub's cap on `output.summary` and `output.text`, in characters. */
export const CHECK_OUTPUT_LIMIT = 65_535
/** Annotations one create or update request may carry. */
export const CHECK_ANNOTATIONS_LIMIT = 50

const STATUSES = ['queued', 'in_progress', 'completed'] as const
const CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'timed_out']

const invalid = (why: string): never => {
  throw new ApiError(422, `Invalid request.\n\n${why}`)
}

/** GitHub's `check-run` (__tests__/github/rest-shapes.ts holds its schema, which the tests check answers by). */
type CheckRunJson = Record<string, unknown>

function runJson(ctx: CheckCtx, run: LoopCheckRun): CheckRunJson {
  const api = `${ctx.origin}/repos/${ctx.repo.owner}/${ctx.repo.name}/check-runs/${run.id}`
  return {
    id: run.id,
    head_sha: run.headSha,
    node_id: `CR_${run.id}`,
    external_id: run.externalId,
    url: api,
    html_url: `https://github.com/${ctx.repo.owner}/${ctx.repo.name}/runs/${run.id}`,
    details_url: run.detailsUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: {
      title: run.output.title,
      summary: run.output.summary,
      text: run.output.text,
      annotations_count: run.output.annotations,
      annotations_url: `${api}/annotations`
    },
    name: run.name,
    check_suite: null,
    app: null,
    pull_requests: []
  }
}

/** Whether the repository has the commit: a branch's, or a pull request head's. */
function hasCommit(ctx: CheckCtx, sha: string): boolean {
  return /^[0-9a-f]{40}$/.test(sha) && (ctx.repo.git.commits.has(sha) || ctx.repo.pullCommits.has(sha))
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  if (value === undefined) return undefined
  if (typeof value !== 'string') invalid(`"${field}" is not a string.`)
  return value as string
}

/** The `output` object of a request, checked: title and summary required, texts within GitHub's cap. */
function readOutput(value: unknown, before: LoopCheckRun['output']): LoopCheckRun['output'] {
  if (value === undefined) return before
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid('"output" is not an object.')
  const o = value as Record<string, unknown>
  const title = optionalString(o, 'title')
  const summary = optionalString(o, 'summary')
  const text = optionalString(o, 'text')
  if (title === undefined || summary === undefined) invalid('"title" and "summary" are required in "output".')
  for (const [field, v] of [
    ['summary', summary],
    ['text', text]
  ] as const)
    if (v !== undefined && [...v].length > CHECK_OUTPUT_LIMIT)
      invalid(`"output.${field}" is too long (maximum is ${CHECK_OUTPUT_LIMIT} characters).`)
  const annotations = o['annotations']
  if (annotations !== undefined && !Array.isArray(annotations)) invalid('"annotations" is not an array.')
  const count = Array.isArray(annotations) ? annotations.length : 0
  if (count > CHECK_ANNOTATIONS_LIMIT)
    invalid(`"annotations" has ${count} items; at most ${CHECK_ANNOTATIONS_LIMIT} are accepted per request.`)
  return { title: title!, summary: summary!, text: text ?? null, annotations: before.annotations + count }
}

/** Applies status, conclusion and the times of a request to `run`, as GitHub relates them. */
function applyState(ctx: CheckCtx, run: LoopCheckRun, body: Record<string, unknown>): void {
  const status = body['status']
  if (status !== undefined && !(STATUSES as readonly unknown[]).includes(status))
    invalid(`"status" is not one of ${STATUSES.join(', ')}.`)
  const conclusion = body['conclusion']
  if (conclusion === 'stale') invalid('"conclusion" stale can only be set by GitHub.')
  if (conclusion !== undefined && !CONCLUSIONS.includes(conclusion as string))
    invalid(`"conclusion" is not one of ${CONCLUSIONS.join(', ')}.`)
  const completedAt = optionalString(body, 'completed_at')
  const startedAt = optionalString(body, 'started_at')
  if ((status === 'completed' || completedAt !== undefined) && conclusion === undefined)
    invalid('"conclusion" wasn\'t supplied.')
  if (startedAt !== undefined) run.startedAt = startedAt
  if (conclusion !== undefined) {
    // A conclusion completes the run, whatever status the request gave.
    run.status = 'completed'
    run.conclusion = conclusion as string
    run.completedAt = completedAt ?? ctx.world.current()
  } else if (status !== undefined) run.status = status as LoopCheckRun['status']
}

function runOf(ctx: CheckCtx): LoopCheckRun {
  const id = Number(ctx.params[0])
  return ctx.repo.checkRuns.find((r) => r.id === id) ?? notFound()
}

/** POST /check-runs: the run created, or a 422 naming what GitHub would refuse. */
export function createCheckRunFromApi(ctx: CheckCtx): Reply {
  const name = optionalString(ctx.body, 'name')
  if (name === undefined || name === '') return invalid('"name" is required.')
  const headSha = optionalString(ctx.body, 'head_sha') ?? invalid('"head_sha" is required.')
  if (!hasCommit(ctx, headSha)) invalid(`No commit found for SHA: ${headSha}`)
  const run: LoopCheckRun = {
    id: ctx.world.nextId('check-run'),
    name,
    headSha,
    status: 'queued',
    conclusion: null,
    startedAt: ctx.world.current(),
    completedAt: null,
    detailsUrl: optionalString(ctx.body, 'details_url') ?? null,
    externalId: optionalString(ctx.body, 'external_id') ?? null,
    output: { title: null, summary: null, text: null, annotations: 0 }
  }
  // Everything is checked before the run exists: a refused request leaves nothing behind.
  run.output = readOutput(ctx.body['output'], run.output)
  applyState(ctx, run, ctx.body)
  ctx.repo.checkRuns.push(run)
  return { status: 201, json: runJson(ctx, run) }
}

/** PATCH /check-runs/{id}: the run updated, every field checked before any is applied. */
export function updateCheckRunFromApi(ctx: CheckCtx): Reply {
  const stored = runOf(ctx)
  const next: LoopCheckRun = { ...stored, output: { ...stored.output } }
  const name = optionalString(ctx.body, 'name')
  if (name !== undefined) next.name = name
  const details = optionalString(ctx.body, 'details_url')
  if (details !== undefined) next.detailsUrl = details
  next.output = readOutput(ctx.body['output'], next.output)
  applyState(ctx, next, ctx.body)
  Object.assign(stored, next)
  return { json: runJson(ctx, stored) }
}

/** GET /commits/{ref}/check-runs: the runs on a commit, filtered by `check_name` and `status` as GitHub does. */
function listCheckRunsForRef(ctx: CheckCtx): Reply {
  const ref = ctx.params[0] ?? ''
  const name = ctx.query.get('check_name')
  const status = ctx.query.get('status')
  const runs = ctx.repo.checkRuns.filter(
    (r) => r.headSha === ref && (name === null || r.name === name) && (status === null || r.status === status)
  )
  return { json: { total_count: runs.length, check_runs: runs.map((r) => runJson(ctx, r)) } }
}

export const checkRoutes: Route[] = [
  { method: 'POST', pattern: /^\/check-runs$/, name: 'checks.create', handle: createCheckRunFromApi },
  { method: 'PATCH', pattern: /^\/check-runs\/(\d+)$/, name: 'checks.update', handle: updateCheckRunFromApi },
  {
    method: 'GET',
    pattern: /^\/check-runs\/(\d+)$/,
    name: 'checks.get',
    handle: (ctx) => ({ json: runJson(ctx, runOf(ctx)) })
  },
  {
    method: 'GET',
    pattern: /^\/commits\/([0-9a-f]{40})\/check-runs$/,
    name: 'checks.listForRef',
    handle: listCheckRunsForRef
  }
]
