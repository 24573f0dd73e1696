// Typed documents on the cache branch: cached values are used, missing/corrupt/unknown ones are rebuilt and written back.
import { describe, expect, it } from '@jest/globals'
import { createFakePort } from '../support/fake-port.js'
import type { FakeGitHubPort } from '../support/fake-port.js'
import { appliedCodec } from '../support/list-codec.js'
import type { AppliedList } from '../support/list-codec.js'
import { CacheBranchStore } from '../../src/state/store.js'
import { readDoc, updateDoc } from '../../src/state/store-doc.js'
import type { DocAccess } from '../../src/state/store-doc.js'

const item = { owner: 'acme', repo: 'widgets', number: 3 }
const path = 'items/acme/widgets/3/state.json'

function setup(fromThread: string[] = ['t1']) {
  const port = createFakePort()
  const store = new CacheBranchStore(port, { sleep: () => Promise.resolve() })
  let rebuilds = 0
  const access: DocAccess<AppliedList> = {
    store,
    item,
    name: 'state.json',
    codec: appliedCodec,
    rebuild: async () => {
      rebuilds++
      return { version: 1, applied: [...fromThread] }
    },
    stamp: { runId: '9', attempt: 2 }
  }
  return { port, store, access, rebuilds: () => rebuilds }
}

const seedFile = (port: FakeGitHubPort, text: string) =>
  port.world.putFiles('acme', 'widgets', { [path]: text }, 'the-loop/state')

describe('readDoc', () => {
  it('rebuilds from the thread when the cache branch is missing, writes it back, then reads the cache', async () => {
    const { port, access, rebuilds } = setup()
    const first = await readDoc(access)
    expect(first).toMatchObject({ value: { applied: ['t1'] }, rebuilt: true, tries: 1 })
    expect(first.warnings).toEqual([
      'the cache branch the-loop/state does not exist; rebuilt it from the thread'
    ])
    expect(
      appliedCodec.decode(port.world.readFile('acme', 'widgets', 'the-loop/state', path)!, path).applied
    ).toEqual(['t1'])
    const second = await readDoc(access)
    expect(second).toMatchObject({ value: { applied: ['t1'] }, rebuilt: false, warnings: [], tries: 0 })
    expect(rebuilds()).toBe(1)
  })

  it('does not trust corrupt JSON: it names the file, rebuilds and overwrites it', async () => {
    const { port, access } = setup(['from-thread'])
    seedFile(port, '{"version":1,"applied":["forged"')
    const result = await readDoc(access)
    expect(result.value.applied).toEqual(['from-thread'])
    expect(result.warnings[0]).toMatch(
      /^the-loop\/state:items\/acme\/widgets\/3\/state.json could not be used \(.*JSON/
    )
    expect(port.world.readFile('acme', 'widgets', 'the-loop/state', path)).not.toContain('forged')
  })

  it('rebuilds a document of an unknown version, and one whose item folder is missing', async () => {
    const { port, access } = setup()
    seedFile(port, JSON.stringify({ version: 99, applied: ['x'] }))
    expect((await readDoc(access)).warnings[0]).toMatch(/unknown version 99/)
    port.world.putFiles('acme', 'widgets', { [path]: null, 'items/other.json': '{}' }, 'the-loop/state')
    expect((await readDoc(access)).warnings[0]).toMatch(/state.json does not exist; rebuilt/)
  })

  it('rebuilds when the branch holds a file where the item folder should be, and replaces it with the folder', async () => {
    const { port, access } = setup(['t1'])
    port.world.putFiles('acme', 'widgets', { 'items/acme/widgets/3': 'not a folder' }, 'the-loop/state')
    const result = await readDoc(access)
    expect(result).toMatchObject({ value: { applied: ['t1'] }, rebuilt: true })
    expect(port.world.readFile('acme', 'widgets', 'the-loop/state', path)).toContain('"t1"')
  })

  it('keeps a valid document a concurrent run wrote while this one was rebuilding', async () => {
    const { port, access } = setup(['mine'])
    port.beforeRefMove = () => {
      port.beforeRefMove = undefined
      seedFile(port, appliedCodec.encode({ version: 1, applied: ['theirs'] }))
    }
    const result = await readDoc(access)
    expect(result).toMatchObject({ value: { applied: ['theirs'] }, rebuilt: false, warnings: [] })
  })
})

describe('updateDoc', () => {
  it('applies the change to the cached value, and to a rebuilt one when the cache is unusable', async () => {
    const { port, access } = setup(['t1'])
    seedFile(port, appliedCodec.encode({ version: 1, applied: ['a'] }))
    const add =
      (id: string) =>
      (v: AppliedList): AppliedList => ({ ...v, applied: [...v.applied, id] })
    expect((await updateDoc(access, add('b'))).value.applied).toEqual(['a', 'b'])
    seedFile(port, 'garbage')
    const rebuilt = await updateDoc(access, add('c'))
    expect(rebuilt.value.applied).toEqual(['t1', 'c'])
    expect(rebuilt.rebuilt).toBe(true)
  })
})
