// Racing runs through the bundled main action: runs that lose a compare-and-swap decide again, a round in
// progress takes replies as pending and hands them on by repository_dispatch, and nothing is posted twice.
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  followDispatches as followEach,
  ownComments,
  readStateDoc,
  REPLIES_CRITIC,
  useBundledMain,
  writeStateDoc,
  type Scene
} from './harness.js'

const SLOW_CRITIC = REPLIES_CRITIC.replace("'{promptFile}']", "'{promptFile}', '1500']")
// 20 cold node processes on a 2-core machine: generous, since CI machines are often shared.
const RACE_TIMEOUT_MS = 240_000

let scene: Scene
const run = useBundledMain(() => scene)

const followDispatches = () => followEach(run, scene)

function repliesOf(body: string): string[] {
  return body
    .split('\n')
    .filter((l) => l.startsWith('REPLY '))
    .map((l) => l.slice(l.indexOf(' :: ') + 4))
}

function expectEachCommentOnce(): void {
  const keys = ownComments(scene).map((c) =>
    JSON.stringify(parseMarkers(c.body).map((m) => [m.kind, m.round, m.critic, m.part?.index]))
  )
  expect(keys.length).toBe(new Set(keys).size)
}

describe('racing runs', () => {
  it(
    '20 replies whose runs start together: every run exits 0, every reply reaches exactly one round',
    async () => {
      scene = await startReviewScene({ config: REPLIES_CRITIC })
      await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
      const texts = Array.from({ length: 20 }, (_, i) => `reply number ${i}`)
      const payloads = texts.map((t) => scene.comment('alice', t))
      const results = await Promise.all(payloads.map((p) => run(p, { inputs: { 'max-rounds': '50' } })))
      for (const r of results)
        expect({ code: r.exitCode, err: r.stdout.match(/::error.*/)?.[0] }).toEqual({
          code: 0,
          err: undefined
        })
      for (const r of await followDispatches()) expect(r.exitCode).toBe(0)
      const seen = ownComments(scene, 'round').flatMap((c) => repliesOf(c.body))
      expect([...seen].sort()).toEqual([...texts].sort())
      expectEachCommentOnce()
      expect(JSON.parse(readStateDoc(scene)!).currentNode).toBe('follow-up')
    },
    RACE_TIMEOUT_MS
  )

  it(
    '20 runs on 20 items at once: none fails, none reads again because of another item',
    async () => {
      scene = await startReviewScene({ config: REPLIES_CRITIC })
      const pulls = Array.from({ length: 20 }, () =>
        scene.gh.world.createPull('acme', 'widgets', { diff: 'diff --git a/x b/x\n', author: 'bob' })
      )
      // The branch exists first, as in any repository after its first review.
      await run(scene.comment('alice', 'the-loop review'))
      const results = await Promise.all(pulls.map((n) => run(scene.comment('alice', 'the-loop review', n))))
      for (const r of results) {
        expect(r.exitCode).toBe(0)
        expect(r.summary).not.toMatch(/Re-read and decided again/)
        expect(r.outputs.node).toBe('review-brief')
      }
    },
    RACE_TIMEOUT_MS
  )

  it('a reply that arrives while a round runs is answered by the run repository_dispatch starts', async () => {
    scene = await startReviewScene({ config: SLOW_CRITIC })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    const slow = run(scene.comment('alice', 'first follow-up'), { runId: 501 })
    // Wait until the slow run holds its claim, then reply: that run finds the round in progress.
    for (let i = 0; i < 100 && !/"claim"/.test(readStateDoc(scene) ?? ''); i++)
      await new Promise((r) => setTimeout(r, 50))
    const late = await run(scene.comment('alice', 'arrived while round 2 ran'), { runId: 502 })
    expect(late.exitCode).toBe(0)
    expect(late.summary).toMatch(/recorded as pending/)
    const done = await slow
    expect(done.summary).toMatch(/repository\\?_dispatch starts the run/)
    expect(scene.gh.world.dispatches).toHaveLength(1)
    const [next] = await followDispatches()
    expect(next!.outputs.round).toBe('3')
    expect(ownComments(scene, 'round').map((c) => repliesOf(c.body))).toEqual([
      [],
      ['first follow-up'],
      ['arrived while round 2 ran']
    ])
  })

  it('a claim left by a killed run holds while young and is taken over once stale', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    const state = JSON.parse(readStateDoc(scene)!) as {
      currentNode: string
      host: { review: Record<string, unknown> }
    }
    // A claim as a run could write it: dated now, young for an hour (one planted far ahead is clamped).
    const claim = (staleAt: string, at = new Date().toISOString()) => ({
      run: '999',
      attempt: '1',
      round: 2,
      at,
      staleAt
    })
    state.currentNode = 'review'
    state.host.review = {
      ...state.host.review,
      round: 2,
      roundDone: false,
      claim: claim(new Date(Date.now() + 3600_000).toISOString())
    }
    writeStateDoc(scene, JSON.stringify(state))
    const young = await run(scene.comment('alice', 'is anyone there?'))
    expect(young.exitCode).toBe(0)
    expect(young.summary).toMatch(/round 2 is in progress in run 999/)
    state.host.review = { ...state.host.review, claim: claim('2000-01-01T00:00:00Z', '1999-12-31T23:00:00Z') }
    writeStateDoc(scene, JSON.stringify(state))
    const taken = await run(scene.comment('alice', 'hello again'))
    expect(taken.outputs).toMatchObject({ node: 'follow-up', round: '2' })
    expect(repliesOf(ownComments(scene, 'round')[1]!.body)).toEqual(['is anyone there?', 'hello again'])
  })
})
