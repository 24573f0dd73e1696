// Which entries of the current review are replies that a round or a gate still owes an answer to.
import { isAuthorized, isOwnComment, type ActionIdentity, type Allowlist } from '../control/authorize.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { parseCommand } from '../../base/keywords/keyword-parse.js'
import type { ConversationEntry, EntryKey } from './entries.js'

export interface ReplyFilter {
  allowlist: Allowlist
  identity: ActionIdentity
  keywords: KeywordConfig
  /** Entries already answered (by a round, a gate, or as the review's brief or arming command). */
  consumed: ReadonlySet<EntryKey>
  /**
   * Replies that decided a finding (loop/decisions/finding-decisions.ts), each with what it asks after its
   * decision: such a reply is read as that follow-up alone, and not at all when it asks nothing ('').
   */
  followUps?: ReadonlyMap<EntryKey, string>
}

/** Authorized, not the action's own: what may speak to the review at all. */
export function isAuthorizedEntry(
  entry: ConversationEntry,
  allowlist: Allowlist,
  identity: ActionIdentity
): boolean {
  if (entry.id < 0 || isOwnComment(entry, identity)) return false
  return isAuthorized({ login: entry.author, type: entry.authorType }, allowlist)
}

/** A command comment (`pause`, `resume`, `review`…) is handled as a command, never read as a reply. */
function isCommandEntry(entry: ConversationEntry, keywords: KeywordConfig): boolean {
  return parseCommand(entry.body, keywords).kind !== 'none'
}

/** Every authorized, non-command entry of `entries` not consumed yet, in conversation order. */
export function unconsumedReplies(
  entries: readonly ConversationEntry[],
  filter: ReplyFilter
): ConversationEntry[] {
  const fresh = entries.filter(
    (e) =>
      !filter.consumed.has(e.key) &&
      isAuthorizedEntry(e, filter.allowlist, filter.identity) &&
      !isCommandEntry(e, filter.keywords)
  )
  const followUps = filter.followUps
  if (!followUps || followUps.size === 0) return fresh
  return fresh.flatMap((e) => {
    const followUp = followUps.get(e.key)
    if (followUp === undefined) return [e]
    return followUp === '' ? [] : [{ ...e, body: followUp }]
  })
}
