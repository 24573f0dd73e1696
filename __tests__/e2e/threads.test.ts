// Threads that converge (issue 26), through the bundled main action over the loopback GitHub: a critic's answer
// to a reply in a finding's thread is posted in that thread (once, however often the round is re-run) and linked
// from the round comment; a finding whose line a push changed and that the critic no longer reports is answered
// "no longer found" and its thread resolved, once; a failed critic, an unchanged head or a force-push resolve
// nothing; GitHub refusing the mutation (HTTP 200, FORBIDDEN) leaves the reply and says why in the job summary.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { MAX_ANSWERED_THREADS } from '../../src/loop/threads/thread-answers.js'
import { criticReadableDir } from '../support/critic-fixtures.js'
import type { LoopFile } from '../support/loopback/world-types.js'
import { OWNER, REPO, SAMPLE_DIFF, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, playOnce, readStateDoc, useBundledMain, type Scene } from './harness.js'
import { DIFF_WITHOUT_LOG, DROP_LOG } from '../support/fixing-push.js'

let scene: Scene
const run = useBundledMain(() => scene)
const blockFile = join(criticReadableDir('the-loop-threads-'), 'block.json')
const CONFIG = `reviews:
  critics:
    - name: finder
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${blockFile}', '{promptFile}']
`
const answerWith = (block: object) => writeFileSync(blockFile, JSON.stringify(block))

// SAMPLE_DIFF: new line 3 of src/widget.js is `console.log('widget', size)`.
const LOG = { path: 'src/widget.js', line: 3, severity: 'medium', title: 'Debug log', body: 'Drop it.' }
/** A push elsewhere in the file: the log's line stays as it was. */
const ELSEWHERE: LoopFile = {
  filename: 'src/widget.js',
  status: 'modified',
  additions: 1,
  deletions: 0,
  patch: '@@ -5,3 +5,4 @@\n     return size * 3\n   }\n+  // scaled\n   return size * 2'
}

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const lineComments = () => repo().reviewComments.filter((c) => c.pull === scene.pull)
const ours = (kind: string) => lineComments().filter((c) => parseMarkers(c.body).some((m) => m.kind === kind))
const threadsOfState = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { threads?: unknown } } }).host.review.threads

