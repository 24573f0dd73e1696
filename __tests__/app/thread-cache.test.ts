// ThreadCache: one listing per run, own posts kept in it, and a scope that hides an earlier review's comments.
import { describe, expect, it } from '@jest/globals'
import { ThreadCache } from '../../src/app/review/services.js'
import { createFakePort } from '../support/fake-port.js'

function scene() {
  const port = createFakePort()
  const number = port.world.createPull('acme', 'widgets', { title: 'p' })
  const old = port.world.addComment('acme', 'widgets', number, 'first review', 'alice')
  const arming = port.world.addComment('acme', 'widgets', number, 'the-loop review', 'alice')
  return { port, cache: new ThreadCache(port, number), old, arming }
}

describe('ThreadCache', () => {
  it('lists the thread once and keeps its own posts in the listing', async () => {
    const { port, cache } = scene()
    expect(await cache.list()).toHaveLength(2)
    const posted = await cache.post('hello')
    expect((await cache.list()).map((c) => c.id)).toContain(posted.id)
    expect(port.calls.filter((c) => c === 'listComments')).toHaveLength(1)
  })

  it('a scope lists only the comments from the arming one on, posts included', async () => {
    const { cache, old, arming } = scene()
    cache.scopeFrom(arming.id)
    const posted = await cache.post('template')
    expect((await cache.list()).map((c) => c.id)).toEqual([arming.id, posted.id])
    cache.scopeFrom(undefined)
    expect((await cache.list()).map((c) => c.id)).toEqual([old.id, arming.id, posted.id])
  })
})
