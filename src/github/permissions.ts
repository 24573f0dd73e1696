// A 403 "Resource not accessible by integration" means the token lacks a permission: named by the call refused.
import { UserError } from '../base/shared/errors.js'

/** GitHub's answer when the workflow token's `permissions:` do not cover a call. */
const NOT_ACCESSIBLE = /Resource not accessible by integration/i

/** Why granting may not be enough; the 403 row of docs/troubleshooting.md quotes the same text. */
const FORK_NOTE =
  'pull_request_review and pull_request_review_comment events from forks get a read-only token whatever ' +
  'the workflow grants: comment in the conversation tab instead (issue_comment runs with the base ' +
  "repository's token)"

/**
 * Reviews, line comments and their reactions belong to the pull request alone (a review's reaction is sent
 * through GraphQL, under the name `graphql addReaction`).
 */
const PULL_WRITES =
  /^(pulls\.create|pulls\.update|reactions\.createForPullRequestReviewComment|graphql addReaction)/

/** The permission a call needs, by the operation name the adapter gives it. */
/** @internal */
export function permissionFor(operation: string): string {
  // The state branch (git data, contents) and repository_dispatch both need write access to the contents.
  if (/^(git\.|repos\.createOrUpdateFileContents|repos\.createDispatchEvent|move )/.test(operation))
    return '`contents: write`'
  if (PULL_WRITES.test(operation)) return '`pull-requests: write`'
  if (/^checks\./.test(operation)) return '`checks: write`'
  // Issue comments, labels and their reactions: the issue API, which GitHub checks against both scopes.
  if (/^(issues\.|reactions\.)/.test(operation))
    return '`issues: write` (on an issue) and `pull-requests: write` (on a pull request)'
  if (/^pulls\./.test(operation)) return '`pull-requests: read`'
  return '`contents: read`'
}

/** Raised instead of a bare 403: which permission to grant, and why a fork's event may still lack it. */
export class PermissionError extends UserError {
  constructor(
    readonly operation: string,
    readonly permission: string
  ) {
    super(
      `GitHub refused ${operation} (HTTP 403, Resource not accessible by integration): the workflow token ` +
        `lacks ${permission}. Grant it under \`permissions:\` in the workflow; ${FORK_NOTE}.`
    )
    this.name = 'PermissionError'
  }
}

/** The PermissionError for a refused call, or undefined when the failure is something else. */
export function permissionError(
  operation: string,
  status: number | undefined,
  message: string
): PermissionError | undefined {
  if (status !== 403 || !NOT_ACCESSIBLE.test(message)) return undefined
  return new PermissionError(operation, permissionFor(operation))
}
