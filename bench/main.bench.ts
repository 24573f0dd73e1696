// Benchmarks of the shipped main action (the repository's action.yml and committed dist/) run step by step the
// way a runner runs it, against the loopback GitHub: wall time and the exact number of API requests per event.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BenchRow } from './table.js'
import { median } from './table.js'
import { harnessConfig, startReviewScene } from '../__tests__/support/review-scene.js'
import { timedRun, type Scene } from './support/main-runs.js'

const ACTION = resolve('.')
const INPUTS = { 'github-token': 't', 'authorized-users': 'alice' }
const BRIEF = 'Questions:\n- does scaling stay linear?\nAngles:\n- logging\nValidations:\n- unit tests'
const RUNS = 3

/** A third sample critic, so a round runs three critics as the benchmark asks. */
const THREE_CRITICS = harnessConfig().replace(
  '    - name: claude-sonnet',
  `    - name: diff-checker-strict
      harness: diff-checker
      model: strict
      command: node
      args: ['examples/critics/diff-checker.mjs', '{promptFile}']
      timeoutSeconds: 60
    - name: claude-sonnet`
)

async function timed(scene: Scene, event: string, payload: object) {
  const { ms, requests } = await timedRun(ACTION, scene, payload, { event, inputs: INPUTS })
  return { ms, requests }
}

function row(what: string, samples: Array<{ ms: number; requests: number }>, note = ''): BenchRow {
  const requests = [...new Set(samples.map((s) => s.requests))].join('/')
  return {
    area: 'main action',
    what,
    value: `${median(samples.map((s) => s.ms)).toFixed(0)} ms, ${requests} requests`,
    note
  }
}

/** One whole conversation per sample: each step's time and request count (critic time is in the round rows). */
async function conversationRows(): Promise<BenchRow[]> {
  const steps: Record<string, Array<{ ms: number; requests: number }>> = {}
  const add = (k: string, v: { ms: number; requests: number }) => (steps[k] ??= []).push(v)
  for (let i = 0; i < RUNS; i++) {
    const scene = await startReviewScene({ config: THREE_CRITICS })
    try {
      add(
        'unauthorized comment (ignored)',
        await timed(scene, 'issue_comment', scene.comment('mallory', 'the-loop review'))
      )
      add(
        'arming: the-loop review',
        await timed(scene, 'issue_comment', scene.comment('alice', 'the-loop review'))
      )
      add('brief -> round 1 (3 critics)', await timed(scene, 'issue_comment', scene.comment('alice', BRIEF)))
      add(
        'follow-up -> round 2 (3 critics)',
        await timed(scene, 'issue_comment', scene.comment('alice', 'also check negatives'))
      )
      add('done: lgtm', await timed(scene, 'issue_comment', scene.comment('alice', 'lgtm')))
      add('pull_request closed -> cleanup', await timed(scene, 'pull_request', scene.closed('bob')))
    } finally {
      await scene.gh.close()
    }
  }
  return Object.entries(steps).map(([what, samples]) => row(what, samples, `median of ${samples.length}`))
}

/** The same brief event on a thread of 1,000 comments: the thread is listed in pages of 100. */
async function longThreadRows(): Promise<BenchRow[]> {
  const samples: Array<{ ms: number; requests: number }> = []
  for (let i = 0; i < RUNS; i++) {
    const scene = await startReviewScene({ config: THREE_CRITICS })
    try {
      for (let c = 0; c < 997; c++) scene.comment(c % 2 ? 'bob' : 'carol', `chatter ${c}`)
      await timed(scene, 'issue_comment', scene.comment('alice', 'the-loop review'))
      samples.push(await timed(scene, 'issue_comment', scene.comment('alice', BRIEF)))
    } finally {
      await scene.gh.close()
    }
  }
  return [row('brief -> round 1, thread of 1,000 comments', samples, `median of ${samples.length}`)]
}

/** One critic (the sample diff-checker), so the boundary's cost shows against a whole follow-up event. */
const ONE_CRITIC = `reviews:
  critics:
    - name: diff-checker
      harness: diff-checker
      command: node
      args: ['examples/critics/diff-checker.mjs', '{promptFile}']
      timeoutSeconds: 60
`

/**
 * A follow-up round with one critic in each critic-isolation mode, the modes alternating in one run. The whole
 * event varies by more than the boundary costs on a shared machine, so the critics step's own time is given too.
 */
async function isolationRows(): Promise<BenchRow[]> {
  const samples: Record<string, Array<{ ms: number; requests: number; critics: number }>> = {
    user: [],
    none: []
  }
  for (let i = 0; i < RUNS + 4; i++) {
    for (const mode of ['user', 'none']) {
      const scene = await startReviewScene({ config: ONE_CRITIC })
      const inputs = { ...INPUTS, 'critic-isolation': mode }
      try {
        await timedRun(ACTION, scene, scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
        const sample = await timedRun(ACTION, scene, scene.comment('alice', 'also check negatives'), {
          inputs
        })
        samples[mode]!.push({
          ms: sample.ms,
          requests: sample.requests,
          critics: sample.steps.critics ?? NaN
        })
      } finally {
        await scene.gh.close()
      }
    }
  }
  return Object.entries(samples).map(([mode, s]) =>
    row(
      `follow-up -> round 2 (1 critic), critic-isolation: ${mode}`,
      s,
      `median of ${s.length}, production client; the critics step ${median(s.map((x) => x.critics)).toFixed(0)} ms`
    )
  )
}

export async function rows(): Promise<BenchRow[]> {
  const missing = ['main', 'critics-step'].filter((e) => !existsSync(resolve(`dist/${e}/index.js`)))
  if (missing.length > 0)
    return [
      {
        area: 'main action',
        what: `dist/${missing[0]}/index.js`,
        value: 'missing',
        note: 'run npm run build'
      }
    ]
  return [...(await conversationRows()), ...(await longThreadRows()), ...(await isolationRows())]
}
