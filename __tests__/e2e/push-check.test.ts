// A push marks a review as behind (issue 28, part 3), through the bundled main action over the loopback GitHub:
// on `synchronize` the new head of a pull request under review gets a neutral check "Not reviewed since <sha>" in
// exactly two requests (the item's state, the check), with no critic, no comment read and no state write; an item
// with no live review costs the one read; a fork's `pull_request` event (a read-only token) sends nothing and says
// why; the old check stays on the old head. All without fail-on: under it, push-gate.test.ts.
import { describe, expect, it } from '@jest/globals'
import { CHECK_NAME } from '../../src/loop/check/review-check.js'
import { pullPushed } from '../support/loopback/payloads.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, REPLIES_CRITIC, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const repo = () => scene.gh.world.repo(OWNER, REPO)!
const pull = () => repo().issues.get(scene.pull)!
const requests = () => scene.gh.requests.map((r) => `${r.method} ${r.route}`).sort()

/** New commits on the pull request, and the synchronize payload GitHub delivers for them. */
function push(opts: { fork?: boolean } = {}) {
  const before = pull().pull!.headSha
  scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [], diff: 'diff --git a/x b/x\n' })
  return pullPushed(repo(), pull(), 'bob', { before, ...opts })
}

describe('a push to a pull request under review', () => {
  it('puts a neutral "not reviewed since" check on the new head in exactly 2 requests, and writes nothing', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    const reviewed = pull().pull!.headSha
    const state = readStateDoc(scene)
    const comments = scene.thread().length
    scene.gh.resetRequests()
    const out = await run(push(), { event: 'pull_request_target' })
    expect(out.exitCode).toBe(0)
    expect(requests()).toEqual(['GET repos.getContent', 'POST checks.create'])
    const head = pull().pull!.headSha
    const onHead = repo().checkRuns.filter((c) => c.headSha === head)
    expect(onHead).toEqual([
      expect.objectContaining({
        name: CHECK_NAME,
        status: 'completed',
        conclusion: 'neutral',
        output: expect.objectContaining({ title: `Not reviewed since ${reviewed.slice(0, 7)}` })
      })
    ])
    // The round's own check stays on the head it reviewed.
    expect(repo().checkRuns.filter((c) => c.headSha === reviewed)).toEqual([
      expect.objectContaining({ conclusion: 'neutral', status: 'completed' })
    ])
    expect(readStateDoc(scene)).toBe(state)
    expect(scene.thread()).toHaveLength(comments)
    expect(out.summary).toContain(`as not reviewed since ${reviewed.slice(0, 7)}`)
  })

  it('costs the one read on an item with no live review, and nothing at all from a fork’s read-only event', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    await run(scene.comment('alice', 'the-loop review'))
    scene.gh.resetRequests()
    // Armed, but no round has reviewed a head yet; then never armed at all (another pull request).
    expect((await run(push(), { event: 'pull_request_target' })).exitCode).toBe(0)
    expect(requests()).toEqual(['GET repos.getContent'])
    scene.gh.resetRequests()
    const other = scene.gh.world.createPull(OWNER, REPO, { diff: '', author: 'bob' })
    const payload = pullPushed(repo(), repo().issues.get(other)!, 'bob', { before: '0'.repeat(40) })
    expect((await run(payload, { event: 'pull_request_target' })).exitCode).toBe(0)
    expect(requests()).toEqual(['GET repos.getContent'])
    scene.gh.resetRequests()
    const fork = await run(push({ fork: true }), { event: 'pull_request' })
    expect(fork.exitCode).toBe(0)
    expect(requests()).toEqual([])
    expect(fork.summary).toContain('a pull\\_request event from a fork holds a read-only token')
    expect(repo().checkRuns).toEqual([])
  })
})
