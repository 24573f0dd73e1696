// The retry policy: a secondary rate limit (403/429 with retry-after) is waited out and sent again even with
// throttling off.
import { afterAll, describe, expect, it } from '@jest/globals'
import { LoopWorld } from '../support/loopback/world.js'
import { closePortServers, octokitOverLoopback } from '../support/port-makers.js'

afterAll(closePortServers)

describe('retry-after with throttling off', () => {
  it('a comment refused by a secondary rate limit is posted once, after the wait', async () => {
    const world = new LoopWorld()
    world.createRepo('acme', 'widgets')
    const n = world.createIssue('acme', 'widgets')
    const { port, gh } = await octokitOverLoopback(world)
    gh.faults.set({ oneShots: [{ status: 403, retryAfter: 1, route: 'createComment' }] })
    await port.createComment(n, 'hello')
    expect(gh.requests.map((r) => r.status)).toEqual([403, 201])
    expect(world.repo('acme', 'widgets')!.comments.map((c) => c.body)).toEqual(['hello'])
  })

  it('gives up after three waits with the API error', async () => {
    const world = new LoopWorld()
    world.createRepo('acme', 'widgets')
    const n = world.createIssue('acme', 'widgets')
    const { port, gh } = await octokitOverLoopback(world)
    const shot = { status: 403 as const, retryAfter: 0, route: 'createComment' }
    gh.faults.set({ oneShots: [shot, shot, shot, shot] })
    await expect(port.createComment(n, 'hello')).rejects.toThrow(/HTTP 403/)
    expect(gh.count('createComment')).toBe(4)
  })
})
