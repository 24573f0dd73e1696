// The errors the GitHub port throws: a branch that already exists, a contents-API conflict, a missing branch,
// and any other failed call, each naming what failed so the caller can decide (retry, re-read, create the
// branch, or stop).

/** Thrown by `createBranch` when the branch already exists (HTTP 422 on the ref create). */
export class RefConflictError extends Error {
  constructor(ref: string) {
    super(`ref ${ref} already exists: another writer created it first`)
    this.name = 'RefConflictError'
  }
}

/**
 * A contents-API write refused with HTTP 409 (or 422 "sha wasn't supplied" on a create that raced). GitHub's
 * message tells the cause: `stale` — the file is not at the sha sent (re-read and decide again); `branch-moved`
 * — the branch moved under a concurrent write to another file (send the same request again).
 */
export class FileConflictError extends Error {
  constructor(
    readonly path: string,
    readonly cause409: 'stale' | 'branch-moved',
    detail: string
  ) {
    super(`${path}: ${cause409 === 'stale' ? 'changed since it was read' : 'the branch moved'} (${detail})`)
    this.name = 'FileConflictError'
  }
}

/** A contents-API write to a branch that does not exist (HTTP 404 on PUT): the caller creates the branch. */
export class BranchMissingError extends Error {
  constructor(readonly branch: string) {
    super(`branch ${branch} does not exist`)
    this.name = 'BranchMissingError'
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
