// The in-memory fake port's storage half: git data and one-file contents reads and writes over the loopback's
// git model, with GitHub's answers classified as the Octokit adapter classifies them.
import type { GitHubPort, TreeEntry } from '../../src/github/port.js'
import { RefConflictError } from '../../src/github/port.js'
import { fileWriteError } from '../../src/github/api-calls.js'
import { ApiError } from './loopback/git-model.js'
import type { GitObjects } from './loopback/git-model.js'
import { writeFileContents } from './loopback/repo-writes.js'

/** What the storage half needs from the fake: the repository's objects, its call log and its race hooks. */
export interface StorageEnv {
  git: GitObjects
  calls: string[]
  /** Runs one call, logging its name and turning loopback refusals into GitHubApiError. */
  api: <T>(name: string, run: () => T) => Promise<T>
  beforeRefMove: (branch: string) => void | Promise<void>
  beforeFileWrite: (path: string, branch: string) => void | Promise<void>
}

export type FakeStorage = Pick<
  GitHubPort,
  'createTree' | 'createCommit' | 'createBranch' | 'readBranchFile' | 'writeBranchFile'
>

export function fakeStorage(env: StorageEnv): FakeStorage {
  const { git, calls, api } = env
  const moveRef = async (name: string, branch: string, move: () => void) => {
    await env.beforeRefMove(branch)
    calls.push(name)
    try {
      move()
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        throw new RefConflictError(`refs/heads/${branch}`)
      throw error
    }
  }
  return {
    createTree: (entries: TreeEntry[], baseTree?: string) =>
      api('createTree', () => git.createTree(entries, baseTree)),
    createCommit: (message, tree, parents) =>
      api('createCommit', () =>
        git.putCommit({ tree, parents, message, date: Math.floor(Date.now() / 1000) })
      ),
    createBranch: (branch, sha) => moveRef('createBranch', branch, () => git.createBranch(branch, sha)),
    readBranchFile: (path, branch) =>
      api('readBranchFile', () => {
        const head = git.branches.get(branch)
        const entry = head ? git.lookupPath(head, path) : undefined
        const blob = entry?.type === 'blob' ? git.blobs.get(entry.sha) : undefined
        if (!entry || !blob) return undefined
        // As GitHub: a file over 1 MB comes without its text (the adapter lists its folder for the sha).
        if (blob.length > 1024 * 1024) return { text: '', sha: entry.sha, tooLarge: { size: blob.length } }
        return { text: blob.toString('utf8'), sha: entry.sha }
      }),
    writeBranchFile: async (path, branch, text, message, expectedSha) => {
      await env.beforeFileWrite(path, branch)
      calls.push('writeBranchFile')
      try {
        const content = Buffer.from(text, 'utf8')
        const sha = expectedSha === undefined ? {} : { sha: expectedSha }
        return { sha: writeFileContents(git, { path, branch, content, message, ...sha }).blobSha }
      } catch (error) {
        // The same refusal GitHub (and the loopback) would answer, named as the adapter names it.
        if (error instanceof ApiError) throw fileWriteError(path, branch, error.status, error.message)
        throw error
      }
    }
  }
}
