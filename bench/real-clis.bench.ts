// The pinned agent CLIs' start-up, a whole `the-loop critic run` against each one's loopback fake, and a round
// through the composite with each, medians of 5. They need what the real-CLI suite needs, so under `npm run
// bench` this file runs itself again through `scripts/real-clis.sh --bench` (the CLIs installed, a
// loopback-only network namespace) and takes that run's rows; where the script cannot, the row says why.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  binFolder,
  criticRun,
  executableOf,
  networkInterfaces,
  PINNED,
  projectWith,
  removeTempFolders,
  spawnPlain,
  tempFolder
} from '../__tests__/real-clis/support.js'
import { CLAUDE, CODEX, GEMINI, type Wiring } from '../__tests__/real-clis/wiring.js'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { timedRound } from './support/real-cli-round.js'
import { median, type BenchRow } from './table.js'

const RUNS = 5

/** `--version` as the adapter starts the CLI (gemini without its relaunch), or plainly. */
async function versionMs(wiring: Wiring, asAdapter: boolean): Promise<number[]> {
  const env = { PATH: '/usr/bin:/bin', ...(asAdapter ? { GEMINI_CLI_NO_RELAUNCH: 'true' } : {}) }
  const out: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const run = await spawnPlain([executableOf(wiring.harness), '--version'], env, '/')
    if (run.code !== 0) throw new Error(`bench: ${wiring.harness} --version exited ${run.code}`)
    out.push(run.ms)
  }
  return out
}

/** Wall time of `critic run` and the CLI's own time (the envelope's durationSeconds), each run a fresh HOME. */
async function criticRunMs(wiring: Wiring, bin: string): Promise<{ wall: number[]; cli: number[] }> {
  const fake = await wiring.start({ markerDir: tempFolder() })
  const model = { claude: 'sonnet', codex: '', gemini: 'gemini-2.5-pro' }[wiring.harness]
  const root = projectWith(
    `    - name: ${wiring.harness}\n      harness: ${wiring.harness}\n${model ? `      model: ${model}\n` : ''}`
  )
  const wall: number[] = []
  const cli: number[] = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const home = tempFolder()
      const cwd = tempFolder()
      writeFileSync(join(cwd, 'readable.txt'), 'readable\n')
      const env = {
        PATH: [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
        HOME: home,
        TMPDIR: tempFolder(),
        ...wiring.env(fake, home, 'fake-key')
      }
      const run = await criticRun({ name: wiring.harness, root, cwd, prompt: 'Review: +const x = 1', env })
      if (!run.envelope.ok) throw new Error(`bench: ${wiring.harness} failed: ${run.envelope.error}`)
      wall.push(run.ms)
      cli.push(run.envelope.durationSeconds * 1000)
    }
  } finally {
    await fake.close()
  }
  return { wall, cli }
}

const ms = (values: number[]) => `${Math.round(median(values))} ms`

export async function rows(): Promise<BenchRow[]> {
  const where = 'real CLIs'
  if (!process.env.THE_LOOP_REAL_CLIS || networkInterfaces().join(',') !== 'lo')
    return rowsFromTheSuite(where)
  const bin = binFolder()
  const action = await buildActionDir(['main'])
  const out: BenchRow[] = []
  try {
    for (const wiring of [CLAUDE, CODEX, GEMINI]) {
      const name = `${wiring.harness} ${PINNED[wiring.harness].version}`
      const version = await versionMs(wiring, false)
      const run = await criticRunMs(wiring, bin)
      out.push({ area: where, what: `${name}: --version`, value: ms(version), note: `median of ${RUNS}` })
      if (wiring.harness === 'gemini') {
        const quick = await versionMs(wiring, true)
        const note = `median of ${RUNS}; as the adapter starts it`
        out.push({
          area: where,
          what: `${name}: --version, GEMINI_CLI_NO_RELAUNCH=true`,
          value: ms(quick),
          note
        })
      }
      out.push({
        area: where,
        what: `${name}: the-loop critic run against its fake`,
        value: ms(run.wall),
        note: `median of ${RUNS}; the CLI alone ${ms(run.cli)}`
      })
      const rounds = []
      for (let i = 0; i < RUNS; i++) rounds.push(await timedRound(wiring, action.root, bin))
      out.push({
        area: where,
        what: `${name}: a round through the composite (the brief's run)`,
        value: ms(rounds.map((r) => r.roundMs)),
        note: `median of ${RUNS}; the critics step ${ms(rounds.map((r) => r.criticsStepMs))}`
      })
    }
  } finally {
    await action.remove()
    removeTempFolders()
  }
  return out
}

/** This file's rows as the real-CLI suite's script measures them (it prints them as JSON for this). */
function rowsFromTheSuite(where: string): BenchRow[] {
  const run = spawnSync('bash', ['scripts/real-clis.sh', '--bench'], {
    env: { ...process.env, THE_LOOP_BENCH_FORMAT: 'json' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024
  })
  const last = run.stdout.trim().split('\n').pop() ?? ''
  if (run.status === 0 && last.startsWith('[')) return JSON.parse(last) as BenchRow[]
  const why = (run.stderr.trim().split('\n').pop() ?? '').slice(0, 200)
  return [
    { area: where, what: 'the pinned CLIs', value: 'not measured', note: `scripts/real-clis.sh: ${why}` }
  ]
}
