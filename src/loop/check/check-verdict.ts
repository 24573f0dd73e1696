// The conclusion of the review's check run. Neutral by default; with `fail-on` it fails closed: an open finding at
// or above that severity fails it, and so does anything the action could not read — a critic that did not answer
// (failed or timed out), one that answered without a readable findings block, findings dropped as invalid or past
// the parser's cap — and coverage short for a reason the author controls (one NUL byte makes GitHub call a source
// file binary and hide it from every critic). Neutral, like success and skipped, satisfies a required check, and "not read" must never read
// as "clean". It succeeds once nothing at or above `fail-on` is open, everything was read and every item of the
// brief is answered; it is neutral only while items of the brief are open.
import type { CheckConclusion } from '../../github/port.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'
import type { CheckCritic } from './check-output.js'
import { SEVERITIES, severityRank, type Severity } from '../../base/shared/severity.js'

export interface CheckVerdict {
  conclusion: CheckConclusion
  why: string
}

const names = (critics: readonly CheckCritic[]) => critics.map((c) => `\`${c.critic}\``).join(', ')

/** What the round could not read, each in a few words naming whose; empty when everything was read. */
function unknowns(critics: readonly CheckCritic[]): string[] {
  const failed = critics.filter((c) => c.failed !== undefined)
  const missing = critics.filter((c) => c.failed === undefined && c.block === 'missing')
  const unreadable = critics.filter((c) => c.failed === undefined && c.block === 'unreadable')
  const lost = critics.filter((c) => c.failed === undefined && (c.lost ?? 0) > 0)
  return [
    ...(failed.length > 0 ? [`${names(failed)} did not answer`] : []),
    ...(missing.length > 0 ? [`${names(missing)} answered without a findings block`] : []),
    ...(unreadable.length > 0 ? [`the findings block of ${names(unreadable)} could not be read`] : []),
    ...lost.map(
      (c) =>
        `${c.lost} finding${c.lost === 1 ? '' : 's'} of \`${c.critic}\` could not be read (invalid, or past the 50 one answer may give)`
    )
  ]
}

/** An open finding of the round and the problem it belongs to: findings of one problem share `problem`. */
export interface OpenFinding {
  severity: Severity
  problem: string
}

/**
 * `problems`: every open finding of the round, each with its problem, so that one raised by several critics is
 * counted once. `coverage`: why the round's coverage is short for a reason the pull request's author controls (files no critic
 * saw that could hold code, files past GitHub's list, parts left out, cut or not run: round-coverage.ts
 * authorShortfalls), each as inline Markdown.
 */
export function checkVerdict(
  failOn: FailOn,
  critics: readonly CheckCritic[],
  brief: { answered: number; total: number },
  coverage: readonly string[] = [],
  problems?: readonly OpenFinding[]
): CheckVerdict {
  if (failOn === 'none')
    return {
      conclusion: 'neutral',
      why: 'input `fail-on` is none: the check reports the review and never fails.'
    }
  const counted = SEVERITIES.filter((s) => severityRank(s) <= severityRank(failOn))
  // One problem raised by several critics is one open finding; without the problems, each critic's count.
  const open = problems
    ? new Set(problems.filter((p) => counted.includes(p.severity)).map((p) => p.problem)).size
    : critics.reduce((sum, c) => sum + counted.reduce((n, s) => n + c.open[s], 0), 0)
  const unread = unknowns(critics)
  const short =
    coverage.length > 0
      ? [`coverage is short for a reason the pull request's author controls: ${coverage.join('; ')}`]
      : []
  // Every reason the check fails is said, the first in full and the others after it.
  const also = (more: readonly string[]) => (more.length > 0 ? ` Also: ${more.join('; ')}.` : '')
  if (open > 0)
    return {
      conclusion: 'failure',
      why: `${open} open finding${open === 1 ? '' : 's'} at or above \`${failOn}\` (input \`fail-on\`); deciding one (won't fix, …) or fixing it and asking for a round clears it.${also([...unread, ...short])}`
    }
  if (unread.length > 0)
    return {
      conclusion: 'failure',
      why: `nothing read is at or above \`${failOn}\`, but ${unread.join('; ')}: what was not read is unknown, so the check fails until a round in which every critic answers and every finding is read.${also(short)}`
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