/** Round 1 with the debug-log finding on its line, played once for the file. */
const roundOnce = playOnce(
  (s) => (scene = s),
  { config: CONFIG },
  async (s) => {
    answerWith({ findings: [LOG] })
    expect((await run(s.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
  }
)

/** A test's own copy of round 1's world, the critic's answer reset; returns the finding's root comment. */
async function roundOne() {
  await roundOnce()
  answerWith({ findings: [LOG] })
  const [root] = lineComments()
  expect(root).toBeDefined()
  return root!
}

describe('answers in the thread where the question was asked', () => {
  it("posts the critic's answer in the finding's thread, links it from the round comment, once", async () => {
    const root = await roundOne()
    answerWith({ findings: [], answers: [{ thread: root.id, body: 'It is on purpose, @bob: keep it.' }] })
    const reply = scene.lineComment('alice', { body: 'is this log needed?', inReplyToId: root.id })
    const result = await run(reply, { event: 'pull_request_review_comment', runId: 70 })
    expect(result.outputs.round).toBe('2')
    const [answer, ...more] = ours('thread-answer')
    expect(more).toEqual([])
    expect(answer!.inReplyToId).toBe(root.id)
    expect(answer!.body).toContain('critic `finder`')
    expect(answer!.body).toContain('It is on purpose')
    // A critic's @-mention is defused: nobody is pinged by a critic's words.
    expect(answer!.body).not.toMatch(/(^|\s)@bob\b/)
    const [round2] = ownComments(scene, 'round').filter((c) =>
      parseMarkers(c.body).some((m) => m.kind === 'round' && m.round === 2)
    )
    expect(round2!.body).toContain(
      `Answered in [the thread on src/widget.js:3](https://github.com/${OWNER}/${REPO}/pull/${scene.pull}#discussion_r${answer!.id})`
    )
    expect(threadsOfState()).toEqual({
      answered: [{ round: 2, root: root.id, reply: answer!.id }],
      resolved: []
    })

    // The same round run again (a re-run of the job): the answer is found, not posted a second time.
    expect((await run(reply, { event: 'pull_request_review_comment', runId: 70, attempt: 2 })).exitCode).toBe(
      0
    )
    expect(ours('thread-answer')).toHaveLength(1)
  })

  it('does not post an answer for a thread the prompt did not list, and says so in the round comment', async () => {
    const root = await roundOne()
    answerWith({ findings: [], answers: [{ thread: 999_999, body: 'elsewhere' }] })
    const reply = scene.lineComment('alice', { body: 'why?', inReplyToId: root.id })
    expect((await run(reply, { event: 'pull_request_review_comment' })).outputs.round).toBe('2')
    expect(ours('thread-answer')).toEqual([])
    const body = ownComments(scene, 'round').at(-1)!.body
    expect(body).toContain(
      "An answer for thread 999999 was not posted: this round's prompt listed no such thread."
    )
    expect(body).toContain('No critic answered in the thread on src/widget.js:3.')
  })
})

describe('the cap on answered threads', () => {
  it(`replies in at most ${MAX_ANSWERED_THREADS} threads a round; the answers past them stay in the round comment`, async () => {
    scene = await startReviewScene({ config: CONFIG })
    // Eleven findings, each its own thread (new lines 1–8 of the diff, titles apart).
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      ...LOG,
      line: 1 + (i % 8),
      title: `Finding ${i}`
    }))
    answerWith({ findings: eleven })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const roots = lineComments()
    expect(roots).toHaveLength(11)
    let reply: object = {}
    for (const root of roots) reply = scene.lineComment('alice', { body: 'why?', inReplyToId: root.id })
    answerWith({ findings: [], answers: roots.map((r) => ({ thread: r.id, body: `About ${r.id}.` })) })
    expect((await run(reply, { event: 'pull_request_review_comment' })).outputs.round).toBe('2')
    const answers = ours('thread-answer')
    expect(answers).toHaveLength(MAX_ANSWERED_THREADS)
    expect(answers.map((a) => a.inReplyToId)).toEqual(roots.slice(0, MAX_ANSWERED_THREADS).map((r) => r.id))
    const body = ownComments(scene, 'round').at(-1)!.body
    expect(body).toContain(`(over the ${MAX_ANSWERED_THREADS} threads answered in one round)`)
    expect(body).toContain(`> About ${roots[10]!.id}.`)
  })
})

describe('an answer GitHub refuses', () => {
  it('folds into the round comment, quoted with the reason, and the round still posts', async () => {
    scene = await startReviewScene({
      config: CONFIG,
      faults: { faults: { outage: { route: 'pulls.createReplyForReviewComment', times: 5, status: 422 } } }
    })
    answerWith({ findings: [LOG] })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const [root] = lineComments()
    answerWith({ findings: [], answers: [{ thread: root!.id, body: 'Kept on purpose.' }] })
    const reply = scene.lineComment('alice', { body: 'needed?', inReplyToId: root!.id })
    const result = await run(reply, { event: 'pull_request_review_comment' })
    expect(result.outputs.round).toBe('2')
    expect(ours('thread-answer')).toEqual([])
    const body = ownComments(scene, 'round').at(-1)!.body
    expect(body).toMatch(
      /- Answer for the thread on src\/widget\.js:3 \(GitHub did not take it in the thread: [^)]*422/
    )
    expect(body).toContain('> Kept on purpose.')
    expect(result.summary).toContain('not posted in the thread')
  })
})

