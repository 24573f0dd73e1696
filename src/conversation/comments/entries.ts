// The conversation of one work item: issue comments, review bodies and line comments as one ordered list.
// GitHub keeps three separate id sequences for them, so an entry is named by (kind, id), never by id alone.
import type { IssueComment } from '../../github/port.js'
import { atLogin, quoted } from '../../base/shared/quoted.js'

export type EntryKind = 'issue-comment' | 'review' | 'review-comment'

/** `kind:id`, the only identity an entry has across kinds. */
export type EntryKey = `${EntryKind}:${number}`

export function entryKey(kind: EntryKind, id: number): EntryKey {
  return `${kind}:${id}`
}

/** Reads a stored key back; anything else (the cache branch is writable by others) is dropped. */
export function parseEntryKey(value: unknown): EntryKey | undefined {
  if (typeof value !== 'string') return undefined
  const m = /^(issue-comment|review|review-comment):([1-9]\d{0,15})$/.exec(value)
  return m && Number.isSafeInteger(Number(m[2])) ? (value as EntryKey) : undefined
}

/** Where a line comment sits and what it answers. */
interface LineAnchor {
  path: string
  line: number | undefined
  inReplyToId: number | undefined
  diffHunk: string
  /** The side of the diff the comment is on, when GitHub says (a finding on RIGHT can be found fixed). */
  side?: 'LEFT' | 'RIGHT'
  /** A multi-line comment's first line; `line` is then its last (GitHub's `start_line` and `line`). */
  startLine?: number
  /** The review it was submitted with: whose review a finding's thread belongs to (thread-resolution.ts). */
  reviewId?: number
}

/**
 * One entry. It keeps ThreadComment's fields so the pure readers of comments (authorization, markers,
 * posting plans) work on any kind; `visibleAt` is when people could first read it, the order's key.
 */
export interface ConversationEntry extends IssueComment {
  kind: EntryKind
  key: EntryKey
  visibleAt: string
  anchor?: LineAnchor
  /**
   * Set on an entry of a pull request that a work item's brief names (linked-conversation.ts): the number of
   * that pull request, in the work item's repository. Absent for the item's own thread.
   */
  onPull?: number
}

const KIND_RANK: Record<EntryKind, number> = { review: 0, 'review-comment': 1, 'issue-comment': 2 }

/**
 * The conversation order: by visibility time, then kind (a review's body before its line comments, and
 * both before an issue comment of the same second), then id within a kind. Ids of different kinds are
 * never compared.
 */
export function compareEntries(a: ConversationEntry, b: ConversationEntry): number {
  const at = Date.parse(a.visibleAt) - Date.parse(b.visibleAt)
  if (at !== 0 && Number.isFinite(at)) return at
  if (a.kind !== b.kind) return KIND_RANK[a.kind] - KIND_RANK[b.kind]
  return a.id - b.id
}

/**
 * How a reply is named in a prompt or a summary: who, when, what kind, and where for a line comment. The prompt
 * names it outside a fence, so the path and the login are written by base/shared/quoted.ts.
 */
export function describeEntry(entry: ConversationEntry): string {
  const where =
    entry.anchor !== undefined
      ? ` on ${quoted(entry.anchor.path)}${entry.anchor.line === undefined ? '' : `:${entry.anchor.line}`}`
      : ''
  const kind =
    entry.kind === 'issue-comment' ? 'comment' : entry.kind === 'review' ? 'review' : 'line comment'
  const pull = entry.onPull === undefined ? '' : ` on pull request #${entry.onPull}`
  return `${atLogin(entry.author)}, ${kind}${where}${pull}, ${entry.visibleAt}`
}
