// CLI start-up: whole-process time of `the-loop critic run` on a `/bin/echo` critic, as a ratio to a bare
// `node -e 0` measured in the same run (interleaved, so load on the machine hits both alike).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildCli } from '../scripts/build-cli.mjs'
import { median, type BenchRow } from './table.js'

const RUNS = 21
const CONFIG = `reviews:\n  critics:\n    - name: echo\n      command: /bin/echo\n      args: ['{prompt}']\n`

function timeProcess(args: string[], env: NodeJS.ProcessEnv): number {
  const t0 = performance.now()
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', env })
  const ms = performance.now() - t0
  if (run.status !== 0) throw new Error(`bench: node ${args.join(' ')} exited ${run.status}: ${run.stderr}`)
  return ms
}

/**
 * What the CLI cannot avoid: a script that only spawns `/bin/echo hi` and captures its output, as the CLI
 * does. Its ratio to `node -e 0` shows how much of the CLI's is spawning a process at all.
 */
const FLOOR = [
  "const { spawn } = require('node:child_process')",
  "const child = spawn('/bin/echo', ['hi'], { stdio: ['pipe', 'pipe', 'pipe'] })",
  "let out = ''",
  "child.stdout.on('data', (d) => (out += d))",
  "child.on('close', () => process.stdout.write(out))"
].join('\n')

interface Contender {
  what: string
  args: string[]
  env: NodeJS.ProcessEnv
  times: number[]
}

/**
 * Medians of RUNS rounds, each running every contender once in a rotating order, so load on the machine
 * hits all alike; one row per contender but the first (`node -e 0`), as its ratio to the first.
 */
function race(contenders: Contender[]): BenchRow[] {
  for (const c of contenders) timeProcess(c.args, c.env) // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    for (let k = 0; k < contenders.length; k++) {
      const c = contenders[(i + k) % contenders.length]!
      c.times.push(timeProcess(c.args, c.env))
    }
  }
  const [bare, ...rest] = contenders.map((c) => ({ ...c, median: median(c.times) }))
  return rest.map((c) => ({
    area: 'cli',
    what: c.what,
    value: `${(c.median / bare!.median).toFixed(2)}×`,
    note: `${c.median.toFixed(0)} ms vs ${bare!.median.toFixed(0)} ms for node -e 0, medians of ${RUNS} rounds, ${process.version}`
  }))
}

export async function rows(): Promise<BenchRow[]> {
  const work = mkdtempSync(join(tmpdir(), 'the-loop-cli-bench-'))
  try {
    // A fresh bundle of the current sources, built as scripts/build.mjs builds dist/cli (group files included);
    // CLI_BENCH_ENTRY measures another build instead (an older dist/cli/index.js, for a before/after).
    let entry = process.env.CLI_BENCH_ENTRY
    if (!entry) {
      await buildCli(join(work, 'cli'))
      entry = join(work, 'cli', 'index.js')
    }
    mkdirSync(join(work, '.the-loop'))
    writeFileSync(join(work, '.the-loop', 'harness-config.yaml'), CONFIG)
    // Node 20 reads NODE_EXTRA_CA_CERTS at start-up, which slows `node -e 0` and so flatters every ratio: all
    // run without it, as on a GitHub runner.
    const { NODE_EXTRA_CA_CERTS: _certs, ...env } = process.env
    const cli = [entry, 'critic', 'run', 'echo', '--prompt', 'hi', '--root', work]
    const contender = (what: string, args: string[]): Contender => ({ what, args, env, times: [] })
    return race([
      contender('node -e 0', ['-e', '0']),
      contender('critic run on /bin/echo vs node -e 0 (whole process; target <= 1.5×)', cli),
      contender('floor: a script that only spawns /bin/echo and captures it', ['-e', FLOOR])
    ])
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
