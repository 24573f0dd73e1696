// `npm run test:times`: how long the test suite takes, for docs/development.md's figures. Timings are measured
// here, never asserted by a test (another suite's load would break such an assertion).
//
//   npm run test:times                      npm test three times: wall median, tests, the ten slowest suites
//   npm run test:times -- --runs 1          once
//   npm run test:times -- --from a.json ... reprint saved `jest --json` results (one per run)
//   npm run test:times -- --keep DIR        also keep each run's `jest --json` result and output in DIR
//   npm run test:times -- --cpu [PATH...]   each e2e suite (or each PATH) alone: wall against CPU, children included
//   npm run test:times -- --ci              .ci/run three times, each on a fresh clone of HEAD
//   npm run test:times -- --write-order     also write each suite's median to the file jest's order reads
//                                           (__tests__/support/order/suite-seconds.json), with the runs or --from
import { spawn } from 'node:child_process'
import { chmod, copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

interface SuiteResult {
  name: string
  startTime: number
  endTime: number
}
interface JestResult {
  numTotalTests: number
  numTotalTestSuites: number
  numFailedTests: number
  success: boolean
  startTime: number
  testResults: SuiteResult[]
}
interface Run {
  wall: number
  result: JestResult
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    from: { type: 'boolean', default: false },
    keep: { type: 'string' },
    cpu: { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    'write-order': { type: 'boolean', default: false }
  }
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, not ${values.runs}`)

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const seconds = (x: number) => `${x.toFixed(1)} s`
// From `__tests__/` on, so runs saved from another clone name their suites the same way.
const suiteName = (path: string) =>
  path.includes('__tests__/') ? path.slice(path.indexOf('__tests__/')) : path

/**
 * Runs `command` under bash's `time`, which counts the CPU of every child the command waited for (jest's
 * workers, the action's node processes, the critics): wall, user and system seconds.
 */
function timed(
  command: string[],
  cwd: string,
  log: string
): Promise<{ wall: number; cpu: number; code: number }> {
  const script = 'TIMEFORMAT="%R %U %S"; { time "$@" >"$LOG" 2>&1; } 2>&1; echo "$?"'
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script, 'timed', ...command], {
      cwd,
      env: { ...process.env, LOG: log },
      stdio: ['ignore', 'pipe', 'inherit']
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('error', reject)
    child.on('close', () => {
      const [wall, user, sys, code] = out.trim().split(/\s+/).slice(-4).map(Number)
      if ([wall, user, sys, code].some((x) => x === undefined || Number.isNaN(x)))
        return reject(new Error(`no timing from ${command.join(' ')}: ${out}`))
      resolve({ wall: wall!, cpu: user! + sys!, code: code! })
    })
  })
}

async function suiteRuns(dir: string): Promise<Run[]> {
  const done: Run[] = []
  for (let i = 1; i <= runs; i++) {
    const out = join(dir, `run${i}.json`)
    process.stderr.write(`test-times: npm test, run ${i} of ${runs}\n`)
    const t = await timed(
      ['npm', 'test', '--', '--json', `--outputFile=${out}`],
      process.cwd(),
      join(dir, `run${i}.log`)
    )
    if (t.code !== 0)
      process.stderr.write(`test-times: npm test failed; its output is in ${join(dir, `run${i}.log`)}\n`)
    const result = JSON.parse(await readFile(out, 'utf8')) as JestResult
    done.push({ wall: t.wall, result })
    process.stderr.write(
      `test-times: ${seconds(t.wall)} wall, ${seconds(t.cpu)} CPU, ${result.numTotalTests} tests\n`
    )
    if (values.keep) {
      await mkdir(values.keep, { recursive: true })
      await copyFile(out, join(values.keep, `run${i}.json`))
      await copyFile(join(dir, `run${i}.log`), join(values.keep, `run${i}.log`))
    }
  }
  return done
}

async function savedRuns(files: string[]): Promise<Run[]> {
  return Promise.all(
    files.map(async (file) => {
      const result = JSON.parse(await readFile(file, 'utf8')) as JestResult
      // A saved result has no wall time of the process; its last suite's end is the closest figure it holds.
      const end = Math.max(...result.testResults.map((s) => s.endTime))
      return { wall: (end - result.startTime) / 1000, result }
    })
  )
}

const ORDER_FILE = '__tests__/support/order/suite-seconds.json'

/** Each suite's median time over the runs, in seconds, the longest first. */
function suiteMedians(all: Run[]): { name: string; time: number }[] {
  const times = new Map<string, number[]>()
  for (const run of all)
    for (const s of run.result.testResults) {
      const name = suiteName(s.name)
      times.set(name, [...(times.get(name) ?? []), (s.endTime - s.startTime) / 1000])
    }
  return [...times].map(([name, xs]) => ({ name, time: median(xs) })).sort((a, b) => b.time - a.time)
}

/** The order file: suites by name, so a new measurement's diff shows which suites moved. */
async function writeOrder(all: Run[]): Promise<void> {
  const byName = suiteMedians(all).sort((a, b) => (a.name < b.name ? -1 : 1))
  const seconds = Object.fromEntries(byName.map((s) => [s.name, Math.round(s.time * 10) / 10]))
  await writeFile(ORDER_FILE, `${JSON.stringify(seconds, null, 2)}\n`)
  console.log(`wrote ${byName.length} suites' times to ${ORDER_FILE}`)
}

function report(all: Run[]): void {
  for (const [i, run] of all.entries()) {
    const r = run.result
    const status = r.success ? 'green' : `${r.numFailedTests} failed`
    console.log(
      `run ${i + 1}: ${seconds(run.wall)}, ${r.numTotalTestSuites} suites, ${r.numTotalTests} tests, ${status}`
    )
  }
  console.log(`median wall: ${seconds(median(all.map((r) => r.wall)))}`)
  const medians = suiteMedians(all)
  const total = medians.reduce((sum, s) => sum + s.time, 0)
  const e2e = medians.filter((s) => s.name.includes('__tests__/e2e/')).reduce((sum, s) => sum + s.time, 0)
  console.log(
    `suite times summed: ${seconds(total)} (e2e ${seconds(e2e)}, ${Math.round((100 * e2e) / total)} %)`
  )
  console.log('the ten slowest suites (median):')
  for (const s of medians.slice(0, 10)) console.log(`  ${s.time.toFixed(1).padStart(6)} s  ${s.name}`)
}

async function cpuShares(dir: string): Promise<void> {
  const paths =
    positionals.length > 0
      ? positionals
      : (await readdir('__tests__/e2e'))
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => `__tests__/e2e/${f}`)
  console.log('suite alone: wall, CPU (jest and every child), CPU / wall')
  const rows: { path: string; wall: number; cpu: number }[] = []
  for (const path of paths.sort()) {
    const t = await timed(['npm', 'test', '--', path], process.cwd(), join(dir, 'cpu.log'))
    if (t.code !== 0) throw new Error(`${path} failed; its output is in ${join(dir, 'cpu.log')}`)
    rows.push({ path, ...t })
    console.log(
      `  ${seconds(t.wall).padStart(8)} ${seconds(t.cpu).padStart(8)} ${(t.cpu / t.wall).toFixed(2)}  ${path}`
    )
  }
  const wall = rows.reduce((s, r) => s + r.wall, 0)
  const cpu = rows.reduce((s, r) => s + r.cpu, 0)
  console.log(`all: ${seconds(wall)} wall, ${seconds(cpu)} CPU, ${(cpu / wall).toFixed(2)} of a core busy`)
}

