// The one real GitHubPort: @actions/github's Octokit with the retry and throttling plugins. No Octokit type
// leaves this file (or its halves: octokit-git.ts for storage, octokit-reviews.ts, octokit-reactions.ts,
// octokit-threads.ts); 404 becomes "absent", a refused ref move RefConflictError, a refused contents write
// FileConflictError or BranchMissingError.
import { getOctokit } from '@actions/github'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import type { GitHubPort, RepoRef } from './port.js'
import { GitHubApiError, PULL_FILES_LIMIT } from './port.js'
import { isCommitSha } from '../base/shared/commit-sha.js'
import type { LinkedNode } from './api-calls.js'
import {
  call,
  decodeBase64,
  messageOf,
  need,
  toComment,
  toLinkedPull,
  toReview,
  toReviewComment
} from './api-calls.js'
import { toChangedFile, toComparison } from './api-compare.js'
import { gitStorage } from './octokit-git.js'
import { reactions } from './octokit-reactions.js'
import { checkRuns } from './octokit-checks.js'
import { reviewPosting } from './octokit-reviews.js'
import { reviewThreads } from './octokit-threads.js'
import { readAllPages } from './pages.js'
import { postOnce } from './post-once.js'
import { DO_NOT_RETRY, RETRIES, retryAfterHook } from './retry-policy.js'

/** The most a page of a REST list holds (`per_page`). */
const FILES_PER_PAGE = 100

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
const LINKED_PULLS_QUERY = `query linkedPulls($owner: String!, $repo: String!, $number: Int!) {
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
      retry: { retries: opts.retries ?? RETRIES, retryAfterBaseValue: base, doNotRetry: [...DO_NOT_RETRY] },
      throttle: {
        enabled: opts.throttle ?? true,
        retryAfterBaseValue: base,
        onRateLimit: (after: number, o: { method: string; url: string }, _k: unknown, count: number) => {
          warn(`GitHub rate limit reached on ${o.method} ${o.url}; retrying after ${after}s`)
          return count < RETRIES
        },
        onSecondaryRateLimit: (
          after: number,
          o: { method: string; url: string },
          _k: unknown,
          count: number
        ) => {
          warn(`GitHub secondary rate limit on ${o.method} ${o.url}; retrying after ${after}s`)
          return count < RETRIES
        }
      }
    },
    retry,
    throttling
  )
  if (opts.throttle === false)
    octokit.hook.wrap('request', retryAfterHook({ baseMs: base, tries: RETRIES, warn }))
  const rest = octokit.rest
  const { owner, repo } = opts.repo
  const at = (r?: RepoRef) => ({ owner: r?.owner ?? owner, repo: r?.repo ?? repo })
  const tries = opts.retries ?? RETRIES
  const wait = (attempt: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, attempt * attempt * base))

  return {
    repo: { owner, repo },
    ...gitStorage(octokit, owner, repo),
    ...reviewPosting(octokit, owner, repo, { tries, wait }),
    ...reactions(octokit, owner, repo),
    ...checkRuns(octokit, owner, repo),
    ...reviewThreads(octokit, owner, repo),

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

    async getPull(number, r?: RepoRef) {
      const res = await call('pulls.get', () => rest.pulls.get({ ...at(r), pull_number: number }))
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
        headRef: d.head.ref,
        changedFiles: d.changed_files
      }
    },

    async listComments(number) {
      const all = await need('issues.listComments', () =>
        octokit.paginate(rest.issues.listComments, { owner, repo, issue_number: number, per_page: 100 })
      )
      return all.map(toComment)
    },

    async createComment(number, body, how) {
      // Not resent blindly by the retry plugin: after a lost answer the thread is read for the post first.
      return need('issues.createComment', () =>
        postOnce({
          body,
          after: how?.after,
          send: async () =>
            toComment(
              (
                await rest.issues.createComment({
                  owner,
                  repo,
                  issue_number: number,
                  body,
                  request: { retries: 0 }
                })
              ).data
            ),
          list: async () =>
            (
              await octokit.paginate(rest.issues.listComments, {
                owner,
                repo,
                issue_number: number,
                per_page: 100
              })
            ).map(toComment),
          tries,
          wait
        })
      )
    },

    async updateComment(commentId, body) {
      const res = await need('issues.updateComment', () =>
        rest.issues.updateComment({ owner, repo, comment_id: commentId, body })
      )
      return toComment(res.data)
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
      // Up to 30 pages of 100: the pages after the first are asked for together once the first names the last.
      const files = await readAllPages(
        async (page) => {
          const res = await need('pulls.listFiles', () =>
            rest.pulls.listFiles({ ...at(r), pull_number: number, per_page: FILES_PER_PAGE, page })
          )
          // Mapped as each page lands: the rest of GitHub's entry (its URLs, its sha) goes with the page.
          return { items: res.data.map(toChangedFile), link: res.headers.link }
        },
        Math.ceil(PULL_FILES_LIMIT / FILES_PER_PAGE)
      )
      return files
    },

    async compareCommits(base, head, r) {
      // Three-dot: what head changed since it forked from base. Only full shas go into the path segment.
      if (!isCommitSha(base) || !isCommitSha(head))
        throw new GitHubApiError(
          'repos.compareCommitsWithBasehead',
          undefined,
          'base and head must be commit shas'
        )
      const res = await call('repos.compareCommitsWithBasehead', () =>
        rest.repos.compareCommitsWithBasehead({ ...at(r), basehead: `${base}...${head}` })
      )
      return res === undefined ? undefined : toComparison(res.data)
    },

    async listReviews(number) {
      const all = await need('pulls.listReviews', () =>
        octokit.paginate(rest.pulls.listReviews, { owner, repo, pull_number: number, per_page: 100 })
      )
      return all.map(toReview)
    },

    async listReviewComments(number) {
      const all = await need('pulls.listReviewComments', () =>
        octokit.paginate(rest.pulls.listReviewComments, { owner, repo, pull_number: number, per_page: 100 })
      )
      return all.map(toReviewComment)
    },

    async getFileText(path, ref) {
      // Without a ref GitHub reads the default branch: one request, no lookup of the branch's name first.
      const atRef = ref === undefined ? {} : { ref }
      const res = await call('repos.getContent', () => rest.repos.getContent({ owner, repo, path, ...atRef }))
      const d = res?.data
      if (!d || Array.isArray(d) || d.type !== 'file' || !('content' in d)) return undefined
      return decodeBase64(d.content)
    },

    async dispatchRepositoryEvent(eventType, clientPayload) {
      await need('repos.createDispatchEvent', () =>
        rest.repos.createDispatchEvent({ owner, repo, event_type: eventType, client_payload: clientPayload })
      )
    },

    async getDefaultBranch() {
      const res = await need('repos.get', () => rest.repos.get({ owner, repo }))
      return res.data.default_branch
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
    }
  }
}
