// The review loop end to end: the bundled main entry, run as a runner runs it, against the loopback GitHub.
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  useBundledMain,
  ownComments,
  playOnce,
  readStateDoc,
  roundCritics,
  roundPost,
  writeStateDoc,
  type Scene,
  expectIgnoredAt
} from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

async function open(config?: string): Promise<Scene> {
  scene = await startReviewScene(config === undefined ? {} : { config })
  return scene
}

/** A config holding only the given critic entries (YAML list items). */
function onlyCritics(entries: string): string {
  return `reviews:\n  critics:\n${entries}`
}

function critic(name: string, args: string, timeoutSeconds = 30, command = 'node'): string {
  return [
    `    - name: ${name}`,
    `      harness: test`,
    `      model: ${name}`,
    `      command: ${command}`,
    `      args: ${args}`,
    `      timeoutSeconds: ${timeoutSeconds}`,
    ''
  ].join('\n')
}

const DIFF_CHECKER = critic('diff-checker', "['examples/critics/diff-checker.mjs', '{promptFile}']")

/** Arms the review and states the brief: the item parks at follow-up after round 1. */
async function armAndBrief(): Promise<void> {
  await run(scene.comment('alice', 'the-loop review'))
  const r = await run(scene.comment('alice', BRIEF))
  expect(r.outputs.node).toBe('follow-up')
}

/** The diff checker's review armed and briefed, round 1 run: played once for the file, each test on a copy. */
const briefedOnce = playOnce((s) => (scene = s), { config: onlyCritics(DIFF_CHECKER) }, armAndBrief)

