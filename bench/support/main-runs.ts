// Runs of a composite action on a review scene the way a runner runs them (action.yml step by step), timed:
// whole-run ms, the requests made, each step's ms and when the first comment arrived; plus the client switch.
import { performance } from 'node:perf_hooks'
import { runComposite, type CompositeResult } from '../../__tests__/support/composite.js'
import { OWNER, REPO, type startReviewScene } from '../../__tests__/support/review-scene.js'

export type Scene = Awaited<ReturnType<typeof startReviewScene>>

export interface RunOptions {
  event?: string
  inputs: Record<string, string>
  /** The client as configured for api.github.com (see apiUrlOf); the loopback client otherwise. */
  production?: boolean
  runId?: number
}

export interface TimedRun {
  ms: number
  requests: number
  /** ms from the start of the run to the first comment the loopback received, when one was posted. */
  firstPostMs?: number
  /** Each step's ms by id (the node check is `__step0`); skipped steps are left out. */
  steps: Record<string, number>
  result: CompositeResult
}

/**
 * Production mode names the loopback `127.1` (the same 127.0.0.1 by another name), which the runner context
 * does not take for a test server: the client is built exactly as for api.github.com, throttling on, retries
 * with their real waits. Traffic stays on the loopback address.
 */
function apiUrlOf(scene: Scene, production: boolean): string {
  return production ? `http://127.1:${scene.gh.port}` : scene.gh.url
}

// Every run gets a run id of its own, as on GitHub: a repeated id with attempt 1 would not be a real run.
let nextRunId = 1

/** One run of the action in `actionDir` on `payload`, with the repository root as workspace. */
export function runOn(
  actionDir: string,
  scene: Scene,
  payload: object,
  opts: RunOptions
): Promise<CompositeResult> {
  return runComposite({
    actionDir,
    eventName: opts.event ?? 'issue_comment',
    payload: payload as Record<string, unknown>,
    inputs: opts.inputs,
    apiUrl: apiUrlOf(scene, opts.production ?? false),
    repository: `${OWNER}/${REPO}`,
    runId: opts.runId ?? nextRunId++,
    workspace: process.cwd()
  })
}

/** A timed run; a failed run throws (a timing of a broken run would mean nothing). */
export async function timedRun(
  actionDir: string,
  scene: Scene,
  payload: object,
  opts: RunOptions
): Promise<TimedRun> {
  const before = scene.gh.requests.length
  const t0 = Date.now()
  const p0 = performance.now()
  const result = await runOn(actionDir, scene, payload, opts)
  const ms = performance.now() - p0
  if (result.exitCode !== 0)
    throw new Error(`bench run failed (${opts.event ?? 'issue_comment'}): ${result.stdout}${result.stderr}`)
  const made = scene.gh.requests.slice(before)
  const firstPost = made.find((r) => r.route === 'issues.createComment')
  const steps: Record<string, number> = {}
  for (const s of result.steps) if (s.ran) steps[s.id] = s.ms
  return {
    ms,
    requests: made.length,
    steps,
    result,
    ...(firstPost ? { firstPostMs: firstPost.at - t0 } : {})
  }
}
