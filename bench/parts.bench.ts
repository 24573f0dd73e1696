// Pull requests of any size, reviewed in parts (issue 25), through the bundled main action over the loopback
// GitHub, the way a runner runs it (action.yml step by step):
// 1. diffs of 100 KB, 1 MB and 10 MB (generated, many files): for one critic of a given maxPromptChars and
//    maxParts, the parts its plan holds, the prepare step's time, its peak resident set (GNU time's maxRSS of the
//    prepare's node) and the requests it made, one run each. The action is cut after prepare, so every request
//    is prepare's.
// 2. a round whose diff is split into 8 parts, critics that sleep 2 s, at max-parallel 1, 4 and 8: the critics
//    step's time against ceil(parts / max-parallel) × 2 s plus the fixed overhead, measured at the same
//    max-parallel with critics that do not sleep. Critics run with critic-isolation: none (the job's own user).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildActionDir } from '../__tests__/support/action-dir.js'
import { generatedPull, type GeneratedPull } from './support/generated-pull.js'
import { runOnPull, type PartsRun } from './support/parts-runs.js'
import { prepareOnlyAction } from './support/prepare-only-action.js'
import { median, type BenchRow } from './table.js'

const AREA = 'parts'
const MB = 1024 * 1024
const SIZES: Array<[string, number]> = [
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
  ['10 MB', 10_000_000]
]

/** One critic whose budget is under test; the command is never run (the action is cut after prepare). */
interface Budget {
  label: string
  /** Harness-config lines under the critic; none means the command critic's defaults. */
  lines: string
}
const BUDGETS: Budget[] = [
  {
    label: 'maxPromptChars 300,000 (claude default), maxParts 100',
    lines: 'maxPromptChars: 300000\nmaxParts: 100'
  },
  {
    label: 'maxPromptChars 200,000 (command default), maxParts 100',
    lines: 'maxPromptChars: 200000\nmaxParts: 100'
  },
  { label: 'command defaults (200,000; maxParts 8)', lines: '' }
]

const criticConfig = (args: string, lines: string) =>
  `reviews:
  critics:
    - name: bench
      harness: test
      command: node
      args: [${args}]
${lines
  .split('\n')
  .filter(Boolean)
  .map((l) => `      ${l}\n`)
  .join('')}`

/**
 * The prepare's critic. timeoutSeconds 60: at the default 900 s, 100 parts at max-parallel 4 are 25 waves of
 * 900 s, over the job's 60 minutes, and the round is refused before any critic runs (as it should be).
 */
const PREPARE_CRITIC = (lines: string) =>
  criticConfig(`'-e', '0', '{promptFile}'`, `${lines}\ntimeoutSeconds: 60`)

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
const kchars = (n: number) => `${(n / 1000).toFixed(1)}k chars`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const requestsOf = (run: PartsRun) => [...run.requests.values()].reduce((n, c) => n + c, 0)
const grouped = (run: PartsRun) => [...run.requests].map(([route, n]) => `${n}× ${route}`).join(', ')

interface Prepared {
  run: PartsRun
  /** The prepare's peak resident set, bytes. */
  peak: number
}

async function prepare(dir: string, rssFile: string, lines: string, pull?: GeneratedPull): Promise<Prepared> {
  const run = await runOnPull(dir, PREPARE_CRITIC(lines), pull, {})
  const peak = Number((await readFile(rssFile, 'utf8')).trim().split('\n').at(-1)) * 1024
  if (!Number.isFinite(peak) || peak <= 0) throw new Error(`bench: no maxRSS in ${rssFile}`)
  return { run, peak }
}

async function prepareRows(root: string, temp: string): Promise<BenchRow[]> {
  const rssFile = join(temp, 'prepare.maxrss')
  const dir = await prepareOnlyAction(root, join(temp, 'prepare-only'), rssFile)
  const base = await prepare(dir, rssFile, BUDGETS[1]!.lines)
  const out: BenchRow[] = [
    {
      area: AREA,
      what: 'prepare, the sample pull request (1 file): baseline',
      value: `${seconds(base.run.steps.prepare!)}, ${requestsOf(base.run)} requests`,
      note: `peak rss ${mb(base.peak)}; ${grouped(base.run)}`
    }
  ]
  for (const [label, bytes] of SIZES) {
    const pull = generatedPull(bytes)
    const size = `${label} (${mb(pull.diff.length)}, ${pull.files.length} files)`
    for (const budget of BUDGETS) {
      const { run, peak } = await prepare(dir, rssFile, budget.lines, pull)
      const parts = run.parts.bench!
      const over = peak - base.peak
      const seen = /^Coverage: [^.]*\./.exec(parts.coverage)?.[0] ?? parts.coverage
      const prompt = parts.prompt
        ? `a part's prompt ${kchars(parts.prompt.chars)}: the list of changed files ${kchars(parts.prompt.list)}, the diff ${kchars(parts.prompt.diff)}; `
        : ''
      const sealed = run.planChars === undefined ? '' : `the sealed plan ${mb(run.planChars)}; `
      out.push({
        area: AREA,
        what: `prepare, ${size}, ${budget.label}`,
        value: `${parts.count} part${parts.count === 1 ? '' : 's'}, ${seconds(run.steps.prepare!)}, ${mb(peak)} peak, ${requestsOf(run)} requests`,
        note: `${seen} ${prompt}${sealed}+${mb(over)} over the baseline (${(over / pull.diff.length).toFixed(1)}× the diff); ${grouped(run)}`
      })
    }
  }
  return out
}

