// Which head commit each round reviewed, per pull request of its scope, kept in the state's host data so that
// the next round can show what changed since. The state branch is writable by anyone with contents: write,
// so a record is read back defensively: a ref the action did not compose or a value that is not a full sha
// is dropped (it would otherwise reach a compare request and a link), and the record stays bounded.
import { parsePullRef } from '../pull/refs.js'
import { isCommitSha } from '../shared/commit-sha.js'

/** The heads one round reviewed: pull request ref (`github:owner/repo#n`) → full commit sha. */
export interface RoundHeads {
  round: number
  pulls: Record<string, string>
}

/** Rounds kept: the next round needs only the latest; a few more serve the closing summary. */
export const MAX_ROUNDS_KEPT = 20
/** Pull requests kept per round, far above any brief's scope. */
export const MAX_PULLS_PER_ROUND = 50

function readPulls(value: unknown): Record<string, string> {
  const pulls: Record<string, string> = {}
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return pulls
  for (const [ref, sha] of Object.entries(value)) {
    if (Object.keys(pulls).length >= MAX_PULLS_PER_ROUND) break
    if (parsePullRef(ref) && isCommitSha(sha)) pulls[ref] = sha
  }
  return pulls
}

/** The newest rounds' records, oldest first, one per round; anything malformed is left out. */
export function readReviewedHeads(value: unknown): RoundHeads[] {
  if (!Array.isArray(value)) return []
  const byRound = new Map<number, Record<string, string>>()
  for (const entry of value.slice(-MAX_ROUNDS_KEPT * 2)) {
    const v = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    const round = v.round
    if (typeof round !== 'number' || !Number.isSafeInteger(round) || round < 1) continue
    const pulls = readPulls(v.pulls)
    if (Object.keys(pulls).length > 0) byRound.set(round, pulls)
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
export function withRoundHeads(
  heads: readonly RoundHeads[] | undefined,
  round: number,
  pulls: Record<string, string>
): RoundHeads[] {
  return readReviewedHeads([...(heads ?? []).filter((h) => h.round !== round), { round, pulls }])
}
