// An in-memory GitHubPort over the loopback's world model (no HTTP), for fast unit tests; records each call
// and lets a test run code just before a branch moves, to stage a race.
import type { GitHubPort, RepoRef, ThreadComment, TreeEntry } from '../../src/github/port.js'
import { GitHubApiError, RefConflictError } from '../../src/github/port.js'
import { ApiError } from './loopback/git-model.js'
import type { LoopComment } from './loopback/world.js'
import { LoopWorld } from './loopback/world.js'

export interface FakeGitHubPort extends GitHubPort {
  world: LoopWorld
  /** Method names in call order. */
  calls: string[]
  /** Runs before every branch create/update (e.g. to let a rival writer move the branch first). */
  beforeRefMove?: (branch: string) => void | Promise<void>
}

function toComment(c: LoopComment): ThreadComment {
  return {
    id: c.id,
    author: c.user.login,
    authorType: c.user.type,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt
  }
}

/** Creates the fake; the repository is created in `world` when it does not exist yet. */
export function createFakePort(
  repoRef: RepoRef = { owner: 'acme', repo: 'widgets' },
  world = new LoopWorld()
): FakeGitHubPort {
  const repo = world.repo(repoRef.owner, repoRef.repo) ?? world.createRepo(repoRef.owner, repoRef.repo)
  const git = repo.git
  const calls: string[] = []
  const api = <T>(name: string, run: () => T): Promise<T> => {
    calls.push(name)
    try {
      return Promise.resolve(run())
    } catch (error) {
      if (error instanceof ApiError)
        return Promise.reject(new GitHubApiError(name, error.status, error.message))
      return Promise.reject(error)
    }
  }
  const issue = (n: number) => repo.issues.get(n)
  const needIssue = (n: number) => {
    const found = repo.issues.get(n)
    if (!found) throw new ApiError(404, `no issue or pull request #${n}`)
    return found
  }
  const comment = (id: number) => {
    const c = repo.comments.find((x) => x.id === id)
    if (!c) throw new ApiError(404, `no comment ${id}`)
    return c
  }
  const moveRef = async (name: string, branch: string, move: () => void) => {
    await fake.beforeRefMove?.(branch)
    calls.push(name)
    try {
      move()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        throw new RefConflictError(`refs/heads/${branch}`)
      throw error
    }
  }

  const fake: FakeGitHubPort = {
    repo: { ...repoRef },
    world,
    calls,
    getIssue: (n) =>
      api('getIssue', () => {
        const i = issue(n)
        if (!i) return undefined
        const { number, title, body, state, labels } = i
        return {
          number,
          title,
          body,
          state,
          labels: [...labels],
          author: i.user.login,
          isPullRequest: !!i.pull
        }
      }),
    getPull: (n) =>
      api('getPull', () => {
        const i = issue(n)
        if (!i?.pull) return undefined
        const { headSha, headRef, baseRef } = i.pull
        return {
          number: n,
          title: i.title,
          body: i.body,
          author: i.user.login,
          state: i.state,
          headSha,
          headRef,
          baseRef
        }
      }),
    listComments: (n) =>
      api('listComments', () => {
        needIssue(n)
        return repo.comments.filter((c) => c.issue === n).map(toComment)
      }),
    createComment: (n, body) =>
      api('createComment', () => {
        needIssue(n)
        if (body.length > 65536) throw new ApiError(422, 'body is too long (maximum is 65536 characters)')
        return toComment(world.addComment(repo.owner, repo.name, n, body, world.actor))
      }),
    updateComment: (id, body) =>
      api('updateComment', () => {
        const c = comment(id)
        c.body = body
        c.updatedAt = world.now()
        return toComment(c)
      }),
    addReaction: (id, content) =>
      api('addReaction', () => void comment(id).reactions.push({ content, user: world.actor.login })),
    addLabels: (n, labels) =>
      api('addLabels', () => {
        const i = needIssue(n)
        for (const l of labels) if (!i.labels.includes(l)) i.labels.push(l)
      }),
    removeLabel: (n, label) =>
      api('removeLabel', () => {
        const i = issue(n)
        if (i) i.labels = i.labels.filter((l) => l !== label)
      }),
    getPullDiff: (n) => api('getPullDiff', () => issue(n)?.pull?.diff),
    listPullFiles: (n) =>
      api('listPullFiles', () =>
        (issue(n)?.pull?.files ?? []).map((f) => ({
          path: f.filename,
          status: f.status,
          additions: f.additions,
          deletions: f.deletions
        }))
      ),
    getFileText: (path, ref) =>
      api('getFileText', () => {
        const sha = git.resolveRef(ref)
        const entry = sha ? git.lookupPath(sha, path) : undefined
        return entry?.type === 'blob' ? git.blobs.get(entry.sha)?.toString('utf8') : undefined
      }),
    getDefaultBranch: () => api('getDefaultBranch', () => repo.defaultBranch),
    getPermission: (login) => api('getPermission', () => (repo.permissions.get(login) ?? 'none') as never),
    listLinkedPulls: (n) => api('listLinkedPulls', () => [...(issue(n)?.linked ?? [])]),
    getBranchSha: (branch) => api('getBranchSha', () => git.branches.get(branch)),
    getCommit: (sha) =>
      api('getCommit', () => {
        const c = git.commits.get(sha)
        if (!c) throw new ApiError(404, `no commit ${sha}`)
        return { sha, treeSha: c.tree, parents: [...c.parents], message: c.message }
      }),
    getTree: (sha) =>
      api('getTree', () =>
        (git.trees.get(sha) ?? []).map((e) => ({ path: e.name, type: e.type, sha: e.sha }))
      ),
    getBlobText: (sha) =>
      api('getBlobText', () => {
        const blob = git.blobs.get(sha)
        if (!blob) throw new ApiError(404, `no blob ${sha}`)
        return blob.toString('utf8')
      }),
    listDirectory: (path, ref) =>
      api('listDirectory', () => {
        const sha = git.resolveRef(ref)
        const entry = sha ? git.lookupPath(sha, path) : undefined
        if (entry?.type !== 'tree') return undefined
        return (git.trees.get(entry.sha) ?? []).map((e) => ({
          name: e.name,
          path: `${path}/${e.name}`,
          type: e.type === 'tree' ? ('dir' as const) : ('file' as const),
          sha: e.sha
        }))
      }),
    createTree: (entries: TreeEntry[], baseTree?: string) =>
      api('createTree', () => git.createTree(entries, baseTree)),
    createCommit: (message, tree, parents) =>
      api('createCommit', () =>
        git.putCommit({ tree, parents, message, date: Math.floor(Date.now() / 1000) })
      ),
    createBranch: (branch, sha) => moveRef('createBranch', branch, () => git.createBranch(branch, sha)),
    updateBranch: (branch, sha) => moveRef('updateBranch', branch, () => git.updateBranch(branch, sha, false))
  }
  return fake
}
