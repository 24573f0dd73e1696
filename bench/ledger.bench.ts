// Benchmark: one item file's round trip as a run makes it: read (decode, signature check, ledger parse and
// bounds), then write (the ledger written back, the file encoded and signed), for a review with 40 owed posts
// and 500 consumed entries, the heaviest the state's bounds allow of each.
import { ItemFileStore, type ItemFilePort } from '../src/engine/state/item-file.js'
import { freshState } from '../src/engine/state/document.js'
import { readItemState } from '../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger } from '../src/loop/ledger/ledger.js'
import type { OwedPost } from '../src/loop/posts/owed.js'
import { REVIEW_LOOP_NODE_IDS } from '../src/engine/graph/shipped.generated.js'
import { median, timeRuns, type BenchRow } from './table.js'

const ITEM = { owner: 'octo', repo: 'widgets', number: 7 }
const SECRET = 'bench-marker-secret'

/** A review in its third round that owes 40 round comments (5 KB of critic output each) and consumed 500 replies. */
function heavyState() {
  const state = { ...freshState('issue-7'), loop: 'pdlc-review-loop', currentNode: 'review' }
  const usage = {
    present: true,
    inputTokens: 900,
    outputTokens: 300,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    costUsd: 0.01
  }
  const owed: OwedPost[] = Array.from({ length: 40 }, (_, i) => ({
    kind: 'round',
    round: 3,
    critic: `c${i}`,
    part: 1,
    inputs: {
      what: 'critic-comment',
      round: 3,
      critic: `c${i}`,
      result: {
        harness: 'claude',
        model: 'opus',
        ok: true,
        output: 'A finding about the code. '.repeat(200),
        footer: { exitCode: 0, usage }
      },
      heads: []
    },
    run: '1',
    after: 2000
  }))
  const consumed = Array.from({ length: 500 }, (_, i) => `issue-comment:${1000 + i}` as const)
  return withLedger(state, { ...emptyLedger(), round: 3, paid: 3, consumed, owed })
}

export async function rows(): Promise<BenchRow[]> {
  const files = new Map<string, string>()
  const port = {
    readBranchFile: async (path: string) => ({ text: files.get(path)!, sha: 'x' }),
    writeBranchFile: async (path: string, _b: string, text: string) => (files.set(path, text), { sha: 'y' })
  } as unknown as ItemFilePort
  const store = new ItemFileStore(port, { branch: 'the-loop-state', secret: SECRET })
  const stamp = { runId: '1', attempt: 1 }
  await store.write(ITEM, { state: heavyState(), control: undefined }, undefined, stamp)
  const bytes = [...files.values()][0]!.length
  const runs = await timeRuns(
    20,
    async () => {
      const read = await store.read(ITEM)
      const checked = readItemState(read.doc!.state, REVIEW_LOOP_NODE_IDS, [])
      if ('problem' in checked) throw new Error(checked.problem)
      const host = ledgerOf(checked.state)
      const next = withLedger(checked.state, { ...host, consumed: [...host.consumed, 'issue-comment:9999'] })
      await store.write(ITEM, { state: next, control: read.doc!.control }, read.sha, stamp)
    },
    3
  )
  return [
    {
      area: 'state',
      what: 'item file read + validate + write (40 owed, 500 consumed), median of 20',
      value: `${median(runs).toFixed(2)} ms`,
      note: `${(bytes / 1024).toFixed(0)} KiB file, signed`
    }
  ]
}
