// A work item's pointer in a linked pull request's item file, over the real adapter and the loopback GitHub: one
// write when the pull request has no file, a read and a write on the sha when it has one (its own review kept
// whole), nothing when it points there already, signed with marker-secret, and kept by the pull request's own
// later writes.
import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { freshState } from '../../../src/engine/state/document.js'
import { ItemFileStore, itemPath } from '../../../src/engine/state/item-file.js'
import { MAX_LINKED_REVIEWS, readLinkedReviews } from '../../../src/engine/state/item-links.js'
import { writeLinkPointer } from '../../../src/engine/state/link-pointer.js'
import type { GitHubPort } from '../../../src/github/port.js'
import type { LoopbackGitHub } from '../../support/loopback/server.js'
import { LoopWorld } from '../../support/loopback/world.js'
import { closePortServers, octokitOverLoopback } from '../../support/port-makers.js'

const BRANCH = 'the-loop/state'
const stamp = { runId: '7', attempt: 1 }
const pull = { owner: 'acme', repo: 'widgets', number: 12 }
const toIssue = (number: number) => ({ number, pullRequest: false })

let gh: LoopbackGitHub
let port: GitHubPort

beforeEach(async () => {
  const world = new LoopWorld()
  world.createRepo('acme', 'widgets')
  ;({ gh, port } = await octokitOverLoopback(world))
  // The branch exists, as in any repository after its first review.
  await new ItemFileStore(port, { branch: BRANCH }).write(
    { ...pull, number: 1 },
    { state: freshState('issue-1'), control: undefined },
    undefined,
    stamp
  )
})
afterAll(closePortServers)

const fileOf = () =>
  JSON.parse(gh.world.readFile('acme', 'widgets', BRANCH, itemPath(pull))!) as Record<string, unknown>

describe('writeLinkPointer', () => {
  it('creates a file of pointers only with one write, and reads it back as no review with its links', async () => {
    const store = new ItemFileStore(port, { branch: BRANCH })
    gh.resetRequests()
    expect(await writeLinkPointer(store, pull, toIssue(7), stamp)).toBe('written')
    expect(gh.requests.map((r) => r.route)).toEqual(['repos.createOrUpdateFileContents'])
    expect(fileOf()).toEqual({ version: 1, state: null, control: null, links: [toIssue(7)] })
    const read = await store.read(pull)
    expect([read.doc, read.links, read.problem]).toEqual([undefined, [toIssue(7)], undefined])
  })

  it("adds to a file holding the pull request's own review, on its sha, and leaves the review as it was", async () => {
    const store = new ItemFileStore(port, { branch: BRANCH })
    const state = freshState('issue-12')
    state.currentNode = 'review-follow-up'
    await store.write(pull, { state, control: undefined }, undefined, stamp)
    gh.resetRequests()
    expect(await writeLinkPointer(store, pull, toIssue(7), stamp)).toBe('written')
    // The create is refused (422: no sha), the check that it is not this write, the read, the write on its sha.
    expect(gh.requests.map((r) => `${r.route} ${r.status}`)).toEqual([
      'repos.createOrUpdateFileContents 422',
      'repos.getContent 200',
      'repos.getContent 200',
      'repos.createOrUpdateFileContents 200'
    ])
    const read = await store.read(pull)
    expect(read.doc?.state.currentNode).toBe('review-follow-up')
    expect(read.links).toEqual([toIssue(7)])
    // Again: already there, so after the refused create nothing is written.
    gh.resetRequests()
    expect(await writeLinkPointer(store, pull, toIssue(7), stamp)).toBe('already')
    expect(gh.requests.filter((r) => r.method === 'PUT').map((r) => r.status)).toEqual([422])
  })

  it('keeps every review it points to, the newest twenty at most', async () => {
    const store = new ItemFileStore(port, { branch: BRANCH })
    for (let n = 100; n < 100 + MAX_LINKED_REVIEWS + 2; n++)
      await writeLinkPointer(store, pull, toIssue(n), stamp)
    const links = (await store.read(pull)).links!
    expect(links).toHaveLength(MAX_LINKED_REVIEWS)
    expect([links[0]!.number, links.at(-1)!.number]).toEqual([102, 100 + MAX_LINKED_REVIEWS + 1])
  })

  it('with marker-secret, a pointer is signed; one added by hand makes the file unreadable, never followed', async () => {
    const store = new ItemFileStore(port, { branch: BRANCH, secret: 's3cret' })
    await writeLinkPointer(store, pull, toIssue(7), stamp)
    expect((await store.read(pull)).links).toEqual([toIssue(7)])
    const forged = { ...fileOf(), links: [toIssue(7), toIssue(66)] }
    gh.world.putFiles('acme', 'widgets', { [itemPath(pull)]: `${JSON.stringify(forged, null, 2)}\n` }, BRANCH)
    const read = await store.read(pull)
    expect(read.links).toBeUndefined()
    expect(read.problem).toContain('its signature does not match marker-secret')
    await expect(writeLinkPointer(store, pull, toIssue(8), stamp)).rejects.toThrow(
      'the pointer was not written'
    )
  })
})

describe('readLinkedReviews', () => {
  it('drops anything that is not a pointer, and duplicates', () => {
    expect(
      readLinkedReviews([
        toIssue(7),
        { number: 7, pullRequest: true },
        { number: -1, pullRequest: false },
        { number: 1.5, pullRequest: false },
        { number: 9 },
        'x',
        null,
        { number: 9, pullRequest: true }
      ])
    ).toEqual([toIssue(7), { number: 9, pullRequest: true }])
    expect(readLinkedReviews({ number: 7 })).toEqual([])
  })
})
