// The Octokit adapter's storage half: git data (a tree, a commit, a new branch) and one-file contents-API reads
// and writes, for the state branch. Split from octokit.ts to keep each file readable; no Octokit type leaves it.
import type { getOctokit } from '@actions/github'
import type { GitHubPort, TreeEntry } from './port.js'
import { apiMessageOf, call, decodeBase64, fileWriteError, need, refMove, statusOf } from './api-calls.js'

type Octokit = ReturnType<typeof getOctokit>

export type GitStorage = Pick<
  GitHubPort,
  'createTree' | 'createCommit' | 'createBranch' | 'readBranchFile' | 'writeBranchFile'
>

const TOO_LARGE = Symbol('too large')

/** GitHub's 403 for a file over 1 MB read with the JSON media type (its `errors` say `too_large`). */
function isTooLarge(error: unknown): boolean {
  const data = (error as { response?: { data?: { errors?: unknown } } }).response?.data
  return (
    statusOf(error) === 403 &&
    Array.isArray(data?.errors) &&
    data.errors.some((e: { code?: unknown }) => e?.code === 'too_large')
  )
}

export function gitStorage(octokit: Octokit, owner: string, repo: string): GitStorage {
  const rest = octokit.rest
  /** A file too large to read: its folder's listing gives the blob sha a write over it must name (one request). */
  async function tooLargeFile(path: string, branch: string) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
    const res = await call('repos.getContent', () =>
      rest.repos.getContent({ owner, repo, path: folder, ref: branch })
    )
    const listed = Array.isArray(res?.data) ? res.data.find((e) => e.path === path) : undefined
    if (!listed) return undefined
    return { text: '', sha: listed.sha, tooLarge: { size: listed.size } }
  }
  return {
    async createTree(entries: TreeEntry[], baseTree?: string) {
      const res = await need('git.createTree', () =>
        rest.git.createTree({ owner, repo, tree: entries, ...(baseTree ? { base_tree: baseTree } : {}) })
      )
      return res.data.sha
    },

    async createCommit(message, treeSha, parents) {
      const res = await need('git.createCommit', () =>
        rest.git.createCommit({ owner, repo, message, tree: treeSha, parents })
      )
      return res.data.sha
    },

    async createBranch(branch, sha) {
      await refMove(`refs/heads/${branch}`, () =>
        rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha })
      )
    },

    async readBranchFile(path, branch) {
      // One request: the contents API answers the text and the blob sha the next write must name.
      const res = await call('repos.getContent', async () => {
        try {
          return await rest.repos.getContent({ owner, repo, path, ref: branch })
        } catch (error) {
          if (isTooLarge(error)) return TOO_LARGE
          throw error
        }
      })
      if (res === TOO_LARGE) return tooLargeFile(path, branch)
      const d = res?.data
      if (!d || Array.isArray(d) || d.type !== 'file' || !('content' in d)) return undefined
      return { text: decodeBase64(d.content), sha: d.sha }
    },

    async writeBranchFile(path, branch, text, message, expectedSha) {
      // One request, one commit: GitHub checks the branch, then the file's blob sha (the compare-and-swap), and
      // builds the commit on the branch head itself. Each refusal is classified here, never retried blindly.
      try {
        const res = await rest.repos.createOrUpdateFileContents({
          owner,
          repo,
          path,
          message,
          content: Buffer.from(text, 'utf8').toString('base64'),
          branch,
          ...(expectedSha === undefined ? {} : { sha: expectedSha })
        })
        return { sha: res.data.content?.sha ?? '' }
      } catch (error) {
        throw fileWriteError(path, branch, statusOf(error), apiMessageOf(error))
      }
    }
  }
}
