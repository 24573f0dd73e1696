// Decisions on findings (issue 27), through the bundled main action over the loopback GitHub: a reviewer's
// "won't fix — done on purpose" in a finding's thread is recorded and confirmed once in that thread, never ends
// the review and runs no round; every later prompt tells every critic of it; a finding any critic raises again
// that matches it is not posted on the diff again and is listed as decided earlier; `reopen` undoes it; a
// disposition with a question after a blank line runs a round on the question; a lost cache branch recovers the
// decision from the confirmation's signed marker.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, SAMPLE_DIFF } from '../support/review-scene.js'
import type { LoopFile } from '../support/loopback/world-types.js'
import {
  BRIEF,
  findingRoots as roots,
  ownComments,
  playOnce,
  readStateDoc,
  roundPost,
  useBundledMain,
  type Scene
} from './harness.js'
import { LOG, LOG_AGAIN, SIZE } from '../support/fixing-push.js'

let scene: Scene
// Every finding on the diff: one critic's lone findings are what a decision is taken on (the consensus gate
// would keep a lone medium one off the diff: consensus.test.ts).
const run = useBundledMain(() => scene, { inputs: { 'inline-findings': 'all' } })
const { config: CONFIG, blocks } = findingsCritics('the-loop-decisions-', ['finder', 'second'])
const answer = (critic: keyof typeof blocks, findings: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings }))

/** A push that adds two comment lines above the log: the log moves from new line 3 to new line 5. */
const MOVE_LOG: LoopFile = {
  filename: 'src/widget.js',
  status: 'modified',
  additions: 2,
  deletions: 0,
  patch:
    "@@ -1,3 +1,5 @@\n export function widget(size) {\n+  // sizes are in pixels\n+  // and never zero\n   // TODO: handle negative sizes\n   console.log('widget', size)"
}
const DIFF_MOVED = SAMPLE_DIFF.replace(
  '+  // TODO: handle negative sizes\n',
  '+  // sizes are in pixels\n+  // and never zero\n+  // TODO: handle negative sizes\n'
).replace('@@ -1,3 +1,8 @@', '@@ -1,3 +1,10 @@')

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const lineComments = () => repo().reviewComments.filter((c) => c.pull === scene.pull)
const findingRoots = () => roots(scene)
const confirmations = () =>
  lineComments().filter((c) => parseMarkers(c.body).some((m) => m.kind === 'thread-decision'))
const stateOf = () =>
  JSON.parse(readStateDoc(scene)!) as {
    currentNode: string
    host: { review: { round: number; dispositions?: Array<{ root: number; records: object[] }> } }
  }
const roundComment = (round: number, critic: string) => roundPost(scene, round, critic)

