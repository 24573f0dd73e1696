// The conversation through the bundled main action: every authorized reply of any kind reaches exactly one
// round, edits and deletions never act, and each event costs an exact number of requests. A resume with nothing
// said while paused runs no round: control-plane.test.ts ("pause and resume at follow-up are commands") runs
// those events and asserts it, so it is not run again here.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, playOnce, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** The replies each round's prompt carried, as the test critic reported them, by round. */
function repliesByRound(): string[][] {
  return ownComments(scene, 'round').map((c) =>
    c.body
      .split('\n')
      .filter((l) => l.startsWith('REPLY '))
      .map((l) => l.slice(l.indexOf(' :: ') + 4))
  )
}

/** The review armed with its brief and round 1 run: played once for the file, each test goes on from a copy. */
const armed = playOnce(
  (s) => (scene = s),
  { config: REPLIES_CRITIC },
  async (s) => {
    expect((await run(s.comment('alice', `the-loop review\n${BRIEF}`))).outputs.node).toBe('follow-up')
  }
)

describe('every reply reaches a round', () => {
  it('replies queued between rounds (two reviewers) all reach the next round; the later run finds them taken', async () => {
    await armed()
    const first = scene.comment('alice', 'check the negative sizes')
    const second = scene.comment('carol', 'and the docs, please')
    const a = await run(first, { inputs: { 'authorized-users': 'alice carol' } })
    expect(a.outputs.round).toBe('2')
    const b = await run(second, { inputs: { 'authorized-users': 'alice carol' } })
    expect(b.exitCode).toBe(0)
    expect(b.outputs.round).toBe('2')
    expect(repliesByRound()).toEqual([[], ['check the negative sizes', 'and the docs, please']])
  })

  it('a reply typed while paused reaches the round that resume runs', async () => {
    await armed()
    await run(scene.comment('alice', 'the-loop pause'))
    const paused = await run(scene.comment('alice', 'look at the overflow'))
    expect(paused.summary).toMatch(/paused until resume/)
    expect(ownComments(scene, 'round')).toHaveLength(1)
    const r = await run(scene.comment('alice', 'the-loop resume'))
    expect(r.outputs.round).toBe('2')
    expect(repliesByRound()[1]).toEqual(['look at the overflow'])
  })

  it('a line comment after an issue-comment arming is a reply, named with its path and line', async () => {
    await armed()
    const payload = scene.lineComment('alice', {
      body: 'is this branch tested?',
      path: 'src/widget.js',
      line: 3
    })
    const r = await run(payload, { event: 'pull_request_review_comment' })
    expect(r.outputs.round).toBe('2')
    const round2 = ownComments(scene, 'round')[1]!.body
    expect(round2).toMatch(
      /REPLY @\u200Balice, line comment on `src\/widget\.js`:3, .* :: is this branch tested\?/
    )
  })

  it('after a review-body arming, a review body and an issue comment both count as follow-ups', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    const arm = await run(scene.review('alice', `the-loop review\n${BRIEF}`), {
      event: 'pull_request_review'
    })
    expect(arm.outputs.node).toBe('follow-up')
    scene.comment('alice', 'first as a comment')
    const r = await run(scene.review('alice', 'then as a review'), { event: 'pull_request_review' })
    expect(r.outputs.round).toBe('2')
    expect(repliesByRound()[1]).toEqual(['first as a comment', 'then as a review'])
  })

  it('a review submitted with line comments drafted before the last round still counts as new', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    const draft = scene.gh.world.addReview('acme', 'widgets', scene.pull, {
      author: 'alice',
      state: 'PENDING',
      comments: [{ body: 'drafted early', path: 'src/widget.js', line: 2 }]
    })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    scene.gh.world.submitReview('acme', 'widgets', scene.pull, draft.id)
    const r = await run(scene.comment('alice', 'see my review'))
    expect(r.outputs.round).toBe('2')
    expect(repliesByRound()[1]).toEqual(['drafted early', 'see my review'])
  })

  it('a reply whose own run never happened is read by the next run', async () => {
    await armed()
    scene.gh.world.addComment('acme', 'widgets', scene.pull, 'dropped by the concurrency group', 'alice')
    await run(scene.comment('alice', 'and this one'))
    expect(repliesByRound()[1]).toEqual(['dropped by the concurrency group', 'and this one'])
  })
})

describe('a long thread of three kinds', () => {
  it('3,000 entries interleaved in time, ids out of order across kinds: one paged read each, the right order', async () => {
    await armed()
    const world = scene.gh.world
    for (let i = 0; i < 1000; i++) {
      world.addComment('acme', 'widgets', scene.pull, `chatter ${i}`, 'bob')
      world.addReview('acme', 'widgets', scene.pull, { author: 'bob', body: `review ${i}` })
      world.addReviewComment('acme', 'widgets', scene.pull, {
        author: i === 999 ? 'alice' : 'bob',
        body: `line ${i}`,
        path: 'src/widget.js',
        line: 2
      })
    }
    const last = scene.comment('alice', 'after all that')
    scene.gh.resetRequests()
    const r = await run(last)
    expect(r.outputs.round).toBe('2')
    expect(repliesByRound()[1]).toEqual(['line 999', 'after all that'])
    // In pages of 100: the 1,000 comments plus the review's own few; 2,000 reviews (a line comment posted
    // alone comes in a review of its own, as on GitHub); 1,000 line comments.
    expect(scene.gh.count('issues.listComments')).toBe(11)
    expect(scene.gh.count('pulls.listReviews')).toBe(20)
    expect(scene.gh.count('pulls.listReviewComments')).toBe(10)
  })
})

describe('edits and deletions never act', () => {
  it('a comment edited before its run acts with the text it was created with', async () => {
    await armed()
    const payload = scene.comment('alice', 'not done: check the overflow')
    scene.gh.world.editComment('issue-comment', payload.comment.id as number, 'lgtm')
    const r = await run(payload)
    expect(r.outputs).toMatchObject({ node: 'follow-up', round: '2' })
    expect(repliesByRound()[1]).toEqual(['not done: check the overflow'])
  })

  it('a comment deleted before its run does not act', async () => {
    await armed()
    const payload = scene.comment('alice', 'lgtm')
    scene.gh.world.deleteComment('issue-comment', payload.comment.id as number)
    scene.gh.resetRequests()
    const r = await run(payload)
    expect(r.exitCode).toBe(0)
    expect(r.summary).toMatch(/deleted before this run/)
    expect(scene.gh.requests.filter((q) => q.method !== 'GET')).toEqual([])
  })
})
