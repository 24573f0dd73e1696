// Workflow re-runs keep GITHUB_ACTOR of the original run: the re-runner (GITHUB_TRIGGERING_ACTOR) must be
// authorized too, or the main action and review/action.yml run nothing, read nothing and post nothing.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RunActors } from '../../src/conversation/control/actors.js'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { nodeCriticYaml, tempDir } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction, runReviewAction } from '../support/in-process.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>
let scene: Scene
let tally: string
let runs = 0
const inputs: Record<string, string> = { 'github-token': 't', 'authorized-users': 'alice bob' }
const ARMING = 'the-loop review\nQuestions:\n- is it safe?'

beforeEach(async () => {
  tally = join(tempDir('reruns-'), 'tally')
  const config = `reviews:\n  critics:\n${nodeCriticYaml('tally', 'tally.mjs', [tally, '{promptFile}'])}`
  scene = await startReviewScene({ config })
})
afterEach(async () => {
  await scene.gh.close()
})

const spawned = () => (existsSync(tally) ? readFileSync(tally, 'utf8').split('\n').length - 1 : 0)

const port = () =>
  createGitHubPort({
    token: 't',
    repo: { owner: OWNER, repo: REPO },
    baseUrl: scene.gh.url,
    throttle: false,
    retryBaseMs: 5
  })

async function main(payload: object, actors: RunActors) {
  runs++
  return runMainAction({
    inputs: readMainInputs((n) => inputs[n] ?? ''),
    trigger: normalizeEvent('issue_comment', payload),
    github: port(),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `main-${runs}`, attempt: 2 },
    actors,
    workspace: process.cwd()
  })
}

async function dispatch(actor: string, triggeringActor: string) {
  runs++
  const all: Record<string, string> = { ...inputs, 'pull-request': String(scene.pull) }
  return runReviewAction({
    getInput: (n) => all[n] ?? '',
    actor,
    triggeringActor,
    repo: { owner: OWNER, repo: REPO },
    github: port(),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId: `review-${runs}`, attempt: 2 },
    workspace: process.cwd()
  })
}

describe('a re-run by someone not authorized', () => {
  it("main action: mallory re-running alice's comment run reads nothing, posts nothing, spawns nothing", async () => {
    const payload = scene.comment('alice', ARMING)
    scene.gh.resetRequests()
    const r = await main(payload, { actor: 'alice', triggeringActor: 'mallory' })
    expect(r.report.decision).toBe('ignore')
    expect(r.summary).toMatch(/re-run by 'mallory', who is not in authorized-users/)
    expect(scene.gh.requests).toEqual([])
    expect(spawned()).toBe(0)
    expect(scene.thread()).toHaveLength(1)
  })

  it('main action: a re-run by another authorized user acts as the original run would', async () => {
    const r = await main(scene.comment('alice', ARMING), { actor: 'alice', triggeringActor: 'Bob' })
    expect(r.outputs.round).toBe('1')
    expect(spawned()).toBe(1)
  })

  it("review action: mallory re-running alice's dispatch fails the step and runs nothing", async () => {
    await main(scene.comment('alice', ARMING), { actor: 'alice', triggeringActor: 'alice' })
    const before = scene.thread().length
    scene.gh.resetRequests()
    const r = await dispatch('alice', 'mallory')
    expect(r.failure).toMatch(/re-run by 'mallory', who is not in authorized-users .*; nothing ran/)
    expect(r.summary).toMatch(/re-run by 'mallory'/)
    expect(scene.gh.requests).toEqual([])
    expect(spawned()).toBe(1)
    expect(scene.thread()).toHaveLength(before)
  })

  it('review action: both actors authorized, the round runs', async () => {
    await main(scene.comment('alice', ARMING), { actor: 'alice' })
    const r = await dispatch('alice', 'bob')
    expect(r.failure).toBeUndefined()
    expect(spawned()).toBe(2)
  })
})
