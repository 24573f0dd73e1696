// The loopback's review threads, spoken to with plain fetch: replies (POST /pulls/{n}/comments/{id}/replies)
// land in the thread with its root's id, GraphQL's reviewThreads paginates at GitHub's limit, and
// resolveReviewThread / unresolveReviewThread answer as GitHub does, HTTP 200 with typed errors included.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { SHAPES } from './rest-shapes.js'
import {
  RESOLVE_THREAD_MUTATION,
  REVIEW_THREADS_QUERY,
  UNRESOLVE_THREAD_MUTATION
} from './review-thread-documents.js'

const DIFF = 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1,2 @@\n-a\n+b\n+c\n'

let gh: LoopbackGitHub
const newPull = () => gh.world.createPull('acme', 'widgets', { diff: DIFF })
const rootComment = (pull: number, body = 'why b?') =>
  gh.world.addReviewComment('acme', 'widgets', pull, { author: 'alice', path: 'x.ts', line: 1, body })

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${gh.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> }
}
const reply = (pull: number, commentId: number, body: unknown) =>
  call('POST', `/repos/acme/widgets/pulls/${pull}/comments/${commentId}/replies`, { body })
const graphql = (query: string, variables: Record<string, unknown>) =>
  call('POST', '/graphql', { query, variables })

interface ThreadNode {
  id: string
  isResolved: boolean
  comments: { nodes: Array<{ databaseId: number }> }
}
interface ThreadPage {
  nodes: ThreadNode[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
}
const threadPage = async (pull: number, first: number, after?: string): Promise<ThreadPage> => {
  const { status, json } = await graphql(REVIEW_THREADS_QUERY, {
    owner: 'acme',
    repo: 'widgets',
    number: pull,
    first,
    ...(after !== undefined ? { after } : {})
  })
  expect(status).toBe(200)
  expect(json.errors).toBeUndefined()
  const data = json.data as { repository: { pullRequest: { reviewThreads: ThreadPage } } }
  return data.repository.pullRequest.reviewThreads
}
const threadOf = async (pull: number, rootId: number): Promise<ThreadNode> => {
  const found = (await threadPage(pull, 100)).nodes.find((t) => t.comments.nodes[0]?.databaseId === rootId)
  if (!found) throw new Error(`no thread with root ${rootId} on #${pull}`)
  return found
}

const ajv = new Ajv2020({ allErrors: true })
const validComment = ajv.compile(SHAPES['pull-request-review-comment'])

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets')
})
afterAll(() => gh.close())

describe('a reply in a review thread', () => {
  it('is 201 with the new comment, pointing at the root, in the review-comment id sequence', async () => {
    const pull = newPull()
    const root = rootComment(pull)
    const first = await reply(pull, root.id, 'because')
    expect(first.status).toBe(201)
    expect(validComment(first.json)).toBe(true)
    expect(first.json).toMatchObject({ in_reply_to_id: root.id, body: 'because', path: 'x.ts', line: 1 })
    expect(first.json.user).toMatchObject({ login: 'github-actions[bot]' })
    expect(first.json.id).toBe(root.id + 1)
    expect(first.headers.get('location')).toBe(`${gh.url}/repos/acme/widgets/pulls/comments/${root.id + 1}`)
    // A reply named as the comment answered still lands in the root's thread, one level deep.
    const second = await reply(pull, first.json.id as number, 'and again')
    expect(second.status).toBe(201)
    expect(second.json.in_reply_to_id).toBe(root.id)
    const listed = await call('GET', `/repos/acme/widgets/pulls/${pull}/comments`)
    const rows = listed.json as unknown as Array<{ id: number; in_reply_to_id?: number }>
    expect(rows.map((c) => [c.id, c.in_reply_to_id])).toEqual([
      [root.id, undefined],
      [root.id + 1, root.id],
      [root.id + 2, root.id]
    ])
    // One thread, not three: replies start none.
    const page = await threadPage(pull, 100)
    expect(page.nodes.map((t) => t.comments.nodes.map((c) => c.databaseId))).toEqual([[root.id]])
  })

  it("is 404 for another pull request's comment, and for an unknown one, creating nothing", async () => {
    const pull = newPull()
    const other = rootComment(newPull())
    const before = gh.world.repo('acme', 'widgets')!.reviewComments.length
    expect((await reply(pull, other.id, 'hi')).status).toBe(404)
    expect((await reply(pull, 999, 'hi')).status).toBe(404)
    expect(gh.world.repo('acme', 'widgets')!.reviewComments.length).toBe(before)
    // The control: on its own pull request the same reply is taken.
    const mine = await reply(other.pull, other.id, 'hi')
    expect(mine.status).toBe(201)
  })

  it('needs a body (422), before anything is created', async () => {
    const pull = newPull()
    const root = rootComment(pull)
    const missing = await call('POST', `/repos/acme/widgets/pulls/${pull}/comments/${root.id}/replies`, {})
    expect(missing.status).toBe(422)
    expect(missing.json.message).toContain('"body" wasn\'t supplied.')
    expect((await reply(pull, root.id, 42)).status).toBe(422)
    expect((await threadOf(pull, root.id)).comments.nodes).toHaveLength(1)
  })
})

