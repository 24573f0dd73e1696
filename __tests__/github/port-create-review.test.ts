// createReview through both ports: one request makes one COMMENT review with its line comments, a place off the
// diff refuses it whole (422, nothing created, never resent), and a lost answer never makes a second review.
import { afterAll, describe, expect, it } from '@jest/globals'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'
import { GitHubApiError, type NewReview } from '../../src/github/port.js'
import { reviewRequestBody } from '../../src/github/review-request.js'

afterAll(closePortServers)

const O = 'acme'
const R = 'widgets'
const HEAD = 'c'.repeat(40)
const DIFF = [
  'diff --git a/src/a.ts b/src/a.ts',
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
  const pull = world.createPull(O, R, { diff: DIFF, headSha: HEAD, author: 'alice' })
  return { world, pull }
}

const review = (more: Partial<NewReview> = {}): NewReview => ({
  commitId: HEAD,
  body: 'Round 1, claude <!-- marker -->',
  comments: [
    { path: 'src/a.ts', line: 2, side: 'RIGHT', body: 'finding one' },
    { path: 'src/a.ts', line: 2, side: 'LEFT', body: 'finding two' },
    { path: 'src/a.ts', line: 3, side: 'RIGHT', startLine: 2, startSide: 'RIGHT', body: 'finding three' }
  ],
  ...more
})

describe.each(portMakers)('%s', (_name, make) => {
  it('creates one review with event COMMENT and answers its id and its comments, in the order sent', async () => {
    const { world, pull } = scene()
    const port = await make(world)
    const created = await port.createReview(pull, review(), { withComments: true })
    const [stored] = world.repo(O, R)!.reviews
    // COMMENTED is what GitHub records for event COMMENT (no event would leave it PENDING, APPROVE approve it).
    expect([created.id, stored?.state, stored?.commitId, stored?.body]).toEqual([
      stored?.id,
      'COMMENTED',
      HEAD,
      'Round 1, claude <!-- marker -->'
    ])
    expect(created.comments.map((c) => [c.body, c.path, c.line, c.side, c.reviewId])).toEqual([
      ['finding one', 'src/a.ts', 2, 'RIGHT', created.id],
      ['finding two', 'src/a.ts', 2, 'LEFT', created.id],
      ['finding three', 'src/a.ts', 3, 'RIGHT', created.id]
    ])
    expect(world.repo(O, R)!.reviewComments.find((c) => c.body === 'finding three')).toMatchObject({
      startLine: 2,
      startSide: 'RIGHT'
    })
    expect((await port.listReviewComments(pull)).map((c) => c.id)).toEqual(created.comments.map((c) => c.id))
  })

  it('refuses the whole review with 422 when one comment is off the diff; nothing is created', async () => {
    const { world, pull } = scene()
    const port = await make(world)
    const bad = review({
      comments: [...review().comments, { path: 'src/a.ts', line: 40, side: 'RIGHT', body: 'off the diff' }]
    })
    const error = await port.createReview(pull, bad).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GitHubApiError)
    expect((error as GitHubApiError).status).toBe(422)
    expect([world.repo(O, R)!.reviews, world.repo(O, R)!.reviewComments]).toEqual([[], []])
  })
})

describe.each(portMakers)('%s: updateReview', (_name, make) => {
  it("replaces its own review's body; another user's review is refused", async () => {
    const { world, pull } = scene()
    const port = await make(world)
    const created = await port.createReview(pull, review())
    expect((await port.updateReview(pull, created.id, 'edited')).body).toBe('edited')
    expect(world.repo(O, R)!.reviews[0]!.body).toBe('edited')
    world.repo(O, R)!.reviews[0]!.user = { ...world.repo(O, R)!.reviews[0]!.user, login: 'mallory' }
    const error = await port.updateReview(pull, created.id, 'again').catch((e: unknown) => e)
    expect((error as GitHubApiError).status).toBe(403)
    expect(world.repo(O, R)!.reviews[0]!.body).toBe('edited')
  })
})

