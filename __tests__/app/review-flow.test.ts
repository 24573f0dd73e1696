// The review loop end to end in-process, over the loopback GitHub through the real Octokit adapter.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { type MainResult } from '../../src/app/main-action.js'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { parseMarkers, SELF_MARKER } from '../../src/base/marker/markers.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction } from '../support/in-process.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>
let scene: Scene
let runs = 0

beforeEach(async () => {
  scene = await startReviewScene()
})
afterEach(async () => {
  await scene.gh.close()
})

async function run(
  payload: object,
  eventName = 'issue_comment',
  inputs: Record<string, string> = {}
): Promise<MainResult> {
  runs++
  const all: Record<string, string> = { 'github-token': 't', 'authorized-users': 'alice', ...inputs }
  return runMainAction({
    inputs: readMainInputs((n) => all[n] ?? ''),
    trigger: normalizeEvent(eventName, payload),
    github: createGitHubPort({
      token: 't',
      repo: { owner: OWNER, repo: REPO },
      baseUrl: scene.gh.url,
      throttle: false,
      retryBaseMs: 5
    }),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `run-${runs}`, attempt: 1 },
    workspace: process.cwd()
  })
}

const BRIEF =
  'Questions:\n- does scaling stay linear below 100?\nAngles:\n- logging noise\nValidations:\n- run the unit tests'

/** The critics whose round sections the posts hold, one per critic and round. */
const criticsOf = (posts: ReturnType<typeof own>) =>
  posts.flatMap((c) =>
    parseMarkers(c.body).flatMap((m) => (m.kind === 'round' && m.critic ? [m.critic] : []))
  )

function own(kind: string) {
  return scene
    .posts()
    .filter((c) => c.body.includes(SELF_MARKER) && parseMarkers(c.body).some((m) => m.kind === kind))
}

describe('the review loop over the loopback GitHub', () => {
  it('arms, asks for a brief, runs two rounds and completes on lgtm', async () => {
    let r = await run(scene.comment('alice', 'the-loop review'))
    expect(r.outputs.command).toBe('review')
    expect(r.outputs.node).toBe('review-brief')
    expect(own('brief-request')).toHaveLength(1)

    r = await run(scene.comment('alice', BRIEF))
    expect(r.outputs.node).toBe('follow-up')
    expect(r.outputs.round).toBe('1')
    expect(own('brief-confirmation')).toHaveLength(1)
    const round1 = own('round')
    // One comment, a section per critic, each ended by its critic's marker.
    expect(criticsOf(round1).sort()).toEqual(['diff-checker', 'scripted-claude'])
    expect(round1[0]!.body).toMatch(/\[diff-checker\/rules-v1\]|\[claude\/scripted\]/)
    expect(own('follow-up-request')).toHaveLength(1)
    expect(scene.labels()).toContain('loop:needs-review')
    expect(JSON.parse(r.outputs.envelopes)).toHaveLength(2)

    r = await run(scene.comment('alice', 'also check the negative sizes'))
    expect(r.outputs.node).toBe('follow-up')
    expect(r.outputs.round).toBe('2')
    expect(criticsOf(own('round'))).toHaveLength(4)

    r = await run(scene.comment('alice', "lgtm, we're done"))
    expect(r.outputs.node).toBe('complete')
    expect(scene.labels()).toContain('loop:complete')
    expect(scene.labels()).not.toContain('loop:needs-review')
    expect(criticsOf(own('round'))).toHaveLength(4)
  })

  it('runs the first round at once when the arming comment carries the brief', async () => {
    const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(r.outputs.node).toBe('follow-up')
    expect(own('brief-request')).toHaveLength(0)
    expect(own('round')).toHaveLength(2)
  })

  it('ignores an unauthorized arming comment and posts nothing', async () => {
    const r = await run(scene.comment('mallory', 'the-loop review'))
    expect(r.outputs.command).toBe('')
    expect(r.report.decision).toBe('ignore')
    expect(scene.thread().filter((c) => c.body.includes(SELF_MARKER))).toHaveLength(0)
  })

  it('a re-run of the same event posts no duplicate', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    const brief = scene.comment('alice', BRIEF)
    await run(brief)
    const before = scene.thread().length
    const again = await run(brief)
    expect(again.outputs.node).toBe('follow-up')
    expect(scene.thread()).toHaveLength(before)
  })

  it('closing the pull request mid-review moves it to cleanup', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    const r = await run(scene.closed('bob'), 'pull_request')
    expect(r.outputs.node).toBe('cleanup')
    expect(scene.labels()).toContain('loop:cleanup')
  })

  it('rebuilds from the thread when the cache branch is deleted mid-review, and goes on', async () => {
    await run(scene.comment('alice', 'the-loop review'))
    await run(scene.comment('alice', BRIEF))
    expect(scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')).toBe(true)
    const r = await run(scene.comment('alice', 'what about sizes above 1000?'))
    expect(r.summary).toMatch(/rebuilt/)
    expect(r.outputs.round).toBe('2')
    expect(r.outputs.node).toBe('follow-up')
  })
})
