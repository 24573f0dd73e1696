// The port's review threads (issue 26): a reply in a line comment's thread (REST), the threads of a pull request
// (GraphQL, 100 a page) and resolving one, through the in-memory fake and the Octokit adapter over the loopback
// GitHub alike; then what only the adapter shows: its requests, GitHub's FORBIDDEN refusal (HTTP 200), failures.
import { afterAll, describe, expect, it } from '@jest/globals'
import { GitHubApiError } from '../../src/github/port.js'
import { createFakePort } from '../support/fake-port.js'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'

afterAll(closePortServers)

const DIFF = 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1,2 @@\n-a\n+b\n+c\n'

/** Two pull requests, each with one line comment by alice: the root of a thread. */
function scene() {
  const world = new LoopWorld()
  world.createRepo('acme', 'widgets')
  const pull = world.createPull('acme', 'widgets', { diff: DIFF })
  const other = world.createPull('acme', 'widgets', { diff: DIFF })
  const root = world.addReviewComment('acme', 'widgets', pull, {
    author: 'alice',
    path: 'x.ts',
    line: 1,
    body: 'why b?'
  })
  const elsewhere = world.addReviewComment('acme', 'widgets', other, {
    author: 'alice',
    path: 'x.ts',
    line: 2,
    body: 'and c?'
  })
  return { world, pull, root, elsewhere }
}

/** `count` more threads on `pull`, oldest first: their roots' ids. */
function addThreads(world: LoopWorld, pull: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, i) =>
      world.addReviewComment('acme', 'widgets', pull, { path: 'x.ts', line: 2, body: `finding ${i}` }).id
  )
}

const reviewComments = (world: LoopWorld) => world.repo('acme', 'widgets')!.reviewComments
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error
  )

describe.each(portMakers)('%s', (_name, make) => {
  it('replies in a thread with in_reply_to naming its root, and answers the reply as listed', async () => {
    const { world, pull, root } = scene()
    const port = await make(world)
    const reply = await port.replyToReviewComment(pull, root.id, 'fixed in 1a2b3c')
    const stored = reviewComments(world).find((c) => c.id === reply.id)!
    expect(stored.inReplyToId).toBe(root.id)
    expect(reply).toEqual({
      id: stored.id,
      author: 'github-actions[bot]',
      authorType: 'Bot',
      body: 'fixed in 1a2b3c',
      createdAt: stored.createdAt,
      updatedAt: stored.updatedAt,
      path: 'x.ts',
      line: 1,
      startLine: undefined,
      side: 'RIGHT',
      inReplyToId: root.id,
      diffHunk: stored.diffHunk,
      reviewId: stored.reviewId
    })
    expect((await port.listReviewComments(pull)).map((c) => [c.id, c.inReplyToId])).toEqual([
      [root.id, undefined],
      [reply.id, root.id]
    ])
  })

  it('refuses a root of another pull request with 404 and a blank body with 422, creating nothing', async () => {
    const { world, pull, elsewhere } = scene()
    const port = await make(world)
    const before = reviewComments(world).length
    const across = await rejection(port.replyToReviewComment(pull, elsewhere.id, 'hi'))
    expect(across).toBeInstanceOf(GitHubApiError)
    expect((across as GitHubApiError).status).toBe(404)
    const blank = await rejection(port.replyToReviewComment(elsewhere.pull, elsewhere.id, '  '))
    expect(blank).toBeInstanceOf(GitHubApiError)
    expect((blank as GitHubApiError).status).toBe(422)
    expect(reviewComments(world)).toHaveLength(before)
  })

  it('lists 150 threads whole, in root order, each with its node id and root', async () => {
    const { world, pull, root } = scene()
    const roots = [root.id, ...addThreads(world, pull, 149)]
    const port = await make(world)
    const threads = await port.listReviewThreads(pull)
    expect(threads.map((t) => t.rootCommentId)).toEqual(roots)
    expect(threads.map((t) => t.id)).toEqual(roots.map((id) => `PRRT_loopback${id}`))
    expect(threads.filter((t) => t.isResolved)).toEqual([])
  })

  it('resolves a thread, which then lists as resolved; resolving it again is ok too', async () => {
    const { world, pull, root } = scene()
    const [second] = addThreads(world, pull, 1)
    const port = await make(world)
    const [, thread] = await port.listReviewThreads(pull)
    expect(thread?.rootCommentId).toBe(second)
    expect(await port.resolveReviewThread(thread!.id)).toEqual({ ok: true })
    expect(await port.resolveReviewThread(thread!.id)).toEqual({ ok: true })
    const after = await port.listReviewThreads(pull)
    expect(after.map((t) => [t.rootCommentId, t.isResolved])).toEqual([
      [root.id, false],
      [second, true]
    ])
  })

  it('answers an unknown thread id as not-found, with GitHub message, without throwing', async () => {
    const { world } = scene()
    const port = await make(world)
    expect(await port.resolveReviewThread('PRRT_nosuchthread')).toEqual({
      ok: false,
      reason: 'not-found',
      message: "Could not resolve to a node with the global id of 'PRRT_nosuchthread'"
    })
  })

  it('fails listing the threads of a number that is no pull request, with a GitHubApiError', async () => {
    const { world } = scene()
    const issue = world.createIssue('acme', 'widgets', { title: 'I', body: '', author: 'alice' })
    const port = await make(world)
    await expect(port.listReviewThreads(issue)).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.listReviewThreads(999)).rejects.toBeInstanceOf(GitHubApiError)
  })
})

