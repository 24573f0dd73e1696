// Benchmark: the bundled main action as a runner runs it (one node process per event) against the loopback
// GitHub — median whole-process ms and the exact API request count per step of a review.
import { rm } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { bundleScript } from '../__tests__/support/bundle-script.js'
import { runBundledAction } from '../__tests__/support/run-action.js'
import { OWNER, REPO, startReviewScene } from '../__tests__/support/review-scene.js'
import { median, type BenchRow } from './table.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>

const SAMPLES = 5
const BRIEF = 'Questions:\n- does scaling stay linear below 100?\nAngles:\n- logging noise'

/** One critic that answers at once, so a round's cost is the action's own, not a critic's. */
const QUICK_CONFIG = `reviews:
  critics:
    - name: quick
      harness: test
      command: node
      args: ['__tests__/support/critics/sleep.mjs', '{promptFile}', '0']
`

/** The two shipped sample critics plus a second diff-checker: a round of three. */
const THREE_CONFIG = `reviews:
  critics:
    - name: diff-checker
      harness: diff-checker
      command: node
      args: ['examples/critics/diff-checker.mjs', '{promptFile}']
    - name: diff-checker-2
      harness: diff-checker
      command: node
      args: ['examples/critics/diff-checker.mjs', '{promptFile}']
    - name: scripted-claude
      harness: claude
      model: scripted
      command: node
      args: ['examples/critics/scripted-llm.mjs', '--prompt-file', '{promptFile}', '--model', '{model}']
      outputFormat: json
`

interface Sample {
  ms: number
  requests: number
}

async function step(entry: string, scene: Scene, author: string, body: string, run: number): Promise<Sample> {
  const payload = scene.comment(author, body)
  scene.gh.resetRequests()
  const t0 = performance.now()
  const r = await runBundledAction(entry, {
    eventName: 'issue_comment',
    payload,
    apiUrl: scene.gh.url,
    runId: run,
    inputs: { 'github-token': 't', 'authorized-users': 'alice' },
    env: { GITHUB_WORKSPACE: process.cwd() }
  })
  const ms = performance.now() - t0
  if (r.exitCode !== 0) throw new Error(`bench step "${body.slice(0, 30)}" failed: ${r.stdout}${r.stderr}`)
  return { ms, requests: scene.gh.requests.length }
}

function row(what: string, samples: Sample[], note: string): BenchRow {
  const counts = [...new Set(samples.map((s) => s.requests))].join('/')
  return {
    area: 'main-action',
    what,
    value: `${median(samples.map((s) => s.ms)).toFixed(0)} ms`,
    note: `${counts} API requests; ${note}`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const bundle = await bundleScript('src/entries/main.ts')
  const entry = bundle.file
  const steps: Record<string, Sample[]> = {
    ignore: [],
    arm: [],
    brief: [],
    more: [],
    done: [],
    three: [],
    big: []
  }
  try {
    for (let i = 0; i < SAMPLES; i++) {
      const scene = await startReviewScene({ config: QUICK_CONFIG })
      steps.ignore!.push(await step(entry, scene, 'mallory', 'the-loop review', 1))
      steps.arm!.push(await step(entry, scene, 'alice', 'the-loop review', 2))
      steps.brief!.push(await step(entry, scene, 'alice', BRIEF, 3))
      steps.more!.push(await step(entry, scene, 'alice', 'also check negative sizes', 4))
      steps.done!.push(await step(entry, scene, 'alice', 'lgtm', 5))
      await scene.gh.close()

      const three = await startReviewScene({ config: THREE_CONFIG })
      await step(entry, three, 'alice', 'the-loop review', 1)
      steps.three!.push(await step(entry, three, 'alice', BRIEF, 2))
      await three.gh.close()

      const big = await startReviewScene({ config: QUICK_CONFIG })
      for (let c = 0; c < 1000; c++) big.gh.world.addComment(OWNER, REPO, big.pull, `comment ${c}`, 'bob')
      steps.big!.push(await step(entry, big, 'alice', 'the-loop review', 1))
      await big.gh.close()
    }
  } finally {
    await rm(bundle.dir, { recursive: true, force: true })
  }
  return [
    row('unauthorized comment (ignored)', steps.ignore!, 'reads only'),
    row('arm: the-loop review', steps.arm!, 'reaction, template, label-free'),
    row('brief: freeze + round 1 (1 instant critic)', steps.brief!, 'confirmation, round, follow-up'),
    row('follow-up reply: round 2 (1 instant critic)', steps.more!, 'round + follow-up request'),
    row('done reply', steps.done!, 'complete + labels'),
    row('brief: round of 3 sample critics', steps.three!, 'critics run concurrently'),
    row('arm on a thread of 1,000 comments', steps.big!, 'comments paginated 100 per page')
  ]
}
