// Graph engine benchmarks: load + compile of the shipped loops, one step and one walk call, CLI cold start.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadShippedGraphs } from '../__tests__/support/shipped.js'
import { buildCli } from '../scripts/build-cli.mjs'
import { loadShippedGraph } from '../src/engine/graph/load.js'
import { ok, waiting } from '../src/engine/hooks/contract.js'
import { createShippedRegistry } from '../src/engine/hooks/shipped.js'
import { step } from '../src/engine/runtime/step.js'
import { advanceItem, startItem } from '../src/engine/runtime/verbs.js'
import type { GraphStatePort } from '../src/engine/runtime/walk.js'
import { decodeState, encodeState } from '../src/engine/state/document-codec.js'
import { freshState } from '../src/engine/state/document.js'
import { median, timeRuns, type BenchRow } from './table.js'

const AREA = 'graph'

/** Median per-call time in µs, measured over batches so timer resolution does not dominate. */
async function microseconds(batches: number, perBatch: number, fn: () => unknown): Promise<number> {
  const runs = await timeRuns(batches, async () => {
    for (let i = 0; i < perBatch; i++) await fn()
  })
  return (median(runs) * 1000) / perBatch
}

async function walkRows(): Promise<BenchRow[]> {
  const registry = createShippedRegistry({
    'post-review-brief': async () => ok('post-review-brief'),
    'classify-review-brief': async () => waiting('classify-review-brief', 'no brief yet')
  })
  const graph = loadShippedGraph('pdlc-review-loop', registry).graph
  const started = step(graph, freshState(), { kind: 'start', workItem: 'issue-1' }, new Date()).state
  const chain = { status: 'wait' as const, outcome: 'wait', rendered: 'waiting', results: [] }
  const stepUs = await microseconds(20, 500, () =>
    step(graph, started, { kind: 'evaluated', node: 'review-brief', chain }, new Date())
  )
  let text = ''
  const port: GraphStatePort = {
    load: async () => (text === '' ? freshState() : decodeState(text, 'bench')),
    save: async (s) => {
      text = encodeState(s)
    }
  }
  const deps = {
    graph,
    registry,
    port,
    services: {},
    workItem: { ref: 'github:o/r#1', id: 'issue-1', number: 1, owner: 'o', repo: 'r' }
  }
  await startItem(deps)
  const advanceUs = await microseconds(20, 200, () =>
    advanceItem(deps, { comments: [{ author: 'a', body: 'hello' }] })
  )
  return [
    {
      area: AREA,
      what: 'one step (pure, gate parks)',
      value: `${stepUs.toFixed(1)} µs`,
      note: 'median of 20×500 calls'
    },
    {
      area: AREA,
      what: 'one walk call (advanceItem at a gate)',
      value: `${advanceUs.toFixed(1)} µs`,
      note: 'load + exit chain + step + encode; in-memory port, median of 20×200'
    }
  ]
}

async function coldStartRow(): Promise<BenchRow> {
  // A fresh bundle of the current sources, built as scripts/build.mjs builds dist/cli, but outside
  // the work tree so linters and git never see it.
  const out = mkdtempSync(join(tmpdir(), 'the-loop-bench-'))
  const times: number[] = []
  try {
    await buildCli(out)
    for (let i = 0; i < 11; i++) {
      const t0 = performance.now()
      const run = spawnSync(process.execPath, [join(out, 'index.js'), 'graph', 'validate'], {
        encoding: 'utf8'
      })
      times.push(performance.now() - t0)
      if (run.status !== 0) throw new Error(`graph validate exited ${String(run.status)}: ${run.stderr}`)
    }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
  return {
    area: AREA,
    what: 'cold start: node cli/index.js graph validate',
    value: `${median(times).toFixed(1)} ms`,
    note: `whole process, median of 11, ${process.version}`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const cold = await timeRuns(1, () => loadShippedGraphs(createShippedRegistry()), 0)
  const warm = await timeRuns(50, () => loadShippedGraphs(createShippedRegistry()))
  return [
    {
      area: AREA,
      what: 'load + compile five shipped loops (first call in the process)',
      value: `${cold[0]!.toFixed(2)} ms`
    },
    {
      area: AREA,
      what: 'load + compile five shipped loops',
      value: `${median(warm).toFixed(2)} ms`,
      note: 'median of 50'
    },
    ...(await walkRows()),
    await coldStartRow()
  ]
}
