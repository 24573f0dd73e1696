// The one real GitHubPort: @actions/github's Octokit with the retry and throttling plugins. No Octokit type
// leaves this file; 404 becomes "absent", a refused ref move becomes RefConflictError.
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import type { GitHubPort, Permission, RepoRef, TreeEntry } from './port.js'
import type { LinkedNode } from './api-calls.js'
import {
  PERMISSIONS,
  call,
  decodeBase64,
  messageOf,
  need,
  refMove,
  toComment,
  toLinkedPull
} from './api-calls.js'

export interface GitHubPortOptions {
  token: string
  repo: RepoRef
  /** The REST root; defaults to GITHUB_API_URL as set when the port is created (then to api.github.com). */
  baseUrl?: string
  /** Base of the retry backoff in ms (the plugins default to 1000; tests keep it short). */
  retryBaseMs?: number
  retries?: number
  /** Rate-limit aware throttling; on in production, off in tests (it spaces writes by seconds). */
  throttle?: boolean
  onWarning?: (message: string) => void
}

/** Asks GitHub which pull requests will close an issue: the work item's linked pulls. */
export const LINKED_PULLS_QUERY = `query linkedPulls($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    issue(number: $number) {
      closedByPullRequestsReferences(first: 50, includeClosedPrs: true) {
        nodes { number repository { nameWithOwner } }
      }
    }
  }
}`

