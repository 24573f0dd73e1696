// Which problems of a round go to a verifier, and to whom. A problem is lone when one critic alone raised it: no
// finding of another critic matches it (findingsMatch, the rule the round's agreement uses). Only a lone problem
// the consensus gate would keep off the diff is asked about — from the plan's `from` (or the raiser's own
// `minSeverity`, when higher) up to below its `below` — and only when two or more critics gave a findings block
// that reads (with one, there is no other to agree, and publish posts its findings ungated). The verifier is
// another critic of the round that answered: the first of `reviews.verifiers` when the config names them; else
// the first, in the config's order, whose harness differs from the raiser's (another vendor), else the first other.
import { findingsMatch } from '../../base/findings/finding-match.js'
import { inDiffForm } from '../../base/findings/finding-path.js'
import type { Finding } from '../../base/findings/finding.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import { severityRank } from '../../base/shared/severity.js'
import type { Critic } from '../harness/critic-model.js'
import type { VerifyPlan } from '../harness/critics-job.js'
import type { Envelope } from '../harness/envelope.js'

/** One lone problem put to a verifier: its id (P1, P2, … in the round), whose finding it is, and who verifies it. */
export interface VerifyAsk {
  id: string
  critic: string
  verifier: string
  finding: Finding
}

/** Each critic's findings (its parts' together, paths in the diff's form), for the critics whose block read. */
function readableFindings(critics: readonly Critic[], envelopes: readonly Envelope[]) {
  const out = new Map<string, Finding[]>()
  for (const critic of critics) {
    const own = envelopes.filter((e) => e.critic === critic.name && e.ok)
    const parsed = own.map((e) => parseFindings(e.output)).filter((p) => p.unreadBlock === undefined)
    if (parsed.length === 0) continue
    out.set(
      critic.name,
      parsed.flatMap((p) => p.findings.flatMap(inDiffForm))
    )
  }
  return out
}

/**
 * The verifier of `raiser`'s problem among the critics that answered: the first of `named` (reviews.verifiers)
 * when the config names them, else another vendor first.
 */
function verifierOf(
  raiser: Critic,
  answered: readonly Critic[],
  named?: readonly string[]
): Critic | undefined {
  const others = answered.filter((c) => c.name !== raiser.name)
  if (named !== undefined)
    return named.map((n) => others.find((c) => c.name === n)).find((c) => c !== undefined)
  return others.find((c) => c.harness !== raiser.harness) ?? others[0]
}

/** The lone problems of the round the gate would keep off the diff, each with its verifier, in the config's order. */
export function loneProblems(
  critics: readonly Critic[],
  envelopes: readonly Envelope[],
  plan: Pick<VerifyPlan, 'from' | 'below' | 'verifiers'>
): VerifyAsk[] {
  const findings = readableFindings(critics, envelopes)
  if (findings.size < 2) return []
  const answered = critics.filter((c) => findings.has(c.name))
  const from = severityRank(plan.from)
  const below = severityRank(plan.below)
  const asks: VerifyAsk[] = []
  for (const critic of answered) {
    const verifier = verifierOf(critic, answered, plan.verifiers)
    if (verifier === undefined) continue
    const seen: Finding[] = []
    // Below the raiser's own minSeverity a finding never goes on the diff: nothing to verify.
    const floor = critic.minSeverity === undefined ? from : Math.min(from, severityRank(critic.minSeverity))
    for (const finding of findings.get(critic.name)!) {
      const rank = severityRank(finding.severity)
      if (rank > floor || rank <= below) continue
      // The same finding twice in one answer is one problem.
      if (seen.some((s) => findingsMatch(s, finding))) continue
      seen.push(finding)
      const raisedElsewhere = answered.some(
        (other) =>
          other.name !== critic.name && findings.get(other.name)!.some((f) => findingsMatch(f, finding))
      )
      if (!raisedElsewhere)
        asks.push({ id: `P${asks.length + 1}`, critic: critic.name, verifier: verifier.name, finding })
    }
  }
  return asks
}
