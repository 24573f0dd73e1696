// review/action.yml in-process: one round on demand against the frozen brief, same posting rules.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { parseMarkers, SELF_MARKER } from '../../src/base/marker/markers.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction, runReviewAction } from '../support/in-process.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>
let scene: Scene
let runs = 0
const inputs: Record<string, string> = { 'github-token': 't', 'authorized-users': 'alice' }

beforeEach(async () => {
  scene = await startReviewScene()
})
afterEach(async () => {
  await scene.gh.close()
})

const port = () =>
  createGitHubPort({
    token: 't',
    repo: { owner: OWNER, repo: REPO },
    baseUrl: scene.gh.url,
    throttle: false,
    retryBaseMs: 5
  })

async function comment(author: string, body: string) {
  runs++
  return runMainAction({
    inputs: readMainInputs((n) => inputs[n] ?? ''),
    trigger: normalizeEvent('issue_comment', scene.comment(author, body)),
    github: port(),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `main-${runs}`, attempt: 1 },
    workspace: process.cwd()
  })
}

async function dispatch(actor: string, pull: string, more: Record<string, string> = {}) {
  runs++
  const all: Record<string, string> = { ...inputs, 'pull-request': pull, ...more }
  return runReviewAction({
    getInput: (n) => all[n] ?? '',
    actor,
    repo: { owner: OWNER, repo: REPO },
    github: port(),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `review-${runs}`, attempt: 1 },
    workspace: process.cwd()
  })
}

const rounds = () =>
  scene
    .posts()
    .filter((c) => c.body.includes(SELF_MARKER) && parseMarkers(c.body).some((m) => m.kind === 'round'))

describe('the review action', () => {
  it('re-runs the latest round in place: its comments are edited, none added', async () => {
    await comment('alice', 'the-loop review\nQuestions:\n- is it safe?')
    const before = rounds().map((c) => c.id)
    expect(before).toHaveLength(2)
    const result = await dispatch('alice', String(scene.pull))
    expect(result.failure).toBeUndefined()
    expect(result.outputs.round).toBe('1')
    expect(result.outputs.node).toBe('follow-up')
    expect(JSON.parse(result.outputs.envelopes)).toHaveLength(2)
    expect(rounds().map((c) => c.id)).toEqual(before)
  })

  it('refuses a round its job is too short for, failing the step and running no critic', async () => {
    await comment('alice', 'the-loop review\nQuestions:\n- is it safe?')
    const before = rounds().map((c) => [c.id, c.body])
    // The two enabled sample critics take 60 s at once: 60 s + the 300 s margin is past a 5-minute job.
    const result = await dispatch('alice', String(scene.pull), { 'job-timeout-minutes': '5' })
    expect(result.failure).toMatch(
      /^no round ran: its plan would outlast the job: 2 critic runs .* = 360 s, over job-timeout-minutes 5 \(300 s\)/
    )
    expect(JSON.parse(result.outputs.envelopes)).toEqual([])
    expect(rounds().map((c) => [c.id, c.body])).toEqual(before)
  })

  it('refuses an actor who is not authorized, and runs nothing', async () => {
    await comment('alice', 'the-loop review\nQuestions:\n- is it safe?')
    const count = scene.thread().length
    const result = await dispatch('mallory', String(scene.pull))
    expect(result.failure).toMatch(/mallory.*not in authorized-users/)
    expect(scene.thread()).toHaveLength(count)
  })

  it('refuses a pull request without a frozen brief, naming it', async () => {
    const result = await dispatch('alice', String(scene.pull))
    expect(result.failure).toMatch(new RegExp(`pull request #${scene.pull}.*no frozen review brief`))
  })

  it('names the input when pull-request is not a number', async () => {
    await expect(dispatch('alice', '12abc')).rejects.toThrow(/input pull-request/)
  })
})
