// Decisions bounded by severity (issue 50, case 1), through the bundled main action over the loopback GitHub with
// `fail-on: high`: a reviewer's `won't fix` on a low "Debug log" covers a low match of any critic, never another
// critic's critical "Debug log leaks token" on that line or its high "Unsafe debug log" over lines 1–5, which are
// posted as new naming the decision and fail the check; a decision on a critical finding still covers a low match;
// a decision recorded before decisions kept a severity takes it from its thread's headline, and where that headline
// no longer shows one it covers `info` only, as the job summary says.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  findingRoots as roots,
  readStateDoc,
  roundPost,
  useBundledMain,
  writeStateDoc,
  type Scene
} from './harness.js'

let scene: Scene
// Every finding on the diff: one critic's lone findings are what a decision is taken on (the consensus gate
// would keep a lone medium one off the diff: consensus.test.ts).
const run = useBundledMain(() => scene, { inputs: { 'inline-findings': 'all' } })
const { config: CONFIG, blocks } = findingsCritics('the-loop-decided-severity-', ['finder', 'second'])
const ALL_ANSWERED = [
  { id: 'Q1', status: 'answered', answer: 'yes, src/widget.js:2' },
  { id: 'A1', status: 'answered', answer: 'one log, src/widget.js:3' },
  { id: 'V1', status: 'answered', answer: 'the tests cover it' }
]
const answer = (critic: keyof typeof blocks, findings: object[], ledger?: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings, ...(ledger ? { ledger } : {}) }))
const FAIL_ON = { inputs: { 'fail-on': 'high' } }

// SAMPLE_DIFF: new line 3 of src/widget.js is `console.log('widget', size)`.
const LOG = { path: 'src/widget.js', line: 3, severity: 'low', title: 'Debug log', body: 'Drop it.' }
const LEAK = { ...LOG, severity: 'critical', title: 'Debug log leaks token', body: 'The size is a token.' }
const UNSAFE = { ...LOG, line: 1, endLine: 5, severity: 'high', title: 'Unsafe debug log', body: 'Guard it.' }

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const lastCheck = () => repo().checkRuns.at(-1)!
const findingRoots = () => roots(scene)
const roundComment = (round: number, critic: string) => roundPost(scene, round, critic)!.body
type Stored = { host: { review: { dispositions?: Array<{ severity?: string }> } } }
const dispositions = () => (JSON.parse(readStateDoc(scene)!) as Stored).host.review.dispositions

/** Round 1 with `finding` from `finder`, then alice's `won't fix` in its thread; returns the thread's root. */
async function decideOn(finding: object) {
  scene = await startReviewScene({ config: CONFIG })
  answer('finder', [finding], ALL_ANSWERED)
  answer('second', [])
  expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), FAIL_ON)).outputs.round).toBe('1')
  const [root] = findingRoots()
  const reply = scene.lineComment('alice', { body: "won't fix — on purpose", inReplyToId: root!.id })
  expect((await run(reply, { event: 'pull_request_review_comment', ...FAIL_ON })).exitCode).toBe(0)
  return root!
}

describe('a decision bounded by the severity it was taken on', () => {
  it("covers a low match but not another critic's critical and high ones, which are posted and fail the check", async () => {
    await decideOn(LOG)
    expect(dispositions()).toEqual([expect.objectContaining({ title: 'Debug log', severity: 'low' })])
    answer('finder', [LOG])
    answer('second', [LEAK, UNSAFE])
    expect((await run(scene.comment('alice', 'look again'), FAIL_ON)).outputs.round).toBe('2')
    expect(roundComment(2, 'finder')).toContain(
      "decided earlier: won't fix, by alice, on finder's `low` finding of round 1"
    )
    const posted = findingRoots().slice(1)
    expect(posted.map((c) => [c.startLine ?? null, c.line])).toEqual([
      [null, 3],
      [1, 5]
    ])
    for (const c of posted)
      expect(c.body).toContain(
        "_Posted though more severe than a finding decided earlier here (won't fix, by alice, on finder's `low` finding of round 1), which does not cover it._"
      )
    const check = lastCheck()
    expect(check.conclusion).toBe('failure')
    expect(check.output.summary).toContain('| `second` | answered | 1 | 1 | 0 | 0 | 0 |')
    expect(check.output.summary).toContain(
      '**Conclusion: failure** — 2 open findings at or above `high` (input `fail-on`)'
    )
  })

  it('on a critical finding still covers a low match: nothing open, the check succeeds', async () => {
    await decideOn({ ...LOG, severity: 'critical' })
    answer('finder', [])
    answer('second', [{ ...LOG, title: 'Leftover debug log' }])
    await run(scene.comment('alice', 'look again'), FAIL_ON)
    expect(roundComment(2, 'second')).toContain("on finder's `critical` finding of round 1")
    expect(findingRoots()).toHaveLength(1)
    expect(lastCheck().conclusion).toBe('success')
  })

  it("recorded without a severity takes its thread's; where the thread shows none it covers info only, said", async () => {
    const root = await decideOn({ ...LOG, severity: 'medium' })
    const stripped = () => {
      const doc = JSON.parse(readStateDoc(scene)!) as Stored
      for (const d of doc.host.review.dispositions!) delete d.severity
      writeStateDoc(scene, JSON.stringify(doc))
    }
    // As an earlier version wrote it: read again from the headline `**medium**`, and kept.
    stripped()
    answer('finder', [])
    answer('second', [{ ...LOG, title: 'Leftover debug log', severity: 'medium' }])
    const bounded = await run(scene.comment('alice', 'look again'), FAIL_ON)
    expect(bounded.summary).toContain('1 earlier decision(s) bounded by the severity their thread shows')
    expect(dispositions()).toEqual([expect.objectContaining({ severity: 'medium' })])
    expect(roundComment(2, 'second')).toContain("on finder's `medium` finding of round 1")

    // The root's headline no longer shows a severity: the decision covers info only, and the summary says so.
    stripped()
    const comment = repo().reviewComments.find((c) => c.id === root.id)!
    comment.body = comment.body.replace('**medium**', 'medium')
    answer('second', [{ ...LOG, title: 'Leftover debug log' }])
    const unbounded = await run(scene.comment('alice', 'and again'), FAIL_ON)
    expect(unbounded.summary).toContain(
      `the decision on finder's finding at src/widget.js:3 (thread ${root.id}) was recorded without its severity and its thread's comment no longer shows one: it covers only findings of severity info`
    )
    expect(findingRoots().at(-1)!.body).toContain(
      "on finder's `info` finding of round 1), which does not cover it"
    )
  })
})
