// A round is one comment and one review (issue 54), through the bundled main action over the loopback GitHub with
// three critics: the comment holds a section per critic, each ended by its critic's marker; the review holds every
// problem's line comment under a one-line body that links to the comment; a failed critic is a section saying so.
import { writeFileSync } from 'node:fs'
import { describe, expect, it } from '@jest/globals'
import { parseMarkers } from '../../src/base/marker/markers.js'
import { findingsCritics } from '../support/critic-fixtures.js'
import { OWNER, REPO, startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  findingRoots,
  ownComments,
  roundCritics,
  roundPost,
  useBundledMain,
  type Scene
} from './harness.js'
import { LOG, LOG_AGAIN, SIZE } from '../support/fixing-push.js'

let scene: Scene
const run = useBundledMain(() => scene)
const { config: CONFIG, blocks } = findingsCritics('the-loop-round-comment-', ['finder', 'second', 'third'])
const answer = (critic: keyof typeof blocks, findings: object[]) =>
  writeFileSync(blocks[critic], JSON.stringify({ findings }))

const repo = () => scene.gh.world.repo(OWNER, REPO)!
const reviews = () => repo().reviews.filter((r) => r.pull === scene.pull)
/** Another problem, on another line of the diff. */
const NAME = { ...LOG, line: 5, title: 'Magic number', body: 'Name the 3.' }

describe('one comment and one review per round', () => {
  it('holds three critics in one comment, and their problems in one review that links to it', async () => {
    scene = await startReviewScene({ config: CONFIG })
    answer('finder', [LOG, SIZE])
    answer('second', [LOG_AGAIN])
    answer('third', [NAME])
    const inputs = { 'inline-findings': 'all' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(first.outputs.round).toBe('1')

    // One comment for the round: a section per critic, in the order they ran, each ended by its own marker.
    const [comment, ...more] = ownComments(scene, 'round')
    expect(more).toEqual([])
    expect(roundCritics(scene)).toEqual(['finder', 'second', 'third'])
    expect(parseMarkers(comment!.body).at(-1)).toEqual({ kind: 'round', node: 'review', round: 1 })
    expect(comment!.body.match(/<details>\n<summary>/g)).toHaveLength(3)
    expect(roundPost(scene, 1, 'second')!.body).toContain(
      'Leftover debug log _(on the diff in the comment of `finder`)_'
    )
    expect(roundPost(scene, 1, 'third')!.body).toContain('_1 finding posted on the diff._')

    // One review: three problems (the log once, two critics'), each a line comment of it, its body one line.
    const [review, ...others] = reviews()
    expect(others).toEqual([])
    expect(review!.body).toContain(
      `🤖 _the-loop_ — review round 1: 3 line comments, one per problem; every critic's text is in [the round comment](https://github.com/${OWNER}/${REPO}/pull/${scene.pull}#issuecomment-${comment!.id}).`
    )
    expect(parseMarkers(review!.body)).toEqual([{ kind: 'round', node: 'review', round: 1 }])
    const roots = findingRoots(scene)
    expect(roots.map((c) => [c.line, c.reviewId])).toEqual([
      [3, review!.id],
      [3, review!.id],
      [5, review!.id]
    ])
    expect(roots.map((c) => parseMarkers(c.body).find((m) => m.kind === 'finding')!.critic)).toEqual([
      'finder',
      'finder',
      'third'
    ])
    // The issue comments of the arming run: the brief's confirmation and the round's comment, which ends with the
    // follow-up request (its marker right before the comment's own), so no request is posted on its own.
    expect(ownComments(scene).map((c) => parseMarkers(c.body).at(-1)!.kind)).toEqual([
      'brief-confirmation',
      'round'
    ])
    expect(ownComments(scene, 'follow-up-request')).toEqual([comment])
    expect(parseMarkers(comment!.body).slice(-2)).toEqual([
      { kind: 'follow-up-request', node: 'follow-up', round: 1 },
      { kind: 'round', node: 'review', round: 1 }
    ])
    expect(comment!.body).toContain('Reply in this thread to ask for another round')
    expect(first.summary).toMatch(/Findings of `third`: 1 finding: 1 on the diff/)

    // Round 2 finds nothing new: one more comment, no review (nothing goes on the diff).
    const second = await run(scene.comment('alice', 'look again'), { inputs })
    expect(second.outputs.round).toBe('2')
    expect(ownComments(scene, 'round')).toHaveLength(2)
    expect(ownComments(scene)).toHaveLength(3)
    expect(reviews()).toHaveLength(1)
    expect(roundPost(scene, 2, 'third')!.body).toContain('Magic number _(repeated from round 1')
  })

  it("a failed critic is a section saying why; the others' problems still go on the diff", async () => {
    await scene?.gh.close()
    scene = await startReviewScene({
      config: CONFIG.replace(`'${blocks.third}'`, "'/nonexistent/block.json'")
    })
    answer('finder', [LOG])
    answer('second', [NAME])
    const inputs = { 'inline-findings': 'all' }
    const first = await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { inputs })
    expect(first.outputs.round).toBe('1')
    const [comment] = ownComments(scene, 'round')
    expect(comment!.body).toMatch(
      /\*\*Review round 1\*\* · head \[`[0-9a-f]{7}`\]\([^)]+\) · 3 critics \(1 failed\)/
    )
    expect(roundPost(scene, 1, 'third')!.body).toContain('**This critic failed:**')
    expect(reviews()).toHaveLength(1)
    expect(findingRoots(scene).map((c) => c.line)).toEqual([3, 5])
  })
})
