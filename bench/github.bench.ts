// Benchmarks of the state store on the cache branch against the loopback GitHub: requests per read and write
// of one item file, and read+write time as the branch grows (writes to other items never touch this one).
import type { BenchRow } from './table.js'
import { median, timeRuns } from './table.js'
import { startLoopbackGitHub } from '../__tests__/support/loopback/server.js'
import type { LoopbackGitHub } from '../__tests__/support/loopback/server.js'
import { createGitHubPort } from '../src/github/octokit.js'
import { freshState } from '../src/engine/state/document.js'
import { encodeItemDoc, ItemFileStore, itemPath } from '../src/engine/state/item-file.js'

const BRANCH = 'the-loop/state'
const item = { owner: 'acme', repo: 'widgets', number: 1 }
const stamp = { runId: 'bench', attempt: 1 }

function docAt(n: number) {
  const state = freshState(`issue-${n}`)
  state.currentNode = 'follow-up'
  return { state, control: undefined }
}

function fill(gh: LoopbackGitHub, items: number): void {
  const files: Record<string, string> = {}
  for (let n = 1; n <= items; n++) files[itemPath({ ...item, number: n })] = encodeItemDoc(docAt(n))
  gh.world.putFiles('acme', 'widgets', files, BRANCH)
}

export async function rows(): Promise<BenchRow[]> {
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
    const store = new ItemFileStore(port, { branch: BRANCH })
    if (items === 1) {
      gh.resetRequests()
      const read = await store.read(item)
      const reads = gh.count()
      gh.resetRequests()
      await store.write(item, docAt(2), read.sha, stamp)
      rows.push({
        area: 'github',
        what: 'API requests per state read / write',
        value: `${reads} / ${gh.count()}`,
        note: 'one item file through the contents API; its blob sha is the compare-and-swap'
      })
    }
    let round = 0
    const ms = median(
      await timeRuns(30, async () => {
        const read = await store.read(item)
        await store.write(item, docAt(100 + round++), read.sha, stamp)
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
