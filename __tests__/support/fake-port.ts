// An in-memory GitHubPort over the loopback's world model (no HTTP), for fast unit tests; records each call
// and lets a test run code just before a branch moves or a file is written, to stage a race.
import type { GitHubPort, RepoRef } from '../../src/github/port.js'
import { GitHubApiError } from '../../src/github/port.js'
import { pendingReviewRequestBody, reviewRequestBody } from '../../src/github/review-request.js'
import { toComment, toComparison, toReview, toReviewComment } from './fake-port-views.js'
import { fakeStorage } from './fake-storage.js'
import { fakeThreads } from './fake-threads.js'
import { ApiError } from './loopback/git-model.js'
import { compareCommits } from './loopback/compare.js'
import { parseDispatch } from './loopback/repo-writes.js'
import { createReviewFromApi, deletePendingReview, updateReviewBody } from './loopback/review-create.js'
import { react } from './loopback/reactions.js'
import { createCheckRunFromApi, updateCheckRunFromApi, type CheckCtx } from './loopback/routes-checks.js'
import { listedReviewComments, listedReviews, reviewNodeId } from './loopback/reviews.js'
import { LoopWorld } from './loopback/world.js'

export interface FakeGitHubPort extends GitHubPort {
  world: LoopWorld
  /** Method names in call order. */
  calls: string[]
  /** Runs before every branch create (e.g. to let a rival writer create the branch first). */
  beforeRefMove?: (branch: string) => void | Promise<void>
  /**
   * Runs before every contents write, e.g. to let a rival write the same file first (the write then meets a
   * stale sha) or to throw `new FileConflictError(path, 'branch-moved', …)` as a moved branch would.
   */
  beforeFileWrite?: (path: string, branch: string) => void | Promise<void>
  /** Refuses resolving threads as GitHub refuses a token that may not (the loopback's `threadResolveForbidden`). */
  threadResolveForbidden?: boolean
}