describe('the review loop through the bundled main action', () => {
  it('happy path: arm, brief, two rounds, done', async () => {
    await open()
    const arming = scene.comment('alice', 'the-loop review')
    let r = await run(arming, { runId: 5 })
    expect(r.outputs.node).toBe('review-brief')
    // A re-run of the arming run posts no second template and no second reaction.
    r = await run(arming, { runId: 5, attempt: 2 })
    expect(r.outputs.node).toBe('review-brief')
    expect(ownComments(scene, 'brief-request')).toHaveLength(1)
    expect(scene.thread().find((c) => c.id === arming.comment.id)!.reactions).toHaveLength(1)
    r = await run(scene.comment('alice', BRIEF))
    expect(r.exitCode).toBe(0)
    expect(r.outputs.round).toBe('1')
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(1)
    expect(roundCritics(scene).sort()).toEqual(['diff-checker', 'scripted-claude'])
    expect(ownComments(scene, 'round')[0]!.body).toMatch(/\[(diff-checker\/rules-v1|claude\/scripted)\]/)
    expect(scene.labels()).toEqual(['loop:needs-review'])
    expect(JSON.parse(r.outputs.envelopes!)).toHaveLength(2)
    expect(r.summary).toMatch(/Frozen brief/)
    expect(r.summary).toMatch(/mermaid/)
    r = await run(scene.comment('alice', 'also check the negative sizes'))
    expect(r.outputs.round).toBe('2')
    expect(roundCritics(scene)).toHaveLength(4)
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(2)
    r = await run(scene.comment('alice', 'lgtm, ship it'))
    expect(r.outputs.node).toBe('complete')
    expect(scene.labels()).toEqual(['loop:complete'])
    expect(roundCritics(scene)).toHaveLength(4)
  })

  it('a brief in the arming comment runs round 1 at once, no template', async () => {
    await open()
    const r = await run(scene.comment('alice', `the-loop review\n${BRIEF}`))
    expect(r.outputs.command).toBe('review')
    expect(r.outputs.node).toBe('follow-up')
    expect(ownComments(scene, 'brief-request')).toHaveLength(0)
    expect(roundCritics(scene)).toHaveLength(2)
  })

  it('a restated brief before the freeze: the newest wins', async () => {
    await open()
    await run(scene.comment('alice', 'the-loop review'))
    // Two briefs land before any run reads them (the first run was dropped by the concurrency group).
    const first = scene.comment('alice', 'Questions:\n- is the OLD question answered?')
    scene.comment('alice', 'Questions:\n- is the NEW question answered?')
    const r = await run(first)
    expect(r.outputs.node).toBe('follow-up')
    const confirmation = ownComments(scene, 'brief-confirmation')
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.body).toMatch(/NEW question/)
    expect(confirmation[0]!.body).not.toMatch(/OLD question/)
    expect(readStateDoc(scene)).toMatch(/NEW question/)
  })

  it('a work-item review on an issue pre-fills the linked pull request and its round covers that diff', async () => {
    await open(onlyCritics(DIFF_CHECKER))
    const issue = scene.gh.world.createIssue(OWNER, REPO, { title: 'Widgets must scale', author: 'alice' })
    scene.gh.world.linkPull(OWNER, REPO, issue, { owner: OWNER, repo: REPO, number: scene.pull })
    let r = await run(scene.comment('alice', 'the-loop review', issue))
    expect(r.outputs['work-item']).toBe(`acme/widgets#${issue}`)
    const template = ownComments(scene, 'brief-request', issue)
    expect(template).toHaveLength(1)
    const prefilled = new RegExp(`Pull requests:\\n- (github:acme/widgets#${scene.pull})\\n`).exec(
      template[0]!.body
    )
    expect(prefilled?.[1]).toBe(`github:acme/widgets#${scene.pull}`)
    // The reviewer copies the pre-filled scope into the brief.
    r = await run(scene.comment('alice', `${BRIEF}\nPull requests:\n- ${prefilled![1]!}`, issue))
    expect(r.outputs.node).toBe('follow-up')
    const round = ownComments(scene, 'round', issue)
    expect(round).toHaveLength(1)
    // diff-checker only finds the console.log when the pull request's diff was in the prompt.
    expect(round[0]!.body).toMatch(/src\/widget\.js/)
    expect(ownComments(scene, undefined, scene.pull)).toHaveLength(0)
  })

  it('a workflow re-run of the same event posts no duplicates', async () => {
    await open()
    await run(scene.comment('alice', 'the-loop review'))
    const brief = scene.comment('alice', BRIEF)
    const first = await run(brief, { runId: 77 })
    const before = scene.thread().map((c) => c.id)
    const again = await run(brief, { runId: 77, attempt: 2 })
    expect(again.exitCode).toBe(0)
    expect(again.outputs.node).toBe('follow-up')
    expect(again.outputs.round).toBe(first.outputs.round)
    expect(scene.thread().map((c) => c.id)).toEqual(before)
  })

  it('a re-run of a round cut short edits its comments instead of adding new ones', async () => {
    await open(onlyCritics(DIFF_CHECKER))
    await run(scene.comment('alice', 'the-loop review'))
    const brief = scene.comment('alice', BRIEF)
    await run(brief, { runId: 40 })
    // As if the first attempt died after posting: the state still says round 1 is at `review`, unfinished.
    const state = JSON.parse(readStateDoc(scene)!) as { currentNode: string; host: { review: object } }
    state.currentNode = 'review'
    state.host.review = { ...state.host.review, roundDone: false }
    writeStateDoc(scene, JSON.stringify(state))
    // diff-checker's findings are on the diff, so its round post is a review: a re-run must not add a second.
    const before = scene.posts().map((c) => c.id)
    expect(scene.gh.world.repo(OWNER, REPO)!.reviews).toHaveLength(1)
    scene.gh.resetRequests()
    const r = await run(brief, { runId: 40, attempt: 2 })
    expect(r.outputs.node).toBe('follow-up')
    expect(r.outputs.round).toBe('1')
    expect(scene.posts().map((c) => c.id)).toEqual(before)
    // Its post is edited only when the text changed (the critic's duration can differ by a tenth of a
    // second); a text already there is not sent again.
    expect(scene.gh.count('issues.updateComment') + scene.gh.count('pulls.updateReview')).toBeLessThanOrEqual(
      1
    )
    expect(scene.gh.count('issues.createComment')).toBe(0)
    expect(scene.gh.count('pulls.createReview')).toBe(0)
  })

  it('a critic timeout is reported on the pull request and the loop parks at follow-up', async () => {
    await open(
      onlyCritics(
        DIFF_CHECKER + critic('sleepy', "['__tests__/support/critics/sleep.mjs', '{promptFile}', '20000']", 1)
      )
    )
    await run(scene.comment('alice', 'the-loop review'))
    const r = await run(scene.comment('alice', BRIEF))
    expect(r.outputs.node).toBe('follow-up')
    const sleepy = roundPost(scene, 1, 'sleepy')
    expect(sleepy?.body).toMatch(/This critic failed:.*timed out after 1s/)
    expect(roundCritics(scene)).toContain('diff-checker')
    expect(r.summary).toMatch(/timed out/)
  })

  it('every critic failing says so and still parks at follow-up', async () => {
    await open(onlyCritics(critic('ghost', "['x']", 30, 'the-loop-no-such-binary')))
    await run(scene.comment('alice', 'the-loop review'))
    const r = await run(scene.comment('alice', BRIEF))
    expect(r.exitCode).toBe(0)
    expect(r.outputs.node).toBe('follow-up')
    const bodies = ownComments(scene, 'round').map((c) => c.body)
    expect(bodies.some((b) => /This critic failed/.test(b))).toBe(true)
    expect(bodies.some((b) => /all 1 critic failed/.test(b))).toBe(true)
    expect(ownComments(scene, 'follow-up-request')).toHaveLength(1)
  })

  it('max-rounds 1: the second reply gets the budget note and no critic; a new `the-loop review` resets it', async () => {
    await open(onlyCritics(DIFF_CHECKER))
    const inputs = { 'max-rounds': '1' }
    await run(scene.comment('alice', 'the-loop review'), { inputs })
    await run(scene.comment('alice', BRIEF), { inputs })
    expect(roundCritics(scene)).toHaveLength(1)
    const over = await run(scene.comment('alice', 'one more look please'), { inputs })
    expect(ownComments(scene, 'budget')).toHaveLength(1)
    expect(roundCritics(scene)).toHaveLength(1)
    expect(over.summary).toMatch(/budget/i)
    const rearmed = await run(scene.comment('alice', 'the-loop review'), { inputs })
    expect(rearmed.outputs.command).toBe('review')
    expect(roundCritics(scene)).toHaveLength(2)
    expect(rearmed.outputs.node).toBe('follow-up')
  })

  it('closing the pull request mid-review moves it to cleanup', async () => {
    await briefedOnce()
    const r = await run(scene.closed('bob'), { event: 'pull_request' })
    expect(r.outputs.node).toBe('cleanup')
    expect(scene.labels()).toEqual(['loop:cleanup'])
  })

  it('a deleted cache branch is rebuilt from the thread, with a warning, and the conversation goes on', async () => {
    await briefedOnce()
    expect(scene.gh.world.deleteBranch(OWNER, REPO, 'the-loop/state')).toBe(true)
    const r = await run(scene.comment('alice', 'what about sizes above 1000?'))
    expect(r.summary).toMatch(/⚠️.*rebuilt/)
    expect(r.outputs.round).toBe('2')
    expect(r.outputs.node).toBe('follow-up')
    expect(roundCritics(scene)).toHaveLength(2)
    expect(readStateDoc(scene)).toMatch(/follow-up/)
  })

  it('a corrupt state.json is rebuilt from the thread, not trusted', async () => {
    await briefedOnce()
    writeStateDoc(scene, '{"loop": "pdlc-review-loop", "currentNode": "complete", oops')
    const r = await run(scene.comment('alice', 'and the docs?'))
    expect(r.exitCode).toBe(0)
    expect(r.summary).toMatch(/⚠️.*rebuilt/)
    expect(r.outputs.node).toBe('follow-up')
    expect(r.outputs.round).toBe('2')
    expect(readStateDoc(scene)).not.toMatch(/oops/)
  })
})

