// The narrow set of GitHub operations the-loop uses, in our own types. Only octokit.ts implements it
// against the real API; tests use the loopback GitHub server or an in-memory fake.

/** A repository coordinate. */
export interface RepoRef {
  owner: string
  repo: string
}

/** An issue or pull request (they share one number space). */
export interface IssueInfo {
  number: number
  title: string
  body: string
  author: string
  state: 'open' | 'closed'
  isPullRequest: boolean
  labels: string[]
}

export interface PullInfo {
  number: number
  title: string
  body: string
  author: string
  state: 'open' | 'closed'
  headSha: string
  baseRef: string
  headRef: string
}

export interface ChangedFile {
  path: string
  status: string
  additions: number
  deletions: number
}

/** A comment on an issue/PR conversation thread. */
export interface ThreadComment {
  id: number
  author: string
  authorType: 'User' | 'Bot' | 'Organization'
  body: string
  createdAt: string
  updatedAt: string
}

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none'

/** A commit as the git data API sees it. */
export interface CommitInfo {
  sha: string
  treeSha: string
  parents: string[]
  message: string
}

/** One entry of a tree to create: a file (blob content) or a reuse of an existing tree/blob sha. */
export type TreeEntry =
  | { path: string; mode: '100644'; type: 'blob'; content: string }
  | { path: string; mode: '100644' | '040000'; type: 'blob' | 'tree'; sha: string }
  | { path: string; mode: '100644' | '040000'; type: 'blob' | 'tree'; sha: null }

/** One entry of a directory listing at a ref (contents API): a file or a sub-folder. */
export interface DirEntry {
  name: string
  path: string
  type: 'file' | 'dir'
  sha: string
}

export interface TreeItem {
  path: string
  type: 'blob' | 'tree'
  sha: string
}

/** Thrown by `updateRef` when the ref moved since it was read (HTTP 422 on a non-fast-forward update). */
export class RefConflictError extends Error {
  constructor(ref: string) {
    super(`ref ${ref} moved while it was being updated`)
    this.name = 'RefConflictError'
  }
}

/** A GitHub API call that failed for a reason other than "absent" or a ref conflict; names the operation. */
export class GitHubApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | undefined,
    detail: string
  ) {
    super(`GitHub API ${operation} failed${status ? ` (HTTP ${status})` : ''}: ${detail}`)
    this.name = 'GitHubApiError'
  }
}

/**
 * Reads answer undefined for "absent" (HTTP 404) where the result type allows it; any other failure, after the
 * client's own retries of 5xx and rate limits, throws GitHubApiError naming the operation.
 */
export interface GitHubPort {
  readonly repo: RepoRef

  getIssue(number: number): Promise<IssueInfo | undefined>
  getPull(number: number): Promise<PullInfo | undefined>
  /** Every comment of the conversation thread, oldest first, across all pages. */
  listComments(number: number): Promise<ThreadComment[]>
  createComment(number: number, body: string): Promise<ThreadComment>
  updateComment(commentId: number, body: string): Promise<ThreadComment>
  addReaction(commentId: number, content: '+1' | 'eyes' | 'rocket' | 'confused'): Promise<void>
  addLabels(number: number, labels: string[]): Promise<void>
  /** Removes one label; absent labels are not an error. */
  removeLabel(number: number, label: string): Promise<void>
  /** The unified diff of a pull request (the diff media type). */
  getPullDiff(number: number, repo?: RepoRef): Promise<string | undefined>
  listPullFiles(number: number, repo?: RepoRef): Promise<ChangedFile[]>
  /** A file's text at a ref, or undefined when the file (or ref) is absent. */
  getFileText(path: string, ref: string): Promise<string | undefined>
  getDefaultBranch(): Promise<string>
  getPermission(login: string): Promise<Permission>
  /** Pull requests that will close an issue (GraphQL closedByPullRequestsReferences); [] on failure, with a warning. */
  listLinkedPulls(issueNumber: number): Promise<Array<{ owner: string; repo: string; number: number }>>

  // git data, for the cache branch
  /** The sha a branch points at, or undefined when the branch does not exist. */
  getBranchSha(branch: string): Promise<string | undefined>
  getCommit(sha: string): Promise<CommitInfo>
  /** Lists a tree's entries (not recursive): one level, so reading one folder is O(1) in the branch size. */
  getTree(treeSha: string): Promise<TreeItem[]>
  getBlobText(blobSha: string): Promise<string>
  /** One folder's entries at a ref (branch or commit sha); undefined when the ref or the folder is absent. */
  listDirectory(path: string, ref: string): Promise<DirEntry[] | undefined>
  createTree(entries: TreeEntry[], baseTree?: string): Promise<string>
  createCommit(message: string, treeSha: string, parents: string[]): Promise<string>
  /** Creates a branch; throws RefConflictError when it already exists. */
  createBranch(branch: string, sha: string): Promise<void>
  /** Moves a branch without force; throws RefConflictError when it is not a fast-forward. */
  updateBranch(branch: string, sha: string): Promise<void>
}
