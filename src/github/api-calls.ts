// Plain helpers of the Octokit adapter: error classification, API call wrappers and response mapping.
// They take plain shapes, so no Octokit type leaves octokit.ts.
import type { ReviewComment, ReviewInfo, IssueComment } from './port.js'
import { BranchMissingError, FileConflictError, GitHubApiError, RefConflictError } from './port.js'
import { permissionError } from './permissions.js'

export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined
  const status = Number((error as { status: unknown }).status)
  return Number.isFinite(status) ? status : undefined
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** GitHub's own `message` of an error answer (Octokit appends the documentation URL to Error.message). */
export function apiMessageOf(error: unknown): string {
  const data = (error as { response?: { data?: { message?: unknown } } } | undefined)?.response?.data
  return typeof data?.message === 'string' ? data.message : messageOf(error)
}

/** The error a failed call becomes: a missing permission is named, anything else is a GitHubApiError. */
function apiError(operation: string, error: unknown): Error {
  const status = statusOf(error)
  return (
    permissionError(operation, status, apiMessageOf(error)) ??
    new GitHubApiError(operation, status, messageOf(error))
  )
}

/** Runs one API call; 404 answers undefined, anything else failing is an error naming the call. */
export async function call<T>(operation: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    if (statusOf(error) === 404) return undefined
    throw apiError(operation, error)
  }
}

export async function need<T>(operation: string, run: () => Promise<T>): Promise<T> {
  const value = await call(operation, run)
  if (value === undefined) throw new GitHubApiError(operation, 404, 'not found')
  return value
}

type ApiUser = { login: string; type?: string } | null | undefined

function authorOf(user: ApiUser): Pick<IssueComment, 'author' | 'authorType'> {
  const type = user?.type === 'Bot' || user?.type === 'Organization' ? user.type : 'User'
  return { author: user?.login ?? '', authorType: type }
}

export function toComment(c: {
  id: number
  body?: string
  user: ApiUser
  created_at: string
  updated_at: string
}): IssueComment {
  return {
    id: c.id,
    ...authorOf(c.user),
    body: c.body ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at
  }
}

export function toReview(r: {
  id: number
  user: ApiUser
  body: string | null
  state: string
  submitted_at?: string | null
}): ReviewInfo {
  // A review of line comments only has no body: GitHub sends null (webhooks) or '' (REST); both become ''.
  return {
    id: r.id,
    ...authorOf(r.user),
    body: r.body ?? '',
    state: r.state,
    submittedAt: r.submitted_at ?? undefined
  }
}

export function toReviewComment(c: {
  id: number
  user: ApiUser
  body: string
  created_at: string
  updated_at: string
  path: string
  line?: number | null
  original_line?: number | null
  start_line?: number | null
  original_start_line?: number | null
  side?: 'LEFT' | 'RIGHT' | null
  in_reply_to_id?: number | null
  diff_hunk: string
  pull_request_review_id: number | null
}): ReviewComment {
  return {
    ...toComment(c),
    path: c.path,
    // An outdated comment has no `line` on the current diff any more; where it was written stays in original_line.
    line: c.line ?? c.original_line ?? undefined,
    // The first line from the same pair as `line`: a range read half from the current diff and half from the
    // original one would name lines of two different commits.
    startLine: ((c.line ?? undefined) === undefined ? c.original_start_line : c.start_line) ?? undefined,
    side: c.side ?? undefined,
    inReplyToId: c.in_reply_to_id ?? undefined,
    diffHunk: c.diff_hunk,
    reviewId: c.pull_request_review_id ?? undefined
  }
}

export function decodeBase64(content: string): string {
  return Buffer.from(content, 'base64').toString('utf8')
}

export interface LinkedNode {
  number: number
  repository: { nameWithOwner: string }
}

export function toLinkedPull(node: LinkedNode) {
  const [owner, repo] = node.repository.nameWithOwner.split('/')
  return owner && repo ? [{ owner, repo, number: node.number }] : []
}

/**
 * Names the cause of a refused contents-API write from GitHub's answer (measured against api.github.com):
 * 409 `<path> does not match <sha>` and 422 `"sha" wasn't supplied` (a rival created the file first) mean the
 * file is not what the caller read; any other 409 (`refs/heads/<b> expected to be at <sha>`) means the branch
 * moved under a write to another file. A 404 other than the generic "Not Found" (which is how a missing
 * repository or a token without access is answered) is GitHub's `Branch <name> not found`.
 */
export function fileWriteError(
  path: string,
  branch: string,
  status: number | undefined,
  message: string
): Error {
  if (status === 409)
    return new FileConflictError(path, /does not match/.test(message) ? 'stale' : 'branch-moved', message)
  if (status === 422 && /"sha" wasn't supplied/.test(message))
    return new FileConflictError(path, 'stale', message)
  if (status === 404 && !/^Not Found\b/.test(message)) return new BranchMissingError(branch)
  const refused = permissionError('repos.createOrUpdateFileContents', status, message)
  if (refused) return refused
  return new GitHubApiError('repos.createOrUpdateFileContents', status, message)
}

/** A 422 on a ref create means another writer created the branch first: the caller re-reads and retries. */
export async function refMove(ref: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run()
  } catch (error) {
    if (statusOf(error) === 422) throw new RefConflictError(ref)
    throw apiError(`move ${ref}`, error)
  }
}
