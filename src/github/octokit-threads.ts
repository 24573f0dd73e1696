// The Octokit adapter's review threads: a reply in a line comment's thread by REST, the threads of a pull request
// and their resolving by GraphQL, the only API that knows threads. Split from octokit.ts; no Octokit type leaves
// it. The documents are validated against GitHub's published schema in __tests__/github/graphql-schema.test.ts.
import type { getOctokit } from '@actions/github'
import { need, toReviewComment } from './api-calls.js'
import { GitHubApiError } from './port.js'
import type { GitHubPort, ReviewThreadInfo, ThreadResolution } from './port.js'

type Octokit = ReturnType<typeof getOctokit>

/** GitHub's most records per page of a connection. */
const THREADS_PER_PAGE = 100

/** One page of a pull request's review threads, each with its first comment's REST id (`databaseId`). */
/** @internal */
export const REVIEW_THREADS_QUERY = `query($owner: String!, $repo: String!, $number: Int!, $first: Int!, $after: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: $first, after: $after) {
        nodes { id isResolved isOutdated path comments(first: 1) { nodes { databaseId } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
}`

/** @internal */
export const RESOLVE_THREAD_MUTATION = `mutation($threadId: ID!) {
  resolveReviewThread(input: { threadId: $threadId }) { thread { id isResolved } }
}`

/** A thread as the query selects it; GraphQL lists may hold nulls, and `databaseId` is nullable. */
interface ThreadNode {
  id: string
  isResolved: boolean
  isOutdated: boolean
  path: string
  comments: { nodes: Array<{ databaseId: number | null } | null> | null }
}

interface ThreadsPage {
  repository: {
    pullRequest: {
      reviewThreads: {
        nodes: Array<ThreadNode | null> | null
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
      }
    } | null
  } | null
}

interface ResolveAnswer {
  resolveReviewThread: { thread: { id: string; isResolved: boolean } } | null
}

/** The mutation's answer, or GitHub's refusal of it. */
type ResolveOutcome = { answer: ResolveAnswer } | { refused: ThreadResolution }

const REFUSAL_REASONS = { FORBIDDEN: 'forbidden', NOT_FOUND: 'not-found' } as const

/**
 * GitHub's refusal of a resolve: Octokit throws a GraphQL answer with `errors` (HTTP 200) as an error carrying
 * that list. Only a list of FORBIDDEN and NOT_FOUND entries is a refusal, named by its first; an HTTP failure
 * carries no such list, and any other entry makes it a failure of its own.
 */
type RefusalEntry = { type: keyof typeof REFUSAL_REASONS; message?: unknown }

const isRefusal = (entry: unknown): entry is RefusalEntry => {
  const type = (entry as { type?: unknown } | null)?.type
  return type === 'FORBIDDEN' || type === 'NOT_FOUND'
}

function refusalOf(error: unknown): ThreadResolution | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors) || !errors.every(isRefusal)) return undefined
  const first = (errors as RefusalEntry[])[0]
  if (!first) return undefined
  const message = typeof first.message === 'string' ? first.message : first.type
  return { ok: false, reason: REFUSAL_REASONS[first.type], message }
}

function toThreadInfo(node: ThreadNode): ReviewThreadInfo {
  return {
    id: node.id,
    isResolved: node.isResolved,
    isOutdated: node.isOutdated,
    path: node.path,
    rootCommentId: node.comments.nodes?.[0]?.databaseId ?? undefined
  }
}

export function reviewThreads(
  octokit: Octokit,
  owner: string,
  repo: string
): Pick<GitHubPort, 'replyToReviewComment' | 'listReviewThreads' | 'resolveReviewThread'> {
  return {
    async replyToReviewComment(number, rootCommentId, body) {
      // A write the retry plugin must not resend blindly (retries: 0): a resent reply whose first answer was
      // lost would post twice. A 404 (a comment of another pull) or 422 is the caller's to fold elsewhere.
      const res = await need('pulls.createReplyForReviewComment', () =>
        octokit.rest.pulls.createReplyForReviewComment({
          owner,
          repo,
          pull_number: number,
          comment_id: rootCommentId,
          body,
          request: { retries: 0 }
        })
      )
      return toReviewComment(res.data)
    },

    async listReviewThreads(number) {
      const threads: ReviewThreadInfo[] = []
      let after: string | null = null
      for (;;) {
        const cursor: string | null = after
        const data: ThreadsPage = await need('graphql reviewThreads', () =>
          octokit.graphql<ThreadsPage>(REVIEW_THREADS_QUERY, {
            owner,
            repo,
            number,
            first: THREADS_PER_PAGE,
            after: cursor
          })
        )
        const connection = data.repository?.pullRequest?.reviewThreads
        if (!connection)
          throw new GitHubApiError('graphql reviewThreads', undefined, `no pull request #${number}`)
        for (const node of connection.nodes ?? []) if (node) threads.push(toThreadInfo(node))
        const { hasNextPage, endCursor } = connection.pageInfo
        if (!hasNextPage) return threads
        // A next page without a new cursor would ask for the same page for ever.
        if (endCursor === null || endCursor === cursor)
          throw new GitHubApiError('graphql reviewThreads', undefined, 'a next page without a new cursor')
        after = endCursor
      }
    },

    async resolveReviewThread(threadId) {
      // Safe to send again (resolving a resolved thread changes nothing), so the retry plugin's resends stay.
      const outcome = await need('graphql resolveReviewThread', async (): Promise<ResolveOutcome> => {
        try {
          return { answer: await octokit.graphql<ResolveAnswer>(RESOLVE_THREAD_MUTATION, { threadId }) }
        } catch (error) {
          const refused = refusalOf(error)
          if (refused) return { refused }
          throw error
        }
      })
      if ('refused' in outcome) return outcome.refused
      if (outcome.answer.resolveReviewThread?.thread.isResolved !== true)
        throw new GitHubApiError(
          'graphql resolveReviewThread',
          undefined,
          `GitHub answered without resolving thread ${threadId}`
        )
      return { ok: true }
    }
  }
}
