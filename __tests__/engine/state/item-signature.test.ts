// The item file signed with marker-secret, over the real adapter and the loopback GitHub: what the store
// writes it reads back; a file edited, unsigned, signed with another secret or copied from another item is
// not read (the reason named); a store without the secret reads as it always did.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { freshState } from '../../../src/engine/state/document.js'
import { encodeItemDoc, ItemFileStore, itemPath } from '../../../src/engine/state/item-file.js'
import { LoopWorld } from '../../support/loopback/world.js'
import { closePortServers, octokitOverLoopback } from '../../support/port-makers.js'
import type { GitHubPort } from '../../../src/github/port.js'

const BRANCH = 'the-loop/state'
const SECRET = 's3cret-for-items'
const stamp = { runId: '7', attempt: 1 }
const item = (number: number) => ({ owner: 'acme', repo: 'widgets', number })
const doc = (round: number) => {
  const state = freshState('issue-1')
  state.loop = 'pdlc-review-loop'
  state.currentNode = 'follow-up'
  state.host = { review: { round, paid: round, paidFrom: 0, consumed: [], pending: [] } }
  return { state, control: undefined }
}

let world: LoopWorld
let port: GitHubPort
const store = (secret?: string) =>
  new ItemFileStore(port, { branch: BRANCH, sleep: async () => undefined, ...(secret ? { secret } : {}) })
const fileOf = (n: number) => world.readFile('acme', 'widgets', BRANCH, itemPath(item(n)))!
const plant = (n: number, text: string) =>
  world.putFiles('acme', 'widgets', { [itemPath(item(n))]: text }, BRANCH)

beforeEach(async () => {
  world = new LoopWorld()
  world.createRepo('acme', 'widgets')
  ;({ port } = await octokitOverLoopback(world))
})
afterAll(closePortServers)

describe('ItemFileStore with marker-secret', () => {
  it('signs what it writes, and reads it back', async () => {
    await store(SECRET).write(item(1), doc(2), undefined, stamp)
    const file = JSON.parse(fileOf(1)) as { sig: string; version: number }
    expect(file.sig).toMatch(/^[0-9a-f]{64}$/)
    expect(file.version).toBe(1)
    const read = await store(SECRET).read(item(1))
    expect(read.problem).toBeUndefined()
    expect(read.doc?.state.host['review']).toMatchObject({ round: 2 })
  })

  it('does not read a file edited, unsigned, signed otherwise, or copied from another item', async () => {
    await store(SECRET).write(item(1), doc(2), undefined, stamp)
    const signed = fileOf(1)
    const mismatch = 'its signature does not match marker-secret (not written by this action as it stands)'
    const cases: Array<[string, number, string]> = [
      ['the round raised', 1, signed.replace('"round": 2', '"round": 3')],
      ['the signature removed', 1, encodeItemDoc(doc(2))],
      ['signed with another secret', 1, signed.replace(/"sig": "[0-9a-f]+"/, `"sig": "${'0'.repeat(64)}"`)],
      ['copied to item 2', 2, signed]
    ]
    for (const [what, n, text] of cases) {
      plant(n, text)
      const read = await store(SECRET).read(item(n))
      expect([what, read.doc, read.problem]).toEqual([
        what,
        undefined,
        `${BRANCH}:${itemPath(item(n))}: ${mismatch}`
      ])
      expect(read.sha).toBeDefined()
    }
  })

  it('a store without the secret writes no signature and ignores one', async () => {
    await store().write(item(1), doc(2), undefined, stamp)
    expect(fileOf(1)).toBe(encodeItemDoc(doc(2)))
    await store(SECRET).write(item(3), doc(4), undefined, stamp)
    expect((await store().read(item(3))).doc?.state.host['review']).toMatchObject({ round: 4 })
  })
})