/** Creates the fake; the repository is created in `world` when it does not exist yet. */
export function createFakePort(
  repoRef: RepoRef = { owner: 'acme', repo: 'widgets' },
  world = new LoopWorld()
): FakeGitHubPort {
  const repo = world.repo(repoRef.owner, repoRef.repo) ?? world.createRepo(repoRef.owner, repoRef.repo)
  const calls: string[] = []
  const api = <T>(name: string, run: () => T): Promise<T> => {
    calls.push(name)
    try {
      return Promise.resolve(run())
    } catch (error) {
      // The message as Octokit composes it from GitHub's answer: `message: "error", "error"`.
      if (error instanceof ApiError) {
        const listed = error.errors?.map((e) => JSON.stringify(e)).join(', ')
        return Promise.reject(
          new GitHubApiError(name, error.status, listed ? `${error.message}: ${listed}` : error.message)
        )
      }
      return Promise.reject(error)
    }
  }
  const issue = (n: number) => repo.issues.get(n)
  /** A pull of this repository or, where the port takes one, of another repository of the same world. */
  const pullIn = (n: number, r?: RepoRef) => (r ? world.repo(r.owner, r.repo) : repo)?.issues.get(n)
  const needIssue = (n: number) => {
    const found = repo.issues.get(n)
    if (!found) throw new ApiError(404, `no issue or pull request #${n}`)
    return found
  }
  const needPull = (n: number) => {
    const found = needIssue(n)
    if (!found.pull) throw new ApiError(404, `#${n} is not a pull request`)
    return found
  }
  const comment = (id: number) => {
    const c = repo.comments.find((x) => x.id === id)
    if (!c) throw new ApiError(404, `no comment ${id}`)
    return c
  }
  const checkCtx = (params: string[], body: Record<string, unknown>): CheckCtx => ({
    world,
    repo,
    params,
    query: new URLSearchParams(),
    body,
    origin: 'http://fake.invalid'
  })
  const fake: FakeGitHubPort = {
    repo: { ...repoRef },
    world,
    calls,
    ...fakeStorage({
      git: repo.git,
      calls,
      api,
      beforeRefMove: (branch) => fake.beforeRefMove?.(branch),
      beforeFileWrite: (path, branch) => fake.beforeFileWrite?.(path, branch)
    }),
    ...fakeThreads({
      world,
      repo,
      api,
      needPull,
      resolveForbidden: () => fake.threadResolveForbidden === true
    }),
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
    getPull: (n, r?: RepoRef) =>
      api('getPull', () => {
        const i = pullIn(n, r)
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
      api('addReaction', () => void react(world, comment(id).reactions, content, world.actor)),
    addReviewCommentReaction: (id, content) =>
      api('addReviewCommentReaction', () => {
        const c = repo.reviewComments.find((x) => x.id === id)
        if (!c) throw new ApiError(404, `no review comment ${id}`)
        react(world, c.reactions, content, world.actor)
      }),
    addReviewReaction: (nodeId, content) =>
      api('addReviewReaction', () => {
        const r = repo.reviews.find((x) => reviewNodeId(x.id) === nodeId)
        if (!r) throw new ApiError(404, `no review with the node id ${nodeId}`)
        react(world, r.reactions, content, world.actor)
      }),
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
    getPullDiff: (n, r) => api('getPullDiff', () => pullIn(n, r)?.pull?.diff),
    listPullFiles: (n, r) =>
      api('listPullFiles', () =>
        (pullIn(n, r)?.pull?.files ?? []).map((f) => ({
          path: f.filename,
          status: f.status,
          additions: f.additions,
          deletions: f.deletions,
          ...(f.patch === undefined ? {} : { patch: f.patch })
        }))
      ),
    compareCommits: (base, head, r) =>
      api('compareCommits', () => {
        const where = r ? world.repo(r.owner, r.repo) : repo
        if (!where) return undefined
        try {
          return toComparison(where, compareCommits(where, base, head))
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return undefined
          throw error
        }
      }),
    getFileText: (path, ref) =>
      api('getFileText', () => {
        const { git } = repo
        // No ref reads the default branch, as the contents API does.
        const sha = git.resolveRef(ref ?? repo.defaultBranch)
        const entry = sha ? git.lookupPath(sha, path) : undefined
        return entry?.type === 'blob' ? git.blobs.get(entry.sha)?.toString('utf8') : undefined
      }),
    listReviews: (n) =>
      api('listReviews', () => listedReviews(repo, needPull(n).number, world.actor).map(toReview)),
    listReviewComments: (n) =>
      api('listReviewComments', () => listedReviewComments(repo, needPull(n).number).map(toReviewComment)),
    // The same request body the Octokit adapter sends, checked by the loopback's rules (422 for a bad place).
    createReview: (n, review, opts) =>
      api('createReview', () => {
        const body = reviewRequestBody(review) as unknown as Record<string, unknown>
        const created = createReviewFromApi(world, repo, needPull(n), world.actor, body)
        const comments = opts?.withComments
          ? repo.reviewComments.filter((c) => c.reviewId === created.id).map(toReviewComment)
          : []
        return { ...toReview(created), comments }
      }),
    createPendingReview: (n, draft) =>
      api('createPendingReview', () => {
        const body = pendingReviewRequestBody(draft) as unknown as Record<string, unknown>
        return createReviewFromApi(world, repo, needPull(n), world.actor, body).id
      }),
    deletePendingReview: (n, id) =>
      api('deletePendingReview', () => {
        // Gone already (404) is no error, as in the Octokit adapter.
        if (!repo.reviews.some((r) => r.id === id && r.pull === n)) return
        deletePendingReview(repo, needPull(n).number, id, world.actor)
      }),
    updateReview: (n, id, body) =>
      api('updateReview', () => toReview(updateReviewBody(repo, needPull(n).number, id, world.actor, body))),
    dispatchRepositoryEvent: (eventType, clientPayload) =>
      api('dispatchRepositoryEvent', () => {
        const parsed = parseDispatch({ event_type: eventType, client_payload: clientPayload })
        world.dispatches.push({ owner: repo.owner, repo: repo.name, ...parsed })
      }),
    getDefaultBranch: () => api('getDefaultBranch', () => repo.defaultBranch),
    listLinkedPulls: (n) => api('listLinkedPulls', () => [...(issue(n)?.linked ?? [])]),
    // The loopback's own checks rules, handed the request body the Octokit adapter sends.
    createCheckRun: (check) =>
      api('createCheckRun', () => {
        const state =
          check.conclusion === undefined ? { status: 'in_progress' } : { conclusion: check.conclusion }
        const body = {
          name: check.name,
          head_sha: check.headSha,
          ...(check.detailsUrl === undefined ? {} : { details_url: check.detailsUrl }),
          ...state,
          output: check.output
        }
        return (createCheckRunFromApi(checkCtx([], body)).json as { id: number }).id
      }),
    completeCheckRun: (id, conclusion, output, detailsUrl) =>
      api('completeCheckRun', () => {
        const link = detailsUrl === undefined ? {} : { details_url: detailsUrl }
        updateCheckRunFromApi(checkCtx([String(id)], { conclusion, output, ...link }))
      }),
    listCheckRunsInProgress: (sha, name) =>
      api('listCheckRunsInProgress', () =>
        repo.checkRuns
          .filter((r) => r.headSha === sha && r.name === name && r.status === 'in_progress')
          .map((r) => ({ id: r.id, headSha: r.headSha, status: r.status }))
      )
  }
  return fake
}
