// A read-only token's 403 becomes an error that names the permission the refused call needs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub, type LoopbackGitHub } from '../support/loopback/server.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { PermissionError, permissionFor } from '../../src/github/permissions.js'
import { GitHubApiError, type GitHubPort } from '../../src/github/port.js'
import { UserError } from '../../src/base/shared/errors.js'

let gh: LoopbackGitHub
let port: GitHubPort
let issue: number

beforeAll(async () => {
  gh = await startLoopbackGitHub()
  gh.world.createRepo('acme', 'widgets', { files: { 'README.md': 'hi\n' } })
  issue = gh.world.createIssue('acme', 'widgets', { title: 'Add X', author: 'alice' })
  port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false,
    retryBaseMs: 1
  })
  gh.faults.set({ readOnly: true })
})
afterAll(() => gh.close())

async function refusal(run: () => Promise<unknown>): Promise<PermissionError> {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(PermissionError)
  expect(error).toBeInstanceOf(UserError)
  return error as PermissionError
}

describe('a read-only token', () => {
  it('still reads', async () => {
    expect(await port.getIssue(issue)).toMatchObject({ title: 'Add X' })
  })

  it('names contents: write for a state write, a git object and a dispatch', async () => {
    const file = await refusal(() => port.writeBranchFile('a.json', 'main', '{}', 'm', undefined))
    expect(file.message).toContain('lacks `contents: write`')
    expect(file.message).toMatch(/^GitHub refused repos\.createOrUpdateFileContents \(HTTP 403/)
    const tree = await refusal(() =>
      port.createTree([{ path: 'a', mode: '100644', type: 'blob', content: 'x' }])
    )
    expect(tree.message).toContain('git.createTree')
    expect(tree.message).toContain('`contents: write`')
    const ref = await refusal(() => port.createBranch('state', 'f'.repeat(40)))
    expect(ref.permission).toBe('`contents: write`')
    const dispatch = await refusal(() => port.dispatchRepositoryEvent('x', {}))
    expect(dispatch.permission).toBe('`contents: write`')
  })

  it('names issues: write and pull-requests: write for comments, labels and reactions', async () => {
    const both = '`issues: write` (on an issue) and `pull-requests: write` (on a pull request)'
    expect((await refusal(() => port.createComment(issue, 'hello'))).permission).toBe(both)
    expect((await refusal(() => port.addLabels(issue, ['x']))).permission).toBe(both)
    expect((await refusal(() => port.addReaction(1, 'eyes'))).permission).toBe(both)
  })

  it('names pull-requests: write for a reaction to a line comment', async () => {
    const refused = await refusal(() => port.addReviewCommentReaction(1, 'eyes'))
    expect(refused.permission).toBe('`pull-requests: write`')
    expect(refused.message).toMatch(/^GitHub refused reactions\.createForPullRequestReviewComment \(HTTP 403/)
  })

  it('says how to fix it, and that a fork event gets a read-only token', async () => {
    const error = await refusal(() => port.createComment(issue, 'hello'))
    expect(error.message).toContain('Grant it under `permissions:` in the workflow')
    expect(error.message).toContain('pull_request_review and pull_request_review_comment events from forks')
    expect(error.message).not.toContain('\n')
  })

  it('leaves other 403s as they were', async () => {
    gh.faults.set({ oneShots: [{ status: 403, primary: true, route: 'issues.get' }] })
    const other = await port.getIssue(issue).then(
      () => undefined,
      (e: unknown) => e
    )
    gh.faults.set({ readOnly: true })
    expect(other === undefined || other instanceof GitHubApiError).toBe(true)
    expect(other).not.toBeInstanceOf(PermissionError)
  })
})

describe('permissionFor', () => {
  it('maps reads to their read scope', () => {
    expect(permissionFor('pulls.listFiles')).toBe('`pull-requests: read`')
    expect(permissionFor('repos.getContent')).toBe('`contents: read`')
  })
})
