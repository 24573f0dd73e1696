// Which pull request's diff a finding goes on, when a round reads several: the reference it names, composed
// anew, never taken as given.
import { normalizePulls } from '../../conversation/comments/pull-refs.js'
import type { Finding } from '../../base/findings/finding.js'

/** What routing reads of a diff a round read (an InlineTarget of findings-plan.ts is one). */
interface RouteTarget {
  ref: string
  byDefault?: boolean
  link: { owner: string; repo: string }
}

/**
 * The pull request a finding is about: the one its `pullRequest` names (a reference as in the brief), else the
 * default one. A string says why it has none. References are composed by normalizePulls, never taken as given.
 */
export function routeFinding<T extends RouteTarget>(finding: Finding, targets: readonly T[]): T | string {
  if (targets.length === 0) return 'not on a diff this round'
  if (finding.pullRequest === undefined) {
    return targets.find((t) => t.byDefault) ?? 'it names no pull request, and this round covers several'
  }
  const { owner, repo } = targets[0]!.link
  const [ref] = normalizePulls([finding.pullRequest], { owner, repo })
  if (ref === undefined) return 'its pullRequest is not a pull request reference'
  const target = targets.find((t) => t.ref.toLowerCase() === ref.toLowerCase())
  return target ?? 'its pull request is not one whose diff this round read in this repository'
}
