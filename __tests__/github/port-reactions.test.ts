// The port's three reactions (issue comment and line comment by REST, a review's body by GraphQL) through the
// real Octokit adapter over the loopback GitHub, and the in-memory fake alike: one reaction per content however
// often it is sent, a failure named by its call. With the production client (throttling on), a reaction goes
// out at least a second after the write before it, as GitHub asks of content-creating requests.
import { afterAll, describe, expect, it } from '@jest/globals'
import { createGitHubPort } from '../../src/github/octokit.js'
import { GitHubApiError, type GitHubPort } from '../../src/github/port.js'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { reviewNodeId } from '../support/loopback/reviews.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import { LoopWorld } from '../support/loopback/world.js'

afterAll(closePortServers)

const DIFF = 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n'

function scene() {
  const world = new LoopWorld()
  world.createRepo('acme', 'widgets')
  const pull = world.createPull('acme', 'widgets', { diff: DIFF })
  const comment = world.addComment('acme', 'widgets', pull, 'please look', 'alice')
  const line = world.addReviewComment('acme', 'widgets', pull, {
    author: 'alice',
    path: 'x.ts',
    line: 1,
    body: 'why?'
  })
  const review = world.addReview('acme', 'widgets', pull, { author: 'alice', body: 'and the docs?' })
  return { world, comment, line, review }
}

const given = (list: Array<{ content: string; user: string }>) => list.map((r) => `${r.user} ${r.content}`)

describe.each(portMakers)('%s', (_name, make) => {
  it('reacts to an issue comment, a line comment and a review, once per content', async () => {
    const { world, comment, line, review } = scene()
    const port = await make(world)
    for (let i = 0; i < 2; i++) {
      await port.addReaction(comment.id, 'eyes')
      await port.addReviewCommentReaction(line.id, 'eyes')
      await port.addReviewReaction(reviewNodeId(review.id), 'eyes')
    }
    await port.addReviewReaction(reviewNodeId(review.id), 'rocket')
    expect(given(comment.reactions)).toEqual(['github-actions[bot] eyes'])
    expect(given(line.reactions)).toEqual(['github-actions[bot] eyes'])
    expect(given(review.reactions)).toEqual(['github-actions[bot] eyes', 'github-actions[bot] rocket'])
  })

  it('fails with a GitHubApiError for a comment, a line comment or a review that is not there', async () => {
    const { world } = scene()
    const port = await make(world)
    await expect(port.addReaction(1, 'eyes')).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.addReviewCommentReaction(1, 'eyes')).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.addReviewReaction('PRR_nope', 'eyes')).rejects.toBeInstanceOf(GitHubApiError)
  })
})

describe('the Octokit adapter', () => {
  it('sends each reaction to its API, and names the call that failed', async () => {
    const { world, comment, line, review } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    await port.addReaction(comment.id, 'eyes')
    await port.addReviewCommentReaction(line.id, 'eyes')
    await port.addReviewReaction(reviewNodeId(review.id), 'eyes')
    expect(gh.requests.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual([
      'POST reactions.createForIssueComment 201',
      'POST reactions.createForPullRequestReviewComment 201',
      'POST graphql.addReaction 200'
    ])
    await expect(port.addReviewCommentReaction(1, 'eyes')).rejects.toThrow(
      /reactions\.createForPullRequestReviewComment/
    )
    // GraphQL says what went wrong with HTTP 200: the error still names the call, and GitHub's reason.
    await expect(port.addReviewReaction('PRR_nope', 'eyes')).rejects.toThrow(
      /graphql addReaction[\s\S]*Could not resolve to a node/
    )
  })

  it('with throttling on, as in production, sends a reaction a second or more after the write before it', async () => {
    const { world, comment, line, review } = scene()
    const gh = await startLoopbackGitHub({ world })
    try {
      const port: GitHubPort = createGitHubPort({
        token: 't',
        repo: { owner: 'acme', repo: 'widgets' },
        baseUrl: gh.url,
        throttle: true
      })
      const started = Date.now()
      // Started together, as the run starts its deferred effects: the throttle queues every write.
      await Promise.all([
        port.addLabels(comment.issue, ['loop:review']),
        port.addReaction(comment.id, 'eyes'),
        port.addReviewCommentReaction(line.id, 'eyes'),
        port.addReviewReaction(reviewNodeId(review.id), 'eyes')
      ])
      const at = gh.requests.map((r) => r.at)
      expect(at).toHaveLength(4)
      // Each write is scheduled a second after the one before, which was scheduled after `started`.
      at.forEach((t, i) => expect(t - started).toBeGreaterThanOrEqual(1000 * i))
    } finally {
      await gh.close()
    }
  }, 15_000)
})