describe('reviewThreads', () => {
  it('paginates 150 threads in two pages of at most 100, each with a unique PRRT_ node id', async () => {
    const pull = newPull()
    const roots = Array.from({ length: 150 }, (_, i) => rootComment(pull, `finding ${i}`).id)
    const one = await threadPage(pull, 100)
    expect(one.nodes).toHaveLength(100)
    expect(one.pageInfo.hasNextPage).toBe(true)
    const two = await threadPage(pull, 100, one.pageInfo.endCursor!)
    expect(two.nodes).toHaveLength(50)
    expect(two.pageInfo.hasNextPage).toBe(false)
    const all = [...one.nodes, ...two.nodes]
    expect(all.map((t) => t.comments.nodes[0]!.databaseId)).toEqual(roots)
    expect(new Set(all.map((t) => t.id)).size).toBe(150)
    expect(all.every((t) => /^PRRT_/.test(t.id) && !t.isResolved)).toBe(true)
  })

  it("refuses more than 100 a page, as GitHub's connection limit does", async () => {
    const { status, json } = await graphql(REVIEW_THREADS_QUERY, {
      owner: 'acme',
      repo: 'widgets',
      number: newPull(),
      first: 101
    })
    expect(status).toBe(200)
    expect(json.data).toBeNull()
    expect(json.errors).toEqual([expect.objectContaining({ type: 'EXCESSIVE_PAGINATION' })])
  })
})

describe('resolveReviewThread and unresolveReviewThread', () => {
  it('round-trip a thread, logged as mutations of their own', async () => {
    const pull = newPull()
    const thread = await threadOf(pull, rootComment(pull).id)
    const resolved = await graphql(RESOLVE_THREAD_MUTATION, { threadId: thread.id })
    expect(resolved).toMatchObject({ status: 200 })
    expect(resolved.json).toEqual({
      data: { resolveReviewThread: { thread: { id: thread.id, isResolved: true } } }
    })
    expect((await threadOf(pull, thread.comments.nodes[0]!.databaseId)).isResolved).toBe(true)
    const reopened = await graphql(UNRESOLVE_THREAD_MUTATION, { threadId: thread.id })
    expect(reopened.json).toEqual({
      data: { unresolveReviewThread: { thread: { id: thread.id, isResolved: false } } }
    })
    expect((await threadOf(pull, thread.comments.nodes[0]!.databaseId)).isResolved).toBe(false)
    expect(gh.requests.filter((r) => r.route === 'graphql.resolveReviewThread')).toHaveLength(1)
    expect(gh.requests.filter((r) => r.route === 'graphql.unresolveReviewThread')).toHaveLength(1)
  })

  it('answers an unknown thread id as GitHub answers a bad node id: 200, NOT_FOUND, a null payload', async () => {
    const threadId = 'PRRT_nosuchthread'
    const { status, json } = await graphql(RESOLVE_THREAD_MUTATION, { threadId })
    expect(status).toBe(200)
    expect(json).toEqual({
      data: { resolveReviewThread: null },
      errors: [
        {
          type: 'NOT_FOUND',
          path: ['resolveReviewThread'],
          message: `Could not resolve to a node with the global id of '${threadId}'`
        }
      ]
    })
  })

  it('refuses a token without permission with 200 and FORBIDDEN, leaving the thread open', async () => {
    const pull = newPull()
    const root = rootComment(pull)
    const thread = await threadOf(pull, root.id)
    gh.faults.set({ threadResolveForbidden: true })
    try {
      const { status, json } = await graphql(RESOLVE_THREAD_MUTATION, { threadId: thread.id })
      expect(status).toBe(200)
      expect(json).toEqual({
        data: { resolveReviewThread: null },
        errors: [
          {
            type: 'FORBIDDEN',
            path: ['resolveReviewThread'],
            message: 'Resource not accessible by integration'
          }
        ]
      })
      // The refusal is the mutation's only: a reply in the same thread is still taken.
      expect((await reply(pull, root.id, 'no longer found')).status).toBe(201)
    } finally {
      gh.faults.set({})
    }
    expect((await threadOf(pull, root.id)).isResolved).toBe(false)
  })
})
