// The other event kinds end to end through the bundled main entry: review bodies, issue close, dispatch, stop.
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  useBundledMain,
  ownComments,
  playOnce,
  readStateDoc,
  roundCritics,
  type Scene,
  expectIgnoredAt
} from './harness.js'

const QUICK = `reviews:
  critics:
    - name: quick
      harness: test
      command: node
      args: ['__tests__/support/critics/sleep.mjs', '{promptFile}', '0']
`

let scene: Scene
const run = useBundledMain(() => scene)

/** The review armed (the template posted), and armed with its brief (round 1 run): each played once, copied. */
const armedOnce = playOnce(
  (s) => (scene = s),
  { config: QUICK },
  async (s) => expect((await run(s.comment('alice', 'the-loop review'))).outputs.node).toBe('review-brief')
)
const briefedOnce = playOnce(
  (s) => (scene = s),
  { config: QUICK },
  async (s) =>
    expect((await run(s.comment('alice', `the-loop review\n${BRIEF}`))).outputs.node).toBe('follow-up')
)

describe('other events through the bundled main action', () => {
  it('a brief in a submitted pull request review is read by the gate', async () => {
    await armedOnce()
    const r = await run(scene.review('alice', BRIEF), { event: 'pull_request_review' })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('follow-up')
    expect(roundCritics(scene)).toEqual(['quick'])
  })

  it('an unauthorized review body is not read', async () => {
    await armedOnce()
    const r = await run(scene.review('mallory', BRIEF), { event: 'pull_request_review' })
    expectIgnoredAt(r, scene, 'review-brief')
    expect(roundCritics(scene)).toHaveLength(0)
  })

  it('closing an issue under review moves it to cleanup', async () => {
    scene = await startReviewScene({ config: QUICK })
    const issue = scene.gh.world.createIssue(OWNER, REPO, { title: 'Widgets must scale' })
    await run(scene.comment('alice', 'the-loop review', issue))
    const r = await run(
      { action: 'closed', repository: scene.repository, sender: { login: 'bob' }, issue: { number: issue } },
      { event: 'issues' }
    )
    expect(r.outputs.node).toBe('cleanup')
    expect(scene.labels(issue)).toEqual(['loop:cleanup'])
  })

  it('closing a thread nothing was armed on changes nothing', async () => {
    scene = await startReviewScene({ config: QUICK })
    const r = await run(scene.closed('bob'), { event: 'pull_request' })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('')
    expect(scene.labels()).toEqual([])
    expect(ownComments(scene)).toHaveLength(0)
  })

  it('an authorized workflow_dispatch re-reads the thread and runs the round a dropped run missed', async () => {
    await armedOnce()
    // The brief's own run was dropped by the concurrency group: only the thread has it.
    scene.comment('alice', BRIEF)
    const payload = {
      repository: scene.repository,
      sender: { login: 'alice' },
      inputs: { 'pull-request': String(scene.pull) }
    }
    const r = await run(payload, { event: 'workflow_dispatch' })
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('follow-up')
    expect(roundCritics(scene)).toEqual(['quick'])
  })

  it('a workflow_dispatch by someone not listed changes nothing', async () => {
    await armedOnce()
    scene.comment('alice', BRIEF)
    const payload = {
      repository: scene.repository,
      sender: { login: 'mallory' },
      inputs: { 'pull-request': String(scene.pull) }
    }
    const r = await run(payload, { event: 'workflow_dispatch' })
    expect(r.summary).toMatch(/mallory/)
    expect(roundCritics(scene)).toHaveLength(0)
  })

  it('`the-loop stop` disarms: later replies run no round', async () => {
    await briefedOnce()
    expect(roundCritics(scene)).toHaveLength(1)
    const stopped = await run(scene.comment('alice', 'the-loop stop'))
    expect(stopped.outputs.command).toBe('stop')
    const r = await run(scene.comment('alice', 'please look again'))
    expect(roundCritics(scene)).toHaveLength(1)
    expect(r.summary).toMatch(/no review is armed|stop/i)
    expect(readStateDoc(scene)).toBeDefined()
  })

  it('a new `the-loop review` after a finished review is a review of its own: new template, new comments', async () => {
    await armedOnce()
    await run(scene.comment('alice', BRIEF))
    const done = await run(scene.comment('alice', 'done'))
    expect(done.outputs.node).toBe('complete')
    const first = ownComments(scene, 'round').map((c) => ({ id: c.id, body: c.body }))
    expect(first).toHaveLength(1)

    const again = await run(scene.comment('alice', 'the-loop review'))
    expect(again.outputs.command).toBe('review')
    expect(again.outputs.node).toBe('review-brief')
    expect(ownComments(scene, 'brief-request')).toHaveLength(2)
    // The cache branch is lost mid-way: the rebuild must also keep to the second review.
    scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')
    const briefed = await run(scene.comment('alice', 'Questions:\n- is the second pass clean?'))
    expect(briefed.outputs.node).toBe('follow-up')
    expect(briefed.outputs.round).toBe('1')
    const rounds = ownComments(scene, 'round').map((c) => ({ id: c.id, body: c.body }))
    expect(rounds).toHaveLength(2)
    expect(rounds[0]).toEqual(first[0])
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(2)
    expect(readStateDoc(scene)).toMatch(/second pass/)
  })

  it('a second `the-loop review` while the template waits posts no second template', async () => {
    await armedOnce()
    const again = await run(scene.comment('alice', 'the-loop review'))
    expect(again.outputs.node).toBe('review-brief')
    expect(ownComments(scene, 'brief-request')).toHaveLength(1)
    const briefed = await run(scene.comment('alice', BRIEF))
    expect(briefed.outputs.node).toBe('follow-up')
  })

  it('over a flaky GitHub (10% 5xx, a secondary rate limit) the whole review still posts each comment once', async () => {
    scene = await startReviewScene({ config: QUICK })
    scene.gh.faults.set({
      failRate: 0.1,
      failStatus: 502,
      seed: 7,
      oneShots: [{ status: 403, retryAfter: 1, route: 'createComment' }]
    })
    const steps = ['the-loop review', BRIEF, 'also check the negative sizes', 'lgtm']
    const nodes: string[] = []
    for (const body of steps) {
      const r = await run(scene.comment('alice', body))
      expect(r.exitCode).toBe(0)
      nodes.push(r.outputs.node!)
    }
    expect(nodes).toEqual(['review-brief', 'follow-up', 'follow-up', 'complete'])
    expect(scene.gh.requests.filter((q) => q.fault).length).toBeGreaterThan(0)
    const kinds = ownComments(scene).map((c) => c.body.match(/kind=([a-z-]+)/)?.[1])
    expect(kinds).toEqual(['brief-request', 'brief-confirmation', 'round', 'round', 'summary'])
    // Each round's comment ends with its follow-up request: none is posted on its own.
    expect(ownComments(scene, 'follow-up-request')).toEqual(ownComments(scene, 'round'))
    expect(scene.labels()).toEqual(['loop:complete'])
  })

  it('a follow-up prompt missing from the thread is posted again while the gate waits', async () => {
    await briefedOnce()
    // The round's comment without the request it ends with, as an earlier version posted it.
    const [round] = ownComments(scene, 'round')
    round!.body = round!.body.replace(/\n\n---\n\n[\s\S]*?kind=follow-up-request[^>]*-->/, '')
    expect(ownComments(scene, 'follow-up-request')).toEqual([])
    const dispatch = {
      repository: scene.repository,
      sender: { login: 'alice' },
      inputs: { 'pull-request': '1' }
    }
    const r = await run(dispatch, { event: 'workflow_dispatch' })
    expect(r.outputs.node).toBe('follow-up')
    const [prompt, ...more] = ownComments(scene, 'follow-up-request')
    expect(more).toEqual([])
    expect(prompt!.body).toContain('round 1 is posted; the review is at `follow-up`.')
    expect(roundCritics(scene)).toHaveLength(1)
  })

  it('two runs racing on one thread: a loser fails naming the state file, and nothing is doubled', async () => {
    await briefedOnce()
    const results = await Promise.all([
      run(scene.comment('alice', 'look at A')),
      run(scene.comment('alice', 'look at B'))
    ])
    // Which run wins depends on timing; what may never happen is a silent overwrite or a doubled comment.
    for (const r of results) {
      if (r.exitCode !== 0) expect(r.stdout).toMatch(/::error::.*state\.json was changed by another run/)
    }
    expect(results.some((r) => r.exitCode === 0)).toBe(true)
    const rounds = ownComments(scene, 'round').map((c) => parseMarkers(c.body)[0]!.round)
    expect(new Set(rounds).size).toBe(rounds.length)
    const asks = ownComments(scene, 'follow-up-request').map((c) => parseMarkers(c.body)[0]!.round)
    expect(new Set(asks).size).toBe(asks.length)
    expect(asks).toEqual(rounds)
    expect(JSON.parse(readStateDoc(scene)!).currentNode).toBe('follow-up')
  })
})
