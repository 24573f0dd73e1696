// One-file state writes through the contents API and repository_dispatch, through both ports: each refusal cause
// as GitHub answers it, and (Octokit only) exact request counts: no blind plugin retry of a 409 or a 422.
import { afterAll, describe, expect, it } from '@jest/globals'
import { createFakePort } from '../support/fake-port.js'
import { closePortServers, octokitOverLoopback, portMakers } from '../support/port-makers.js'
import { LoopWorld } from '../support/loopback/world.js'
import { createGitHubPort } from '../../src/github/octokit.js'
import { BranchMissingError, FileConflictError, GitHubApiError } from '../../src/github/port.js'

afterAll(closePortServers)

const O = 'acme'
const R = 'widgets'
const PATH = 'items/7/state.json'
const PUT = 'repos.createOrUpdateFileContents'

function scene() {
  const world = new LoopWorld()
  world.createRepo(O, R, { defaultBranch: 'trunk', files: { 'docs/brief.md': 'the brief\n' } })
  world.putFiles(O, R, { 'seed.txt': 's' }, 'state')
  return world
}

const head = (world: LoopWorld, branch = 'state') => world.repo(O, R)!.git.branches.get(branch)!
const conflict = (cause: 'stale' | 'branch-moved') =>
  expect.objectContaining({ name: 'FileConflictError', path: PATH, cause409: cause })

describe.each(portMakers)('%s', (_name, make) => {
  it('reads the default branch when no ref is given, and a branch file with its blob sha', async () => {
    const world = scene()
    const port = await make(world)
    expect(await port.getFileText('docs/brief.md')).toBe('the brief\n')
    expect(await port.getFileText('docs/brief.md', 'state')).toBeUndefined()
    expect(await port.readBranchFile('seed.txt', 'state')).toEqual({ text: 's', sha: expect.any(String) })
    expect(await port.readBranchFile('none.txt', 'state')).toBeUndefined()
    expect(await port.readBranchFile('seed.txt', 'no-such-branch')).toBeUndefined()
  })

  it('creates, then updates by blob sha, each write one commit on the branch head', async () => {
    const world = scene()
    const port = await make(world)
    const before = head(world)
    const created = await port.writeBranchFile(PATH, 'state', '{"v":1}', 'create', undefined)
    expect(await port.readBranchFile(PATH, 'state')).toEqual({ text: '{"v":1}', sha: created.sha })
    const git = world.repo(O, R)!.git
    expect(git.commits.get(head(world))).toMatchObject({ parents: [before], message: 'create' })
    const afterCreate = head(world)
    const updated = await port.writeBranchFile(PATH, 'state', '{"v":2}', 'update', created.sha)
    expect(updated.sha).not.toBe(created.sha)
    expect(git.commits.get(head(world))?.parents).toEqual([afterCreate])
    expect(world.readFile(O, R, 'state', PATH)).toBe('{"v":2}')
    expect(world.readFile(O, R, 'state', 'seed.txt')).toBe('s')
  })

  it('names each refusal: a stale sha, a create that lost its race, a missing branch', async () => {
    const world = scene()
    const port = await make(world)
    const first = await port.writeBranchFile(PATH, 'state', 'a', 'create', undefined)
    await port.writeBranchFile(PATH, 'state', 'b', 'rival update', first.sha)
    await expect(port.writeBranchFile(PATH, 'state', 'c', 'stale', first.sha)).rejects.toEqual(
      conflict('stale')
    )
    await expect(port.writeBranchFile(PATH, 'state', 'c', 'racing create', undefined)).rejects.toEqual(
      conflict('stale')
    )
    const missing = port.writeBranchFile(PATH, 'gone', 'c', 'no branch', undefined)
    await expect(missing).rejects.toBeInstanceOf(BranchMissingError)
    await expect(missing).rejects.toMatchObject({ branch: 'gone' })
    expect(world.readFile(O, R, 'state', PATH)).toBe('b')
  })

  it('fires repository_dispatch and refuses what GitHub refuses', async () => {
    const world = scene()
    const port = await make(world)
    await port.dispatchRepositoryEvent('the-loop-continue', { item: 7, round: 2 })
    expect(world.dispatches).toEqual([
      { owner: O, repo: R, eventType: 'the-loop-continue', clientPayload: { item: 7, round: 2 } }
    ])
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]))
    await expect(port.dispatchRepositoryEvent('x', eleven)).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.dispatchRepositoryEvent('x'.repeat(101), {})).rejects.toBeInstanceOf(GitHubApiError)
    await expect(port.dispatchRepositoryEvent('', {})).rejects.toBeInstanceOf(GitHubApiError)
    expect(world.dispatches).toHaveLength(1)
  })
})

