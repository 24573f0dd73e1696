// The cache-branch store over the in-memory fake port: layout, compare-and-swap retries, the bound, request cost.
import { describe, expect, it } from '@jest/globals'
import { test, fc } from '@fast-check/jest'
import { createFakePort } from '../support/fake-port.js'
import { CacheBranchStore, StoreContentionError, itemFolder } from '../../src/state/store.js'
import type { Docs, ItemRef } from '../../src/state/store.js'
import { UserError } from '../../src/shared/errors.js'

const item: ItemRef = { owner: 'acme', repo: 'widgets', number: 5 }
const stamp = { runId: '42', attempt: 1 }
const noWait = { sleep: () => Promise.resolve(), random: () => 0.5 }
const append = (id: string) => (docs: Docs) => ({ ...docs, 'log.json': (docs['log.json'] ?? '') + id + ';' })

describe('CacheBranchStore', () => {
  it('creates the orphan branch on first write and touches no other branch', async () => {
    const port = createFakePort()
    const mainBefore = port.world.repo('acme', 'widgets')!.git.branches.get('main')
    const store = new CacheBranchStore(port, noWait)
    const result = await store.update(item, () => ({ 'state.json': '{"a":1}' }), stamp)
    expect(result.tries).toBe(1)
    expect(port.world.readFile('acme', 'widgets', 'the-loop/state', 'items/acme/widgets/5/state.json')).toBe(
      '{"a":1}'
    )
    expect((await port.getCommit(result.commitSha!)).parents).toEqual([])
    expect(port.world.repo('acme', 'widgets')!.git.branches.get('main')).toBe(mainBefore)
    expect(await store.read(item)).toEqual({ docs: { 'state.json': '{"a":1}' }, baseSha: result.commitSha })
  })

  it('reads an absent branch or item as no documents', async () => {
    const store = new CacheBranchStore(createFakePort(), { branch: 'cache/x' })
    expect(await store.read(item)).toEqual({ docs: {}, baseSha: undefined })
    await store.update({ ...item, number: 6 }, () => ({ 'state.json': '{}' }), stamp)
    const snap = await store.read(item)
    expect(snap.docs).toEqual({})
    expect(snap.baseSha).toMatch(/^[0-9a-f]{40}$/)
  })

  it('keeps other items as they were and deletes documents the change drops', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, noWait)
    await store.update({ ...item, number: 1 }, () => ({ 'state.json': 'one' }), stamp)
    await store.update(item, () => ({ 'state.json': 's', 'control.json': 'c' }), stamp)
    await store.update(item, (docs) => ({ 'state.json': docs['state.json']! + '2' }), stamp)
    expect((await store.read(item)).docs).toEqual({ 'state.json': 's2' })
    expect((await store.read({ ...item, number: 1 })).docs).toEqual({ 'state.json': 'one' })
  })

  it('writes nothing when the change leaves every document as it was', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, noWait)
    await store.update(item, () => ({ 'state.json': 'x' }), stamp)
    const head = await port.getBranchSha(store.branch)
    const again = await store.update(item, (docs) => docs, stamp)
    expect(again.commitSha).toBeUndefined()
    expect(await port.getBranchSha(store.branch)).toBe(head)
  })

  it('re-reads and re-applies when a rival moved the branch between read and write', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, noWait)
    const rival = new CacheBranchStore(createFakePort(port.repo, port.world), noWait)
    await store.update(item, append('seed'), stamp)
    let raced = false
    port.beforeRefMove = async () => {
      if (raced) return
      raced = true
      await rival.update(item, append('rival'), { runId: '7', attempt: 1 })
    }
    const result = await store.update(item, append('mine'), stamp)
    expect(result.tries).toBe(2)
    expect((await store.read(item)).docs['log.json']).toBe('seed;rival;mine;')
  })

  it('gives up loudly after the bound, leaving the rival state untouched', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, { ...noWait, maxTries: 3 })
    const rival = new CacheBranchStore(createFakePort(port.repo, port.world), noWait)
    let n = 0
    port.beforeRefMove = () => rival.update(item, append(`r${n++}`), stamp).then(() => undefined)
    await expect(store.update(item, append('mine'), stamp)).rejects.toBeInstanceOf(StoreContentionError)
    await expect(store.update(item, append('mine'), stamp)).rejects.toThrow(
      /items\/acme\/widgets\/5.*left as it was/
    )
    port.beforeRefMove = undefined
    expect((await store.read(item)).docs['log.json']).toBe('r0;r1;r2;r3;r4;r5;')
  })

  it('stamps every commit with the run, the attempt and a fresh nonce, so equal changes never share a sha', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, noWait)
    const a = await store.update(item, () => ({ 'state.json': 'same' }), stamp)
    await store.update(item, () => ({ 'state.json': 'other' }), stamp)
    const b = await store.update(item, () => ({ 'state.json': 'same' }), stamp)
    const [ma, mb] = [
      (await port.getCommit(a.commitSha!)).message,
      (await port.getCommit(b.commitSha!)).message
    ]
    expect(ma).toMatch(/run 42 attempt 1 nonce [0-9a-f]{16}/)
    expect(ma).not.toBe(mb)
  })

  it('costs the same number of calls whether the branch holds 1 item or 300', async () => {
    const port = createFakePort()
    const store = new CacheBranchStore(port, noWait)
    const cost = async () => {
      port.calls.length = 0
      await store.read(item)
      const reads = port.calls.length
      port.calls.length = 0
      await store.update(item, append('x'), stamp)
      return [reads, port.calls.length]
    }
    await store.update(item, append('x'), stamp)
    const small = await cost()
    for (let n = 100; n < 400; n++)
      port.world.putFiles('acme', 'widgets', { [`items/acme/widgets/${n}/state.json`]: 'x' }, store.branch)
    expect(await cost()).toEqual(small)
    // A write right after a read builds on what the read saw: commit lookup, tree, commit, ref move.
    expect(small).toEqual([3, 4])
  })

  it('a write after its own write costs three calls, and a stale view is caught by the ref move', async () => {
    const port = createFakePort()
    const mine = new CacheBranchStore(port, noWait)
    const theirs = new CacheBranchStore(port, noWait)
    await mine.update(item, append('a'), stamp)
    port.calls.length = 0
    await mine.update(item, append('b'), stamp)
    expect(port.calls.length).toBe(3)
    // Another writer moves the branch: this store's view is now stale, and its next write must not lose theirs.
    await theirs.update(item, append('c'), stamp)
    const result = await mine.update(item, append('d'), stamp)
    expect(result.tries).toBe(2)
    expect((await theirs.read(item)).docs).toEqual(result.docs)
    expect(Object.values(result.docs).join('')).toMatch(/a.*b.*c.*d/s)
  })

  it('refuses item coordinates and document names that could leave the item folder', async () => {
    const store = new CacheBranchStore(createFakePort(), noWait)
    expect(() => itemFolder({ owner: '..', repo: 'x', number: 1 })).toThrow(UserError)
    expect(() => itemFolder({ owner: 'a', repo: 'b/c', number: 1 })).toThrow(UserError)
    expect(() => itemFolder({ owner: 'a', repo: 'b', number: 0 })).toThrow(UserError)
    await expect(store.update(item, () => ({ '../x.json': 'y' }), stamp)).rejects.toThrow(
      /not a valid document name/
    )
  })
})

describe('interleaved writers', () => {
  test.prop([fc.integer({ min: 2, max: 8 }), fc.array(fc.nat(3), { minLength: 8, maxLength: 8 })], {
    numRuns: 60
  })('apply every update exactly once, however their requests interleave', async (writers, delays) => {
    const port = createFakePort()
    let tick = 0
    // Each ref move yields a varying number of turns, so the writers' reads and writes interleave.
    port.beforeRefMove = async () => {
      for (let i = 0; i < delays[tick++ % delays.length]!; i++) await new Promise((r) => setImmediate(r))
    }
    const store = new CacheBranchStore(port, {
      sleep: () => new Promise((r) => setImmediate(r)),
      maxTries: 50
    })
    await Promise.all(Array.from({ length: writers }, (_, w) => store.update(item, append(`w${w}`), stamp)))
    const applied = ((await store.read(item)).docs['log.json'] ?? '').split(';').filter(Boolean)
    expect([...applied].sort()).toEqual(Array.from({ length: writers }, (_, w) => `w${w}`).sort())
  })
})
