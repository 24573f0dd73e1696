// Which of a critic's new findings a reviewer's decision covers: decisionCovers (finding-match.ts), the decided
// finding's lines carried from the head its round reviewed to the head this round reviewed, through the compare
// between them. A finding that matches a decided one but is more severe is not covered: it is posted as new,
// naming the decision, and counts as open. No decision, no request; a decision on the last round's head reuses the
// prompt's compare; each other head costs one compare, read once for the whole round.
import { decisionCovers, findingsMatch, lineMapThroughPatch } from '../../base/findings/finding-match.js'
import { shownTitle } from '../placement/finding-markdown.js'
import type { DecidedMatch } from '../placement/findings-input.js'
import type { Finding } from '../../base/findings/finding.js'
import { decidedSeverity, decisionInForce, type FindingDecision } from './decisions.js'
import { DISPOSITION_LABELS, type DispositionKind } from '../../conversation/comments/disposition.js'
import type { RoundCore } from '../context/plan-core.js'
import type { DecisionsPlan } from './decisions-plan.js'
import type { ReviewServices } from '../context/services.js'

type Files = ReadonlyArray<{ path: string; patch?: string }>

/** A decided finding's line carried to the new head; the line as it is when the compare says nothing of its file. */
function lineMap(files: Files | undefined, path: string): ((line: number) => number | undefined) | undefined {
  if (files === undefined) return undefined
  const file = files.find((f) => f.path === path)
  if (!file) return (line) => line
  return file.patch === undefined ? undefined : lineMapThroughPatch(file.patch)
}

/** What was decided on `d`, by whom, on whose finding: what a finding matching it is listed or posted with. */
function decisionOf(d: FindingDecision): string {
  const record = decisionInForce(d)!
  // A login as GitHub allows them, without `@`: the round comment lists the decision, it pings nobody.
  const by = /^[A-Za-z0-9-]{1,39}$/.test(record.by) ? record.by : 'a reviewer'
  return `${DISPOSITION_LABELS[record.decision as DispositionKind]}, by ${by}, on ${d.critic}'s \`${decidedSeverity(d)}\` finding of round ${d.round}`
}

/**
 * The round's matcher: for a finding on the item's own pull request, the first decision that covers it (listed,
 * not posted), else the first it matches but is more severe than (posted, naming it). Compares that fail or show a
 * force-push (not `ahead`) leave the lines as they are.
 */
export async function decidedMatcher(
  s: ReviewServices,
  plan: RoundCore & DecisionsPlan
): Promise<(finding: Finding, pull: number) => DecidedMatch | undefined> {
  const decided = (plan.decided ?? []).filter((d) => decisionInForce(d) !== undefined)
  const own = plan.inlines.find((i) => i.own)
  if (decided.length === 0 || !own) return () => undefined
  const heads = [...new Set(decided.flatMap((d) => (d.head && d.head !== own.head ? [d.head] : [])))]
  const compared = new Map<string, Files | undefined>()
  await Promise.all(
    heads.map(async (head) => {
      const reused = plan.compared?.find((c) => c.ref === own.ref && c.from === head && c.to === own.head)
      if (reused) return compared.set(head, reused.files)
      const answer = await s.github.compareCommits(head, own.head).catch(() => undefined)
      compared.set(head, answer?.status === 'ahead' ? answer.files : undefined)
    })
  )
  const rules = decided.map((d) => {
    const mapLine =
      d.head === undefined || d.head === own.head ? undefined : lineMap(compared.get(d.head), d.path)
    const decidedFinding = {
      path: d.path,
      line: d.line,
      ...(d.side ? { side: d.side } : {}),
      title: d.title,
      severity: decidedSeverity(d)
    }
    return { d, decidedFinding, opts: mapLine ? { mapLine } : undefined }
  })
  return (finding, pull) => {
    if (pull !== own.number) return undefined
    // The decision holds the title as its comment showed it: the new one is compared as it would be shown.
    const shown = { ...finding, title: shownTitle(finding.title, s.keywords) }
    const covering = rules.find((r) => decisionCovers(r.decidedFinding, shown, r.opts))
    if (covering) return { covered: true, note: `decided earlier: ${decisionOf(covering.d)}` }
    const exceeded = rules.find((r) => findingsMatch(r.decidedFinding, shown, r.opts))
    return exceeded
      ? {
          covered: false,
          note: `more severe than a finding decided earlier here (${decisionOf(exceeded.d)}), which does not cover it`
        }
      : undefined
  }
}
