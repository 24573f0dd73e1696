// One line comment per problem in a round. When several critics would post findings of one problem (agreement.ts:
// findings that match by the one rule) on the same pull request's diff, one comment carries it: the comment of the
// critic whose finding is the most severe (the earliest in the round's order among equals), with the others'
// findings folded under it and their keys in its marker (`also`), so that each critic knows its own finding as
// posted in a later round. The others list the finding in their round text as on the diff in that comment. Decided once, from every
// critic's plan, before anything is posted: each critic's own noise controls have chosen what it would post.
import { severityRank } from '../../base/shared/severity.js'
import type { Finding } from '../../base/findings/finding.js'
import { MAX_ALSO } from '../../base/marker/markers.js'

/** A finding a critic's plan puts on a pull request's diff, and the round's problem it belongs to. */
export interface ProblemOnDiff {
  problem: number
  /** The pull request's number. */
  target: number
  critic: { name: string; harness: string; model?: string }
  finding: Finding
  /** Its key (key.ts), which its marker carries. */
  key: string
}

export interface SharedProblems {
  /**
   * The critic whose comment carries `critic`'s finding of `problem` on pull request `target`'s diff: itself, or
   * the critic with the most severe finding; undefined when no comment carries it for another.
   */
  carrierOf: (problem: number, target: number, critic: string) => string | undefined
  /** The other critics' findings of `problem` on `target`, the most severe first: what the carrier's comment folds in. */
  joinedOf: (problem: number, target: number) => ProblemOnDiff[]
}

const placeOf = (problem: number, target: number) => `${problem}:${target}`

/** The carrier and the folded findings of each problem, from the findings each critic would post (round order). */
export function sharedProblems(planned: readonly ProblemOnDiff[]): SharedProblems {
  const byPlace = new Map<string, ProblemOnDiff[]>()
  for (const p of planned) {
    const place = placeOf(p.problem, p.target)
    // A problem holds one finding of each critic at most (agreement.ts), so each critic is here once.
    byPlace.set(place, [...(byPlace.get(place) ?? []), p])
  }
  // Each place's carrier first, then the findings folded into its comment (as many as its marker can name).
  const folded = new Map<string, ProblemOnDiff[]>()
  for (const [place, here] of byPlace) {
    // The most severe first; among equals, the earliest critic (a stable sort keeps the round's order).
    const ranked = [...here].sort(
      (a, b) => severityRank(a.finding.severity) - severityRank(b.finding.severity)
    )
    if (ranked.length > 1) folded.set(place, ranked.slice(0, 1 + MAX_ALSO))
  }
  return {
    carrierOf: (problem, target, critic) => {
      const shared = folded.get(placeOf(problem, target))
      return shared?.some((p) => p.critic.name === critic) ? shared[0]!.critic.name : undefined
    },
    joinedOf: (problem, target) => (folded.get(placeOf(problem, target)) ?? []).slice(1)
  }
}