describe('abuse cases of the review loop', () => {
  it('an unauthorized brief is not read: the gate keeps waiting', async () => {
    await open(onlyCritics(DIFF_CHECKER))
    await run(scene.comment('alice', 'the-loop review'))
    const r = await run(scene.comment('mallory', BRIEF))
    expectIgnoredAt(r, scene, 'review-brief')
    expect(roundCritics(scene)).toHaveLength(0)
    expect(ownComments(scene, 'brief-confirmation')).toHaveLength(0)
    // A later authorized run does not pick the stranger's brief up from the thread either.
    const later = await run(scene.comment('alice', 'any news?'))
    expect(later.outputs.node).toBe('review-brief')
  })

  it('an invented loop name in state.json: a warning, the review loop, never a derived path', async () => {
    await briefedOnce()
    const state = JSON.parse(readStateDoc(scene)!) as Record<string, unknown>
    writeStateDoc(scene, JSON.stringify({ ...state, loop: '../../etc/passwd' }))
    scene.gh.resetRequests()
    const r = await run(scene.comment('alice', 'lgtm'))
    expect(r.exitCode).toBe(0)
    expect(r.summary).toMatch(/⚠️.*etc\/passwd.*review loop is used/)
    expect(scene.gh.requests.some((q) => q.path.includes('passwd'))).toBe(false)
  })

  it('an unauthorized follow-up keeps the gate open and runs no round', async () => {
    await briefedOnce()
    const r = await run(scene.comment('mallory', 'run another round on everything'))
    expectIgnoredAt(r, scene, 'follow-up')
    expect(roundCritics(scene)).toHaveLength(1)
    const done = await run(scene.comment('mallory', 'done'))
    expectIgnoredAt(done, scene, 'follow-up')
    expect(scene.labels()).toEqual(['loop:needs-review'])
  })

  it('a 300 KB critic output is split into numbered parts, not lost', async () => {
    await open(
      onlyCritics(critic('verbose', "['__tests__/support/critics/big-report.mjs', '{promptFile}', '300']"))
    )
    await armAndBrief()
    const parts = ownComments(scene, 'round')
    expect(parts.length).toBeGreaterThanOrEqual(5)
    // Each part ends with the round comment's marker (the sections inside carry their critic's).
    const metas = parts.map((c) => parseMarkers(c.body).at(-1)!)
    expect(metas.map((m) => m.part?.index)).toEqual(parts.map((_, i) => i + 1))
    expect(metas.every((m) => m.part?.total === parts.length)).toBe(true)
    expect(parts.every((c) => c.body.length <= 65_536)).toBe(true)
    const all = parts.map((c) => c.body).join('\n')
    expect(all).toMatch(/finding 1:/)
    expect(all).toMatch(/END OF REPORT/)
    // Every finding line the critic printed is somewhere in the parts, in order: nothing dropped.
    const numbers = [...all.matchAll(/- finding (\d+):/g)].map((m) => Number(m[1]))
    const expected = Array.from({ length: numbers.at(-1)! }, (_, i) => i + 1).filter((i) => i % 50 !== 0)
    expect(numbers).toEqual(expected)
    expect(expected.length).toBeGreaterThan(3000)
  })
})
