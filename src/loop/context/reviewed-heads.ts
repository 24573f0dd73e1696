// Which head commit each round reviewed, per pull request of its scope, kept in the ledger so that the next
// round can show what changed since. The ledger's schema refuses, when the file is read, a ref the action did
// not compose or a value that is not a full sha (either would reach a compare request and a link); a write
// keeps the record bounded the same way.
import { parsePullRef } from '../../conversation/comments/pull-refs.js'
import { isCommitSha } from '../../base/shared/commit-sha.js'
import type { Static } from 'typebox'
import type { HeadsSchema } from './reviewed-heads-schema.js'

/** The heads one round reviewed: pull request ref (`github:owner/repo#n`) → full commit sha. */
export type RoundHeads = Static<typeof HeadsSchema>[number]

/** Rounds kept: the next round needs only the latest; a few more serve the closing summary. */
/** @internal */
export const MAX_ROUNDS_KEPT = 20
/** Pull requests kept per round, far above any brief's scope. */
/** @internal */
export const MAX_PULLS_PER_ROUND = 50

/** The newest rounds' records, oldest first, one per round, each within the bounds the schema keeps. */
function bounded(heads: readonly RoundHeads[]): RoundHeads[] {
  const byRound = new Map<number, Record<string, string>>()
  for (const h of heads) {
    const pulls = Object.fromEntries(
      Object.entries(h.pulls)
        .filter(([ref, sha]) => parsePullRef(ref) && isCommitSha(sha))
        .slice(0, MAX_PULLS_PER_ROUND)
    )
    if (Number.isSafeInteger(h.round) && h.round >= 1 && Object.keys(pulls).length > 0)
      byRound.set(h.round, pulls)
  }
  return [...byRound]
    .sort(([a], [b]) => a - b)
    .slice(-MAX_ROUNDS_KEPT)
    .map(([round, pulls]) => ({ round, pulls }))
}

/** The latest round before `round` that recorded heads: what `round` shows the changes since. */
export function lastReviewedBefore(heads: readonly RoundHeads[] | undefined, round: number) {
  return [...(heads ?? [])].reverse().find((h) => h.round < round)
}

/**
 * The head the latest round that reviewed pull request `ref` (`github:owner/repo#n`) read, and that round: what a
 * push to it is compared with (loop/mark-behind.ts), and what a round on a newer head looks behind (loop/run/claim.ts).
 */
export function lastReviewedHead(
  heads: readonly RoundHeads[] | undefined,
  ref: string
): { sha: string; round: number } | undefined {
  const latest = [...(heads ?? [])].reverse().find((h) => h.pulls[ref] !== undefined)
  return latest ? { sha: latest.pulls[ref]!, round: latest.round } : undefined
}

/**
 * The record after a round is posted: its heads, unless no critic produced a review (every one failed), so
 * that the next round still shows the changes since the last head a critic actually read.
 */
export function headsAfterRound(
  heads: readonly RoundHeads[] | undefined,
  plan: { round: number; heads: ReadonlyArray<{ ref: string; sha: string }> },
  envelopes: ReadonlyArray<{ ok: boolean }>
): { heads?: RoundHeads[] } {
  if (!envelopes.some((e) => e.ok) || plan.heads.length === 0) return heads ? { heads: [...heads] } : {}
  const pulls = Object.fromEntries(plan.heads.map((h) => [h.ref, h.sha]))
  return { heads: withRoundHeads(heads, plan.round, pulls) }
}

/** The record with `round`'s heads put in (replacing a re-run's), bounded. */
/** @internal */
export function withRoundHeads(
  heads: readonly RoundHeads[] | undefined,
  round: number,
  pulls: Record<string, string>
): RoundHeads[] {
  return bounded([...(heads ?? []).filter((h) => h.round !== round), { round, pulls }])
}