describe('the Octokit adapter over the loopback', () => {
  it('reads 150 threads in exactly 2 GraphQL requests, 100 in 1, none in 1', async () => {
    const { world, pull, root } = scene()
    const empty = world.createPull('acme', 'widgets', { diff: DIFF })
    const { port, gh } = await octokitOverLoopback(world)
    const roots = [root.id, ...addThreads(world, pull, 149)]
    gh.resetRequests()
    expect((await port.listReviewThreads(pull)).map((t) => t.rootCommentId)).toEqual(roots)
    expect(gh.requests.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual([
      'POST graphql 200',
      'POST graphql 200'
    ])
    const hundred = world.createPull('acme', 'widgets', { diff: DIFF })
    addThreads(world, hundred, 100)
    gh.resetRequests()
    expect(await port.listReviewThreads(hundred)).toHaveLength(100)
    expect(await port.listReviewThreads(empty)).toEqual([])
    expect(gh.count()).toBe(2)
  })

  it('sends a reply once: a 404 and a lost answer (502) are not sent again', async () => {
    const { world, pull, root, elsewhere } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    await port.replyToReviewComment(pull, root.id, 'done')
    await rejection(port.replyToReviewComment(pull, elsewhere.id, 'done'))
    gh.faults.set({ outage: { route: 'pulls.createReplyForReviewComment', times: 5 } })
    const lost = await rejection(port.replyToReviewComment(pull, root.id, 'again'))
    expect((lost as GitHubApiError).status).toBe(502)
    expect(gh.requests.map((r) => `${r.method} ${r.route} ${r.status}`)).toEqual([
      'POST pulls.createReplyForReviewComment 201',
      'POST pulls.createReplyForReviewComment 404',
      'POST pulls.createReplyForReviewComment 502'
    ])
  })

  it("maps GitHub's FORBIDDEN refusal (HTTP 200, a null payload) to forbidden, the thread left open", async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const [thread] = await port.listReviewThreads(pull)
    gh.faults.set({ threadResolveForbidden: true })
    expect(await port.resolveReviewThread(thread!.id)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Resource not accessible by integration'
    })
    gh.faults.set({})
    expect((await port.listReviewThreads(pull)).map((t) => t.isResolved)).toEqual([false])
    expect(gh.count('graphql.resolveReviewThread')).toBe(1)
  })

  it('throws a GitHubApiError with the status for any other failure of a resolve or a list', async () => {
    const { world, pull } = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const [thread] = await port.listReviewThreads(pull)
    // More 502s than the client retries: the outage outlasts every resend.
    gh.faults.set({ outage: { route: 'graphql', times: 20 } })
    const resolve = await rejection(port.resolveReviewThread(thread!.id))
    expect(resolve).toBeInstanceOf(GitHubApiError)
    expect((resolve as GitHubApiError).status).toBe(502)
    expect((resolve as GitHubApiError).operation).toBe('graphql resolveReviewThread')
    const list = await rejection(port.listReviewThreads(pull))
    expect((list as GitHubApiError).operation).toBe('graphql reviewThreads')
    expect((list as GitHubApiError).status).toBe(502)
  })
})

describe('the fake port', () => {
  it("gives a thread's path and isOutdated (never set: the loopback moves no lines)", async () => {
    const { world, pull, root } = scene()
    const port = createFakePort({ owner: 'acme', repo: 'widgets' }, world)
    expect(await port.listReviewThreads(pull)).toEqual([
      {
        id: `PRRT_loopback${root.id}`,
        isResolved: false,
        isOutdated: false,
        path: 'x.ts',
        rootCommentId: root.id
      }
    ])
  })

  it('refuses a resolve as forbidden when told to, as the loopback fault does, leaving the thread open', async () => {
    const { world, pull } = scene()
    const port = createFakePort({ owner: 'acme', repo: 'widgets' }, world)
    const [thread] = await port.listReviewThreads(pull)
    port.threadResolveForbidden = true
    expect(await port.resolveReviewThread(thread!.id)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Resource not accessible by integration'
    })
    expect((await port.listReviewThreads(pull)).map((t) => t.isResolved)).toEqual([false])
    expect(port.calls).toEqual(['listReviewThreads', 'resolveReviewThread', 'listReviewThreads'])
  })
})
