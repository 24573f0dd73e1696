// The review loop's Action-specific bookkeeping, kept in the state document's `host` field: the round count,
// the paid critic runs, which conversation entries were answered (by kind and id), replies left pending, the
// round's claim, and the record of the action's own comments.
import { parseEntryKey, type EntryKey } from '../thread/entries.js'
import { readOwnRecord, type OwnRecord } from '../thread/own-record.js'
import type { ReviewStart } from '../thread/view.js'
import type { GraphState } from '../state/document.js'
import { claimHolds, clampStaleAt } from './claim-span.js'
import { readOwed, type OwedPost } from './owed.js'
import { readTally, type ReviewTally } from './tally.js'
import { readReviewedHeads, type RoundHeads } from './reviewed-heads.js'

/** A run's claim on a round: no other run pays for the same round while it is younger than `staleAt`. */
export interface RoundClaim {
  run: string
  attempt: string
  round: number
  at: string
  /** After this time the claim is taken to belong to a run that died, and may be taken over. */
  staleAt: string
}

export interface ReviewHostData {
  /** The last round number started (0 before the first). */
  round: number
  /** True once every critic comment of `round` is posted. */
  roundDone: boolean
  /** Claims that ran critics on this review, re-runs of a round included: what max-rounds limits. */
  paid: number
  /** `paid` at the last arming: the budget spent is `paid - paidFrom`. */
  paidFrom: number
  /** The entry that armed this review: earlier entries belong to a finished review on the same thread. */
  start?: ReviewStart
  /** Entries of this review already answered: the brief, commands, and every reply a round or gate read. */
  consumed: EntryKey[]
  /** Replies recorded by runs that found a round in progress; the round's run hands them on. */
  pending: EntryKey[]
  claim?: RoundClaim
  /** The action's own meta comments of this review (see conversation/own.ts); absent in older states. */
  own?: OwnRecord
  /** Required posts not yet seen on the thread (owed.ts); the next run on the item sends them first. */
  owed: OwedPost[]
  /** What each critic spent and found in this review (tally.ts), for its closing summary. */
  tally?: ReviewTally
  /** The head commits the latest rounds reviewed (see reviewed-heads.ts); absent before the first round. */
  heads?: RoundHeads[]
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function count(value: unknown): number {
  return isCount(value) ? value : 0
}

function keys(value: unknown): EntryKey[] {
  return Array.isArray(value) ? value.flatMap((v) => parseEntryKey(v) ?? []) : []
}

function isTime(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value))
}

function readStart(value: unknown): ReviewStart | undefined {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const key = parseEntryKey(v.key)
  return key && isTime(v.at) ? { key, at: v.at } : undefined
}

function readClaim(value: unknown): RoundClaim | undefined {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  if (!v || typeof v.run !== 'string' || typeof v.attempt !== 'string') return undefined
  if (!isTime(v.at) || !isTime(v.staleAt)) return undefined
  return {
    run: v.run.slice(0, 64),
    attempt: v.attempt.slice(0, 16),
    round: count(v.round),
    at: v.at,
    staleAt: clampStaleAt(v.at, v.staleAt)
  }
}

/** Reads `host.review` defensively: the cache branch is writable by anyone with contents: write. */
export function readHostData(state: GraphState): ReviewHostData {
  const raw = state.host['review']
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const round = count(v.round)
  // A state written before paid runs were counted: each started round was paid at least once, and its
  // budget began at the round of the last arming (`budgetFrom`), so an upgrade neither resets nor refunds it.
  const legacy = !isCount(v.paid)
  const paid = legacy ? round : count(v.paid)
  const data: ReviewHostData = {
    round,
    roundDone: v.roundDone === true,
    paid,
    // Not clamped: a `paidFrom` past `paid` makes no sense, and the budget check refuses it until a re-arming.
    paidFrom: isCount(v.paidFrom) ? v.paidFrom : legacy ? count(v.budgetFrom) : 0,
    consumed: keys(v.consumed),
    pending: keys(v.pending),
    owed: readOwed(v.owed)
  }
  const start = readStart(v.start)
  if (start) data.start = start
  const claim = readClaim(v.claim)
  if (claim) data.claim = claim
  const own = readOwnRecord(v.own)
  if (own) data.own = own
  const tally = readTally(v.tally)
  if (tally) data.tally = tally
  const heads = readReviewedHeads(v.heads)
  if (heads.length > 0) data.heads = heads
  return data
}

export function withHostData(state: GraphState, data: ReviewHostData): GraphState {
  const { claim, start, own, owed, ...rest } = data
  const review = {
    ...rest,
    // Written only while something is owed, so a state without debts reads as it always did.
    ...(owed.length > 0 ? { owed } : {}),
    consumed: [...new Set(rest.consumed)],
    pending: [...new Set(rest.pending)],
    ...(start ? { start } : {}),
    ...(claim ? { claim } : {}),
    ...(own ? { own } : {})
  }
  return { ...state, host: { ...state.host, review } }
}

/** True while another run's claim on a round is young enough to be alive. */
export function isClaimLive(claim: RoundClaim | undefined, now: Date): boolean {
  return claim !== undefined && claimHolds(claim, now)
}
