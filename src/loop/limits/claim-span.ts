// How long a claim on a round stands before it counts as abandoned, computed in one place for the write (from
// the plan's critics) and for the read (the longest any plan can have): the state branch is writable, and a
// claim planted to expire in a year would park every later reply; read, it is clamped to what we could write.
import type { Static } from 'typebox'
import type { LedgerPart } from '../feature/ledger-part.js'
import type { ClaimSchema } from './claim-schema.js'
import { MAX_TIMEOUT_SECONDS } from '../../critics/harness/critic-model.js'

/** Margin added to the longest critic timeout before a claim counts as abandoned. */
const CLAIM_MARGIN_SECONDS = 300
/** A claim dated this far ahead of a reader's clock is not one this action wrote: it does not hold. */
const CLOCK_SKEW_MS = 10 * 60 * 1000

/**
 * How long a round's critics take at most, as planned: its (critic, part) runs in waves of `maxParallel` (all at
 * once when not bounded), then the verification phase's runs (one per critic) in waves of their own, each wave as
 * long as the longest timeout, plus the margin. Not capped: what a plan
 * would ask of its job, which the job's own limit is checked against before any critic runs.
 */
export function roundSpan(
  timeouts: readonly number[],
  plan: { runs?: number; maxParallel?: number; verifiers?: number } = {}
): { waves: number; longest: number; seconds: number } {
  const longest = Math.max(0, ...timeouts)
  const runs = plan.runs ?? timeouts.length
  const wavesOf = (n: number) =>
    plan.maxParallel === undefined ? 1 : Math.max(1, Math.ceil(n / plan.maxParallel))
  // The verification phase comes after the critics' runs: its own waves, one run per critic that may verify.
  const waves = wavesOf(runs) + (plan.verifiers ? wavesOf(plan.verifiers) : 0)
  return { waves, longest, seconds: waves * longest + CLAIM_MARGIN_SECONDS }
}

/** The seconds a round's claim stands: the round's span, never longer than the longest a job runs. */
export function claimSpanSeconds(
  timeouts: readonly number[],
  plan: { runs?: number; maxParallel?: number; verifiers?: number } = {}
): number {
  const { waves, longest } = roundSpan(timeouts, plan)
  return Math.min(waves * longest, MAX_TIMEOUT_SECONDS) + CLAIM_MARGIN_SECONDS
}

/** `staleAt` no later than `at` plus the longest span a plan can have. */
/** @internal */
export function clampStaleAt(at: string, staleAt: string): string {
  const latest = Date.parse(at) + claimSpanSeconds([MAX_TIMEOUT_SECONDS]) * 1000
  return Date.parse(staleAt) > latest ? new Date(latest).toISOString() : staleAt
}

/** True while a claim is young enough to belong to a live run: dated no later than now, not yet stale. */
export function claimHolds(claim: { at: string; staleAt: string }, now: Date): boolean {
  return Date.parse(claim.at) <= now.getTime() + CLOCK_SKEW_MS && Date.parse(claim.staleAt) > now.getTime()
}

/** A run's claim on a round: no other run pays for the same round while it is younger than `staleAt`. */
export type RoundClaim = Static<typeof ClaimSchema>

/** The claim as the ledger keeps it: its times are dates, and it stands no longer than a plan can make it. */
export const CLAIM_PART: LedgerPart<RoundClaim> = {
  times: (claim) => [claim.at, claim.staleAt],
  read: (claim) => ({ ...claim, staleAt: clampStaleAt(claim.at, claim.staleAt) })
}
