// Every comment the action acts on gets 👀 before its round is posted, whatever kind of entry it is (an issue
// comment, a line comment, a review's body), and a comment it only reads gets none; a reaction GitHub refuses
// is named in the job summary and fails nothing. Every post links to the workflow run that recorded it, an
// owed post to the run that recorded it even when a later run posts it.
import { describe, expect, it } from '@jest/globals'
import { startReviewScene } from '../support/review-scene.js'
import {
  BRIEF,
  errorLines,
  ownComments,
  readStateDoc,
  REPLIES_CRITIC,
  useBundledMain,
  type Scene
} from './harness.js'

let scene: Scene
const run = useBundledMain(() => scene)

const repo = () => scene.gh.world.repo('acme', 'widgets')!
const eyes = (list: Array<{ content: string; user: string }>) => list.map((r) => `${r.user} ${r.content}`)
const EYES = ['github-actions[bot] eyes']
const runUrl = (id: number) => `https://github.com/acme/widgets/actions/runs/${id}`
/** The footer a post recorded by run `id` ends with, before the self-attribution. */
const footer = (id: number) =>
  `\n\n<sub>Recorded by [workflow run ${id}](${runUrl(id)}); its job summary says why.</sub>\n\n🤖 _the-loop, autonomous comment_\n`
const lastOwn = (kind: string) => ownComments(scene, kind).at(-1)!.body

describe('acknowledging what the action acts on', () => {
  it('a brief, a reply, a line-comment reply and a review each get 👀; chatter at the brief gate none', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    const arming = scene.comment('alice', 'the-loop review')
    expect((await run(arming, { runId: 10 })).exitCode).toBe(0)
    expect(eyes(scene.thread().find((c) => c.id === arming.comment.id)!.reactions)).toEqual(EYES)
    expect(lastOwn('brief-request')).toContain(footer(10))

    // Read by the brief gate, which still waits: nothing was done with it, so no sign is given.
    const chatter = scene.comment('alice', 'cc @bob, can you write the brief?')
    expect((await run(chatter, { runId: 11 })).outputs.node).toBe('review-brief')
    expect(scene.thread().find((c) => c.id === chatter.comment.id)!.reactions).toEqual([])

    const brief = scene.comment('alice', BRIEF)
    const briefed = await run(brief, { runId: 12 })
    expect(briefed.outputs).toMatchObject({ node: 'follow-up', round: '1' })
    expect(eyes(scene.thread().find((c) => c.id === brief.comment.id)!.reactions)).toEqual(EYES)
    // The reaction is sent after the claim's write, before the round comment (the last post).
    const routes = scene.gh.requests.map((q) => q.route)
    const posts = routes.flatMap((r, i) => (r === 'issues.createComment' ? [i] : []))
    expect(routes.lastIndexOf('reactions.createForIssueComment')).toBeLessThan(posts.at(-1)!)
    for (const kind of ['brief-confirmation', 'round', 'follow-up-request'])
      expect(lastOwn(kind)).toContain(footer(12))

    const line = scene.lineComment('alice', {
      path: 'src/widget.js',
      line: 2,
      body: 'and the negative sizes?'
    })
    const lined = await run(line, { event: 'pull_request_review_comment', runId: 13 })
    expect(lined.outputs.round).toBe('2')
    const lineComment = repo().reviewComments.find((c) => c.id === line.comment.id)!
    expect(eyes(lineComment.reactions)).toEqual(EYES)
    expect(lastOwn('round')).toContain(footer(13))

    const review = scene.review('alice', 'what about the docs?')
    const reviewed = await run(review, { event: 'pull_request_review', runId: 14 })
    expect(reviewed.outputs.round).toBe('3')
    expect(eyes(repo().reviews.find((r) => r.id === review.review.id)!.reactions)).toEqual(EYES)
    expect(scene.gh.requests.filter((q) => q.route === 'graphql.addReaction').map((q) => q.status)).toEqual([
      200
    ])
    expect(lastOwn('round')).toContain(footer(14))

    const done = scene.comment('alice', 'lgtm')
    expect((await run(done, { runId: 15 })).outputs.node).toBe('complete')
    expect(eyes(scene.thread().find((c) => c.id === done.comment.id)!.reactions)).toEqual(EYES)
    expect(lastOwn('summary')).toContain(footer(15))
  })

  it('a reaction GitHub refuses is named in the job summary; the round runs and the step passes', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`))).exitCode).toBe(0)
    // More failures than the client retries: the reaction fails for good.
    scene.gh.faults.set({ outage: { route: 'reactions.createForIssueComment', times: 4 } })
    const reply = scene.comment('alice', 'check the negative sizes')
    const result = await run(reply)
    expect(result.exitCode).toBe(0)
    expect(errorLines(result)).toBe('')
    expect(result.outputs.round).toBe('2')
    expect(result.summary).toMatch(/could not react 👀 to the comment \(best effort\): .*HTTP 502/)
    expect(scene.thread().find((c) => c.id === reply.comment.id)!.reactions).toEqual([])
  })
})

describe('the run link of an owed post', () => {
  it('names the run that recorded it when a later run posts it', async () => {
    scene = await startReviewScene({ config: REPLIES_CRITIC })
    expect((await run(scene.comment('alice', `the-loop review\n${BRIEF}`), { runId: 30 })).exitCode).toBe(0)
    // Round 2's comment meets an outage in run 31: the state records it as owed by run 31.
    scene.gh.faults.set({ outage: { route: 'issues.createComment', times: 4 } })
    const failed = await run(scene.comment('alice', 'check the negative sizes'), { runId: 31 })
    expect(failed.exitCode).not.toBe(0)
    expect(ownComments(scene, 'round')).toHaveLength(1)
    const owed = JSON.parse(readStateDoc(scene)!) as { host: { review: { owed: Array<{ run: string }> } } }
    expect(owed.host.review.owed.map((p) => p.run)).toEqual(['31'])
    // Run 32 posts it first, rendered again from the state: it links to run 31; round 3 is run 32's own.
    const next = scene.comment('alice', 'and the zero size?')
    expect((await run(next, { runId: 32 })).exitCode).toBe(0)
    const rounds = ownComments(scene, 'round').map((c) => [c.body.match(/round=(\d+)/)?.[1], c.body])
    expect(rounds.map(([n]) => n)).toEqual(['1', '2', '3'])
    expect(rounds.map(([, body]) => body!.match(/actions\/runs\/(\d+)/)?.[1])).toEqual(['30', '31', '32'])
    expect(rounds[1]![1]).toContain(footer(31))
  })
})
