// One run of a (possibly cut) copy of the action on a fresh review scene holding a generated pull request, for
// bench/parts.bench.ts: the run's steps' ms, the requests it made, and the parts the sealed plan gave each critic.
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { runComposite, type CompositeResult } from '../../__tests__/support/composite.js'
import { OWNER, REPO, startReviewScene } from '../../__tests__/support/review-scene.js'
import { partPrompt, type CriticsJob } from '../../src/critics/harness/critics-job.js'
import { readUnverified } from '../../src/critics/handoff/seal.js'
import { parseMarkers } from '../../src/base/marker/markers.js'
import type { GeneratedPull } from './generated-pull.js'

const BRIEF = 'Questions:\n- does scaling stay linear?\nAngles:\n- logging\nValidations:\n- unit tests'
/** A 10 MB prepare, or eight 2 s parts one at a time, is well past the composite runner's 60 s default. */
const STEP_TIMEOUT_MS = 10 * 60 * 1000

export interface PartsRun {
  /** The whole run, every step. */
  ms: number
  /** Each step's ms by id (prepare, critics, publish), the ones that ran. */
  steps: Record<string, number>
  /** Requests to the loopback GitHub during the run, by route (a 406 answer counted apart). */
  requests: Map<string, number>
  /**
   * By critic, the parts its plan holds (1 when it takes the shared prompt), its coverage line, and (read off
   * the plan, not a round comment) the mean characters of a part's prompt, its list of changed files and its diff.
   */
  parts: Record<
    string,
    { count: number; coverage: string; prompt?: { chars: number; list: number; diff: number } }
  >
  /** The sealed plan's characters, when it was still there to read (a run cut after prepare). */
  planChars?: number
  result: CompositeResult
}

let nextRunId = 1

/** The parts of each critic as its round comment (or review) states them: `Coverage: N parts; …`. */
function postedParts(scene: Awaited<ReturnType<typeof startReviewScene>>, number: number): PartsRun['parts'] {
  const out: PartsRun['parts'] = {}
  for (const post of scene.posts(number)) {
    const critic = parseMarkers(post.body).find((m) => m.kind === 'round')?.critic
    const coverage = /Coverage: (\d+) parts?;[^\n]*/.exec(post.body)
    if (typeof critic === 'string' && coverage)
      out[critic] = { count: Number(coverage[1]), coverage: coverage[0] }
  }
  return out
}

/**
 * The characters of the fenced block labelled `label` in `prompt` (0 when it has none): its opening line is the
 * fence and `text`, its closing line the fence alone (untrusted-fence.ts).
 */
function blockChars(prompt: string, label: string): number {
  const at = prompt.indexOf(`\n${label} (untrusted content`)
  if (at < 0) return 0
  const open = prompt.indexOf('\n', at + 1) + 1
  const body = prompt.indexOf('\n', open) + 1
  const fence = prompt.slice(open, body - 1).replace(/text$/, '')
  const close = prompt.indexOf(`\n${fence}\n`, body - 1)
  const end = close < 0 && prompt.endsWith(`\n${fence}`) ? prompt.length - fence.length - 1 : close
  return end < body ? 0 : end - body
}

/**
 * The parts each critic of the sealed plan in `handoff` is run on; undefined once publish removed the folder
 * (a whole round), whose round comments then say the parts.
 */
async function planParts(handoff: string): Promise<{ parts: PartsRun['parts']; chars: number } | undefined> {
  const where = join(handoff, 'plan.json')
  const text = await readFile(where, 'utf8').catch(() => undefined)
  if (text === undefined) return undefined
  const plan = readUnverified(text, where) as { job: CriticsJob }
  const out: PartsRun['parts'] = {}
  for (const critic of plan.job.critics) {
    const split = plan.job.split?.[critic.name]
    const prompts = split ? split.parts.map((p) => partPrompt(plan.job, p)) : [plan.job.prompt]
    const mean = (of: (p: string) => number) =>
      Math.round(prompts.reduce((n, p) => n + of(p), 0) / prompts.length)
    out[critic.name] = {
      count: prompts.length,
      coverage: split ? (split.refusal ?? split.coverage) : 'One part: the shared prompt, whole.',
      prompt: {
        chars: mean((p) => p.length),
        list: mean((p) => blockChars(p, 'Changed files')),
        diff: mean((p) => blockChars(p, 'Diff'))
      }
    }
  }
  return { parts: out, chars: text.length }
}

/**
 * Starts a scene with `config` on its default branch, opens `pull` (or uses the scene's small sample pull
 * request), and runs the action in `actionDir` on one comment that arms the review and gives the brief, so the
 * run plans round 1. A failed run throws: a timing of a broken run would mean nothing.
 */
export async function runOnPull(
  actionDir: string,
  config: string,
  pull: GeneratedPull | undefined,
  inputs: Record<string, string>
): Promise<PartsRun> {
  const scene = await startReviewScene({ config })
  let temp: string | undefined
  try {
    const number = pull
      ? scene.gh.world.createPull(OWNER, REPO, { files: pull.files, diff: pull.diff, author: 'bob' })
      : scene.pull
    const payload = scene.comment('alice', `the-loop review\n${BRIEF}`, number)
    scene.gh.resetRequests()
    const t0 = performance.now()
    const result = await runComposite({
      actionDir,
      eventName: 'issue_comment',
      payload: payload as unknown as Record<string, unknown>,
      inputs: { 'github-token': 't', 'authorized-users': 'alice', ...inputs },
      apiUrl: scene.gh.url,
      repository: `${OWNER}/${REPO}`,
      runId: nextRunId++,
      workspace: process.cwd(),
      timeoutMs: STEP_TIMEOUT_MS,
      keepTemp: true
    })
    const ms = performance.now() - t0
    temp = result.runnerTemp
    const handoff = result.steps.find((s) => s.id === 'prepare')?.outputs.handoff
    if (result.exitCode !== 0 || !handoff)
      throw new Error(
        `bench: the run planned no round:\n${result.stdout}${result.stderr}\nthe thread:\n${scene
          .thread(number)
          .map((c) => c.body)
          .join('\n---\n')}`
      )
    const requests = new Map<string, number>()
    for (const r of scene.gh.requests) {
      const route = `${r.route}${r.status === 406 ? ' (406)' : ''}`
      requests.set(route, (requests.get(route) ?? 0) + 1)
    }
    const steps: Record<string, number> = {}
    for (const s of result.steps) if (s.ran) steps[s.id] = s.ms
    const plan = await planParts(handoff)
    const parts = plan?.parts ?? postedParts(scene, number)
    return { ms, steps, requests, parts, result, ...(plan ? { planChars: plan.chars } : {}) }
  } finally {
    await scene.gh.close()
    if (temp) await rm(temp, { recursive: true, force: true })
  }
}
