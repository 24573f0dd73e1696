// Critic harness benchmarks: round concurrency, per-round overhead over a bare spawn, memory under a flood.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { makeCritic } from '../src/critics/harness/critic-model.js'
import { runCritic, runRound } from '../src/critics/harness/run.js'
import { median, timeRuns, type BenchRow } from './table.js'

const critics = join(dirname(fileURLToPath(import.meta.url)), '..', '__tests__', 'support', 'critics')
const nodeCritic = (name: string, file: string, extra: string[]) =>
  makeCritic(name, { command: process.execPath, args: [join(critics, file), '{prompt}', ...extra] })
const cwd = process.cwd()

/** Four critics that each sleep 2 s: coreutils `sleep`, or node scripts (adds node's start-up on 2 cores). */
async function roundOfFourSleepers(kind: 'sleep' | 'node'): Promise<number> {
  const calls = [1, 2, 3, 4].map((i) => ({
    critic:
      kind === 'sleep'
        ? makeCritic(`sleep${i}`, { command: 'sleep', args: ['2'] })
        : nodeCritic(`sleep${i}`, 'sleep.mjs', ['2000']),
    values: { prompt: 'p' },
    options: { cwd }
  }))
  const t0 = performance.now()
  const envelopes = await runRound(calls)
  const ms = performance.now() - t0
  if (!envelopes.every((e) => e.ok)) throw new Error('bench: a sleeper critic failed')
  return ms
}

function bareSpawn(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.resume()
    child.stderr.resume()
    child.on('error', reject)
    child.on('close', () => resolve())
  })
}

async function floodPeakRss(): Promise<{ peak: number; base: number }> {
  global.gc?.()
  const base = process.memoryUsage().rss
  let peak = base
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const envelope = await runCritic(nodeCritic('flood', 'flood.mjs', ['50']), { prompt: 'p' }, { cwd })
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  if (!envelope.ok || !envelope.output.includes('output cut'))
    throw new Error('bench: flood critic misbehaved')
  return { peak, base }
}

export async function rows(): Promise<BenchRow[]> {
  const wall = await roundOfFourSleepers('sleep')
  const wallNode = await roundOfFourSleepers('node')
  const t0 = performance.now()
  await Promise.all(
    [1, 2, 3, 4].map(() => bareSpawn(process.execPath, [join(critics, 'sleep.mjs'), 'p', '2000']))
  )
  const wallNodeBare = performance.now() - t0
  const trivial = makeCritic('true', { command: 'true', args: ['{prompt}'] })
  const viaHarness = await timeRuns(20, () => runCritic(trivial, { prompt: 'p' }, { cwd }), 3)
  const bare = await timeRuns(20, () => bareSpawn('true', ['p']), 3)
  const overhead = median(viaHarness) - median(bare)
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
  const { peak, base } = await floodPeakRss()
  return [
    {
      area: 'critic',
      what: 'round of 4 critics sleeping 2 s (wall)',
      value: `${(wall / 1000).toFixed(2)} s`,
      note: 'target <= 2.6 s: critics run concurrently (`sleep 2`)'
    },
    {
      area: 'critic',
      what: 'same round with node-script sleepers (wall)',
      value: `${(wallNode / 1000).toFixed(2)} s`,
      note: `4 bare concurrent spawns of the same script: ${(wallNodeBare / 1000).toFixed(2)} s (node start-up)`
    },
    {
      area: 'critic',
      what: 'overhead of runCritic over a bare spawn (median)',
      value: `${overhead.toFixed(1)} ms`,
      note: `\`true\`: ${median(viaHarness).toFixed(1)} ms via harness, ${median(bare).toFixed(1)} ms bare (20 runs)`
    },
    {
      area: 'critic',
      what: 'runner peak RSS while a critic prints 50 MiB',
      value: `${mib(peak)} MiB`,
      note: `baseline ${mib(base)} MiB; output capped at 4 MiB`
    }
  ]
}
