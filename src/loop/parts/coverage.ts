// What each critic's prompt held of each round's diff, kept in the ledger for later features: a thread is only
// to be resolved, and a check only to say "all reviewed", where a critic's coverage was whole. Bounded like the
// heads (the last rounds only, a bounded number of critics per round); the schema bounds the values and the
// read (`coverageProblem`) refuses counts this action could not have written.
import { isMarkerName } from '../../base/marker/markers.js'
import type { Static } from 'typebox'
import type { CoverageSchema } from './coverage-schema.js'

/** One round: by critic, what its prompt held of the diff (described in coverage-schema.ts). */
export type RoundCoverage = Static<typeof CoverageSchema>[number]

/** One critic in one round (described in coverage-schema.ts). */
export type CriticCoverage = RoundCoverage['critics'][string]

/** Rounds kept: what later features read is the latest round's; a few more serve a closing summary. */
const MAX_COVERAGE_ROUNDS = 20
/** Critics kept per round, as many as the tally keeps. */
const MAX_CRITICS_PER_ROUND = 30

/** The record with `round`'s coverage put in (replacing a re-run's), the newest rounds only, oldest first. */
export function withRoundCoverage(
  record: readonly RoundCoverage[] | undefined,
  round: number,
  critics: Readonly<Record<string, CriticCoverage>>
): RoundCoverage[] {
  // Names the schema would refuse (a config may name a critic more loosely) are left out, not written to fail.
  const kept = Object.entries(critics)
    .filter(([name]) => isMarkerName(name))
    .slice(0, MAX_CRITICS_PER_ROUND)
  const rest = (record ?? []).filter((r) => r.round !== round)
  const next = kept.length > 0 ? [...rest, { round, critics: Object.fromEntries(kept) }] : rest
  return next.sort((a, b) => a.round - b.round).slice(-MAX_COVERAGE_ROUNDS)
}

/** Why a stored record cannot be one this action wrote: a count past its total, a whole one that was not. */
export function coverageProblem(record: readonly RoundCoverage[] | undefined): string | undefined {
  const rounds = new Set<number>()
  for (const [i, r] of (record ?? []).entries()) {
    if (rounds.has(r.round)) return `host.review.coverage[${i}] repeats round ${r.round}`
    rounds.add(r.round)
    for (const [name, c] of Object.entries(r.critics)) {
      const where = `host.review.coverage[${i}].critics[${JSON.stringify(name)}]`
      if (c.files.seen > c.files.total || c.hunks.seen > c.hunks.total)
        return `${where} counts more seen than the diff has`
      if (c.whole && (c.files.seen < c.files.total || c.hunks.seen < c.hunks.total))
        return `${where} is whole with files or hunks not seen`
    }
  }
  return undefined
}
