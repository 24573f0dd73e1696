// One contract, two implementations: the in-memory fake port must answer like the Octokit adapter over the
// loopback GitHub, so unit tests written against the fake stay true against the real thing.
import { afterAll, describe, expect, it } from '@jest/globals'
import { closePortServers, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'
import { GitHubApiError, RefConflictError } from '../../src/github/port.js'

afterAll(closePortServers)

function scene() {
  const world = new LoopWorld()
  world.createRepo('acme', 'widgets', { files: { 'a/b.txt': 'B' } })
  const issue = world.createIssue('acme', 'widgets', {
    title: 'I',
    body: 'body',
    author: 'alice',
    labels: ['x']
  })
  const pull = world.createPull('acme', 'widgets', {
    title: 'P',
    diff: 'D',
    files: [{ filename: 'f.ts', status: 'added', additions: 1, deletions: 0 }]
  })
  world.addComment('acme', 'widgets', issue, 'first', 'alice')
  world.addComment('acme', 'widgets', issue, 'second', 'ci[bot]')
  world.linkPull('acme', 'widgets', issue, { owner: 'acme', repo: 'widgets', number: pull })
  return { world, issue, pull }
}

describe.each(portMakers)('%s', (_name, make) => {
  it('reads issues, pulls, comments and repository facts alike', async () => {
    const { world, issue, pull } = scene()
    const port = await make(world)
    expect(await port.getIssue(issue)).toEqual({
      number: issue,
      title: 'I',
      body: 'body',
      author: 'alice',
      state: 'open',
      isPullRequest: false,
      labels: ['x']
    })
    expect(await port.getPull(pull)).toMatchObject({
      number: pull,
      title: 'P',
      state: 'open',
      baseRef: 'main'
    })
    expect(await port.getPull(issue)).toBeUndefined()
    expect(await port.getIssue(999)).toBeUndefined()
    const comments = await port.listComments(issue)
    expect(comments.map((c) => [c.author, c.authorType, c.body])).toEqual([
      ['alice', 'User', 'first'],
      ['ci[bot]', 'Bot', 'second']
    ])
    await expect(port.listComments(999)).rejects.toBeInstanceOf(GitHubApiError)
    expect(await port.getPullDiff(pull)).toBe('D')
    expect(await port.listPullFiles(pull)).toEqual([
      { path: 'f.ts', status: 'added', additions: 1, deletions: 0 }
    ])
    expect(await port.getFileText('a/b.txt', 'main')).toBe('B')
    expect(await port.getFileText('a', 'main')).toBeUndefined()
    expect(await port.getDefaultBranch()).toBe('main')
    expect(await port.listLinkedPulls(issue)).toEqual([{ owner: 'acme', repo: 'widgets', number: pull }])
  })

  it('writes comments, reactions and labels alike', async () => {
    const { world, issue } = scene()
    const port = await make(world)
    const made = await port.createComment(issue, 'hi')
    expect([made.author, made.authorType, made.body]).toEqual(['github-actions[bot]', 'Bot', 'hi'])
    expect((await port.updateComment(made.id, 'there')).body).toBe('there')
    await expect(port.createComment(issue, 'z'.repeat(65537))).rejects.toBeInstanceOf(GitHubApiError)
    await port.addReaction(made.id, '+1')
    await port.addLabels(issue, ['y'])
    await port.removeLabel(issue, 'x')
    await port.removeLabel(issue, 'absent')
    await expect(port.addLabels(999, ['y'])).rejects.toBeInstanceOf(GitHubApiError)
    expect((await port.getIssue(issue))?.labels).toEqual(['y'])
  })

  it('replies in review threads, lists them and resolves them alike', async () => {
    const { world } = scene()
    const pull = world.createPull('acme', 'widgets', {
      diff: 'diff --git a/x.ts b/x.ts\n--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n'
    })
    const root = world.addReviewComment('acme', 'widgets', pull, { path: 'x.ts', line: 1, body: 'why?' })
    const port = await make(world)
    const reply = await port.replyToReviewComment(pull, root.id, 'because')
    expect([reply.author, reply.body, reply.path, reply.line, reply.inReplyToId]).toEqual([
      'github-actions[bot]',
      'because',
      'x.ts',
      1,
      root.id
    ])
    await expect(port.replyToReviewComment(pull, 1, 'x')).rejects.toMatchObject({ status: 404 })
    const [thread, ...more] = await port.listReviewThreads(pull)
    expect(more).toEqual([])
    expect([thread!.rootCommentId, thread!.isResolved]).toEqual([root.id, false])
    expect(await port.resolveReviewThread(thread!.id)).toEqual({ ok: true })
    expect((await port.listReviewThreads(pull)).map((t) => t.isResolved)).toEqual([true])
    expect(await port.resolveReviewThread('PRRT_none')).toMatchObject({ ok: false, reason: 'not-found' })
  })

  it('creates branches with the same conflict rules and reads their files alike', async () => {
    const { world } = scene()
    const port = await make(world)
    expect(await port.readBranchFile('d/f.json', 's')).toBeUndefined()
    const tree = await port.createTree([{ path: 'd/f.json', mode: '100644', type: 'blob', content: '{}' }])
    const root = await port.createCommit('root', tree, [])
    await port.createBranch('s', root)
    await expect(port.createBranch('s', root)).rejects.toBeInstanceOf(RefConflictError)
    expect(await port.readBranchFile('d/f.json', 's')).toMatchObject({ text: '{}' })
    expect(await port.readBranchFile('d', 's')).toBeUndefined()
    expect(await port.readBranchFile('d/f.json', 'nope')).toBeUndefined()
  })
})