async function ciRuns(dir: string): Promise<void> {
  // mkdtemp makes the folder 0700; the critics' OS users of the clone's tests must reach the files under it.
  await chmod(dir, 0o755)
  const walls: number[] = []
  for (let i = 1; i <= runs; i++) {
    const clone = join(dir, `clone${i}`)
    await timed(['git', 'clone', '--quiet', process.cwd(), clone], dir, join(dir, 'clone.log'))
    process.stderr.write(`test-times: .ci/run, run ${i} of ${runs}, in ${clone}\n`)
    const t = await timed(['.ci/run'], clone, join(dir, `ci${i}.log`))
    walls.push(t.wall)
    const status =
      t.code === 0 ? 'green' : `FAILED (exit ${t.code}; its output is in ${join(dir, `ci${i}.log`)})`
    console.log(`.ci/run ${i}: ${seconds(t.wall)} wall, ${seconds(t.cpu)} CPU, ${status}`)
    if (t.code === 0) await rm(clone, { recursive: true, force: true })
  }
  console.log(`.ci/run median wall: ${seconds(median(walls))}`)
}

const dir = await mkdtemp(join(tmpdir(), 'the-loop-test-times-'))
if (values.cpu) await cpuShares(dir)
else if (values.ci) await ciRuns(dir)
else {
  const all = values.from ? await savedRuns(positionals) : await suiteRuns(dir)
  report(all)
  if (values['write-order']) await writeOrder(all)
}
