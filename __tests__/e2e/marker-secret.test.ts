// marker-secret through the main and review actions (run step by step as a runner runs them): registered as a mask before anything runs,
// never printed, written or posted, and every marker the action posts is signed for its item.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals'
import { markerSigner } from '../../src/base/marker/signature.js'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { buildActionDir, type ActionDir } from '../support/action-dir.js'
import { runComposite, type CompositeResult } from '../support/composite.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { ACTION_LOGIN, BRIEF, makeRunner, readItemFile, type Scene } from './harness.js'

const SECRET = 'e2e-marker-secret-d41d8cd98f00b204'
let scene: Scene
let action: ActionDir | undefined
const run = makeRunner(
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

/** Where the secret shows in a run's output: only in the runner's add-mask command. */
function expectMaskedOnly(r: CompositeResult): void {
  expect(r.stdout).toContain(`::add-mask::${SECRET}`)
  expect(r.stdout.split(`::add-mask::${SECRET}`).join('')).not.toContain(SECRET)
  expect(r.stderr).not.toContain(SECRET)
  expect(r.summary).not.toContain(SECRET)
  expect(JSON.stringify(r.outputs)).not.toContain(SECRET)
}

describe('marker-secret in the bundled entries', () => {
  it('test_marker_secret_is_masked_and_never_written: main and review entries sign every marker', async () => {
    scene = await startReviewScene()
    const inputs = { 'marker-secret': SECRET }
    const armed = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(armed.exitCode).toBe(0)
    expect(armed.outputs.round).toBe('1')
    expectMaskedOnly(armed)
    const again = await runComposite({
      actionDir: `${action!.root}/review`,
      eventName: 'workflow_dispatch',
      payload: {
        inputs: { 'pull-request': String(scene.pull) },
        repository: { full_name: `${OWNER}/${REPO}` }
      },
      apiUrl: scene.gh.url,
      actor: 'alice',
      workspace: process.cwd(),
      inputs: {
        'github-token': 't',
        'authorized-users': 'alice',
        'pull-request': String(scene.pull),
        ...inputs
      }
    })
    expect(again.exitCode).toBe(0)
    expectMaskedOnly(again)
    const signer = markerSigner(SECRET, `${OWNER}/${REPO}`, scene.pull)!
    const ours = scene.thread().filter((c) => c.user.login === ACTION_LOGIN)
    // The brief's confirmation and the round's comment (a section per critic, its follow-up request): every
    // marker of each is signed.
    const markers = ours.flatMap((c) => parseMarkers(c.body))
    expect(markers.map((m) => m.kind)).toEqual([
      'brief-confirmation',
      'round',
      'round',
      'follow-up-request',
      'round'
    ])
    for (const c of ours) expect(c.body).not.toContain(SECRET)
    for (const m of markers) expect(signer.verify(m)).toBe(true)
    expect(readItemFile(scene)).not.toContain(SECRET)
  })
})
