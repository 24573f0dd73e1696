// The review's bookkeeping as one typed value, kept in the state document's `host.review`: the round count,
// the paid critic runs, which conversation entries were answered (by kind and id), replies left pending, the
// round's claim, the record of the action's own comments, what the conversation is owed, the tally, the heads, the
// coverage and what the action did in line-comment threads.
// It is parsed once, when the item file is read (ledger-read.ts: migrated, validated by its JSON Schema,
// bounded), so the code reads it as it is typed; every write goes through `withLedger`.
import type { EntryKey } from '../../conversation/comments/entries.js'
import type { OwnRecord } from '../../conversation/comments/own-record.js'
import type { ReviewStart } from '../../conversation/comments/view.js'
import type { GraphState } from '../../engine/state/document.js'
import { claimHolds } from './claim-span.js'
import type { OwedPost } from './owed.js'
import type { ReviewTally } from './tally.js'
import type { RoundHeads } from './reviewed-heads.js'
import type { RoundCoverage } from './coverage.js'
import type { FindingDecision } from './decisions.js'
import type { LedgerThreads } from './threads.js'
import type { BriefStandings } from './brief-ledger.js'
import type { ReviewSpend } from './spend.js'

/** The format `withLedger` writes (src/loop/ledger/ledger.schema.json); older ones are migrated when read. */
export const LEDGER_VERSION = 2

/** A run's claim on a round: no other run pays for the same round while it is younger than `staleAt`. */
export interface RoundClaim {
  run: string
  attempt: string
  round: number
  at: string
  /** After this time the claim is taken to belong to a run that died, and may be taken over. */
  staleAt: string
  /** The head the round's check run is on: a run that takes the claim over completes a check left there. */
  checkOn?: string
}

export interface Ledger {
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
  /**
   * The action's own meta comments of this review (see conversation/comments/own.ts); absent in older and
   * rebuilt states.
   */
  own?: OwnRecord
  /** Required posts not yet seen on the conversation (owed.ts); the next run on the item sends them first. */
  owed: OwedPost[]
  /** What each critic spent and found in this review (tally.ts), for its closing summary. */
  tally?: ReviewTally
  /** The head commits the latest rounds reviewed (see reviewed-heads.ts); absent before the first round. */
  heads?: RoundHeads[]
  /** What each critic's prompt held of the latest rounds' diffs (see coverage.ts); absent before the first round. */
  coverage?: RoundCoverage[]
  /** The threads the action answered in and declared fixed (see threads.ts); absent before the first. */
  threads?: LedgerThreads
  /** Our findings an authorized reviewer decided or reopened (see decisions.ts); absent before the first. */
  dispositions?: FindingDecision[]
  /** Where each critic stands on the brief's items (see brief-ledger.ts); absent before the first report. */
  brief?: BriefStandings
  /** The check run of the latest round posted (see loop/round/review-check.ts); absent before the first. */
  check?: { id: number; head: string; round: number }
  /** What each critic spent since the review was last armed (spend.ts): what max-cost-usd and max-tokens limit. */
  spend?: ReviewSpend
}

/** The ledger of an item that never had a review. */
/** @internal */
export function emptyLedger(): Ledger {
  return { round: 0, roundDone: false, paid: 0, paidFrom: 0, consumed: [], pending: [], owed: [] }
}

/**
 * The ledger `state` holds. States come from a read (checked there), from a rebuild or a fresh state (written
 * by `withLedger`), so this reads what is typed; anything else is a wiring bug, said as one.
 */
export function ledgerOf(state: GraphState): Ledger {
  const stored = state.host['review']
  if (stored === undefined) return emptyLedger()
  const v = stored as { version?: unknown } & Ledger
  if (v.version !== LEDGER_VERSION)
    throw new Error('the state holds a ledger that was not read (a wiring bug)')
  const { version: _version, ...ledger } = v
  void _version
  return structuredClone(ledger)
}

/** The state with `ledger` as its bookkeeping, in the one order every write keeps (so equal ledgers encode equal). */
export function withLedger(state: GraphState, ledger: Ledger): GraphState {
  const { claim, start, own, owed, tally, heads, coverage, threads, dispositions, brief, check, spend } =
    ledger
  const review = {
    version: LEDGER_VERSION,
    round: ledger.round,
    roundDone: ledger.roundDone,
    paid: ledger.paid,
    paidFrom: ledger.paidFrom,
    ...(start ? { start } : {}),
    consumed: [...new Set(ledger.consumed)],
    pending: [...new Set(ledger.pending)],
    ...(claim ? { claim } : {}),
    ...(own ? { own } : {}),
    owed,
    ...(tally ? { tally } : {}),
    ...(heads && heads.length > 0 ? { heads } : {}),
    ...(coverage && coverage.length > 0 ? { coverage } : {}),
    ...(threads && (threads.answered.length > 0 || threads.resolved.length > 0)
      ? { threads: { answered: threads.answered, resolved: threads.resolved } }
      : {}),
    ...(dispositions && dispositions.length > 0 ? { dispositions } : {}),
    ...(brief && Object.keys(brief).length > 0 ? { brief } : {}),
    ...(check ? { check } : {}),
    ...(spend && Object.keys(spend).length > 0 ? { spend } : {})
  }
  return { ...state, host: { ...state.host, review } }
}

/** True while another run's claim on a round is young enough to be alive. */
export function isClaimLive(claim: RoundClaim | undefined, now: Date): boolean {
  return claim !== undefined && claimHolds(claim, now)
}
