// A work item's review hears the pull requests its brief names: their comments, reviews and line comments are
// read with the work item's own thread, as replies to its review. Only pull requests of the work item's own
// repository are followed (the token reads and posts nowhere else), at most ten, each from the moment the brief
// named it; the action's own posts there (findings of this or any review) are left out, so nothing it wrote on
// another thread is ever taken for this review's own record.
import { isOwnComment, type ActionIdentity } from '../control/authorize.js'
import { parsePullRef, type RepoCoordinates } from './pull-refs.js'
import { compareEntries, type ConversationEntry } from './entries.js'
import { readConversation, type ConversationReader } from './read-conversation.js'

/** Linked pull requests whose conversation a review reads: three list reads each, at every event. */
/** @internal */
export const MAX_LINKED_PULLS = 10

export interface LinkedPulls {
  /** Pull requests of the work item's repository whose conversations reach the review, in the brief's order. */
  followed: number[]
  /** Named pull requests of other repositories (`owner/repo#n`): not followed. */
  elsewhere: string[]
  /** Named past the first ten of this repository: not followed either. */
  beyond: number[]
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Sorts a brief's composed pull request refs (`github:owner/repo#n`) into followed and not. */
export function linkedPullsOf(
  refs: readonly string[],
  item: RepoCoordinates & { number: number }
): LinkedPulls {
  const linked: LinkedPulls = { followed: [], elsewhere: [], beyond: [] }
  for (const ref of refs) {
    const pull = parsePullRef(ref)
    if (!pull) continue
    if (!sameName(pull.owner, item.owner) || !sameName(pull.repo, item.repo)) {
      linked.elsewhere.push(`${pull.owner}/${pull.repo}#${pull.number}`)
      continue
    }
    const seen = [...linked.followed, ...linked.beyond]
    if (pull.number === item.number || seen.includes(pull.number)) continue
    if (linked.followed.length < MAX_LINKED_PULLS) linked.followed.push(pull.number)
    else linked.beyond.push(pull.number)
  }
  return linked
}

export interface LinkedReadOptions {
  identity: ActionIdentity
  /** When the brief naming them was stated: what was said there before is not said to this review. */
  since: string
  /** Conversations this run has read already (the event's own pull request), by number. */
  known?: ReadonlyMap<number, readonly ConversationEntry[]>
}

/**
 * The entries of the linked pull requests, each tagged with its pull request. A line comment keeps where it
 * sits but not what it answers: its thread is on another pull request, which this review's thread machinery
 * (decisions on findings, answers in threads) never posts to.
 */
export async function readLinkedEntries(
  github: ConversationReader,
  pulls: readonly number[],
  opts: LinkedReadOptions
): Promise<ConversationEntry[]> {
  const since = Date.parse(opts.since)
  if (!Number.isFinite(since)) return []
  const lists = await Promise.all(
    pulls.map(async (n) => ({
      n,
      entries: opts.known?.get(n) ?? (await readConversation(github, n, { isPullRequest: true }))
    }))
  )
  return lists.flatMap(({ n, entries }) =>
    entries
      .filter((e) => !isOwnComment(e, opts.identity) && !(Date.parse(e.visibleAt) < since))
      .map((e) => ({
        ...e,
        onPull: n,
        ...(e.anchor ? { anchor: { ...e.anchor, inReplyToId: undefined } } : {})
      }))
  )
}

/** The item's own entries with the linked ones, in conversation order; an entry read twice is kept once. */
export function withLinkedEntries(
  own: readonly ConversationEntry[],
  linked: readonly ConversationEntry[]
): ConversationEntry[] {
  const keys = new Set(own.map((e) => e.key))
  return [...own, ...linked.filter((e) => !keys.has(e.key))].sort(compareEntries)
}
