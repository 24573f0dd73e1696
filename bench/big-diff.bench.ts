// Pull requests of 100 KB, 1 MB and 10 MB of diff (generated): the prepare-side work that scales with the diff,
// measured one size at a time. The read goes through the Octokit adapter over the loopback GitHub, as a round reads
// it (readPullDiff: the diff media type, and past GitHub's 300 files / 20,000 lines its 406 and then the files
// list, 100 files a page, pages 2..N PAGES_AT_ONCE at a time); then the one diff parser. Peak memory is sampled with
// process.memoryUsage().rss every 2 ms during the read (asynchronous) and taken from the process's own peak
// (resourceUsage().maxRSS) across the parse (synchronous: no timer fires inside it), both over the baseline
// measured once the scene is built. Run with NODE_OPTIONS=--expose-gc for steadier baselines.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startLoopbackGitHub } from '../__tests__/support/loopback/server.js'
import { createGitHubPort } from '../src/github/octokit.js'
import { PAGES_AT_ONCE } from '../src/github/pages.js'
import { readPullDiff } from '../src/loop/pull/diff.js'
import type { BenchRow } from './table.js'

const SIZES: Array<[string, number]> = [
  ['100 KB', 100_000],
  ['1 MB', 1_000_000],
  ['10 MB', 10_000_000]
]
const LINES_PER_HUNK = 40
const MB = 1024 * 1024
const exec = promisify(execFile)

interface GeneratedFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch: string
}

/** About `bytes` of diff: up to 3,000 files (GitHub's files-list limit), hunks of up to 40 added lines. */
function generatedPull(bytes: number, fileCount?: number): { files: GeneratedFile[]; diff: string } {
  const count = fileCount ?? Math.min(3000, Math.max(10, Math.round(bytes / 3400)))
  const perFile = Math.ceil(bytes / count)
  const files: GeneratedFile[] = []
  const parts: string[] = []
  for (let f = 0; f < count; f++) {
    const filename = `src/module${f % 40}/file${f}.ts`
    const header = `diff --git a/${filename} b/${filename}\n--- a/${filename}\n+++ b/${filename}\n`
    const hunks: string[] = []
    let size = header.length
    let line = 1
    while (size < perFile) {
      const lines: string[] = []
      for (let i = 0; i < LINES_PER_HUNK && size < perFile; i++) {
        const text = `+const value${line + i} = compute(${f}, ${line + i}) // generated line`
        lines.push(text)
        size += text.length + 1
      }
      const hunk = `@@ -${line},0 +${line},${lines.length} @@\n${lines.join('\n')}`
      size += hunk.length - lines.join('\n').length
      hunks.push(hunk)
      line += lines.length
    }
    const patch = hunks.join('\n')
    files.push({ filename, status: 'modified', additions: line - 1, deletions: 0, patch })
    parts.push(`${header}${patch}\n`)
  }
  return { files, diff: parts.join('') }
}

const rssNow = () => process.memoryUsage().rss

async function sampledPeak<T>(run: () => Promise<T>): Promise<{ value: T; peak: number; ms: number }> {
  let peak = rssNow()
  const timer = setInterval(() => (peak = Math.max(peak, rssNow())), 2)
  const t0 = performance.now()
  try {
    const value = await run()
    return { value, peak: Math.max(peak, rssNow()), ms: performance.now() - t0 }
  } finally {
    clearInterval(timer)
  }
}

const mb = (n: number) => `${(n / MB).toFixed(1)} MB`

/**
 * parseDiff of `diff` in a fresh node process: its peak resident set (maxRSS) over its resident set just before,
 * after the diff was read in and garbage collected. The parse is synchronous, so a timer cannot sample it; a
 * process of its own has no earlier peak of other work hiding it.
 */
interface ChildParse {
  ms: number
  base: number
  peak: number
  /** The process's peak came from reading the file in, not from the parse: `peak` is then an upper bound. */
  hidden: boolean
  lines: number
}

