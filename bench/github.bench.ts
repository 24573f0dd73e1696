// Benchmarks of the GitHub port and the cache-branch store against the loopback GitHub: request cost per
// state read/write, read+write time as the branch grows, and 20 racing writer processes.
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { BenchRow } from './table.js'
import { median, timeRuns } from './table.js'
import { startLoopbackGitHub } from '../__tests__/support/loopback/server.js'
import type { LoopbackGitHub } from '../__tests__/support/loopback/server.js'
import { bundleScript } from '../__tests__/support/bundle-script.js'
import { runBundledAction } from '../__tests__/support/run-action.js'
import { createGitHubPort } from '../src/github/octokit.js'
import { CacheBranchStore } from '../src/state/store.js'
import type { Docs } from '../src/state/store.js'

const BRANCH = 'the-loop/state'
const item = { owner: 'acme', repo: 'widgets', number: 1 }
const bump = (docs: Docs) => ({
  ...docs,
  'state.json': String(Number(docs['state.json'] ?? 0) + 1),
  'control.json': '{}'
})

function fill(gh: LoopbackGitHub, items: number): void {
  const files: Record<string, string> = {}
  for (let n = 2; n <= items; n++) files[`items/acme/widgets/${n}/state.json`] = `{"n":${n}}`
  files['items/acme/widgets/1/state.json'] = '0'
  gh.world.putFiles('acme', 'widgets', files, BRANCH)
}

async function storeRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const medians: number[] = []
  for (const items of [1, 100, 10_000]) {
    const gh = await startLoopbackGitHub()
    gh.world.createRepo('acme', 'widgets')
    fill(gh, items)
    const port = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: gh.url,
      throttle: false
    })
    const store = new CacheBranchStore(port)
    const stamp = { runId: 'bench', attempt: 1 }
    if (items === 1) {
      await store.update(item, bump, stamp)
      gh.resetRequests()
      await store.read(item)
      const reads = gh.count()
      gh.resetRequests()
      await store.update(item, bump, stamp)
      const afterRead = gh.count()
      gh.resetRequests()
      await store.update(item, bump, stamp)
      const afterWrite = gh.count()
      gh.resetRequests()
      await new CacheBranchStore(port).update(item, bump, stamp)
      const cold = gh.count()
      rows.push({
        area: 'github',
        what: 'API requests per state read',
        value: String(reads),
        note: '2 documents in the item folder'
      })
      rows.push({
        area: 'github',
        what: 'API requests per state write',
        value: `${afterRead} / ${afterWrite} / ${cold}`,
        note: 'after a read / after its own write / cold (ref, folder, blobs, commit + tree, commit, ref)'
      })
    }
    const ms = median(
      await timeRuns(30, async () => {
        await store.read(item)
        await store.update(item, bump, stamp)
      })
    )
    medians.push(ms)
    rows.push({
      area: 'github',
      what: `state read+write median, ${items} items on branch`,
      value: `${ms.toFixed(1)} ms`,
      note: 'loopback HTTP, 30 runs'
    })
    await gh.close()
  }
  rows.push({
    area: 'github',
    what: 'read+write ratio 10,000 / 1 items',
    value: (medians[2]! / medians[0]!).toFixed(2)
  })
  return rows
}

async function raceRow(
  label: string,
  faults: Parameters<LoopbackGitHub['faults']['set']>[0]
): Promise<BenchRow> {
  const bundle = await bundleScript(
    fileURLToPath(new URL('../__tests__/support/store-writer.ts', import.meta.url))
  )
  const gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
  const issue = gh.world.createIssue('acme', 'widgets')
  gh.faults.set(faults)
  const t0 = Date.now()
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      runBundledAction(bundle.file, {
        eventName: 'issue_comment',
        payload: { issue: { number: issue } },
        inputs: { item: String(issue), id: `w${i}` },
        apiUrl: gh.url,
        runId: i
      })
    )
  )
  const ms = Date.now() - t0
  const failed = results.filter((r) => r.exitCode !== 0).length
  const tries = results.map((r) => Number(r.outputs.tries ?? 1))
  const retries = tries.reduce((sum, t) => sum + Math.max(0, t - 1), 0)
  const text = gh.world.readFile('acme', 'widgets', BRANCH, `items/acme/widgets/${issue}/state.json`) ?? '{}'
  const applied = (JSON.parse(text) as { applied?: string[] }).applied?.length ?? 0
  await gh.close()
  await rm(bundle.dir, { recursive: true, force: true })
  return {
    area: 'github',
    what: `20 racing writer processes${label}`,
    value: `${ms} ms`,
    note: `${retries} CAS retries (max ${Math.max(...tries)} tries), ${gh.faults.injected} faults, ${gh.count()} requests, applied ${applied}/20, failed ${failed}`
  }
}

export async function rows(): Promise<BenchRow[]> {
  return [
    ...(await storeRows()),
    await raceRow('', {}),
    await raceRow(', 20% 502 + one 429', {
      failRate: 0.2,
      failStatus: 502,
      seed: 7,
      oneShots: [{ status: 429, retryAfter: 1 }]
    })
  ]
}
