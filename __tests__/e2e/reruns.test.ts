// Re-runs and the round budget through the main and review actions, run step by step as a runner runs them: the
// runner's GITHUB_TRIGGERING_ACTOR reaches the decision, and a refused run fails (review) or stays silent (main).
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  errorLines,
  makeRunner,
  ownComments,
  roundCritics,
  type E2eRun,
  type Scene
} from './harness.js'

const QUICK = `reviews:
  critics:
    - name: quick
      harness: test
      command: node
      args: ['__tests__/support/critics/sleep.mjs', '{promptFile}', '0']
`

let scene: Scene
let action: ActionDir | undefined
const run: E2eRun = makeRunner(
  () => action!.root,
  () => scene
)

beforeAll(async () => {
  action = await buildActionDir(['main', 'review'])
})
afterAll(async () => {
  await action?.remove()
})
afterEach(async () => {
  await scene?.gh.close()
})

/** Runs an entry with the runner's actor variables set as a re-run of `actor`'s run by `by` sets them. */
function asRerun(
  actionDir: string,
  event: string,
  payload: object,
  by: string,
  inputs: Record<string, string> = {}
) {
  return runComposite({
    actionDir,
    eventName: event,
    payload: payload as Record<string, unknown>,
    apiUrl: scene.gh.url,
    runId: 900,
    runAttempt: 2,
    actor: 'alice',
    inputs: { 'github-token': 't', 'authorized-users': 'alice bob', ...inputs },
    workspace: process.cwd(),
    triggeringActor: by
  })
}

function dispatchReview(by: string, inputs: Record<string, string> = {}): Promise<CompositeResult> {
  const payload = { inputs: {}, repository: { full_name: 'acme/widgets' }, sender: { login: 'alice' } }
  return asRerun(`${action!.root}/review`, 'workflow_dispatch', payload, by, {
    'pull-request': String(scene.pull),
    ...inputs
  })
}

describe('re-runs through the bundled entries', () => {
  it("main: mallory re-running alice's comment run is ignored without a request or a comment", async () => {
    scene = await startReviewScene({ config: QUICK })
    const payload = scene.comment('alice', `the-loop review\n${BRIEF}`)
    scene.gh.resetRequests()
    const refused = await asRerun(action!.root, 'issue_comment', payload, 'mallory')
    expect(refused.exitCode).toBe(0)
    expect(refused.summary).toMatch(/re-run by 'mallory', who is not in authorized-users/)
    expect(scene.gh.requests).toEqual([])
    expect(ownComments(scene)).toEqual([])
    const allowed = await asRerun(action!.root, 'issue_comment', payload, 'bob')
    expect(allowed.outputs.round).toBe('1')
    expect(roundCritics(scene)).toEqual(['quick'])
  })

  it("review: mallory re-running alice's dispatch fails the step; nothing is read or run", async () => {
    scene = await startReviewScene({ config: QUICK })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    scene.gh.resetRequests()
    const r = await dispatchReview('mallory')
    expect(r.exitCode).not.toBe(0)
    expect(errorLines(r)).toMatch(/re-run by 'mallory', who is not in authorized-users .*nothing ran/)
    expect(scene.gh.requests).toEqual([])
  })

  it('review: past max-rounds the step fails saying no round ran, and no critic runs', async () => {
    scene = await startReviewScene({ config: QUICK })
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs: { 'max-rounds': '1' } })
    const r = await dispatchReview('alice', { 'max-rounds': '1' })
    expect(r.exitCode).not.toBe(0)
    expect(errorLines(r)).toMatch(/no round ran: round budget reached: 1 paid critic run since the review/)
    expect(r.summary).toMatch(/Not run: round budget reached/)
    expect(roundCritics(scene)).toEqual(['quick'])
    expect(ownComments(scene, 'budget')).toHaveLength(1)
  })

  it('review: past max-cost-usd the step fails saying no round ran, and no critic runs', async () => {
    scene = await startReviewScene({ config: QUICK })
    const inputs = { 'max-cost-usd': '0' }
    await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    const r = await dispatchReview('alice', inputs)
    expect(r.exitCode).not.toBe(0)
    expect(errorLines(r)).toMatch(
      /no round ran: money budget reached: \$0\.0000 spent since the review was armed/
    )
    expect(r.summary).toMatch(/Not run: money budget reached/)
    expect(roundCritics(scene)).toEqual([])
    expect(ownComments(scene, 'budget')).toHaveLength(1)
  })
})
