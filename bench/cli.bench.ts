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

/** One row: medians of RUNS interleaved runs of the CLI and of `node -e 0`, both with `env`. */
function compare(cli: string[], env: NodeJS.ProcessEnv, what: string, setting: string): BenchRow {
  const bare: number[] = []
  const full: number[] = []
  timeProcess(['-e', '0'], env) // warm the file cache for both before timing
  timeProcess(cli, env)
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first so neither always runs right after the other.
    if (i % 2) bare.push(timeProcess(['-e', '0'], env))
    full.push(timeProcess(cli, env))
    if (i % 2 === 0) bare.push(timeProcess(['-e', '0'], env))
  }
  const ratio = median(full) / median(bare)
  return {
    area: 'cli',
    what,
    value: `${ratio.toFixed(2)}×`,
    note: `${median(full).toFixed(0)} ms vs ${median(bare).toFixed(0)} ms, medians of ${RUNS} interleaved, ${process.version}${setting}; target <= 1.5×`
  }
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
    const cli = [entry, 'critic', 'run', 'echo', '--prompt', 'hi', '--root', work]
    const what = 'critic run on /bin/echo vs node -e 0 (whole process)'
    // Node 20 reads NODE_EXTRA_CA_CERTS at start-up, which slows `node -e 0` and so lowers the ratio: when it
    // is set, a second row measures both without it.
    if (!process.env.NODE_EXTRA_CA_CERTS) return [compare(cli, process.env, what, '')]
    const { NODE_EXTRA_CA_CERTS: _certs, ...without } = process.env
    return [
      compare(cli, process.env, what, ', NODE_EXTRA_CA_CERTS set'),
      compare(cli, without, `${what}, no extra CA certs`, ', NODE_EXTRA_CA_CERTS unset for both')
    ]
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
