// The conclusion of the review's check run. Neutral by default; with `fail-on`, an open finding at or above that
// severity fails it, and so does a critic that did not answer (failed or timed out): neutral, like success and
// skipped, satisfies a required check, and "did not run" must never read as "clean". So does coverage short for
// a reason the author controls: one NUL byte makes GitHub call a source file binary and hide it from every critic. It succeeds once nothing at
// or above `fail-on` is open, every critic answered and every item of the brief is answered; it is neutral only
// while items of the brief are open.
import type { CheckConclusion } from '../github/port.js'
import type { FailOn } from '../inputs/fail-on.js'
import type { CheckCritic } from '../render/check-output.js'
import { SEVERITIES, severityRank } from '../shared/severity.js'

export interface CheckVerdict {
  conclusion: CheckConclusion
  why: string
}

/**
 * `coverage`: why the round's coverage is short for a reason the pull request's author controls (files no critic
 * saw that could hold code, files past GitHub's list, parts left out, cut or not run: round-coverage.ts
 * authorShortfalls), each as inline Markdown.
 */
export function checkVerdict(
  failOn: FailOn,
  critics: readonly CheckCritic[],
  brief: { answered: number; total: number },
  coverage: readonly string[] = []
): CheckVerdict {
  if (failOn === 'none')
    return {
      conclusion: 'neutral',
      why: 'input `fail-on` is none: the check reports the review and never fails.'
    }
  const counted = SEVERITIES.filter((s) => severityRank(s) <= severityRank(failOn))
  const open = critics.reduce((sum, c) => sum + counted.reduce((n, s) => n + c.open[s], 0), 0)
  if (open > 0)
    return {
      conclusion: 'failure',
      why: `${open} open finding${open === 1 ? '' : 's'} at or above \`${failOn}\` (input \`fail-on\`); deciding one (won't fix, …) or fixing it and asking for a round clears it.`
    }
  const failed = critics.filter((c) => c.failed !== undefined).map((c) => `\`${c.critic}\``)
  if (failed.length > 0)
    return {
      conclusion: 'failure',
      why: `nothing at or above \`${failOn}\` is open, but ${failed.join(', ')} did not answer: what ${failed.length === 1 ? 'it' : 'they'} would have found is unknown, so the check fails until a round in which every critic answers.`
    }
  if (coverage.length > 0)
    return {
      conclusion: 'failure',
      why: `nothing at or above \`${failOn}\` is open, but coverage is short for a reason the pull request's author controls: ${coverage.join('; ')}. What no critic read may hold anything, so the check fails until a round reads the whole change.`
    }
  if (brief.answered < brief.total)
    return {
      conclusion: 'neutral',
      why: `nothing at or above \`${failOn}\` is open, but ${brief.total - brief.answered} of the brief's ${brief.total} items are not answered yet.`
    }
  return {
    conclusion: 'success',
    why: `nothing at or above \`${failOn}\` is open${brief.total > 0 ? ' and every item of the brief is answered' : ''}.`
  }
}
