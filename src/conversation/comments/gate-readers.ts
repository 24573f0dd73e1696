// Thread readers for the gates: authorized, non-own comments; the newest brief; replies since a round.
import type { IssueComment } from '../../github/port.js'
import { isAuthorized, isOwnComment, type ActionIdentity, type Allowlist } from '../control/authorize.js'
import { parseBrief, type Brief } from './brief.js'
import { normalizePulls, type RepoCoordinates } from './pull-refs.js'

export interface AuthorizedComment {
  /** `kind:id` when the comment comes from the merged conversation (ids alone repeat across kinds). */
  key?: string
  id: number
  author: string
  body: string
  createdAt: string
}

/** Own comments (marker or identity) go first, then the allowlist decides; thread order is kept. */
export function readAuthorizedComments(
  comments: readonly IssueComment[],
  allowlist: Allowlist,
  identity: ActionIdentity
): AuthorizedComment[] {
  const kept: AuthorizedComment[] = []
  for (const c of comments) {
    if (isOwnComment(c, identity)) continue
    if (!isAuthorized({ login: c.author, type: c.authorType }, allowlist)) continue
    const key = (c as { key?: string }).key
    kept.push({ id: c.id, author: c.author, body: c.body, createdAt: c.createdAt, ...(key ? { key } : {}) })
  }
  return kept
}

export interface FrozenBrief extends Brief {
  /** `@login` of the author whose comment stated it. */
  by: string
  at: string
  commentId: number
  /** The conversation entry (`kind:id`) that stated it. */
  entry?: string
  /**
   * Items under `Pull requests` that name no pull request (`#0`, a number past nine digits, prose), as written,
   * the first ten: dropped from the scope before any request, and said as not followed.
   */
  notPulls?: string[]
}

/** How many of a brief's items that name no pull request are kept to be said. */
const MAX_NOT_PULLS = 10

/**
 * The newest parseable brief among the (already authorized) thread comments followed by the event's
 * comments. A comment present in both is read once. Its PR list is composed into refs here, so the
 * frozen scope never holds free text.
 */
export function latestBrief(
  thread: readonly AuthorizedComment[],
  event: readonly AuthorizedComment[],
  workItem?: RepoCoordinates
): FrozenBrief | null {
  const seen = new Set<string>()
  let found: FrozenBrief | null = null
  for (const c of [...thread, ...event]) {
    const key = c.key ?? `issue-comment:${c.id}`
    if (seen.has(key)) continue
    seen.add(key)
    const brief = parseBrief(c.body)
    if (brief) {
      const by = `@${c.author.replace(/^@+/, '')}`
      found = { ...brief, by, at: c.createdAt, commentId: c.id, ...(c.key ? { entry: c.key } : {}) }
    }
  }
  if (!found) return found
  const notPulls = found.pullRequests.filter((item) => normalizePulls([item], workItem).length === 0)
  found.pullRequests = normalizePulls(found.pullRequests, workItem)
  if (notPulls.length > 0) found.notPulls = notPulls.slice(0, MAX_NOT_PULLS)
  return found
}
