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
import type { Static } from 'typebox'
import { CLAIM_PART, claimHolds, type RoundClaim } from '../limits/claim-span.js'
import {
  featureParts,
  nonEmptyList,
  nonEmptyRecord,
  uniqueList,
  partsProblem,
  readParts,
  writeParts,
  type LedgerPart,
  type SomeLedgerPart
} from '../feature/ledger-part.js'
import { OWED_PART, type OwedPost } from '../posts/owed.js'
import type { ReviewTally } from './tally.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import { coverageProblem, type RoundCoverage } from '../parts/coverage.js'
import { DECISIONS_PART, type FindingDecision } from '../decisions/decisions.js'
import { THREADS_PART, type LedgerThreads } from '../threads/threads.js'
import type { BriefStandings } from '../brief/brief-ledger.js'
import type { CheckSchema } from '../check/check-schema.js'
import { SPEND_PART, type ReviewSpend } from '../spend/spend.js'

/** The format `withLedger` writes (its schema: ledger-schema.ts); older ones are migrated when read. */
export const LEDGER_VERSION = 2

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
  /** The check run of the latest round posted (see loop/check/review-check.ts); absent before the first. */
  check?: Static<typeof CheckSchema>
  /** What each critic spent since the review was last armed (spend.ts): what max-cost-usd and max-tokens limit. */
  spend?: ReviewSpend
  /**
   * The parts of features added since this field was kept, by name (later-schema.ts): a part this version does not
   * know is kept as it is and never read.
   */
  features?: FeatureParts
}

/** Features' parts by name; none is known to this version yet. */
type FeatureParts = Record<string, unknown>

/**
 * The parts of features added since `features` was kept, by name, each declared by its feature (none yet). A new
 * feature lists its part here, and its fragment in ledger-schema.ts.
 */
const FEATURES: Readonly<Record<string, SomeLedgerPart>> = {}

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

/**
 * Every part of the ledger, each declared by its feature beside its type, in the order a write keeps (so equal
 * ledgers encode equal). A field without a part is refused by tsc: a new feature adds its field above and its part
 * here.
 */
const LEDGER_PARTS: { readonly [K in keyof Ledger]-?: LedgerPart<NonNullable<Ledger[K]>> } = {
  round: {},
  roundDone: {},
  paid: {},
  paidFrom: {},
  start: { times: (start) => [start.at] },
  consumed: uniqueList(),
  pending: uniqueList(),
  claim: CLAIM_PART,
  own: {},
  owed: OWED_PART,
  tally: {},
  heads: nonEmptyList(),
  coverage: { ...nonEmptyList(), problem: coverageProblem },
  threads: THREADS_PART,
  dispositions: DECISIONS_PART,
  brief: nonEmptyRecord(),
  check: {},
  spend: SPEND_PART,
  features: featureParts(FEATURES)
}

/** The state with `ledger` as its bookkeeping, each part as it writes itself. */
export function withLedger(state: GraphState, ledger: Ledger): GraphState {
  const review = { version: LEDGER_VERSION, ...writeParts(LEDGER_PARTS, ledger) }
  return { ...state, host: { ...state.host, review } }
}

/** What the schema cannot say of a stored ledger, the first problem in words; undefined when there is none. */
export function ledgerProblem(ledger: Ledger): string | undefined {
  // paid may pass max-rounds legitimately (a re-arming, a lowered input); it never falls below its start.
  if (ledger.paidFrom > ledger.paid) return `paidFrom ${ledger.paidFrom} is past paid ${ledger.paid}`
  return partsProblem(LEDGER_PARTS, ledger)
}

/** The ledger as a read keeps it (a claim that stands too long clamped to the longest a plan writes). */
export function ledgerAsRead(ledger: Ledger): Ledger {
  return readParts(LEDGER_PARTS, ledger)
}

/** True while another run's claim on a round is young enough to be alive. */
export function isClaimLive(claim: RoundClaim | undefined, now: Date): boolean {
  return claim !== undefined && claimHolds(claim, now)
}
