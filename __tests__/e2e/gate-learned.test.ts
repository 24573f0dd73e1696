// What a gate learns in a run is kept by the run's write: the brief comment the brief gate froze and the replies
// a "done" answered are recorded as answered, so no later round or gate reads them as replies again.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import { BRIEF, ownComments, readStateDoc, REPLIES_CRITIC, useBundledMain, type Scene } from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

/** The entries the stored ledger records as answered. */
function consumed(): string[] {
  return (JSON.parse(readStateDoc(scene)!) as { host: { review: { consumed: string[] } } }).host.review
    .consumed
}

describe('what the gates learned', () => {
  it('is recorded: the brief is no reply to the round it starts, and "done" answers the replies it read', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', 'the-loop review'))).outputs.node).toBe('review-brief')
    const brief = scene.comment('alice', BRIEF)
    const r = await run(brief)
    expect(r.outputs.round).toBe('1')
    expect(consumed()).toContain(`issue-comment:${brief.comment.id}`)
    // The round's prompt carried no reply: the brief gate answered the brief comment.
    expect(ownComments(scene, 'round')[0]!.body).toContain('NO REPLIES')
    const done = scene.comment('alice', 'lgtm, ship it')
    expect((await run(done)).outputs.node).toBe('complete')
    expect(consumed()).toContain(`issue-comment:${done.comment.id}`)
  })
})
