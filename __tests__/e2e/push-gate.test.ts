// A push keeps the gate (issue 50, case 6), through the bundled main action over the loopback GitHub with
// `fail-on: high`: after a round that failed, a push (a force-push too) puts `the-loop / review` on the new head
// in progress, "not reviewed since <sha>", in the same two requests and writing nothing, where a neutral check
// would pass a required one; the next round on that head completes that same check run by id, so the head has
// one check of the name. A second push leaves the first push's check in progress on a commit that is no longer
// the head (required checks read the head's only); a push heard twice leaves two, and the round completes the
// newer and cancels the older; a review closed and armed again completes it with its first round. With
// `fail-on: none` a push is neutral, as before.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { CHECK_NAME } from '../../src/loop/check/review-check.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { pullPushed } from '../support/loopback/payloads.js'
import { OWNER, REPO, SAMPLE_DIFF } from '../support/review-scene.js'
import { BRIEF, playOnce, readStateDoc, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-push-gate-', ['alpha'])
// SAMPLE_DIFF: new line 3 of src/widget.js is `console.log('widget', size)`.
const LOG = { path: 'src/widget.js', line: 3, severity: 'high', title: 'Debug log', body: 'Drop it.' }
const LEDGER = [
  { id: 'Q1', status: 'answered', answer: 'yes, src/widget.js:2' },
  { id: 'A1', status: 'answered', answer: 'one log, src/widget.js:3' },
  { id: 'V1', status: 'answered', answer: 'the tests cover it' }
]
const answer = (findings: object[]) =>
  writeFileSync(blocks.alpha, JSON.stringify({ findings, ledger: LEDGER }))
const FAIL_ON_HIGH = { inputs: { 'fail-on': 'high' } }

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const headOf = () => repo().issues.get(scene.pull)!.pull!.headSha
const checksOn = (sha: string) => repo().checkRuns.filter((c) => c.headSha === sha)
const checkRoutes = () =>
  scene.gh.requests.filter((r) => r.route.startsWith('checks.')).map((r) => `${r.method} ${r.route}`)
const stateCheck = () =>
  (JSON.parse(readStateDoc(scene)!) as { host: { review: { check?: object } } }).host.review.check

/** Round 1 with `fail-on: high`, failed on the open high finding. */
const failedOnce = playOnce(
  (s) => (scene = s),
  { config: CONFIG },
  async (s) => {
    answer([LOG])
    await run(s.comment('alice', `the-loop review\n${BRIEF}`), FAIL_ON_HIGH)
    expect(s.gh.world.repo(OWNER, REPO)!.checkRuns).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'failure' })
    ])
  }
)

/** A commit pushed on the pull request (on its base with `force`), and the synchronize payload for it. */
function push(opts: { force?: boolean } = {}) {
  const before = headOf()
  scene.gh.world.pushToPull(OWNER, REPO, scene.pull, { change: [], diff: SAMPLE_DIFF, ...opts })
  return pullPushed(repo(), repo().issues.get(scene.pull)!, 'bob', { before })
}

/** The check a push leaves on `head` under fail-on: high, whole, in progress. */
function pushCheck(reviewed: string, head: string, runId: number) {
  const [was, now] = [reviewed.slice(0, 7), head.slice(0, 7)]
  return {
    id: expect.any(Number),
    name: CHECK_NAME,
    headSha: head,
    status: 'in_progress',
    conclusion: null,
    startedAt: expect.any(String),
    completedAt: null,
    detailsUrl: expect.stringMatching(new RegExp(`/actions/runs/${runId}$`)),
    externalId: null,
    output: {
      title: `Not reviewed since ${was}`,
      summary: `**the-loop review**: round 1 reviewed \`${was}\`; \`${now}\` is newer and no critic has read it yet. In progress until a round reviews \`${now}\` and completes this check: input \`fail-on\` is \`high\`, so a push never lifts the gate, and where this check is required the pull request cannot merge before then. Reply on the pull request to ask for a round on it.`,
      text: null,
      annotations: 0
    }
  }
}

