// The round budget over the loopback GitHub: every paid critic run counts against max-rounds, whether a
// comment, a follow-up, review/action.yml or the take-over of a dead run's claim started it.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { normalizeEvent } from '../../src/conversation/event/normalize.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { readMainInputs } from '../../src/conversation/inputs/main-inputs.js'
import { parseMarkers, SELF_MARKER } from '../../src/base/marker/markers.js'
import { nodeCriticYaml, tempDir } from '../support/critic-fixtures.js'
import { repositoryDispatch } from '../support/loopback/payloads.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import { runMainAction, runReviewAction } from '../support/in-process.js'

type Scene = Awaited<ReturnType<typeof startReviewScene>>
let scene: Scene
let tally: string
let runs = 0
const inputs: Record<string, string> = {
  'github-token': 't',
  'authorized-users': 'alice bob',
  'max-rounds': '2'
}
const BRIEF = 'Questions:\n- is it safe?'
const ITEM = () => `items/${OWNER}/${REPO}/${scene.pull}/item.json`

beforeEach(async () => {
  inputs['max-rounds'] = '2'
  tally = join(tempDir('budget-'), 'tally')
  const config = `reviews:\n  critics:\n${nodeCriticYaml('tally', 'tally.mjs', [tally, '{promptFile}'])}`
  scene = await startReviewScene({ config })
})
afterEach(async () => {
  await scene.gh.close()
})

/** How many times a critic process ran: each run appends one line. */
const spawned = () => (existsSync(tally) ? readFileSync(tally, 'utf8').split('\n').length - 1 : 0)

const port = () =>
  createGitHubPort({
    token: 't',
    repo: { owner: OWNER, repo: REPO },
    baseUrl: scene.gh.url,
    throttle: false,
    retryBaseMs: 5
  })

async function main(payload: object, event = 'issue_comment', runId = `main-${++runs}`) {
  return runMainAction({
    inputs: readMainInputs((n) => inputs[n] ?? ''),
    trigger: normalizeEvent(event, payload),
    github: port(),
    identity: { login: 'github-actions[bot]' },
    stamp: { runId, attempt: 1 },
    workspace: process.cwd()
  })
}

const comment = (author: string, body: string) => main(scene.comment(author, body))

async function dispatch(actor = 'alice') {
  runs++
  const all: Record<string, string> = { ...inputs, 'pull-request': String(scene.pull) }
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

const own = (kind: string) =>
  scene
    .thread()
    .filter((c) => c.body.includes(SELF_MARKER) && parseMarkers(c.body).some((m) => m.kind === kind))

function storedItem(): { state: { currentNode: string; host: { review: Record<string, unknown> } } } {
  return JSON.parse(scene.gh.world.readFile(OWNER, REPO, 'the-loop/state', ITEM())!)
}

describe('max-rounds counts paid critic runs', () => {
  it('review/action.yml re-runs count: with max-rounds 2 the third paid run is refused and spawns nothing', async () => {
    await comment('alice', `the-loop review\n${BRIEF}`)
    expect(spawned()).toBe(1)
    const again = await dispatch()
    expect(again.failure).toBeUndefined()
    expect(spawned()).toBe(2)

    const refused = await dispatch()
    expect(refused.failure).toMatch(/no round ran: round budget reached: 2 paid critic runs.*max-rounds 2/)
    expect(refused.summary).toMatch(/Not run: round budget reached/)
    expect(spawned()).toBe(2)
    expect(own('budget')).toHaveLength(1)
    const thread = scene.thread().length
    expect((await dispatch()).failure).toMatch(/round budget reached/)
    await comment('alice', 'one more look at the error paths, please')
    expect(spawned()).toBe(2)
    // The budget reply is said once after the latest round, whichever action found the budget spent.
    expect(own('budget')).toHaveLength(1)
    expect(scene.thread()).toHaveLength(thread + 1)
    expect(storedItem().state.host.review).toMatchObject({ paid: 2, paidFrom: 0, roundDone: true })

    await comment('alice', 'the-loop review')
    expect(spawned()).toBe(3)
    expect(storedItem().state.host.review).toMatchObject({ paid: 3, paidFrom: 2 })
  })

  it('follow-ups count the same: round 1, a follow-up round 2, then a dispatch is refused', async () => {
    await comment('alice', `the-loop review\n${BRIEF}`)
    const second = await comment('alice', 'what about negative sizes?')
    expect(second.outputs.round).toBe('2')
    expect(spawned()).toBe(2)
    const refused = await dispatch()
    expect(refused.failure).toMatch(/round budget reached/)
    expect(spawned()).toBe(2)
    // A refused re-run in place leaves the finished round finished: after a re-arming the next reply runs
    // round 3, not round 2 again.
    expect(storedItem().state.host.review).toMatchObject({ round: 2, roundDone: true })
    await comment('alice', 'the-loop review')
    const third = await comment('alice', 'and the docs?')
    expect(third.outputs.round).toBe('3')
    expect(spawned()).toBe(3)
  })

  const minute = (n: number) => new Date(Date.now() + n * 60_000).toISOString()
  it.each([
    ["taking over a dead run's claim is a paid run too", 'dead', minute(-1)],
    [
      'a workflow re-run of a run that died mid-round takes its own claim over, and pays',
      'crashed',
      minute(9)
    ]
  ])('%s', async (_name, claimer, staleAt) => {
    inputs['max-rounds'] = '3'
    await comment('alice', `the-loop review\n${BRIEF}`)
    // A run claimed round 2 and died: the round is unfinished, its claim stale or still young.
    const file = storedItem()
    file.state.currentNode = 'review'
    Object.assign(file.state.host.review, {
      round: 2,
      roundDone: false,
      paid: 2,
      claim: { run: claimer, attempt: '1', round: 2, at: minute(-2), staleAt }
    })
    scene.gh.world.putFiles(OWNER, REPO, { [ITEM()]: JSON.stringify(file) }, 'the-loop/state')
    const payload = repositoryDispatch(scene.gh.world.repo(OWNER, REPO)!, 'the-loop-continue', {
      number: scene.pull,
      pullRequest: true
    })
    const r = await main(payload, 'repository_dispatch', claimer === 'crashed' ? 'crashed' : undefined)
    expect(r.outputs.round).toBe('2')
    expect(spawned()).toBe(2)
    expect(storedItem().state.host.review).toMatchObject({ paid: 3, roundDone: true })
    expect((await dispatch()).failure).toMatch(/round budget reached: 3 paid critic runs/)
    expect(spawned()).toBe(2)
  })

  it('a state written before the count existed keeps its spent budget', async () => {
    await comment('alice', `the-loop review\n${BRIEF}`)
    await comment('alice', 'and the docs?')
    const file = storedItem()
    const { paid: _paid, paidFrom: _from, ...legacy } = file.state.host.review
    file.state.host.review = { ...legacy, budgetFrom: 0 }
    scene.gh.world.putFiles(OWNER, REPO, { [ITEM()]: JSON.stringify(file) }, 'the-loop/state')
    expect((await dispatch()).failure).toMatch(/round budget reached: 2 paid critic runs/)
    expect(spawned()).toBe(2)
  })
})
