// What the action did in line-comment threads, kept in the ledger so a re-run neither answers nor resolves a
// thread twice, and a thread a person reopened is never resolved again on the action's own judgement. Bounded
// (the newest entries of each list); the schema bounds the values, and the read (`threadsProblem`) refuses
// the repeats this action never writes. Every entry names comments by their REST ids, as the replies route
// and `in_reply_to_id` do: the GraphQL thread id is looked up when resolving, never stored.
import type { Static } from 'typebox'
import type { LedgerPart } from '../feature/ledger-part.js'
import type { ThreadsSchema } from './threads-schema.js'

/** The threads the action answered in and declared fixed (described in threads-schema.ts). */
export type LedgerThreads = Static<typeof ThreadsSchema>

/** A thread the action replied in with the critics' answers of one round. */
export type AnsweredThread = LedgerThreads['answered'][number]

/** A finding thread the action declared fixed: its "no longer found at `sha`" reply, and the thread's fate. */
export type ResolvedThread = LedgerThreads['resolved'][number]

/** What happened to a finding thread the action declared fixed (threads-schema.ts says each). */
/** @internal */
export type ResolvedState = ResolvedThread['state']

/** What the thread's signed markers say, as the rebuild reads them off our replies in line-comment threads. */
interface ThreadMarkers {
  answers: ReadonlyArray<{ round: number; root: number; reply: number }>
  resolutions: ReadonlyArray<{ round: number; root: number; reply: number; sha: string }>
}

/** Entries kept per list: far more threads than a review answers or resolves, few enough to read each event. */
const MAX_THREAD_ENTRIES = 200

/** As ledger-read.ts's MAX_ROUND (markers carry at most six digits), not imported: that module imports this one. */
const MAX_ROUND = 999_999
const SHA = /^[0-9a-f]{40}$/
const STATES: readonly string[] = ['resolved', 'refused', 'reopened'] satisfies readonly ResolvedState[]

const isCommentId = (n: number) => Number.isSafeInteger(n) && n >= 1
const isRound = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ROUND

// An entry the schema would refuse is left out, not written to fail the next read (which would rebuild the
// whole review). Each entry is copied field by field: an extra property would fail that read the same way.
function answeredEntry(e: AnsweredThread): AnsweredThread | undefined {
  if (!isRound(e.round) || !isCommentId(e.root) || !isCommentId(e.reply)) return undefined
  return { round: e.round, root: e.root, reply: e.reply }
}

function resolvedEntry(e: ResolvedThread): ResolvedThread | undefined {
  if (!isRound(e.round) || !isCommentId(e.root) || !isCommentId(e.reply)) return undefined
  if (!SHA.test(e.sha) || !STATES.includes(e.state)) return undefined
  return { root: e.root, round: e.round, reply: e.reply, sha: e.sha, state: e.state }
}

/** Oldest first: by round, then by reply (GitHub's ids grow, so a lower one was posted earlier). */
const byAge = (a: { round: number; reply: number }, b: { round: number; reply: number }) =>
  a.round - b.round || a.reply - b.reply

/** `list` with each of `entries` put in, replacing an entry of the same identity; the newest `MAX` kept. */
function withEntries<T extends { round: number; reply: number }>(
  list: readonly T[],
  entries: readonly T[],
  identity: (e: T) => string
): T[] {
  const next = new Map(list.map((e) => [identity(e), e]))
  // Later wins: a later call, and a later entry of one call, say what happened last to that thread.
  for (const e of entries) {
    next.delete(identity(e))
    next.set(identity(e), e)
  }
  return [...next.values()].sort(byAge).slice(-MAX_THREAD_ENTRIES)
}

const answeredIdentity = (e: AnsweredThread) => `${e.round}:${e.root}`
const resolvedIdentity = (e: ResolvedThread) => String(e.root)

/** The field with `entries` recorded as answered (a (round, root) answered again replaced), caps applied. */
export function recordAnswered(
  threads: LedgerThreads | undefined,
  entries: readonly AnsweredThread[]
): LedgerThreads {
  const kept = entries.map(answeredEntry).filter((e) => e !== undefined)
  return {
    answered: withEntries(threads?.answered ?? [], kept, answeredIdentity),
    resolved: [...(threads?.resolved ?? [])]
  }
}

/** The field with `entries` recorded as resolved, the latest entry per root kept, caps applied. */
export function recordResolved(
  threads: LedgerThreads | undefined,
  entries: readonly ResolvedThread[]
): LedgerThreads {
  const kept = entries.map(resolvedEntry).filter((e) => e !== undefined)
  return {
    answered: [...(threads?.answered ?? [])],
    resolved: withEntries(threads?.resolved ?? [], kept, resolvedIdentity)
  }
}

/**
 * The field as the thread's signed markers tell it, after a state rebuild. A marker does not say whether
 * GitHub refused the resolution or a person reopened the thread since: each resolution is recorded
 * `resolved`, and the caller reads a thread GitHub shows open as reopened. Repeats keep the latest marker.
 */
export function threadsFromMarkers(markers: ThreadMarkers): LedgerThreads {
  const answers = [...markers.answers].sort(byAge)
  const resolutions = [...markers.resolutions].sort(byAge).map((r) => ({ ...r, state: 'resolved' as const }))
  return recordResolved(recordAnswered(undefined, answers), resolutions)
}

/** Why a stored field cannot be one this action wrote: a (round, root) answered twice, a root resolved twice. */
function threadsProblem(threads: LedgerThreads | undefined): string | undefined {
  const answered = new Set<string>()
  for (const [i, a] of (threads?.answered ?? []).entries()) {
    if (answered.has(answeredIdentity(a)))
      return `host.review.threads.answered[${i}] repeats thread ${a.root} in round ${a.round}`
    answered.add(answeredIdentity(a))
  }
  const resolved = new Set<number>()
  for (const [i, r] of (threads?.resolved ?? []).entries()) {
    if (resolved.has(r.root)) return `host.review.threads.resolved[${i}] repeats thread ${r.root}`
    resolved.add(r.root)
  }
  return undefined
}

/** The threads as the ledger keeps them: left out while nothing was answered or resolved; no repeats. */
export const THREADS_PART: LedgerPart<LedgerThreads> = {
  written: (threads) =>
    threads.answered.length > 0 || threads.resolved.length > 0
      ? { answered: threads.answered, resolved: threads.resolved }
      : undefined,
  problem: threadsProblem
}
