// The Octokit adapter's review threads against answers written out by hand in the shapes GitHub's GraphQL
// schema allows, for what the loopback does not produce: an outdated thread and its path, a thread whose first
// comment has no databaseId, null list entries, the cursor sent back, a page claiming a next page without a
// cursor, and a GraphQL error that is no refusal.
import { afterEach, describe, expect, it } from '@jest/globals'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGitHubPort } from '../../src/github/octokit.js'
import { GitHubApiError, type GitHubPort } from '../../src/github/port.js'

interface Canned {
  port: GitHubPort
  /** The variables of each GraphQL request received, in order. */
  sent: Array<Record<string, unknown>>
}

let server: Server | undefined
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** A server answering each POST /graphql with the next of `answers` (HTTP 200), and a port on it. */
async function canned(answers: unknown[]): Promise<Canned> {
  const sent: Array<Record<string, unknown>> = []
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        variables: Record<string, unknown>
      }
      sent.push(body.variables)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answers.shift() ?? { data: null, errors: [{ message: 'no more answers' }] }))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: url,
    throttle: false,
    retryBaseMs: 1
  })
  return { port, sent }
}

const page = (nodes: unknown[], hasNextPage: boolean, endCursor: string | null) => ({
  data: { repository: { pullRequest: { reviewThreads: { nodes, pageInfo: { hasNextPage, endCursor } } } } }
})

const node = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  isResolved: false,
  isOutdated: false,
  path: 'src/a.ts',
  comments: { nodes: [{ databaseId: 11 }] },
  ...extra
})

describe('listReviewThreads on GitHub-shaped answers', () => {
  it('maps isOutdated, path and a missing databaseId, skips null nodes, and sends the end cursor back', async () => {
    const { port, sent } = await canned([
      page([node('PRRT_a', { isOutdated: true, path: 'docs/b.md' }), null], true, 'Y3Vyc29yOjE='),
      page([node('PRRT_b', { isResolved: true, comments: { nodes: [{ databaseId: null }] } })], false, null),
      page([node('PRRT_c', { comments: { nodes: [] } })], false, 'Y3Vyc29yOjI=')
    ])
    expect(await port.listReviewThreads(7)).toEqual([
      { id: 'PRRT_a', isResolved: false, isOutdated: true, path: 'docs/b.md', rootCommentId: 11 },
      { id: 'PRRT_b', isResolved: true, isOutdated: false, path: 'src/a.ts', rootCommentId: undefined }
    ])
    expect(await port.listReviewThreads(8)).toEqual([
      { id: 'PRRT_c', isResolved: false, isOutdated: false, path: 'src/a.ts', rootCommentId: undefined }
    ])
    expect(sent).toEqual([
      { owner: 'acme', repo: 'widgets', number: 7, first: 100, after: null },
      { owner: 'acme', repo: 'widgets', number: 7, first: 100, after: 'Y3Vyc29yOjE=' },
      { owner: 'acme', repo: 'widgets', number: 8, first: 100, after: null }
    ])
  })

  it('stops with a GitHubApiError when a page claims a next page but gives no new cursor', async () => {
    const { port, sent } = await canned([page([node('PRRT_a')], true, 'c1'), page([], true, 'c1')])
    await expect(port.listReviewThreads(7)).rejects.toThrow(/graphql reviewThreads.*without a new cursor/)
    expect(sent).toHaveLength(2)
  })
})

describe('resolveReviewThread on GitHub-shaped answers', () => {
  it('throws a GitHubApiError for a GraphQL error that is neither FORBIDDEN nor NOT_FOUND', async () => {
    const { port } = await canned([
      { data: { resolveReviewThread: null }, errors: [{ type: 'INTERNAL', message: 'Something went wrong' }] }
    ])
    const error = await port.resolveReviewThread('PRRT_a').then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(GitHubApiError)
    expect((error as GitHubApiError).message).toMatch(
      /graphql resolveReviewThread[\s\S]*Something went wrong/
    )
  })

  it('throws when GitHub answers the mutation with the thread still open', async () => {
    const { port } = await canned([
      { data: { resolveReviewThread: { thread: { id: 'PRRT_a', isResolved: false } } } }
    ])
    await expect(port.resolveReviewThread('PRRT_a')).rejects.toThrow(/without resolving thread PRRT_a/)
  })

  it('throws for a refusal beside another error, which makes it no plain refusal', async () => {
    const { port } = await canned([
      {
        data: { resolveReviewThread: null },
        errors: [
          { type: 'NOT_FOUND', message: "Could not resolve to a node with the global id of 'x'" },
          { type: 'INTERNAL', message: 'Something went wrong' }
        ]
      }
    ])
    await expect(port.resolveReviewThread('x')).rejects.toBeInstanceOf(GitHubApiError)
  })

  it('answers a list of refusals by its first, with its message', async () => {
    const { port } = await canned([
      {
        data: { resolveReviewThread: null },
        errors: [
          { type: 'FORBIDDEN', message: 'Resource not accessible by integration' },
          { type: 'NOT_FOUND', message: "Could not resolve to a node with the global id of 'x'" }
        ]
      }
    ])
    expect(await port.resolveReviewThread('x')).toEqual({
      ok: false,
      reason: 'forbidden',
      message: 'Resource not accessible by integration'
    })
  })
})
