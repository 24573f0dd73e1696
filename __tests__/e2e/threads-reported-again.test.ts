// Resolution compares like with like (issue 50, cases 3 and 5), through the bundled main action over the loopback
// GitHub with `fail-on: high`: a finding the critic reports again after a push changed its code keeps its thread
// open — a title holding Markdown characters (read back escaped from our comment), a range finding whose last
// line changed (its key is its first line's) — while the check fails for it; and a thread a linked work item's
// review put on the pull request is never resolved by the pull request's own review, though its critic is silent.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { criticReadableDir } from '../support/critic-fixtures.js'
import { changeLine, DIFF_WITHOUT_LOG, DROP_LOG } from '../support/fixing-push.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const blockFile = join(criticReadableDir('the-loop-reported-again-'), 'block.json')
const CONFIG = `reviews:
  critics:
    - name: finder
      harness: test
      command: node
      args: ['__tests__/support/critics/findings.mjs', '${blockFile}', '{promptFile}']
`
const answerWith = (findings: object[]) => writeFileSync(blockFile, JSON.stringify({ findings }))
const inputs = { 'fail-on': 'high' }

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const isFinding = (body: string) => parseMarkers(body).some((m) => m.kind === 'finding')
/** The finding threads' root comments on pull request `pull`, oldest first. */
const roots = (pull = scene.pull) =>
  repo().reviewComments.filter((c) => c.pull === pull && c.inReplyToId === undefined && isFinding(c.body))
const resolvedReplies = () =>
  repo().reviewComments.filter((c) => parseMarkers(c.body).some((m) => m.kind === 'thread-resolved'))
const lastCheck = () => {
  const check = repo().checkRuns.at(-1)!
  return { conclusion: check.conclusion, title: check.output.title }
}

/** Round 1 with `finding`, `fail-on: high`; returns the one finding thread's root comment. */
async function roundOne(finding: object) {
  scene = await startReviewScene({ config: CONFIG })
  answerWith([finding])
  expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })).exitCode).toBe(0)
  const [root, ...more] = roots()
  expect(more).toEqual([])
  return root!
}

describe('a finding the critic reports again keeps its thread open', () => {
  it('a title holding each character our comment escapes, reported again on its changed line, is not resolved', async () => {
    // SAMPLE_DIFF: new line 3 of src/widget.js is `console.log('widget', size)`.
    const title = 'Debug `console.log` left: *size* in widget_size [tmp] | ~old~ & <b>'
    const log = { path: 'src/widget.js', line: 3, severity: 'high', title, body: 'Drop it.' }
    const root = await roundOne(log)
    // The fix that is not one: the line changes (so its key does), the log stays, the critic says so again.
    const push = changeLine(3, "  console.log('widget', size)", "  console.debug('widget', size)")
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { message: 'quieter log', ...push })
    answerWith([log])
    const result = await run(scene.comment('alice', 'changed the log, check again'), { inputs })
    expect(result.outputs.round).toBe('2')
    expect(resolvedReplies()).toEqual([])
    expect(repo().resolvedThreads.has(root.id)).toBe(false)
    // Its new line's text makes it a new key: posted on the diff again, beside the open thread it came from.
    expect(roots().map((c) => [c.id === root.id, c.line])).toEqual([
      [true, 3],
      [false, 3]
    ])
    expect(lastCheck()).toEqual({
      conclusion: 'failure',
      title: 'Round 2: 1 high open · brief 0 of 3 answered'
    })
  })

  it('a range finding whose last line changed, reported again, keeps its one thread open', async () => {
    // New lines 3-5: the log, `if (size > 100) {`, `return size * 3`; its key is made of line 3's text.
    const branch = {
      path: 'src/widget.js',
      line: 3,
      endLine: 5,
      severity: 'high',
      title: 'Unsafe `debug` branch'
    }
    const root = await roundOne({ ...branch, body: 'Both.' })
    expect([root.startLine, root.line]).toEqual([3, 5])
    const push = changeLine(5, '    return size * 3', '    return size * 4')
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { message: 'scale by 4', ...push })
    answerWith([{ ...branch, body: 'Both.' }])
    expect((await run(scene.comment('alice', 'again'), { inputs })).outputs.round).toBe('2')
    expect(resolvedReplies()).toEqual([])
    expect(repo().resolvedThreads.has(root.id)).toBe(false)
    // Same key: not posted twice, listed as repeated; the thread it is repeated from is the open one.
    expect(roots().map((c) => c.id)).toEqual([root.id])
    const round2 = ownComments(scene, 'round').at(-1)!.body
    expect(round2).toContain('· Unsafe \\`debug\\` branch _(repeated from round 1)_')
    expect(lastCheck()).toEqual({
      conclusion: 'failure',
      title: 'Round 2: 1 high open · brief 0 of 3 answered'
    })
  })

  it('a range finding whose first line changed and that the critic no longer reports is resolved', async () => {
    // The changed-line test reads the whole range, its first line (the key's) included.
    const branch = { path: 'src/widget.js', line: 3, endLine: 5, severity: 'high', title: 'Debug branch' }
    const root = await roundOne({ ...branch, body: 'Both.' })
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
    answerWith([])
    expect((await run(scene.comment('alice', 'dropped the log'), { inputs })).outputs.round).toBe('2')
    expect(resolvedReplies().map((c) => c.inReplyToId)).toEqual([root.id])
    expect(repo().resolvedThreads.has(root.id)).toBe(true)
    expect(lastCheck()).toEqual({
      conclusion: 'neutral',
      title: 'Round 2: nothing open · brief 0 of 3 answered'
    })
  })
})

describe("a linked work item's thread on the pull request", () => {
  it("is not resolved by the pull request's own review, whose own thread on the same line is", async () => {
    scene = await startReviewScene({ config: CONFIG })
    const log = { path: 'src/widget.js', line: 3, severity: 'low', body: 'Drop it.' }
    // The work item's review: its finder puts its finding on the pull request's diff, in a review of its own.
    const issue = scene.gh.world.createIssue(OWNER, REPO, { title: 'Widgets must scale', author: 'alice' })
    answerWith([{ ...log, title: 'Debug log', pullRequest: `#${scene.pull}` }])
    const scope = `Pull requests:\n- #${scene.pull}`
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}\n${scope}`, issue))).exitCode).toBe(0)
    const [linked] = roots()
    // The pull request's own review: the same critic, its own finding on the same line.
    answerWith([{ ...log, title: 'Console output in widget' }])
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).outputs.round).toBe('1')
    const [, own] = roots()
    expect([linked!.reviewId === own!.reviewId, own]).toEqual([false, expect.anything()])
    // The log dropped; the pull request's round 2, its critic silent, reads both threads' line as changed.
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [DROP_LOG], diff: DIFF_WITHOUT_LOG })
    answerWith([])
    expect((await run(scene.comment('alice', 'dropped the log'))).outputs.round).toBe('2')
    expect(resolvedReplies().map((c) => c.inReplyToId)).toEqual([own!.id])
    expect([repo().resolvedThreads.has(own!.id), repo().resolvedThreads.has(linked!.id)]).toEqual([
      true,
      false
    ])
  })
})
