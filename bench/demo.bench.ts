// `npm run bench -- demo`: the whole offline demo as a process (5 events through the repository's action.yml,
// step by step as a runner runs it, 2 sample critics), its wall time and the API requests each run used.
import { execFile } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { promisify } from 'node:util'
import type { BenchRow } from './table.js'
import { median } from './table.js'

const run = promisify(execFile)
const RUNS = 3
// `N. <event> by @<author> → <node> <count> API requests`: the demo sends issue comments and a line reply.
const RUN_LINE = /^\s*(\d+)\. (\S+) by @(\S+)\s+→ (\S+)\s+(\d+) API requests$/gm

export async function rows(): Promise<BenchRow[]> {
  const times: number[] = []
  let stdout = ''
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    // A failed demo rejects here: a timing of a broken run would mean nothing.
    ;({ stdout } = await run('node_modules/.bin/tsx', ['scripts/demo.ts'], { maxBuffer: 1 << 24 }))
    times.push(performance.now() - t0)
  }
  const steps = [...stdout.matchAll(RUN_LINE)]
  const total = steps.reduce((sum, m) => sum + Number(m[5]), 0)
  return [
    {
      area: 'demo',
      what: 'npm run demo, whole process (5 events, 2 critics per round)',
      value: `${median(times).toFixed(0)} ms`,
      note: `median of ${RUNS}; includes tsx start and 5 runs of the action's steps`
    },
    { area: 'demo', what: 'API requests, all 5 runs', value: String(total), note: 'loopback GitHub count' },
    ...steps.map((m) => ({
      area: 'demo',
      what: `run ${m[1]}: ${m[2]} by @${m[3]} → ${m[4]}`,
      value: `${m[5]} requests`
    }))
  ]
}
