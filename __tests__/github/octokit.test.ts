// The Octokit adapter against the loopback GitHub: real HTTP, pagination, media types, errors and ref conflicts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startLoopbackGitHub } from '../support/loopback/server.js'
import { LoopWorld } from '../support/loopback/world.js'
import type { LoopbackGitHub } from '../support/loopback/server.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { GitHubApiError, RefConflictError } from '../../src/github/port.js'
import type { GitHubPort } from '../../src/github/port.js'

let gh: LoopbackGitHub
let port: GitHubPort

beforeAll(async () => {
  // Commits the world makes at one fixed date: two identical ones made a second apart must still be identical.
  gh = await startLoopbackGitHub({ world: new LoopWorld({ fixedCommitDate: '2026-01-01T00:00:00Z' }) })
  gh.world.createRepo('acme', 'widgets', { files: { 'docs/brief.md': 'the brief\n' } })
  port = createGitHubPort({
    token: 't',
    repo: { owner: 'acme', repo: 'widgets' },
    baseUrl: gh.url,
    throttle: false,
    retryBaseMs: 1
  })
})
afterAll(() => gh.close())

describe('issues, pulls and comments', () => {
  it('reads an issue and tells issues from pull requests', async () => {
    const issue = gh.world.createIssue('acme', 'widgets', {
      title: 'Add X',
      author: 'alice',
      labels: ['loop']
    })
    const pull = gh.world.createPull('acme', 'widgets', {
      title: 'Do X',
      diff: 'diff --git a/x b/x\n',
      headSha: 'a'.repeat(40)
    })
    expect(await port.getIssue(issue)).toMatchObject({
      title: 'Add X',
      author: 'alice',
      labels: ['loop'],
      isPullRequest: false
    })
    expect(await port.getIssue(pull)).toMatchObject({ isPullRequest: true })
    expect(await port.getPull(pull)).toMatchObject({
      title: 'Do X',
      headSha: 'a'.repeat(40),
      baseRef: 'main'
    })
    expect(await port.getPull(issue)).toBeUndefined()
    expect(await port.getIssue(9999)).toBeUndefined()
    expect(await port.getPullDiff(pull)).toBe('diff --git a/x b/x\n')
  })

  it('follows Link pagination across every page of comments, oldest first', async () => {
    const n = gh.world.createIssue('acme', 'widgets')
    for (let i = 0; i < 250; i++)
      gh.world.addComment('acme', 'widgets', n, `c${i}`, i % 2 ? 'bob' : 'ci[bot]')
    gh.resetRequests()
    const comments = await port.listComments(n)
    expect(comments.map((c) => c.body)).toEqual(Array.from({ length: 250 }, (_, i) => `c${i}`))
    expect(comments[0]?.authorType).toBe('Bot')
    expect(gh.count('issues.listComments')).toBe(3)
  })

  it('creates and edits comments as the token user, refusing bodies over 65,536 characters', async () => {
    const n = gh.world.createIssue('acme', 'widgets')
    const made = await port.createComment(n, 'hello')
    expect(made.author).toBe('github-actions[bot]')
    expect((await port.updateComment(made.id, 'edited')).body).toBe('edited')
    const tooLong = port.createComment(n, 'x'.repeat(65537))
    await expect(tooLong).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.createComment(n, 'x'.repeat(65537))).rejects.toThrow(
      /issues.createComment.*422.*too long/
    )
    await port.addReaction(made.id, 'eyes')
    // Reactions are recorded with an id and a time now (the loopback answers GitHub's reaction object).
    expect(gh.world.repo('acme', 'widgets')!.comments.find((c) => c.id === made.id)!.reactions).toEqual([
      expect.objectContaining({ content: 'eyes', user: 'github-actions[bot]' })
    ])
  })

  it('adds labels and removes them, an absent label being no error', async () => {
    const n = gh.world.createIssue('acme', 'widgets', { labels: ['a'] })
    await port.addLabels(n, ['b', 'c'])
    await port.removeLabel(n, 'a')
    await port.removeLabel(n, 'never-there')
    expect((await port.getIssue(n))?.labels).toEqual(['b', 'c'])
  })

  it('lists changed files, file text at a ref, the default branch and linked pulls', async () => {
    const files = Array.from({ length: 120 }, (_, i) => ({
      filename: `f${i}.ts`,
      status: 'modified',
      additions: i,
      deletions: 0
    }))
    const pull = gh.world.createPull('acme', 'widgets', { files })
    expect((await port.listPullFiles(pull)).map((f) => f.path)).toHaveLength(120)
    expect(await port.getFileText('docs/brief.md', 'main')).toBe('the brief\n')
    expect(await port.getFileText('docs/none.md', 'main')).toBeUndefined()
    expect(await port.getFileText('docs/brief.md', 'no-such-branch')).toBeUndefined()
    expect(await port.getDefaultBranch()).toBe('main')
    const issue = gh.world.createIssue('acme', 'widgets')
    gh.world.linkPull('acme', 'widgets', issue, { owner: 'acme', repo: 'api', number: 7 })
    expect(await port.listLinkedPulls(issue)).toEqual([{ owner: 'acme', repo: 'api', number: 7 }])
    expect(await port.listLinkedPulls(424242)).toEqual([])
  })
})