describe('createReview requests (Octokit over loopback)', () => {
  it('sends one create, and one read of its comments only when asked; without comments it is one request', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    await port.createReview(pull, review(), { withComments: true })
    expect(gh.requests.map((r) => `${r.method} ${r.route}`)).toEqual([
      'POST pulls.createReview',
      'GET pulls.listCommentsForReview'
    ])
    gh.resetRequests()
    expect(await port.createReview(pull, review())).toMatchObject({ comments: [] })
    expect(gh.requests.map((r) => r.route)).toEqual(['pulls.createReview'])
    gh.resetRequests()
    expect(await port.createReview(pull, review({ body: 'text only', comments: [] }))).toMatchObject({
      comments: []
    })
    expect(gh.requests.map((r) => r.route)).toEqual(['pulls.createReview'])
  })

  it('never resends a refused review (422)', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const bad = review({ comments: [{ path: 'src/b.ts', line: 1, side: 'RIGHT', body: 'x' }] })
    await expect(port.createReview(pull, bad)).rejects.toThrow(/pulls\.createReview failed \(HTTP 422\)/)
    expect(gh.count('pulls.createReview')).toBe(1)
  })

  it('after a lost answer finds the review that landed instead of creating a second one', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const earlier = world.addReview(O, R, pull, { author: 'bob', body: 'Round 1, claude <!-- marker -->' })
    gh.faults.set({ afterApplyRate: 1 })
    const created = await port.createReview(pull, review(), { after: earlier.id, withComments: true })
    gh.faults.set({})
    const ours = world.repo(O, R)!.reviews.filter((r) => r.id > earlier.id)
    expect(ours.map((r) => r.id)).toEqual([created.id])
    expect(created.comments.map((c) => c.body)).toEqual(['finding one', 'finding two', 'finding three'])
    expect([gh.count('pulls.createReview'), gh.count('pulls.listReviews')]).toEqual([1, 1])
  })

  it('sends again when the review was refused before it applied', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    gh.faults.set({ outage: { route: 'pulls.createReview', times: 2 } })
    await port.createReview(pull, review(), { after: 0 })
    gh.faults.set({})
    expect(world.repo(O, R)!.reviews).toHaveLength(1)
    expect(gh.count('pulls.createReview')).toBe(3)
  })

  it('does not look for a review with an empty body (nothing identifies it): a lost answer means another send', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    gh.faults.set({ afterApplyRate: 1 })
    await expect(port.createReview(pull, review({ body: '' }), { after: 0 })).rejects.toThrow(/HTTP 502/)
    gh.faults.set({})
    expect(gh.count('pulls.listReviews')).toBe(0)
    expect(world.repo(O, R)!.reviews).toHaveLength(4)
  })
})

describe('reviewRequestBody', () => {
  it('always asks for event COMMENT and gives a range its start line and side', () => {
    const body = reviewRequestBody(review())
    expect(body).toEqual({
      commit_id: HEAD,
      body: 'Round 1, claude <!-- marker -->',
      event: 'COMMENT',
      comments: [
        { path: 'src/a.ts', line: 2, side: 'RIGHT', body: 'finding one' },
        { path: 'src/a.ts', line: 2, side: 'LEFT', body: 'finding two' },
        {
          path: 'src/a.ts',
          line: 3,
          side: 'RIGHT',
          start_line: 2,
          start_side: 'RIGHT',
          body: 'finding three'
        }
      ]
    })
    // A caller cannot ask for a verdict: an event smuggled in is not sent.
    const smuggled = { ...review(), event: 'APPROVE' } as NewReview
    expect(reviewRequestBody(smuggled).event).toBe('COMMENT')
  })
})

describe.each(portMakers)('%s: drafts (pending reviews)', (_name, make) => {
  it('creates a draft only its author sees, checked as a review is, and deletes it without a trace', async () => {
    const { world, pull } = scene()
    const port = await make(world)
    const comments = review().comments
    const id = await port.createPendingReview(pull, { commitId: HEAD, comments })
    const repo = world.repo(O, R)!
    expect(repo.reviews.map((r) => [r.id, r.state])).toEqual([[id, 'PENDING']])
    expect((await port.listReviews(pull)).map((r) => r.state)).toEqual(['PENDING'])
    expect(await port.listReviewComments(pull)).toEqual([])
    await port.deletePendingReview(pull, id)
    expect([repo.reviews, repo.reviewComments]).toEqual([[], []])
    // A place off the diff refuses a draft as it refuses a review.
    const off = [{ path: 'src/a.ts', line: 9, side: 'RIGHT' as const, body: 'off' }]
    await expect(port.createPendingReview(pull, { commitId: HEAD, comments: off })).rejects.toMatchObject({
      status: 422
    })
  })

  it('a draft blocks every new review of its author, with the 422 that says so; a submitted review is not deleted', async () => {
    const { world, pull } = scene()
    const port = await make(world)
    const id = await port.createPendingReview(pull, { commitId: HEAD, comments: [] })
    const refused = await port.createReview(pull, review()).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(GitHubApiError)
    expect((refused as GitHubApiError).message).toContain('one pending review per pull request')
    await port.deletePendingReview(pull, id)
    const posted = await port.createReview(pull, review())
    await expect(port.deletePendingReview(pull, posted.id)).rejects.toMatchObject({ status: 422 })
  })
})
