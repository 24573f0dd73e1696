// Which of a critic's new findings match a finding a reviewer decided: the one matching rule (finding-match.ts),
// with the decided finding's lines carried from the head its round reviewed to the head this round reviewed,
// through the compare between them. No decision, no request; a decision on the last round's head reuses the
// prompt's compare; each other head costs one compare, read once for the whole round.
import { findingsMatch, lineMapThroughPatch } from '../findings/finding-match.js'
import type { Finding } from '../findings/finding.js'
import { decisionInForce, type FindingDecision } from '../ledger/decisions.js'
import { DISPOSITION_LABELS, type DispositionKind } from '../thread/disposition.js'
import type { RoundPlan } from './plan-types.js'
import type { ReviewServices } from './services.js'

type Files = ReadonlyArray<{ path: string; patch?: string }>

/** A decided finding's line carried to the new head; the line as it is when the compare says nothing of its file. */
function lineMap(files: Files | undefined, path: string): ((line: number) => number | undefined) | undefined {
  if (files === undefined) return undefined
  const file = files.find((f) => f.path === path)
  if (!file) return (line) => line
  return file.patch === undefined ? undefined : lineMapThroughPatch(file.patch)
}

/** The note a finding matching `d` is listed with: what was decided, by whom, on whose finding. */
function noteOf(d: FindingDecision): string {
  const record = decisionInForce(d)!
  // A login as GitHub allows them, without `@`: the round comment lists the decision, it pings nobody.
  const by = /^[A-Za-z0-9-]{1,39}$/.test(record.by) ? record.by : 'a reviewer'
  return `decided earlier: ${DISPOSITION_LABELS[record.decision as DispositionKind]}, by ${by}, on ${d.critic}'s finding of round ${d.round}`
}

/**
 * The round's matcher: for a finding on the item's own pull request, the note of the first decided finding it
 * matches. Compares that fail or show a force-push (not `ahead`) leave the lines as they are.
 */
export async function decidedMatcher(
  s: ReviewServices,
  plan: RoundPlan
): Promise<(finding: Finding, pull: number) => string | undefined> {
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
  const maps = decided.map((d) =>
    d.head === undefined || d.head === own.head ? undefined : lineMap(compared.get(d.head), d.path)
  )
  return (finding, pull) => {
    if (pull !== own.number) return undefined
    const at = decided.findIndex((d, i) => {
      const mapLine = maps[i]
      return findingsMatch(
        { path: d.path, line: d.line, ...(d.side ? { side: d.side } : {}), title: d.title },
        finding,
        mapLine ? { mapLine } : undefined
      )
    })
    return at < 0 ? undefined : noteOf(decided[at]!)
  }
}
