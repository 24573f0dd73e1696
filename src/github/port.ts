// The narrow set of GitHub operations the-loop uses, in our own types. Only octokit.ts implements it
// against the real API; tests use the loopback GitHub server or an in-memory fake.

/** A repository coordinate. */
export interface RepoRef {
  owner: string
  repo: string
}

/** An issue or pull request (they share one number space). */
interface IssueInfo {
  number: number
  title: string
  body: string
  author: string
  state: 'open' | 'closed'
  isPullRequest: boolean
  labels: string[]
}

/** @internal */
export interface PullInfo {
  number: number
  title: string
  body: string
  author: string
  state: 'open' | 'closed'
  headSha: string
  baseRef: string
  headRef: string
  /** How many files the pull request changes (`changed_files`): its files list stops at PULL_FILES_LIMIT. */
  changedFiles?: number
}

export interface ChangedFile {
  path: string
  status: string
  additions: number
  deletions: number
  /** The file's hunks as the files list gives them; absent for binary files and files too large to show. */
  patch?: string
  /** Its blob at the head is git's empty blob (the files list's `sha`): a file without a patch with nothing in it. */
  empty?: true
}

/** GitHub lists at most this many files of a pull request (its files list; the diff media type stops at 300). */
export const PULL_FILES_LIMIT = 3000

/** How a compared head relates to its base (GitHub's compare `status`). */
export type CompareStatus = 'ahead' | 'behind' | 'diverged' | 'identical'

/**
 * Two commits compared three-dot (`base...head`): `ahead` when base is an ancestor of head, `behind` when head
 * is an ancestor of base, `diverged` when neither is, `identical` for one commit. The files are what changed
 * from the merge base to head (GitHub lists at most 300), the commits those of head not in base (at most 250,
 * oldest first).
 */
export interface CommitComparison {
  status: CompareStatus
  aheadBy: number
  behindBy: number
  totalCommits: number
  commits: Array<{ sha: string; message: string }>
  files: ChangedFile[]
}

/** A comment on an issue/PR conversation thread. */
export interface IssueComment {
  id: number
  author: string
  authorType: 'User' | 'Bot' | 'Organization'
  body: string
  createdAt: string
  updatedAt: string
}

/** A pull-request review. Its body may be empty (a review of line comments only); GitHub sends null as ''. */
export interface ReviewInfo {
  id: number
  author: string
  authorType: 'User' | 'Bot' | 'Organization'
  body: string
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED or PENDING (a pending review is its author's draft). */
  state: string
  /** When the review became visible; undefined while it is pending. */
  submittedAt: string | undefined
}

/** A pull-request review comment (a line comment), in its own id sequence. */
export interface ReviewComment {
  id: number
  author: string
  authorType: 'User' | 'Bot' | 'Organization'
  body: string
  createdAt: string
  updatedAt: string
  path: string
  /** The line on the side it was written on (`original_line` once outdated); undefined for file comments. */
  line: number | undefined
  /** A range's first line (`start_line`, or `original_start_line` once outdated); `line` is then its LAST. */
  startLine: number | undefined
  side: 'LEFT' | 'RIGHT' | undefined
  /** The comment of the same thread it answers. */
  inReplyToId: number | undefined
  diffHunk: string
  /** The review it was submitted with (`pull_request_review_id`). */
  reviewId: number | undefined
}

/**
 * A review thread of a pull request, as GitHub's GraphQL lists it (REST knows no threads): a root line comment
 * and its replies, which can be resolved.
 */
export interface ReviewThreadInfo {
  /** The thread's GraphQL node id (`PRRT_…`), which resolveReviewThread takes. */
  id: string
  isResolved: boolean
  /** Set by GitHub once the lines the thread was written on changed. */
  isOutdated: boolean
  path: string
  /** The REST id (`databaseId`) of its first comment, which a reply names; undefined when GitHub gives none. */
  rootCommentId: number | undefined
}

/**
 * How resolving a thread ended. GitHub refuses it inside an HTTP 200 answer (a token that may comment but not
 * resolve, a node id it does not know), so a refusal is a value the caller folds into its answer, not an error.
 */
export type ThreadResolution =
  { ok: true } | { ok: false; reason: 'forbidden' | 'not-found'; message: string }

/**
 * Where a review comment sits: `line` on `side` (RIGHT: the new file, LEFT: the old one), and for a range its
 * first line `startLine` on `startSide`. GitHub accepts only lines of the pull request's diff, a range within one
 * hunk (see src/loop/placement/anchor.ts).
 */
export interface ReviewPosition {
  path: string
  line: number
  side: 'LEFT' | 'RIGHT'
  startLine?: number
  startSide?: 'LEFT' | 'RIGHT'
}

/** One line comment of a review to create. */
export interface NewReviewComment extends ReviewPosition {
  body: string
}

/** A review to create: always submitted with event COMMENT (the port offers no verdict). */
export interface NewReview {
  /** The head commit the review is about (`commit_id`): the head the round reviewed. */
  commitId: string
  body: string
  comments: NewReviewComment[]
}

/** A created review as GitHub lists it, and its line comments when they were asked for (the order sent). */
interface CreatedReview extends ReviewInfo {
  comments: ReviewComment[]
}

/**
 * One file on a branch read through the contents API: its text and blob sha (the compare-and-swap token). A file
 * over the 1 MB the contents API returns comes without its text: `tooLarge` gives its size instead.
 */
interface BranchFile {
  text: string
  sha: string
  tooLarge?: { size: number }
}

/** One entry of a tree to create: a file (blob content) or a reuse of an existing tree/blob sha. */
export type TreeEntry =
  | { path: string; mode: '100644'; type: 'blob'; content: string }
  | { path: string; mode: '100644' | '040000'; type: 'blob' | 'tree'; sha: string }
  | { path: string; mode: '100644' | '040000'; type: 'blob' | 'tree'; sha: null }

/** The reactions the action gives, as REST names them (GraphQL's ReactionContent spells them EYES…). */
export type ReactionContent = '+1' | 'eyes' | 'rocket' | 'confused'

// The port's errors live in port-errors.ts; every caller imports them from here, as before.
export * from './port-errors.js'
export * from './port-checks.js'
import type { CheckConclusion, CheckOutput, CheckRunInfo, NewCheckRun } from './port-checks.js'

/**
 * Reads answer undefined for "absent" (HTTP 404) where the result type allows it; any other failure, after the
 * client's own retries of 5xx and rate limits, throws GitHubApiError naming the operation.
 */
export interface GitHubPort {
  readonly repo: RepoRef

