// Threads that converge (issue 26), through the main action bundled from src/ over the loopback GitHub with the
// client configured as for api.github.com (throttling on): a follow-up round of 2 critics with 10 findings each
// on the diff, in which the critics answer 3 threads and 2 findings are resolved after a push that fixed them,
// against the same follow-up round with no thread to answer and no push. Requests counted by route.
import { writeFileSync } from 'node:fs'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { BRIEF, findingsCritics, INPUTS } from './support/findings-critics.js'
import { OWNER, REPO, startReviewScene } from '../__tests__/support/review-scene.js'
import { timedRun, type Scene } from './support/main-runs.js'
import { median, type BenchRow } from './table.js'
import { DIFF_WITHOUT_LOG, DROP_LOG } from '../__tests__/support/fixing-push.js'

const AREA = 'threads'
const SAMPLES = Number(process.env.THE_LOOP_BENCH_THREADS_SAMPLES ?? 3)
const CRITICS = ['north', 'south']
const { config: CONFIG, blockOf } = findingsCritics(CRITICS, 'the-loop-threads-bench-')

/** The new lines of src/widget.js (SAMPLE_DIFF) other than line 3, which the fixing push deletes. */
const KEPT_LINES = [1, 2, 4, 5, 6, 7, 8]

/**
 * Ten findings of one critic on new lines 1–8 of src/widget.js; the first alone is on line 3. Another one there,
 * reported again on the line that takes line 3's place, would be a new finding: its line and its key are another
 * line's, and its thread would be resolved with the first's.
 */
const findingsOf = (critic: string) =>
  Array.from({ length: 10 }, (_, i) => ({
    path: 'src/widget.js',
    line: i === 0 ? 3 : KEPT_LINES[i % KEPT_LINES.length]!,
    severity: 'low',
    title: `${critic} finding ${i}`,
    body: `Finding ${i} of ${critic}.`
  }))

interface Sample {
  ms: number
  requests: number
  routes: Map<string, number>
  answered: number
  resolved: number
}

async function followUp(action: string, withThreads: boolean): Promise<Sample> {
  const scene: Scene = await startReviewScene({ config: CONFIG })
  try {
    for (const c of CRITICS) writeFileSync(blockOf(c), JSON.stringify({ findings: findingsOf(c) }))
    await timedRun(action, scene, scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: INPUTS })
    const repo = scene.gh.world.repo(OWNER, REPO)!
    const roots = repo.reviewComments.filter((c) => c.pull === scene.pull && c.inReplyToId === undefined)
    let payload: object = scene.comment('alice', 'also check the negative sizes')
    if (withThreads) {
      scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
      // Three threads asked in (the first three findings not on line 3); the critics answer all three.
      const asked = roots.filter((r) => r.line !== 3).slice(0, 3)
      for (const root of asked)
        payload = scene.lineComment('alice', { body: 'why this?', inReplyToId: root.id })
      for (const c of CRITICS) {
        // Every finding again but the one on line 3, which the push fixed.
        const findings = findingsOf(c).slice(1)
        const answers = asked.map((r) => ({ thread: r.id, body: `${c} on thread ${r.id}.` }))
        writeFileSync(blockOf(c), JSON.stringify({ findings, answers }))
      }
    }
    const before = scene.gh.requests.length
    const event = withThreads ? 'pull_request_review_comment' : 'issue_comment'
    const run = await timedRun(action, scene, payload, { event, inputs: INPUTS, production: true })
    if (run.result.outputs.round !== '2')
      throw new Error(`bench: the follow-up ran round ${run.result.outputs.round}`)
    const routes = new Map<string, number>()
    for (const r of scene.gh.requests.slice(before)) routes.set(r.route, (routes.get(r.route) ?? 0) + 1)
    const marked = (kind: string) =>
      repo.reviewComments.filter((c) => c.body.includes(`kind=${kind} `)).length
    return {
      ms: run.ms,
      requests: run.requests,
      routes,
      answered: marked('thread-answer'),
      resolved: repo.resolvedThreads.size
    }
  } finally {
    await scene.gh.close()
  }
}

function rowOf(what: string, samples: Sample[]): BenchRow {
  const last = samples.at(-1)!
  const routes = [...last.routes].map(([r, n]) => `${n}× ${r}`).join(', ')
  return {
    area: AREA,
    what,
    value: `${median(samples.map((s) => s.ms)).toFixed(0)} ms, ${[...new Set(samples.map((s) => s.requests))].join('/')} requests`,
    note: `median of ${samples.length}; ${last.answered} thread repl${last.answered === 1 ? 'y' : 'ies'} with answers, ${last.resolved} resolved; ${routes}`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const action = await buildActionDir(['main'])
  try {
    const plain: Sample[] = []
    const threads: Sample[] = []
    for (let i = 0; i < SAMPLES; i++) {
      plain.push(await followUp(action.root, false))
      threads.push(await followUp(action.root, true))
    }
    return [
      rowOf('follow-up round, 2 critics × 10 findings, no thread answered or resolved', plain),
      rowOf('the same round with 3 threads answered and 2 resolved after a fixing push', threads)
    ]
  } finally {
    await action.remove()
  }
}