describe('Octokit adapter: one request per refused write, never a blind retry', () => {
  it('sends a stale write, a racing create, a missing branch and a bad dispatch exactly once each', async () => {
    const world = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const { sha } = await port.writeBranchFile(PATH, 'state', 'a', 'create', undefined)
    await port.writeBranchFile(PATH, 'state', 'b', 'update', sha)
    const once = async (run: () => Promise<unknown>, route: string) => {
      gh.resetRequests()
      await expect(run()).rejects.toBeInstanceOf(Error)
      return [gh.count(route), gh.requests.map((r) => r.status)]
    }
    expect(await once(() => port.writeBranchFile(PATH, 'state', 'c', 'm', sha), PUT)).toEqual([1, [409]])
    expect(await once(() => port.writeBranchFile(PATH, 'state', 'c', 'm', undefined), PUT)).toEqual([
      1,
      [422]
    ])
    expect(await once(() => port.writeBranchFile(PATH, 'gone', 'c', 'm', undefined), PUT)).toEqual([1, [404]])
    const dispatch = () => port.dispatchRepositoryEvent('', {})
    expect(await once(dispatch, 'repos.createDispatchEvent')).toEqual([1, [422]])
  })

  it("tells a missing branch from a missing repository (GitHub's plain 404 Not Found)", async () => {
    const { gh } = await octokitOverLoopback(scene())
    const elsewhere = createGitHubPort({
      token: 't',
      repo: { owner: O, repo: 'nothing' },
      baseUrl: gh.url,
      throttle: false,
      retryBaseMs: 1
    })
    const write = elsewhere.writeBranchFile(PATH, 'state', 'a', 'm', undefined)
    await expect(write).rejects.toBeInstanceOf(GitHubApiError)
    await expect(write).rejects.toMatchObject({ status: 404 })
  })

  it('reads the default branch in one request, without asking for its name', async () => {
    const { port, gh } = await octokitOverLoopback(scene())
    gh.resetRequests()
    expect(await port.getFileText('docs/brief.md')).toBe('the brief\n')
    expect(gh.requests.map((r) => [r.route, r.path.includes('ref=')])).toEqual([['repos.getContent', false]])
  })

  it('reports a moved branch as branch-moved, unapplied, and the same request then succeeds', async () => {
    const world = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const { sha } = await port.writeBranchFile(PATH, 'state', 'a', 'create', undefined)
    gh.faults.set({ branchMovedOnce: true })
    gh.resetRequests()
    await expect(port.writeBranchFile(PATH, 'state', 'b', 'm', sha)).rejects.toEqual(conflict('branch-moved'))
    expect([gh.count(PUT), world.readFile(O, R, 'state', PATH)]).toEqual([1, 'a'])
    await port.writeBranchFile(PATH, 'state', 'b', 'm', sha)
    expect(world.readFile(O, R, 'state', PATH)).toBe('b')
  })

  it('meets its own applied write when a lost answer (502) is retried: the retry is refused as stale', async () => {
    const world = scene()
    const { port, gh } = await octokitOverLoopback(world)
    const { sha } = await port.writeBranchFile(PATH, 'state', 'a', 'create', undefined)
    gh.faults.set({ afterApplyRate: 1 })
    gh.resetRequests()
    await expect(port.writeBranchFile(PATH, 'state', 'b', 'm', sha)).rejects.toEqual(conflict('stale'))
    gh.faults.set({})
    // Applied once: the caller re-reads and finds its own text, which is how a store tells this case apart.
    expect(gh.requests.map((r) => r.status)).toEqual([502, 409])
    expect(world.readFile(O, R, 'state', PATH)).toBe('b')
  })
})

describe('fake port hooks', () => {
  it('lets a test stage a rival write, or a moved branch, just before a file write', async () => {
    const world = scene()
    const port = createFakePort({ owner: O, repo: R }, world)
    const { sha } = await port.writeBranchFile(PATH, 'state', 'a', 'create', undefined)
    port.beforeFileWrite = () => void world.putFiles(O, R, { [PATH]: 'rival' }, 'state')
    await expect(port.writeBranchFile(PATH, 'state', 'b', 'm', sha)).rejects.toEqual(conflict('stale'))
    port.beforeFileWrite = (path) => {
      throw new FileConflictError(path, 'branch-moved', 'staged')
    }
    await expect(port.writeBranchFile(PATH, 'state', 'b', 'm', sha)).rejects.toEqual(conflict('branch-moved'))
    expect(port.calls.filter((c) => c === 'writeBranchFile')).toHaveLength(2)
  })
})
