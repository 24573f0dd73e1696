// Reviews and review (line) comments through both ports: drafts hidden until submitted, replies, diff hunks,
// GitHub's separate id sequences, and (Octokit only) pagination past 100 with exact request counts.
import { afterAll, describe, expect, it } from '@jest/globals'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'
import { GitHubApiError } from '../../src/github/port.js'

afterAll(closePortServers)

const O = 'acme'
const R = 'widgets'
const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,3 +1,4 @@',
  ' one',
  '-two',
  '+TWO',
  '+three',
  ' four',
  ''
].join('\n')

function scene() {
  const world = new LoopWorld()
  world.createRepo(O, R)
  const pull = world.createPull(O, R, { diff: DIFF, headSha: 'c'.repeat(40) })
  return { world, pull }
}

describe.each(portMakers)('%s', (_name, make) => {
  it('lists submitted reviews and their line comments, with replies and the hunk up to the line', async () => {
    const { world, pull } = scene()
    const review = world.addReview(O, R, pull, {
      author: 'alice',
      comments: [
        { path: 'src/a.ts', line: 3, body: 'why three?' },
        { path: 'src/a.ts', line: 2, side: 'LEFT', body: 'two was fine' }
      ]
    })
    const [first] = world.repo(O, R)!.reviewComments
    const reply = world.addReviewComment(O, R, pull, {
      author: 'ci[bot]',
      inReplyToId: first!.id,
      body: 'because'
    })
    const port = await make(world)

    const reviews = await port.listReviews(pull)
    expect(reviews.map((r) => [r.id, r.author, r.authorType, r.body, r.state])).toEqual([
      [review.id, 'alice', 'User', '', 'COMMENTED'],
      [reply.reviewId, 'ci[bot]', 'Bot', '', 'COMMENTED']
    ])
    expect(reviews.every((r) => typeof r.submittedAt === 'string')).toBe(true)

    const comments = await port.listReviewComments(pull)
    expect(comments.map((c) => [c.body, c.path, c.line, c.side, c.inReplyToId, c.reviewId])).toEqual([
      ['why three?', 'src/a.ts', 3, 'RIGHT', undefined, review.id],
      ['two was fine', 'src/a.ts', 2, 'LEFT', undefined, review.id],
      ['because', 'src/a.ts', 3, 'RIGHT', first!.id, reply.reviewId]
    ])
    expect(comments[0]!.diffHunk).toBe('@@ -1,3 +1,4 @@\n one\n-two\n+TWO\n+three')
    expect(comments[1]!.diffHunk).toBe('@@ -1,3 +1,4 @@\n one\n-two')
    expect(comments[2]!.diffHunk).toBe(comments[0]!.diffHunk)
    await expect(port.listReviews(999)).rejects.toBeInstanceOf(GitHubApiError)
  })

  it('keeps a drafted line comment hidden until its review is submitted, then lists it with its drafting time', async () => {
    const { world, pull } = scene()
    const draft = world.addReview(O, R, pull, {
      author: 'alice',
      body: 'overall fine',
      state: 'PENDING',
      comments: [{ path: 'src/a.ts', line: 4, body: 'drafted early' }]
    })
    world.advanceClock(3600)
    const meanwhile = world.addComment(O, R, pull, 'posted while the draft waited', 'bob')
    const port = await make(world)
    expect(await port.listReviews(pull)).toEqual([])
    expect(await port.listReviewComments(pull)).toEqual([])

    world.submitReview(O, R, pull, draft.id)
    const [review] = await port.listReviews(pull)
    const [comment] = await port.listReviewComments(pull)
    expect([review?.body, review?.state]).toEqual(['overall fine', 'COMMENTED'])
    // Drafted before the issue comment, visible only after it: order a conversation by submittedAt.
    expect(comment!.createdAt < meanwhile.createdAt).toBe(true)
    expect(review!.submittedAt! > meanwhile.createdAt).toBe(true)
  })

  it("shows the token's own pending review to it, and edits and deletions of comments", async () => {
    const { world, pull } = scene()
    const own = world.addReview(O, R, pull, { author: world.actor, state: 'PENDING', body: 'mine' })
    world.addReview(O, R, pull, { author: 'alice', state: 'PENDING', body: 'hers' })
    const gone = world.addReviewComment(O, R, pull, { path: 'src/a.ts', line: 1, body: 'x' })
    const kept = world.addReviewComment(O, R, pull, { path: 'src/a.ts', line: 1, body: 'y' })
    world.editComment('review-comment', kept.id, 'y, edited')
    world.deleteComment('review-comment', gone.id)
    const port = await make(world)
    const pending = (await port.listReviews(pull)).filter((r) => r.state === 'PENDING')
    expect(pending.map((r) => [r.id, r.body, r.submittedAt])).toEqual([[own.id, 'mine', undefined]])
    const [edited] = await port.listReviewComments(pull)
    expect([edited?.id, edited?.body, edited!.updatedAt > edited!.createdAt]).toEqual([
      kept.id,
      'y, edited',
      true
    ])
  })
})

describe('GitHub id sequences', () => {
  it('keeps issue comments, reviews and review comments apart, seeded like GitHub webhook examples', async () => {
    const { world, pull } = scene()
    const issueComment = world.addComment(O, R, pull, 'first', 'alice')
    const reviewComment = world.addReviewComment(O, R, pull, { path: 'src/a.ts', line: 1, body: 'later' })
    expect(issueComment.id).toBe(492700400)
    expect(reviewComment.reviewId).toBe(237895671)
    expect(reviewComment.id).toBe(284312630)
    // Newer, yet a lower id: comparing ids across kinds does not order a conversation.
    expect(reviewComment.createdAt > issueComment.createdAt).toBe(true)
    expect(reviewComment.id).toBeLessThan(issueComment.id)
    const { port } = await octokitOverLoopback(world)
    const [listed] = await port.listReviewComments(pull)
    expect(listed?.id).toBeLessThan((await port.listComments(pull))[0]!.id)
  })
})

describe('pagination (Octokit over loopback)', () => {
  it('follows Link headers across more than 100 reviews and review comments, 100 per request', async () => {
    const { world, pull } = scene()
    for (let i = 0; i < 150; i++)
      world.addReviewComment(O, R, pull, {
        author: i % 2 ? 'bob' : 'ci[bot]',
        path: 'src/a.ts',
        line: 2,
        body: `c${i}`
      })
    const { port, gh } = await octokitOverLoopback(world)
    const comments = await port.listReviewComments(pull)
    expect(comments.map((c) => c.body)).toEqual(Array.from({ length: 150 }, (_, i) => `c${i}`))
    expect(comments.map((c) => c.id)).toEqual([...comments.map((c) => c.id)].sort((a, b) => a - b))
    const reviews = await port.listReviews(pull)
    expect(new Set(reviews.map((r) => r.id)).size).toBe(150)
    expect([gh.count('pulls.listReviewComments'), gh.count('pulls.listReviews')]).toEqual([2, 2])
    expect(gh.requests.every((r) => !r.path.includes('/pulls/') || r.path.includes('per_page=100'))).toBe(
      true
    )
  })
})