/** Round 1, played once for the file: `finder` raises the debug log on its line, `second` finds nothing. */
const roundOnce = playOnce(
  (s) => (scene = s),
  { config: CONFIG },
  async (s) => {
    answer('finder', [LOG])
    answer('second', [])
    expect((await run(s.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
  }
)

/** A test's own copy of round 1's world, the critics' answers reset; returns the finding's root comment. */
async function roundOne() {
  await roundOnce()
  answer('finder', [LOG])
  answer('second', [])
  const [root] = findingRoots()
  expect(root).toBeDefined()
  return root!
}

describe('a decision on a finding', () => {
  it('is recorded and confirmed once, ends nothing, and every critic honours it in the next round', async () => {
    const root = await roundOne()
    const decision = scene.lineComment('alice', {
      body: "won't fix — done this way on purpose",
      inReplyToId: root.id
    })
    const decided = await run(decision, { event: 'pull_request_review_comment', runId: 91 })
    expect(decided.exitCode).toBe(0)
    // No round ran and the review did not end: the gate still waits for a reply.
    expect(decided.outputs.round).toBe('1')
    expect(stateOf().currentNode).toBe('follow-up')
    expect(ownComments(scene, 'summary')).toEqual([])
    const [confirmed, ...more] = confirmations()
    expect(more).toEqual([])
    expect(confirmed!.inReplyToId).toBe(root.id)
    expect(confirmed!.body).toContain("**Recorded: won't fix** by @alice: “done this way on purpose”.")
    expect(stateOf().host.review.dispositions).toEqual([
      expect.objectContaining({
        root: root.id,
        critic: 'finder',
        round: 1,
        path: 'src/widget.js',
        line: 3,
        title: 'Debug log',
        severity: 'medium',
        records: [
          expect.objectContaining({
            decision: 'wont-fix',
            reason: 'done this way on purpose',
            by: 'alice',
            comment: decision.comment['id']
          })
        ]
      })
    ])

    // The same event again (a re-run of the job): nothing recorded or confirmed twice.
    expect(
      (await run(decision, { event: 'pull_request_review_comment', runId: 91, attempt: 2 })).exitCode
    ).toBe(0)
    expect(confirmations()).toHaveLength(1)
    expect(stateOf().host.review.dispositions![0]!.records).toHaveLength(1)

    // Round 2: both critics raise the log again (in other words), and one raises another problem on that line.
    answer('finder', [LOG, SIZE])
    answer('second', [LOG_AGAIN])
    const next = await run(scene.comment('alice', 'look again please'))
    expect(next.outputs.round).toBe('2')
    // Only the other problem goes on the diff: the decided one is on it once, from round 1.
    expect(findingRoots().map((c) => c.body.includes('Unchecked size argument'))).toEqual([false, true])
    for (const critic of ['finder', 'second']) {
      const body = roundComment(2, critic)!.body
      // Every critic's prompt told it of the decision, and its round comment lists the match as decided.
      expect(body).toContain("DECIDED src/widget.js:3 finder by alice: won't fix")
      expect(body).toContain("decided earlier: won't fix, by alice, on finder's `medium` finding of round 1")
    }

    // The review ends: its closing summary lists the decision.
    await run(scene.comment('alice', 'done'))
    const summary = ownComments(scene, 'summary').at(-1)!.body
    expect(summary).toContain(
      "**Decisions on findings** (1):\n\n- src/widget.js:3 (`finder`): won't fix, by alice"
    )
  })

  it('is undone by reopen, after which the finding counts again and its thread holds it; a reopen with nothing to undo says so', async () => {
    const root = await roundOne()
    // Two reviewers: the later one's word decides, and both are kept in the record.
    const both = { event: 'pull_request_review_comment', inputs: { 'authorized-users': 'alice bob' } }
    const reopenFirst = scene.lineComment('bob', { body: 'reopen', inReplyToId: root.id })
    expect((await run(reopenFirst, both)).outputs.round).toBe('1')
    expect(confirmations().at(-1)!.body).toContain('**Nothing to reopen**')
    expect(stateOf().host.review.dispositions).toBeUndefined()

    const alice = scene.lineComment('alice', {
      body: 'false positive: it is checked upstream',
      inReplyToId: root.id
    })
    await run(alice, both)
    await run(scene.lineComment('bob', { body: 'Reopen.', inReplyToId: root.id }), both)
    expect(confirmations().at(-1)!.body).toContain(
      '**Reopened** by @bob: the decision “false positive” by @alice no longer holds'
    )
    // Both kept, the later one decides.
    expect(stateOf().host.review.dispositions![0]!.records).toHaveLength(2)
    answer('finder', [])
    answer('second', [LOG_AGAIN])
    expect((await run(scene.comment('alice', 'again'))).outputs.round).toBe('2')
    const body = roundComment(2, 'second')!.body
    expect(body).not.toContain('decided earlier')
    expect(body).not.toContain('DECIDED')
    // Reopened, finder's thread holds the problem again: second's finding of it is listed there, not posted twice.
    expect(findingRoots().map((c) => c.id)).toEqual([root.id])
    expect(body).toContain('Leftover debug log _(on the diff since round 1, in [the thread](')
  })

  it('with a question after a blank line runs a round on the question alone', async () => {
    const root = await roundOne()
    answer('finder', [])
    const reply = scene.lineComment('alice', {
      body: 'false positive: the size is validated by the caller\n\nCould you check the caller in src/app.js?',
      inReplyToId: root.id
    })
    const result = await run(reply, { event: 'pull_request_review_comment' })
    expect(result.outputs.round).toBe('2')
    expect(confirmations()[0]!.body).toContain('The question after it goes to the next round')
    // The finding's thread came with the question, as for any reply in it.
    expect(roundComment(2, 'finder')!.body).toContain('ABOUT finder, round 1, `src/widget.js`:3')
  })

  it('is ignored from an unauthorized user, and on a thread that is not a finding of ours', async () => {
    const root = await roundOne()
    const stranger = scene.lineComment('mallory', { body: 'false positive', inReplyToId: root.id })
    expect((await run(stranger, { event: 'pull_request_review_comment' })).exitCode).toBe(0)
    expect(confirmations()).toEqual([])
    expect(stateOf().host.review.dispositions).toBeUndefined()

    // A person's own line comment is no finding: a disposition in its thread is an ordinary reply (a round).
    const own = scene.lineComment('alice', { body: 'hmm, this loop', path: 'src/widget.js', line: 2 })
    const ownId = own.comment['id'] as number
    const reply = scene.lineComment('alice', { body: "won't fix", inReplyToId: ownId })
    expect((await run(reply, { event: 'pull_request_review_comment' })).outputs.round).toBe('2')
    expect(confirmations()).toEqual([])
    expect(stateOf().host.review.dispositions).toBeUndefined()
  })

  it('follows its finding when a push moves the line: the match is made through the compare', async () => {
    const root = await roundOne()
    await run(scene.lineComment('alice', { body: 'accepted risk', inReplyToId: root.id }), {
      event: 'pull_request_review_comment'
    })
    scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [MOVE_LOG], diff: DIFF_MOVED })
    answer('finder', [])
    // The log is on new line 5 now; raised there again, it is the decided finding, moved.
    answer('second', [
      { ...LOG_AGAIN, line: 5 },
      { ...LOG_AGAIN, line: 8, title: 'Debug log in return' }
    ])
    scene.gh.resetRequests()
    expect((await run(scene.comment('alice', 'pushed comments, look again'))).outputs.round).toBe('2')
    const body = roundComment(2, 'second')!.body
    expect(body).toContain(
      "Leftover debug log _(decided earlier: accepted risk, by alice, on finder's `medium` finding"
    )
    // One compare in all: the prompt's "Changes since round 1", which the match reuses.
    expect(scene.gh.requests.filter((r) => r.route === 'repos.compareCommitsWithBasehead')).toHaveLength(1)
    // Line 8 is another place: posted on the diff.
    expect(findingRoots().some((c) => c.line === 8)).toBe(true)
  })

  it('survives a lost cache branch: read back from the signed confirmation', async () => {
    const root = await roundOne()
    await run(scene.lineComment('alice', { body: 'by design', inReplyToId: root.id }), {
      event: 'pull_request_review_comment'
    })
    const before = stateOf().host.review.dispositions as Array<{ head?: string }> | undefined
    expect(before).toHaveLength(1)
    scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')
    answer('second', [LOG_AGAIN])
    expect((await run(scene.comment('alice', 'anything else?'))).outputs.round).toBe('2')
    // All but the head the finding was posted on: heads are not on the thread, so its lines are compared as they are.
    expect(stateOf().host.review.dispositions).toEqual(before!.map(({ head: _head, ...rest }) => rest))
    expect(roundComment(2, 'second')!.body).toContain('decided earlier: by design, by alice')
  })
})
