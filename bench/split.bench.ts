// Whole-process time of a follow-up before and after the step split: the main action as one process (one bash
// step running node) against the shipped composite (node check, prepare, critics, publish), interleaved with
// `node -e 0`. The split's budget is the start-up of its two extra node processes plus 30 ms.
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { bundleScript } from '../__tests__/support/bundle-script.js'
import { startReviewScene } from '../__tests__/support/review-scene.js'
import { oneStepAction } from './support/one-step-action.js'
import { timedRun, type Scene, type TimedRun } from './support/main-runs.js'
import type { BenchRow } from './table.js'
import { median } from './table.js'

const exec = promisify(execFile)
const INPUTS = { 'github-token': 't', 'authorized-users': 'alice', 'max-rounds': '50' }
const BRIEF = 'Questions:\n- does scaling stay linear?\nAngles:\n- logging\nValidations:\n- unit tests'
/** Samples per variant; THE_LOOP_BENCH_SPLIT_SAMPLES lowers it for a quick look (medians want 11 or more). */
const SAMPLES = Number(process.env.THE_LOOP_BENCH_SPLIT_SAMPLES ?? 11)
/** One critic that takes no time: what is measured is the action, not a model. */
const INSTANT_CRITIC = `reviews:
  critics:
    - name: instant
      harness: test
      command: echo
      args: ['reviewed', '{promptFile}']
`

interface Variant {
  name: string
  dir: string
}

/** A pull request whose review is at follow-up after round 1: armed, brief answered, one round posted. */
async function followUpScene(setupDir: string): Promise<Scene> {
  const scene = await startReviewScene({ config: INSTANT_CRITIC })
  await timedRun(setupDir, scene, scene.comment('alice', 'the-loop review'), { inputs: INPUTS })
  const round1 = await timedRun(setupDir, scene, scene.comment('alice', BRIEF), { inputs: INPUTS })
  if (round1.result.outputs.round !== '1')
    throw new Error(`bench: setup ended at round ${round1.result.outputs.round}`)
  return scene
}

async function nodeStartMs(): Promise<number> {
  const t0 = performance.now()
  await exec(process.execPath, ['-e', '0'])
  return performance.now() - t0
}

/** The follow-up reply on a fresh scene; the run must have run round 2. */
async function followUp(variant: Variant, setupDir: string, production: boolean): Promise<TimedRun> {
  const scene = await followUpScene(setupDir)
  try {
    const run = await timedRun(variant.dir, scene, scene.comment('alice', 'also check negatives'), {
      inputs: INPUTS,
      production
    })
    if (run.result.outputs.round !== '2')
      throw new Error(`bench: ${variant.name} ended at round ${run.result.outputs.round}`)
    return run
  } finally {
    await scene.gh.close()
  }
}

/** Samples of every variant and of `node -e 0`, interleaved, the order turned each sample. */
async function measure(variants: Variant[], setupDir: string, production: boolean) {
  const runs: Record<string, TimedRun[]> = {}
  const node: number[] = []
  const jobs = [
    ...variants.map(
      (v) => () => followUp(v, setupDir, production).then((r) => (runs[v.name] ??= []).push(r))
    ),
    async () => void node.push(await nodeStartMs())
  ]
  for (let i = 0; i < SAMPLES; i++) {
    for (let j = 0; j < jobs.length; j++) await jobs[(i + j) % jobs.length]!()
  }
  return { runs, node }
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`
const verdict = (extra: number, budget: number) =>
  extra <= budget ? 'holds' : `missed by ${fmt(extra - budget)}`
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`

function rowsOf(area: string, variants: Variant[], m: Awaited<ReturnType<typeof measure>>): BenchRow[] {
  const node = median(m.node)
  const budget = 2 * node + 30
  const before = m.runs[variants[0]!.name]!
  const beforeMs = median(before.map((r) => r.ms))
  const out: BenchRow[] = [
    {
      area,
      what: 'node -e 0',
      value: fmt(node),
      note: `median of ${m.node.length}, range ${spread(m.node)} ms`
    },
    {
      area,
      what: `before: ${variants[0]!.name}`,
      value: fmt(beforeMs),
      note: `median of ${before.length}, range ${spread(before.map((r) => r.ms))} ms; ${before[0]!.requests} requests`
    }
  ]
  for (const v of variants.slice(1)) {
    const after = m.runs[v.name]!
    const afterMs = median(after.map((r) => r.ms))
    const extra = afterMs - beforeMs
    // The action.yml of before the split checked node too: the split's own cost is the rest.
    const check = median(after.map((r) => r.steps.__step0 ?? 0))
    const stepIds = Object.keys(after[0]!.steps)
    const stepMs = stepIds.map(
      (id) => `${id === '__step0' ? 'node check' : id} ${fmt(median(after.map((r) => r.steps[id] ?? 0)))}`
    )
    out.push(
      {
        area,
        what: `after: ${v.name}`,
        value: fmt(afterMs),
        note: `median of ${after.length}, range ${spread(after.map((r) => r.ms))} ms; ${after[0]!.requests} requests; steps: ${stepMs.join(', ')}`
      },
      {
        area,
        what: `after − before (${v.name})`,
        value: fmt(extra),
        note: `budget 2 × ${fmt(node)} + 30 ms = ${fmt(budget)}: ${verdict(extra, budget)}; without the node check step (${fmt(check)}): ${fmt(extra - check)}, ${verdict(extra - check, budget)}`
      }
    )
  }
  return out
}

export async function rows(): Promise<BenchRow[]> {
  const single = await bundleScript(
    fileURLToPath(new URL('./support/single-process-main.ts', import.meta.url))
  )
  const fresh = await buildActionDir(['main'])
  try {
    // The first is "before"; the fresh esbuild dist is its like-for-like "after" (same bundler and sources),
    // the committed ncc dist/ is the action as it ships.
    const variants: Variant[] = [
      { name: 'one process, one bash step (esbuild bundle)', dir: await oneStepAction(single.file) },
      { name: 'action.yml, fresh esbuild dist', dir: fresh.root },
      { name: 'action.yml, shipped dist (ncc)', dir: resolve('.') }
    ]
    // Every scene is set up the same way (the quickest of the variants, loopback client), whatever runs next.
    const setupDir = variants[0]!.dir
    return [
      ...rowsOf(
        'split, follow-up + round, loopback client',
        variants,
        await measure(variants, setupDir, false)
      ),
      ...rowsOf(
        'split, follow-up + round, production client',
        variants,
        await measure(variants, setupDir, true)
      )
    ]
  } finally {
    await rm(single.dir, { recursive: true, force: true })
    await fresh.remove()
  }
}
