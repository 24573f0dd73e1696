// The review flow's state transitions as plain functions over the review's host data: what a new review starts
// with, what a round's claim stages, and what a posted round leaves. ReviewFlow (flow.ts) stages their results.
import type { Envelope } from '../critics/harness/envelope.js'
import { emptyOwnRecord } from '../conversation/comments/own-record.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import { withPaidRun } from './round/budget.js'
import type { Ledger } from './ledger/ledger.js'
import { recordOwed } from './ledger/owed.js'
import { headsAfterRound } from './ledger/reviewed-heads.js'
import { claimFor } from './round/plan.js'
import type { RoundPlan } from './round/plan-types.js'
import { recordAnswered, recordResolved, type LedgerThreads } from './ledger/threads.js'
import type { RoundLeftovers } from './round/publish.js'
import { tallyRound } from './ledger/tally.js'
import { spendAfterRound } from './ledger/spend.js'
import { splitOf } from '../critics/harness/critic-runs.js'
import { recordBriefReports } from './ledger/brief-ledger.js'
import { withRoundCoverage, type CriticCoverage } from './ledger/coverage.js'

/**
 * A new review's host data. What the thread is still owed survives (those posts answered earlier events). A new
 * review starts with an empty record of our comments; re-arming while the template waits keeps that review's
 * start and its record (or its absence), which covers that template.
 */
export function armedHost(host: Ledger, waiting: boolean, start: Ledger['start']): Ledger {
  return {
    round: 0,
    roundDone: false,
    paid: 0,
    paidFrom: 0,
    consumed: [],
    pending: [],
    owed: host.owed,
    ...(start ? { start } : {}),
    ...(waiting ? (host.own ? { own: host.own } : {}) : { own: emptyOwnRecord() })
  } as Ledger
}

/** The round claimed by this run: paid for, its replies consumed, the claim written before any critic runs. */
export function claimedHost(
  host: Ledger,
  plan: RoundPlan,
  round: number,
  stamp: WriteStamp,
  now: Date
): Ledger {
  return {
    ...withPaidRun(host),
    round,
    roundDone: false,
    claim: claimFor(plan, stamp, now),
    consumed: [...host.consumed, ...plan.replies],
    pending: host.pending.filter((k) => !plan.replies.includes(k))
  }
}

/**
 * After the round's posts: the claim released, what could not be posted owed, the heads and tally moved on, and
 * what each critic saw of the round (`covered`, from the plan's split and the runs) recorded for the round.
 */
export function hostAfterRound(
  stored: Ledger,
  plan: RoundPlan,
  envelopes: Envelope[],
  leftovers: RoundLeftovers,
  at: { runId: string; now: Date; horizon: number },
  covered: Readonly<Record<string, CriticCoverage>> = {}
): Ledger {
  const { claim: _released, ...host } = stored
  void _released
  const owed = recordOwed(host.owed, leftovers.unsent, {
    run: at.runId,
    now: at.now,
    after: at.horizon,
    hold: false
  })
  const heads = headsAfterRound(host.heads, plan, envelopes)
  const tally = tallyRound(host.tally, envelopes, leftovers.findings)
  // What the money budget counts: each critic's reported cost (or tokens), its parts the plan's split.
  const spend = spendAfterRound(host.spend, envelopes, (critic) => splitOf(plan, critic)?.parts.length ?? 1)
  const coverage =
    Object.keys(covered).length > 0 ? withRoundCoverage(host.coverage, plan.round, covered) : host.coverage
  const threads = threadsAfterRound(host.threads, leftovers)
  const brief = recordBriefReports(host.brief, leftovers.brief ?? [], plan.briefIds ?? [])
  return {
    ...host,
    ...heads,
    roundDone: true,
    owed,
    tally,
    spend,
    ...(coverage ? { coverage } : {}),
    ...(threads ? { threads } : {}),
    ...(brief ? { brief } : {})
  }
}

/** The thread replies the round posted or found (answers) and the threads it resolved, recorded in the ledger. */
function threadsAfterRound(stored: LedgerThreads | undefined, leftovers: RoundLeftovers) {
  const answered = leftovers.threads?.answered ?? []
  const resolved = leftovers.resolutions?.resolved ?? []
  if (answered.length === 0 && resolved.length === 0) return stored
  return recordResolved(recordAnswered(stored, answered), resolved)
}
