// The in-memory fake port's review threads over the loopback's thread model (loopback/review-threads.ts): a reply
// in a thread, the threads of a pull request and resolving one, with the answers and refusals the Octokit adapter
// gives over the loopback GitHub (a refused resolve is a value, not an error).
import type { GitHubPort, ReviewThreadInfo, ThreadResolution } from '../../src/github/port.js'
import { GitHubApiError } from '../../src/github/port.js'
import { toReviewComment } from './fake-port-views.js'
import { findThread, replyInThread, setResolved, threadsOf } from './loopback/review-threads.js'
import type { LoopReviewThread } from './loopback/review-threads.js'
import type { LoopIssue, LoopRepo, LoopWorld } from './loopback/world.js'

/** What the thread half needs from the fake: its world and repository, its call wrapper and its switches. */
export interface ThreadsEnv {
  world: LoopWorld
  repo: LoopRepo
  /** Runs one call, logging its name and turning loopback refusals into GitHubApiError. */
  api: <T>(name: string, run: () => T) => Promise<T>
  /** The pull request numbered `n`, or a 404 refusal. */
  needPull: (n: number) => LoopIssue
  resolveForbidden: () => boolean
}

export type FakeThreads = Pick<
  GitHubPort,
  'replyToReviewComment' | 'listReviewThreads' | 'resolveReviewThread'
>

/** The loopback has no moved lines, so no thread is outdated; path and root come from the first comment. */
function toThreadInfo(t: LoopReviewThread): ReviewThreadInfo {
  const first = t.comments[0]
  return {
    id: t.nodeId,
    isResolved: t.isResolved,
    isOutdated: false,
    path: first?.path ?? '',
    rootCommentId: first?.id
  }
}

export function fakeThreads(env: ThreadsEnv): FakeThreads {
  const { world, repo, api } = env
  return {
    replyToReviewComment: (n, rootId, body) =>
      api('replyToReviewComment', () =>
        toReviewComment(replyInThread(world, repo, env.needPull(n), world.actor, rootId, body))
      ),
    listReviewThreads: (n) =>
      api('listReviewThreads', () => {
        // GraphQL answers an unknown pull request with NOT_FOUND in an HTTP 200: an error without a status.
        const issue = repo.issues.get(n)
        if (!issue?.pull)
          throw new GitHubApiError(
            'listReviewThreads',
            undefined,
            `Could not resolve to a PullRequest with the number of ${n}.`
          )
        return threadsOf(repo, n).map(toThreadInfo)
      }),
    resolveReviewThread: (threadId) =>
      api('resolveReviewThread', (): ThreadResolution => {
        // Checked in the loopback's order: the node id first, then the token's permission.
        const found = findThread(world.repos.values(), threadId)
        if (!found)
          return {
            ok: false,
            reason: 'not-found',
            message: `Could not resolve to a node with the global id of '${threadId}'`
          }
        if (env.resolveForbidden())
          return {
            ok: false,
            reason: 'forbidden',
            message: 'Resource not accessible by integration'
          }
        setResolved(found.repo, found.thread, true)
        return { ok: true }
      })
  }
}