async function parseInChild(diff: string): Promise<ChildParse> {
  const dir = await mkdtemp(join(tmpdir(), 'the-loop-big-diff-'))
  const file = join(dir, 'pull.diff')
  await writeFile(file, diff)
  const parser = fileURLToPath(new URL('../src/loop/pull/parse-diff.ts', import.meta.url))
  const code = `
    import { readFileSync } from 'node:fs'
    import { performance } from 'node:perf_hooks'
    import { parseDiff } from ${JSON.stringify(parser)}
    let text = readFileSync(process.argv[1], 'utf8')
    globalThis.gc(); globalThis.gc()
    const base = process.memoryUsage().rss
    const before = process.resourceUsage().maxRSS * 1024
    const t0 = performance.now()
    const files = parseDiff(text)
    const ms = performance.now() - t0
    const after = process.resourceUsage().maxRSS * 1024
    const lines = files.reduce((n, f) => n + f.additions + f.deletions, 0)
    // Not above the peak of reading the file in: the parse's own peak is at most that.
    process.stdout.write(JSON.stringify({ ms, base, peak: after - base, hidden: after <= before, lines }))`
  try {
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', '--input-type=module', '-e', code, file],
      { maxBuffer: 1024 * 1024 }
    )
    return JSON.parse(stdout) as ChildParse
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function oneSize(label: string, bytes: number): Promise<BenchRow[]> {
  const { files, diff } = generatedPull(bytes)
  const gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  const number = gh.world.createPull('acme', 'widgets', { files, diff })
  const port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false
  })
  global.gc?.()
  const base = rssNow()
  gh.resetRequests()
  const read = await sampledPeak(() => readPullDiff(port, number))
  const requests = gh.requests.map((r) => `${r.route}${r.status === 406 ? ' (406)' : ''}`)
  const got = read.value!.diff
  await gh.close()
  const parse = await parseInChild(got)
  const size = `${label} (${mb(got.length)}, ${files.length} files, ${parse.lines} lines)`
  const grouped = [...new Set(requests)].map((r) => `${requests.filter((q) => q === r).length}× ${r}`)
  return [
    {
      area: 'big-diff',
      what: `${size}: read (readPullDiff over loopback)`,
      value: `${read.ms.toFixed(0)} ms, ${requests.length} request${requests.length === 1 ? '' : 's'}`,
      note: `${grouped.join(', ')}; peak rss +${mb(read.peak - base)} over ${mb(base)} (${((read.peak - base) / got.length).toFixed(1)}× the diff)`
    },
    {
      area: 'big-diff',
      what: `${size}: parseDiff`,
      value: `${parse.ms.toFixed(0)} ms`,
      note: `peak rss ${parse.hidden ? '≤ ' : ''}+${mb(parse.peak)} over ${mb(parse.base)} (${(parse.peak / got.length).toFixed(1)}× the diff; a fresh process, maxRSS)`
    }
  ]
}

/** The files list of 3,000 files with 50 ms per answer: one round trip for page 1, then pages 2..30 together. */
async function filesListWithLatency(): Promise<BenchRow> {
  const latency = 50
  const gh = await startLoopbackGitHub({ faults: { latencyMs: latency } })
  gh.world.createRepo('acme', 'widgets')
  const number = gh.world.createPull('acme', 'widgets', { files: generatedPull(3000 * 300, 3000).files })
  const port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: true
  })
  gh.resetRequests()
  const t0 = performance.now()
  const listed = await port.listPullFiles(number)
  const ms = performance.now() - t0
  const requests = gh.count('pulls.listFiles')
  await gh.close()
  return {
    area: 'big-diff',
    what: `files list of ${listed.length} files, ${latency} ms per answer, throttling on`,
    value: `${ms.toFixed(0)} ms, ${requests} requests`,
    note: `one page at a time would take at least ${requests * latency} ms; pages 2..${requests} go ${PAGES_AT_ONCE} at a time`
  }
}

export async function rows(): Promise<BenchRow[]> {
  const out: BenchRow[] = []
  for (const [label, bytes] of SIZES) out.push(...(await oneSize(label, bytes)))
  out.push(await filesListWithLatency())
  return out
}