export function createGitHubPort(opts: GitHubPortOptions): GitHubPort {
  const warn = opts.onWarning ?? (() => undefined)
  const base = opts.retryBaseMs ?? 1000
  const baseUrl = opts.baseUrl ?? process.env.GITHUB_API_URL
  const octokit = getOctokit(
    opts.token,
    {
      // @actions/github reads GITHUB_API_URL once, when first imported; read it again here, at creation.
      ...(baseUrl ? { baseUrl } : {}),
      retry: { retries: opts.retries ?? 3, retryAfterBaseValue: base },
      throttle: {
        enabled: opts.throttle ?? true,
        retryAfterBaseValue: base,
        onRateLimit: (after: number, o: { method: string; url: string }, _k: unknown, count: number) => {
          warn(`GitHub rate limit reached on ${o.method} ${o.url}; retrying after ${after}s`)
          return count < 3
        },
        onSecondaryRateLimit: (
          after: number,
          o: { method: string; url: string },
          _k: unknown,
          count: number
        ) => {
          warn(`GitHub secondary rate limit on ${o.method} ${o.url}; retrying after ${after}s`)
          return count < 3
        }
      }
    },
    retry,
    throttling
  )
  const rest = octokit.rest
  const { owner, repo } = opts.repo
  const at = (r?: RepoRef) => ({ owner: r?.owner ?? owner, repo: r?.repo ?? repo })

  return {
    repo: { owner, repo },

    async getIssue(number) {
      const res = await call('issues.get', () => rest.issues.get({ owner, repo, issue_number: number }))
      if (!res) return undefined
      const d = res.data
      return {
        number: d.number,
        title: d.title,
        body: d.body ?? '',
        author: d.user?.login ?? '',
        state: d.state === 'closed' ? 'closed' : 'open',
        isPullRequest: d.pull_request !== undefined && d.pull_request !== null,
        labels: d.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? '')))
      }
    },

    async getPull(number) {
      const res = await call('pulls.get', () => rest.pulls.get({ owner, repo, pull_number: number }))
      if (!res) return undefined
      const d = res.data
      return {
        number: d.number,
        title: d.title,
        body: d.body ?? '',
        author: d.user?.login ?? '',
        state: d.state === 'closed' ? 'closed' : 'open',
        headSha: d.head.sha,
        baseRef: d.base.ref,
        headRef: d.head.ref
      }
    },

    async listComments(number) {
      const all = await need('issues.listComments', () =>
        octokit.paginate(rest.issues.listComments, { owner, repo, issue_number: number, per_page: 100 })
      )
      return all.map(toComment)
    },

    async createComment(number, body) {
      const res = await need('issues.createComment', () =>
        rest.issues.createComment({ owner, repo, issue_number: number, body })
      )
      return toComment(res.data)
    },

    async updateComment(commentId, body) {
      const res = await need('issues.updateComment', () =>
        rest.issues.updateComment({ owner, repo, comment_id: commentId, body })
      )
      return toComment(res.data)
    },

    async addReaction(commentId, content) {
      await need('reactions.createForIssueComment', () =>
        rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content })
      )
    },

    async addLabels(number, labels) {
      await need('issues.addLabels', () =>
        rest.issues.addLabels({ owner, repo, issue_number: number, labels })
      )
    },

    async removeLabel(number, label) {
      await call('issues.removeLabel', () =>
        rest.issues.removeLabel({ owner, repo, issue_number: number, name: label })
      )
    },

    async getPullDiff(number, r) {
      const res = await call('pulls.get (diff)', () =>
        rest.pulls.get({ ...at(r), pull_number: number, mediaType: { format: 'diff' } })
      )
      return res === undefined ? undefined : String(res.data as unknown)
    },

    async listPullFiles(number, r) {
      const files = await need('pulls.listFiles', () =>
        octokit.paginate(rest.pulls.listFiles, { ...at(r), pull_number: number, per_page: 100 })
      )
      return files.map((f) => ({
        path: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions
      }))
    },

    async getFileText(path, ref) {
      const res = await call('repos.getContent', () => rest.repos.getContent({ owner, repo, path, ref }))
      const d = res?.data
      if (!d || Array.isArray(d) || d.type !== 'file' || !('content' in d)) return undefined
      return decodeBase64(d.content)
    },

    async getDefaultBranch() {
      const res = await need('repos.get', () => rest.repos.get({ owner, repo }))
      return res.data.default_branch
    },

    async getPermission(login) {
      const res = await call('repos.getCollaboratorPermissionLevel', () =>
        rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: login })
      )
      if (!res) return 'none'
      const role = res.data.role_name as Permission
      if (PERMISSIONS.includes(role)) return role
      const level = res.data.permission as Permission
      return PERMISSIONS.includes(level) ? level : 'none'
    },

    async listLinkedPulls(issueNumber) {
      try {
        const data = await octokit.graphql<{
          repository: { issue: { closedByPullRequestsReferences: { nodes: LinkedNode[] } } | null } | null
        }>(LINKED_PULLS_QUERY, { owner, repo, number: issueNumber })
        const nodes = data.repository?.issue?.closedByPullRequestsReferences.nodes ?? []
        return nodes.flatMap(toLinkedPull)
      } catch (error) {
        warn(`could not list the pull requests linked to #${issueNumber}: ${messageOf(error)}`)
        return []
      }
    },

    async getBranchSha(branch) {
      const res = await call('git.getRef', () => rest.git.getRef({ owner, repo, ref: `heads/${branch}` }))
      return res?.data.object.sha
    },

    async getCommit(sha) {
      const res = await need('git.getCommit', () => rest.git.getCommit({ owner, repo, commit_sha: sha }))
      const d = res.data
      return { sha: d.sha, treeSha: d.tree.sha, parents: d.parents.map((p) => p.sha), message: d.message }
    },

    async getTree(treeSha) {
      const res = await need('git.getTree', () => rest.git.getTree({ owner, repo, tree_sha: treeSha }))
      return res.data.tree.map((t) => ({
        path: t.path ?? '',
        type: t.type === 'tree' ? ('tree' as const) : ('blob' as const),
        sha: t.sha ?? ''
      }))
    },

    async getBlobText(blobSha) {
      const res = await need('git.getBlob', () => rest.git.getBlob({ owner, repo, file_sha: blobSha }))
      return res.data.encoding === 'base64' ? decodeBase64(res.data.content) : res.data.content
    },

    async listDirectory(path, ref) {
      const res = await call('repos.getContent', () => rest.repos.getContent({ owner, repo, path, ref }))
      if (!res || !Array.isArray(res.data)) return undefined
      return res.data
        .filter((e) => e.type === 'file' || e.type === 'dir')
        .map((e) => ({ name: e.name, path: e.path, type: e.type as 'file' | 'dir', sha: e.sha }))
    },

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

    async updateBranch(branch, sha) {
      await refMove(`heads/${branch}`, () =>
        rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false })
      )
    }
  }
}