describe('threads resolved when the problem is gone', () => {
  it('answers "no longer found" and resolves the thread once the line changed and the critic is silent', async () => {
    const root = await roundOne()
    const head = scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      message: 'drop the debug log',
      change: [DROP_LOG],
      diff: DIFF_WITHOUT_LOG
    })
    answerWith({ findings: [] })
    scene.gh.resetRequests()
    const result = await run(scene.comment('alice', 'dropped the log, check again'), { runId: 80 })
    expect(result.outputs.round).toBe('2')
    const [gone, ...more] = ours('thread-resolved')
    expect(more).toEqual([])
    expect(gone!.inReplyToId).toBe(root.id)
    expect(gone!.body).toContain(
      `No longer found at [\`${head.slice(0, 7)}\`](https://github.com/${OWNER}/${REPO}/commit/${head})`
    )
    expect(repo().resolvedThreads.has(root.id)).toBe(true)
    const routes = scene.gh.requests.map((r) => r.route)
    // One compare: the prompt's "Changes since round 1", which the resolution reuses.
    expect(routes.filter((r) => r === 'repos.compareCommitsWithBasehead')).toHaveLength(1)
    // The threads read (GraphQL reviewThreads) and the mutation: one request each.
    expect(routes.filter((r) => r.startsWith('graphql'))).toEqual(['graphql', 'graphql.resolveReviewThread'])
    expect(routes.filter((r) => r === 'pulls.createReplyForReviewComment')).toHaveLength(1)
    expect(threadsOfState()).toEqual({
      answered: [],
      resolved: [{ root: root.id, round: 2, reply: gone!.id, sha: head, state: 'resolved' }]
    })

    // A re-run of the round replies and resolves nothing twice, and reads no thread for it.
    scene.gh.resetRequests()
    expect(
      (await run(scene.comment('alice', 'dropped the log, check again'), { runId: 80, attempt: 2 })).exitCode
    ).toBe(0)
    expect(ours('thread-resolved')).toHaveLength(1)
    expect(scene.gh.requests.filter((r) => r.route.startsWith('graphql'))).toEqual([])

    // The cache branch lost: the record of the resolution is read back from the reply's signed marker and link.
    scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')
    expect((await run(scene.comment('alice', 'anything else?'))).exitCode).toBe(0)
    expect(threadsOfState()).toEqual({
      answered: [],
      resolved: [{ root: root.id, round: 2, reply: gone!.id, sha: head, state: 'resolved' }]
    })
  })

  it('resolves nothing when the critic failed, when the line did not change, or after a force-push', async () => {
    // The critic fails this round (its block file is not JSON): its silence says nothing.
    let root = await roundOne()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
    writeFileSync(blockFile, 'not json')
    expect((await run(scene.comment('alice', 'again'))).outputs.round).toBe('2')
    expect(ours('thread-resolved')).toEqual([])
    expect(repo().resolvedThreads.has(root.id)).toBe(false)

    // A push elsewhere: the log's line is as it was, whatever the critic says.
    root = await roundOne()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [ELSEWHERE], diff: SAMPLE_DIFF })
    answerWith({ findings: [] })
    expect((await run(scene.comment('alice', 'and now?'))).outputs.round).toBe('2')
    // Then a force-push: no compare from the finding's head is ahead, so nothing proves the code changed.
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, {
      change: [DROP_LOG],
      diff: DIFF_WITHOUT_LOG,
      force: true
    })
    expect((await run(scene.comment('alice', 'rewrote it'))).outputs.round).toBe('3')
    expect(ours('thread-resolved')).toEqual([])
    expect(repo().resolvedThreads.has(root.id)).toBe(false)
  })

  it('leaves a thread alone where a person wrote after the action', async () => {
    const root = await roundOne()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
    answerWith({ findings: [] })
    // The person's word in the thread is the last one: the conversation is theirs to close.
    const reply = scene.lineComment('alice', { body: 'I changed it, but look again', inReplyToId: root.id })
    expect((await run(reply, { event: 'pull_request_review_comment' })).outputs.round).toBe('2')
    expect(ours('thread-resolved')).toEqual([])
    expect(repo().resolvedThreads.has(root.id)).toBe(false)
  })

  it('leaves the reply and says why when GitHub refuses the mutation (HTTP 200, FORBIDDEN)', async () => {
    scene = await startReviewScene({ config: CONFIG, faults: { faults: { threadResolveForbidden: true } } })
    answerWith({ findings: [LOG] })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    const [root] = lineComments()
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
    answerWith({ findings: [] })
    const result = await run(scene.comment('alice', 'dropped it'))
    expect(result.exitCode).toBe(0)
    expect(ours('thread-resolved')).toHaveLength(1)
    expect(repo().resolvedThreads.has(root!.id)).toBe(false)
    expect(result.summary).toContain('GitHub refused to resolve the thread')
    expect((threadsOfState() as { resolved: Array<{ state: string }> }).resolved[0]!.state).toBe('refused')
  })
})
