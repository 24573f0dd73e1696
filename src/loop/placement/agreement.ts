// Agreement between critics in one round: findings of different critics that match by the one rule
// (finding-match.ts; the same head, so lines are compared as they are) are one problem raised by several. Each
// finding learns who else raised it (its line comment and round comment say "also raised by"), and the round
// comment's lead (render/round-lead.ts) lists each problem once, with who raised it, and the disagreements (a
// critic that checked a place another flagged and found no problem there). Each critic's section keeps its own
// findings; on the diff one comment carries each problem (shared-problems.ts).
import { findingsMatch } from '../../base/findings/finding-match.js'
import { SEVERITIES, type CheckedPlace, type Finding, type Severity } from '../../base/findings/finding.js'

export interface CriticFindings {
  critic: string
  findings: readonly Finding[]
  /** Places it checked and found no problem in (its block's `checked`). */
  checked?: readonly CheckedPlace[]
}

/** A critic that checked a place another critic flagged, and found no problem there. */
interface Disagreement {
  critic: string
  place: CheckedPlace
  /** The problem it disagrees with: who raised it, and its first finding. */
  flaggedBy: string[]
  finding: Finding
}

/** One problem of the round: the findings that match, by critic (one finding per critic at most shown). */
interface Problem {
  critics: string[]
  first: Finding
  severity: Severity
}

export interface RoundAgreement {
  /** The other critics that raised a finding matching `finding` of `critic`, in the round's critic order. */
  alsoRaisedBy: (critic: string, finding: Finding) => string[]
  /** The index in `problems` of the problem `finding` of `critic` belongs to (undefined: not a finding of the round). */
  problemOf: (critic: string, finding: Finding) => number | undefined
  problems: Problem[]
  disagreements: Disagreement[]
}

/** Whether a checked place covers a line of the finding (same file, ranges overlapping, the new side). */
function covers(place: CheckedPlace, f: Finding): boolean {
  if (place.path !== f.path || (f.side ?? 'RIGHT') !== 'RIGHT') return false
  const [a, b] = [place.line, place.endLine ?? place.line]
  const [c, d] = [f.line, f.endLine ?? f.line]
  return a <= d && c <= b
}

const rank = (s: Severity) => SEVERITIES.indexOf(s)

/** A finding by value (a caller that copies a finding to normalize it still finds it): its critic, place and title. */
const identity = (critic: string, f: Finding) =>
  [critic, f.path, f.line, f.endLine ?? '', f.side ?? 'RIGHT', f.title].join('\u0000')

/**
 * Groups the round's findings into problems: a finding joins the first problem holding a matching finding of
 * another critic (so two findings of one critic are never joined by each other), else starts one. Linear in the
 * findings times the problems: at most 50 findings a critic (the parser's cap).
 */
export function roundAgreement(critics: readonly CriticFindings[]): RoundAgreement {
  const problems: Array<Problem & { members: Array<{ critic: string; finding: Finding }> }> = []
  const problemOf = new Map<string, number>()
  for (const { critic, findings } of critics)
    for (const finding of findings) {
      const at = problems.findIndex(
        (p) => !p.critics.includes(critic) && p.members.some((m) => findingsMatch(m.finding, finding))
      )
      if (at < 0) {
        problemOf.set(identity(critic, finding), problems.length)
        problems.push({
          critics: [critic],
          first: finding,
          severity: finding.severity,
          members: [{ critic, finding }]
        })
        continue
      }
      const p = problems[at]!
      p.critics.push(critic)
      p.members.push({ critic, finding })
      if (rank(finding.severity) < rank(p.severity)) p.severity = finding.severity
      problemOf.set(identity(critic, finding), at)
    }
  const disagreements: Disagreement[] = []
  for (const { critic, checked = [] } of critics)
    for (const place of checked)
      for (const p of problems) {
        const flagged = p.members.find((m) => m.critic !== critic && covers(place, m.finding))
        if (flagged)
          disagreements.push({
            critic,
            place,
            flaggedBy: p.critics.filter((c) => c !== critic),
            finding: flagged.finding
          })
      }
  return {
    disagreements,
    alsoRaisedBy: (critic, finding) => {
      const at = problemOf.get(identity(critic, finding))
      return at === undefined ? [] : problems[at]!.critics.filter((c) => c !== critic)
    },
    problemOf: (critic, finding) => problemOf.get(identity(critic, finding)),
    problems: problems.map(({ critics: names, first, severity }) => ({ critics: names, first, severity }))
  }
}