describe('a pull request past what its files list shows', () => {
  // Issue 50, case 4: the total past GitHub's 3,000 listed files, and an empty file known without a read.
  it("reads changed_files, and marks a file listed with git's empty blob as empty", async () => {
    const files = [
      { filename: 'pkg/.gitkeep', status: 'added', additions: 0, deletions: 0, content: '' },
      { filename: 'tools/run', status: 'added', additions: 0, deletions: 0, content: 'x\u0000' },
      { filename: 'a.ts', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+a' }
    ]
    const pull = gh.world.createPull('acme', 'widgets', { files })
    expect((await port.getPull(pull))?.changedFiles).toBe(3)
    expect(await port.listPullFiles(pull)).toEqual([
      { path: 'pkg/.gitkeep', status: 'added', additions: 0, deletions: 0, empty: true },
      { path: 'tools/run', status: 'added', additions: 0, deletions: 0 },
      { path: 'a.ts', status: 'added', additions: 1, deletions: 0, patch: '@@ -0,0 +1 @@\n+a' }
    ])
  })
})

describe('git data for the cache branch', () => {
  it('creates an orphan branch, merges nested paths onto a base tree and refuses an existing branch', async () => {
    const t1 = await port.createTree([
      { path: 'items/a/b/1/state.json', mode: '100644', type: 'blob', content: '{"v":1}' }
    ])
    const c1 = await port.createCommit('first', t1, [])
    expect(await port.readBranchFile('items/a/b/1/state.json', 'cache')).toBeUndefined()
    await port.createBranch('cache', c1)
    await expect(port.createBranch('cache', c1)).rejects.toBeInstanceOf(RefConflictError)
    expect(await port.readBranchFile('items/a/b/1/state.json', 'cache')).toMatchObject({ text: '{"v":1}' })
    const t2 = await port.createTree(
      [{ path: 'items/a/b/2/state.json', mode: '100644', type: 'blob', content: '{"v":2}' }],
      t1
    )
    const c2 = await port.createCommit('second', t2, [c1])
    expect(await port.getFileText('items/a/b/1/state.json', c2)).toBe('{"v":1}')
    expect(await port.getFileText('items/a/b/2/state.json', c2)).toBe('{"v":2}')
  })

  it('gives identical commits identical shas, which is why writers must make each commit unique', async () => {
    const tree = await port.createTree([{ path: 'x', mode: '100644', type: 'blob', content: 'same' }])
    const one = await port.createCommit('same message', tree, [])
    const two = await port.createCommit('same message', tree, [])
    expect(two).toBe(one)
  })
})

describe('configuration', () => {
  it('takes the API URL from GITHUB_API_URL when the port is created, not when the SDK was loaded', async () => {
    const saved = process.env.GITHUB_API_URL
    process.env.GITHUB_API_URL = gh.url
    try {
      gh.resetRequests()
      const p = createGitHubPort({ token: 't', repo: { owner: 'acme', repo: 'widgets' }, throttle: false })
      expect(await p.getDefaultBranch()).toBe('main')
      expect(gh.count('repos.get')).toBe(1)
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL
      else process.env.GITHUB_API_URL = saved
    }
  })
})

describe('faults', () => {
  it('retries 5xx answers and a one-shot 429', async () => {
    gh.faults.set({ oneShots: [{ status: 429, retryAfter: 1 }], failRate: 0.3, seed: 7 })
    const p = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: gh.url,
      throttle: false,
      retryBaseMs: 1,
      retries: 8
    })
    for (let i = 0; i < 20; i++) expect(await p.getDefaultBranch()).toBe('main')
    expect(gh.faults.injected).toBeGreaterThan(1)
    gh.faults.set({})
  })

  it('waits out an exhausted primary rate limit (403) when throttling is on', async () => {
    gh.faults.set({ oneShots: [{ status: 403, primary: true }] })
    gh.resetRequests()
    const warnings: string[] = []
    const p = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: gh.url,
      retryBaseMs: 1,
      onWarning: (m) => warnings.push(m)
    })
    expect(await p.getDefaultBranch()).toBe('main')
    expect(gh.requests.map((r) => r.status)).toEqual([403, 200])
    expect(warnings.join()).toMatch(/rate limit/)
  })

  it('waits out a secondary rate limit (403 with retry-after) when throttling is on', async () => {
    gh.faults.set({ oneShots: [{ status: 403, retryAfter: 2 }] })
    gh.resetRequests()
    const warnings: string[] = []
    const p = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: gh.url,
      retryBaseMs: 1,
      onWarning: (m) => warnings.push(m)
    })
    expect(await p.getDefaultBranch()).toBe('main')
    expect(gh.requests.map((r) => r.status)).toEqual([403, 200])
    expect(warnings.join()).toMatch(/secondary rate limit.*after 2s/)
  })

  it('reports a failure that outlasts the retries with the operation named', async () => {
    gh.faults.set({ failRate: 1, failStatus: 500 })
    const p = createGitHubPort({
      token: 't',
      repo: { owner: 'acme', repo: 'widgets' },
      baseUrl: gh.url,
      throttle: false,
      retryBaseMs: 1,
      retries: 1
    })
    await expect(p.getDefaultBranch()).rejects.toThrow(/repos.get failed \(HTTP 500\)/)
    gh.faults.set({})
  })
})