describe('a push under fail-on keeps the gate', () => {
  it('puts the check on the new head in progress in the same 2 requests, writing nothing; the next round completes that same check run', async () => {
    await failedOnce()
    const reviewed = headOf()
    const state = readStateDoc(scene)
    scene.gh.resetRequests()
    const out = await run(push(), { event: 'pull_request_target', runId: 80, ...FAIL_ON_HIGH })
    expect(out.exitCode).toBe(0)
    expect(scene.gh.requests.map((r) => `${r.method} ${r.route}`).sort()).toEqual([
      'GET repos.getContent',
      'POST checks.create'
    ])
    const head = headOf()
    expect(checksOn(head)).toEqual([pushCheck(reviewed, head, 80)])
    const id = checksOn(head)[0]!.id
    expect(checksOn(reviewed)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'failure' })
    ])
    expect(readStateDoc(scene)).toBe(state)
    expect(out.summary).toContain(
      `as not reviewed since ${reviewed.slice(0, 7)} (round 1), its check in progress until a round reviews it (input fail-on is high)`
    )
    // The author fixed it: the round on the new head completes the push's check, and creates none.
    answer([])
    scene.gh.resetRequests()
    await run(scene.comment('alice', 'fixed, another look please'), { runId: 81, ...FAIL_ON_HIGH })
    expect(checkRoutes().sort()).toEqual(['GET checks.listForRef', 'PATCH checks.update'])
    const [check, ...more] = checksOn(head)
    expect(more).toEqual([])
    expect(check).toMatchObject({
      id,
      name: CHECK_NAME,
      status: 'completed',
      conclusion: 'success',
      detailsUrl: expect.stringMatching(/\/actions\/runs\/81$/)
    })
    expect(check!.output.title).toBe('Round 2: nothing open · brief 3 of 3 answered')
    expect(check!.output.summary).toContain('**Conclusion: success**')
    expect(stateCheck()).toEqual({ id, head, round: 2 })
  })

  it('a force-push holds it the same way, and the round on the new head fails that same check while the finding stands', async () => {
    await failedOnce()
    const reviewed = headOf()
    await run(push({ force: true }), { event: 'pull_request_target', runId: 82, ...FAIL_ON_HIGH })
    const head = headOf()
    expect(checksOn(head)).toEqual([pushCheck(reviewed, head, 82)])
    const id = checksOn(head)[0]!.id
    answer([LOG])
    await run(scene.comment('alice', 'rewritten, another look please'), FAIL_ON_HIGH)
    expect(checksOn(head)).toEqual([
      expect.objectContaining({ id, status: 'completed', conclusion: 'failure' })
    ])
    expect(checksOn(head)[0]!.output.title).toBe('Round 2: 1 high open · brief 3 of 3 answered')
    expect(checksOn(head)[0]!.output.summary).toContain(
      '**Conclusion: failure** — 1 open finding at or above `high` (input `fail-on`)'
    )
  })

  it('two pushes in a row: the round completes the check on the head it reviews; the earlier head keeps its own in progress, which no required check reads', async () => {
    await failedOnce()
    const reviewed = headOf()
    await run(push(), { event: 'pull_request_target', runId: 83, ...FAIL_ON_HIGH })
    const first = headOf()
    await run(push(), { event: 'pull_request_target', runId: 84, ...FAIL_ON_HIGH })
    const second = headOf()
    // Both measured against the head round 1 reviewed: the state is not written by a push.
    expect(checksOn(first)).toEqual([pushCheck(reviewed, first, 83)])
    expect(checksOn(second)).toEqual([pushCheck(reviewed, second, 84)])
    answer([])
    scene.gh.resetRequests()
    await run(scene.comment('alice', 'another look please'), FAIL_ON_HIGH)
    expect(scene.gh.requests.filter((r) => r.path.includes(first))).toEqual([])
    expect(checksOn(second)).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'success' })
    ])
    expect(checksOn(first)).toEqual([pushCheck(reviewed, first, 83)])
  })

  it('a push heard twice (its run re-run) leaves two in progress: the round completes the newer by id and cancels the older as superseded', async () => {
    await failedOnce()
    const payload = push()
    await run(payload, { event: 'pull_request_target', ...FAIL_ON_HIGH })
    await run(payload, { event: 'pull_request_target', ...FAIL_ON_HIGH })
    const head = headOf()
    const [older, newer] = checksOn(head).map((c) => c.id)
    expect(checksOn(head).map((c) => c.status)).toEqual(['in_progress', 'in_progress'])
    answer([LOG])
    scene.gh.resetRequests()
    await run(scene.comment('alice', 'another look please'), FAIL_ON_HIGH)
    expect(checkRoutes().sort()).toEqual([
      'GET checks.listForRef',
      'PATCH checks.update',
      'PATCH checks.update'
    ])
    expect(checksOn(head)).toEqual([
      expect.objectContaining({
        id: older,
        status: 'completed',
        conclusion: 'cancelled',
        output: {
          title: 'Superseded',
          summary: `Check run ${newer} on this commit carries round 2 of the review.`,
          text: null,
          annotations: 0
        }
      }),
      expect.objectContaining({ id: newer, status: 'completed', conclusion: 'failure' })
    ])
  })

  it('a review closed after the push and armed again: its first round completes the push’s check, as the next round would', async () => {
    await failedOnce()
    const reviewed = headOf()
    await run(push(), { event: 'pull_request_target', runId: 85, ...FAIL_ON_HIGH })
    const head = headOf()
    await run(scene.comment('alice', 'lgtm'), FAIL_ON_HIGH)
    // Closing the review lifts nothing: only a round's verdict does.
    expect(checksOn(head)).toEqual([pushCheck(reviewed, head, 85)])
    const id = checksOn(head)[0]!.id
    answer([])
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), FAIL_ON_HIGH)
    expect(checksOn(head)).toEqual([
      expect.objectContaining({ id, status: 'completed', conclusion: 'success' })
    ])
    expect(checksOn(head)[0]!.output.title).toBe('Round 1: nothing open · brief 3 of 3 answered')
  })

  it('with fail-on none a push is neutral as before, and the round on the new head creates its own check without looking', async () => {
    await failedOnce()
    const reviewed = headOf()
    const none = { inputs: { 'fail-on': 'none' } }
    await run(push(), { event: 'pull_request_target', ...none })
    const head = headOf()
    const [was, now] = [reviewed.slice(0, 7), head.slice(0, 7)]
    expect(checksOn(head)).toEqual([
      expect.objectContaining({
        status: 'completed',
        conclusion: 'neutral',
        output: {
          title: `Not reviewed since ${was}`,
          summary: `**the-loop review**: round 1 reviewed \`${was}\`; \`${now}\` is newer and no critic has read it yet. Reply on the pull request to ask for a round on it. Neutral: this check never blocks a merge.`,
          text: null,
          annotations: 0
        }
      })
    ])
    scene.gh.resetRequests()
    await run(scene.comment('alice', 'another look please'), none)
    expect(checkRoutes().sort()).toEqual(['PATCH checks.update', 'POST checks.create'])
    expect(checksOn(head).map((c) => c.conclusion)).toEqual(['neutral', 'neutral'])
  })
})
