// The item file on the cache branch over the real adapter and the loopback GitHub: one request to read, one to
// write, the blob sha as compare-and-swap, a 409 told apart by cause, and the branch created by the first write.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { freshState } from '../../../src/engine/state/document.js'
import {
  encodeItemDoc,
  ItemFileStore,
  ItemStaleError,
  itemPath
} from '../../../src/engine/state/item-file.js'
import type { LoopbackGitHub } from '../../support/loopback/server.js'
import { LoopWorld } from '../../support/loopback/world.js'
import { closePortServers, octokitOverLoopback } from '../../support/port-makers.js'
import type { GitHubPort } from '../../../src/github/port.js'

const BRANCH = 'the-loop/state'
const stamp = { runId: '7', attempt: 1 }
const item = (number: number) => ({ owner: 'acme', repo: 'widgets', number })
const doc = (node: string) => {
  const state = freshState('issue-1')
  state.currentNode = node
  return { state, control: undefined }
}

let gh: LoopbackGitHub
let port: GitHubPort
let store: ItemFileStore

beforeEach(async () => {
  const world = new LoopWorld()
  world.createRepo('acme', 'widgets')
  ;({ gh, port } = await octokitOverLoopback(world))
  store = new ItemFileStore(port, { branch: BRANCH, sleep: async () => undefined })
})
afterAll(closePortServers)

describe('ItemFileStore', () => {
  it("the repository's first write creates the branch; later writes and reads are one request each", async () => {
    expect(await store.read(item(1))).toEqual({ doc: undefined, sha: undefined })
    gh.resetRequests()
    const first = await store.write(item(1), doc('review-brief'), undefined, stamp)
    expect(gh.requests.map((r) => r.route)).toEqual([
      'repos.createOrUpdateFileContents',
      'git.createTree',
      'git.createCommit',
      'git.createRef'
    ])
    gh.resetRequests()
    const read = await store.read(item(1))
    expect(read.sha).toBe(first.sha)
    expect(read.doc?.state.currentNode).toBe('review-brief')
    await store.write(item(1), doc('review'), read.sha, stamp)
    expect(gh.requests.map((r) => r.route)).toEqual(['repos.getContent', 'repos.createOrUpdateFileContents'])
    expect(gh.world.readFile('acme', 'widgets', BRANCH, itemPath(item(1)))).toBe(encodeItemDoc(doc('review')))
  })

  it('a stale sha is refused once (no blind retry) and reported as stale', async () => {
    const { sha } = await store.write(item(1), doc('a'), undefined, stamp)
    await store.write(item(1), doc('b'), sha, stamp)
    gh.resetRequests()
    await expect(store.write(item(1), doc('c'), sha, stamp)).rejects.toBeInstanceOf(ItemStaleError)
    // One send; the read after it checks that the file is not this very write.
    expect(gh.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
      'repos.createOrUpdateFileContents 409',
      'repos.getContent 200'
    ])
    expect((await store.read(item(1))).doc?.state.currentNode).toBe('b')
  })

  it('two runs creating the same item: the second is told its view is stale', async () => {
    await store.write(item(1), doc('a'), undefined, stamp)
    await expect(store.write(item(1), doc('b'), undefined, stamp)).rejects.toBeInstanceOf(ItemStaleError)
  })

  it('a branch moved by a write to another item is sent again, not re-read', async () => {
    const { sha } = await store.write(item(1), doc('a'), undefined, stamp)
    gh.faults.set({ branchMovedOnce: true })
    gh.resetRequests()
    await store.write(item(1), doc('b'), sha, stamp)
    expect(gh.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
      'repos.createOrUpdateFileContents 409',
      'repos.createOrUpdateFileContents 200'
    ])
  })

  it('a write whose answer was lost after GitHub applied it is not mistaken for a conflict', async () => {
    const { sha } = await store.write(item(1), doc('a'), undefined, stamp)
    gh.faults.set({ afterApplyRate: 1, seed: 3 })
    gh.resetRequests()
    // The client retries the 502 with the same sha: it meets its own write (409), which the store recognises.
    await store.write(item(1), doc('b'), sha, stamp)
    expect(gh.requests.map((r) => r.status)).toEqual([502, 409, 200])
    gh.faults.set({})
    expect((await store.read(item(1))).doc?.state.currentNode).toBe('b')
  })

  it('writes to different items never conflict', async () => {
    const a = await store.write(item(1), doc('a'), undefined, stamp)
    const b = await store.write(item(2), doc('b'), undefined, stamp)
    await store.write(item(1), doc('a2'), a.sha, stamp)
    gh.resetRequests()
    await store.write(item(2), doc('b2'), b.sha, stamp)
    expect(gh.requests.map((r) => r.status)).toEqual([200])
  })

  it('a corrupt file or an unknown version reads as no doc, with the reason and the sha to replace it', async () => {
    gh.world.putFiles('acme', 'widgets', { [itemPath(item(3))]: '{ oops' }, BRANCH)
    const corrupt = await store.read(item(3))
    expect(corrupt.doc).toBeUndefined()
    expect(corrupt.sha).toMatch(/^[0-9a-f]{40}$/)
    expect(corrupt.problem).toMatch(/item\.json: not JSON/)
    gh.world.putFiles('acme', 'widgets', { [itemPath(item(4))]: '{"version":99}' }, BRANCH)
    expect((await store.read(item(4))).problem).toMatch(/version 99 is not 1/)
  })

  it('a truncated file reads as no doc, naming the JSON error, with the sha a rebuilt write replaces', async () => {
    const whole = encodeItemDoc(doc('review'))
    gh.world.putFiles('acme', 'widgets', { [itemPath(item(5))]: whole.slice(0, whole.length / 2) }, BRANCH)
    const read = await store.read(item(5))
    expect(read).toEqual({
      doc: undefined,
      sha: read.sha,
      problem: expect.stringMatching(/item\.json: not JSON \(/)
    })
    gh.resetRequests()
    await store.write(item(5), doc('review'), read.sha, stamp)
    expect(gh.requests.map((r) => r.status)).toEqual([200])
  })

  it('a 50 MB file: GitHub refuses it (403 too_large), its folder gives the sha; read as no doc, naming its size', async () => {
    const big = `{"version":1,"state":${JSON.stringify('x'.repeat(50 * 1024 * 1024))}}`
    gh.world.putFiles('acme', 'widgets', { [itemPath(item(6))]: big }, BRANCH)
    gh.resetRequests()
    const read = await store.read(item(6))
    expect(gh.requests.map((r) => [r.route, r.status])).toEqual([
      ['repos.getContent', 403],
      ['repos.getContent', 200]
    ])
    expect(read).toEqual({
      doc: undefined,
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      problem: `the-loop/state:items/acme/widgets/6/item.json: is ${big.length} bytes, past the 1 MB the contents API returns (this action writes none that large)`
    })
    await store.write(item(6), doc('review'), read.sha, stamp)
    expect(gh.world.readFile('acme', 'widgets', BRANCH, itemPath(item(6)))).toBe(encodeItemDoc(doc('review')))
  })
})