  getIssue(number: number): Promise<IssueInfo | undefined>
  getPull(number: number, repo?: RepoRef): Promise<PullInfo | undefined>
  /** Every comment of the conversation thread, oldest first, across all pages. */
  listComments(number: number): Promise<IssueComment[]>
  /**
   * Posts a comment. With `after` (the highest comment id the caller knows on the conversation), a post whose answer
   * was lost is looked for above it before it is sent again; without it, a lost answer may mean a duplicate.
   */
  createComment(number: number, body: string, opts?: { after?: number }): Promise<IssueComment>
  updateComment(commentId: number, body: string): Promise<IssueComment>
  /** Reacts to an issue comment; reacting again with the same content is no error (GitHub answers 200). */
  addReaction(commentId: number, content: ReactionContent): Promise<void>
  /** Reacts to a pull-request review comment (a line comment), as addReaction does to an issue comment. */
  addReviewCommentReaction(commentId: number, content: ReactionContent): Promise<void>
  /**
   * Reacts to a submitted review's body. REST has no route for it: GraphQL `addReaction` on the review's node
   * id (`node_id` of its event), as GitHub's schema makes PullRequestReview a Reactable.
   */
  addReviewReaction(reviewNodeId: string, content: ReactionContent): Promise<void>
  addLabels(number: number, labels: string[]): Promise<void>
  /** Removes one label; absent labels are not an error. */
  removeLabel(number: number, label: string): Promise<void>
  /** The unified diff of a pull request (the diff media type). */
  getPullDiff(number: number, repo?: RepoRef): Promise<string | undefined>
  /** The pull request's changed files in GitHub's order, all pages (GitHub lists at most PULL_FILES_LIMIT). */
  listPullFiles(number: number, repo?: RepoRef): Promise<ChangedFile[]>
  /** `base...head` (commit shas); undefined when GitHub answers 404 (a commit it no longer has, no common ancestor). */
  compareCommits(base: string, head: string, repo?: RepoRef): Promise<CommitComparison | undefined>
  /** Every review of a pull request (pending ones are listed only to their author), oldest first, all pages. */
  listReviews(number: number): Promise<ReviewInfo[]>
  /** Every review (line) comment of a pull request, all pages. */
  listReviewComments(number: number): Promise<ReviewComment[]>
  /**
   * Replies in the thread of line comment `rootCommentId` of pull request `number`; answers the reply. A comment
   * of another pull request or an unknown one is 404, a refused body 422: GitHubApiError with the status. Sent
   * once: after a lost answer the call fails rather than risk a second reply.
   */
  replyToReviewComment(number: number, rootCommentId: number, body: string): Promise<ReviewComment>
  /** Every review thread of a pull request (GraphQL, 100 a page), in GitHub's order, all pages. */
  listReviewThreads(number: number): Promise<ReviewThreadInfo[]>
  /**
   * Resolves a thread by its node id (resolving a resolved one changes nothing). GitHub's refusals, FORBIDDEN
   * and NOT_FOUND, answer `{ ok: false }` with GitHub's message; any other failure throws GitHubApiError.
   */
  resolveReviewThread(threadId: string): Promise<ThreadResolution>
  /**
   * Creates a review with event COMMENT, never APPROVE or REQUEST_CHANGES: the human owns the verdict. GitHub
   * checks every comment's place against the diff and refuses the whole review (HTTP 422, GitHubApiError) when
   * one is off it, without saying which. With `after` (the highest review id the caller knows on the pull
   * request) and a non-empty body, a review whose answer was lost is looked for above it before it is sent
   * again. Answers the review; with `withComments`, also its comments, read back with one more request (GitHub's
   * answer to the create does not list them).
   */
  createReview(
    number: number,
    review: NewReview,
    opts?: { after?: number; withComments?: boolean }
  ): Promise<CreatedReview>
  /** Replaces the body of a review (a round re-run in place edits its review, never posts a second one). */
  updateReview(number: number, reviewId: number, body: string): Promise<ReviewInfo>
  /**
   * Creates a pending review: a draft only its author sees, with no body, never submitted by this port. GitHub
   * checks its comments as for createReview (422 when one is off the diff), so a draft asks whether comments fit
   * without posting them (app/review/review-refusals.ts); it is deleted at once. Answers the draft's id.
   */
  createPendingReview(
    number: number,
    draft: { commitId: string; comments: NewReviewComment[] }
  ): Promise<number>
  /** Deletes a pending review of this user (GitHub deletes drafts only: a submitted review is 422); one already gone is no error. */
  deletePendingReview(number: number, reviewId: number): Promise<void>
  /** A file's text at a ref (the default branch when omitted), or undefined when the file (or ref) is absent. */
  getFileText(path: string, ref?: string): Promise<string | undefined>
  /** One file of a branch with its blob sha; undefined when the file or the branch is absent. */
  readBranchFile(path: string, branch: string): Promise<BranchFile | undefined>
  /**
   * Writes one file as one commit (contents API). `expectedSha` makes it a compare-and-swap; undefined means
   * the file must not exist yet. Returns the new blob sha. Throws FileConflictError or BranchMissingError.
   */
  writeBranchFile(
    path: string,
    branch: string,
    text: string,
    message: string,
    expectedSha: string | undefined
  ): Promise<{ sha: string }>
  /** Fires a repository_dispatch event (GitHub starts workflow runs for it even when GITHUB_TOKEN sends it). */
  dispatchRepositoryEvent(eventType: string, clientPayload: Record<string, unknown>): Promise<void>
  getDefaultBranch(): Promise<string>
  /** Creates a check run (`checks: write`); answers its id. */
  createCheckRun(check: NewCheckRun): Promise<number>
  /** Completes a check run with `conclusion`, replacing its output (and its link, when `link` is given). */
  completeCheckRun(id: number, conclusion: CheckConclusion, output: CheckOutput, link?: string): Promise<void>
  /** The check runs named `name` on commit `sha` still in progress (GitHub's latest per check suite). */
  listCheckRunsInProgress(sha: string, name: string): Promise<CheckRunInfo[]>
  /** Pull requests that will close an issue (GraphQL closedByPullRequestsReferences); [] on failure, with a warning. */
  listLinkedPulls(issueNumber: number): Promise<Array<{ owner: string; repo: string; number: number }>>

  // git data, for the state branch's first commit
  createTree(entries: TreeEntry[], baseTree?: string): Promise<string>
  createCommit(message: string, treeSha: string, parents: string[]): Promise<string>
  /** Creates a branch; throws RefConflictError when it already exists. */
  createBranch(branch: string, sha: string): Promise<void>
}