/** Eight files of one folder each, each too large to share a part of a 20,000-character budget: 8 parts. */
const ROUND_PULL = generatedPull(8 * 12_000, { fileCount: 8, folders: 8 })
const ROUND_LINES = 'maxPromptChars: 20000\nmaxParts: 8\ntimeoutSeconds: 60'
const SLEEP_MS = 2000
const PARALLEL = [1, 4, 8]
/** Rounds per max-parallel; THE_LOOP_BENCH_PARTS_SAMPLES=1 for a quick look (a shared machine wants 3 or more). */
const SAMPLES = Number(process.env.THE_LOOP_BENCH_PARTS_SAMPLES ?? 3)

async function round(root: string, sleepMs: number, parallel: number): Promise<PartsRun> {
  const config = criticConfig(`'bench/support/part-sleeper.mjs', '{promptFile}', '${sleepMs}'`, ROUND_LINES)
  const run = await runOnPull(root, config, ROUND_PULL, {
    'max-parallel': String(parallel),
    'critic-isolation': 'none'
  })
  if (run.result.outputs.round !== '1')
    throw new Error(`bench: the round ended at ${run.result.outputs.round}`)
  // A timing is only worth reporting when the critic ran and answered: its envelope (its parts merged) is ok.
  const envelopes = JSON.parse(run.result.outputs.envelopes || '[]') as Array<{ ok: boolean; error: string }>
  if (envelopes.length === 0 || envelopes.some((e) => !e.ok) || !run.parts.bench)
    throw new Error(`bench: the round's critic did not answer: ${run.result.outputs.envelopes}`)
  return run
}

/** The critics step's ms of `SAMPLES` rounds, the sleeping and the idle interleaved, as [sleeping, idle]. */
async function roundSamples(root: string, parallel: number): Promise<[number[], number[], PartsRun]> {
  const slept: number[] = []
  const idle: number[] = []
  let last: PartsRun | undefined
  for (let i = 0; i < SAMPLES; i++) {
    idle.push((await round(root, 0, parallel)).steps.critics!)
    last = await round(root, SLEEP_MS, parallel)
    slept.push(last.steps.critics!)
  }
  return [slept, idle, last!]
}

const spread = (values: number[]) =>
  values.length > 1 ? ` (${seconds(Math.min(...values))}–${seconds(Math.max(...values))})` : ''

async function roundRows(root: string): Promise<BenchRow[]> {
  const out: BenchRow[] = []
  for (const parallel of PARALLEL) {
    const [slept, idle, last] = await roundSamples(root, parallel)
    const parts = last.parts.bench?.count ?? 0
    const waves = Math.ceil(parts / parallel)
    const fixed = median(idle)
    const target = waves * SLEEP_MS + fixed
    out.push({
      area: AREA,
      what: `round of ${parts} parts, critics sleeping 2 s, max-parallel ${parallel}: critics step`,
      value: `${seconds(median(slept))} (target ${seconds(target)})`,
      note: `median of ${SAMPLES}${spread(slept)}; target = ${waves} × 2 s + ${seconds(fixed)} fixed, the median of the same round with critics that do not sleep${spread(idle)}; the last whole run ${seconds(last.ms)}, of it prepare ${seconds(last.steps.prepare!)}, publish ${seconds(last.steps.publish ?? 0)}`
    })
  }
  return out
}

export async function rows(): Promise<BenchRow[]> {
  const load = loadavg()
  const temp = await mkdtemp(join(tmpdir(), 'the-loop-parts-bench-'))
  const action = await buildActionDir(['main'])
  try {
    const out = [...(await prepareRows(action.root, temp)), ...(await roundRows(action.root))]
    const end = loadavg()
    out.push({
      area: AREA,
      what: 'load average (1 min) at the start and the end',
      value: `${load[0]!.toFixed(2)} / ${end[0]!.toFixed(2)}`,
      note: 'a shared machine: other work on its cores slows every figure above'
    })
    return out
  } finally {
    await action.remove()
    await rm(temp, { recursive: true, force: true })
  }
}
