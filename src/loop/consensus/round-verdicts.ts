// The verification phase's results as the consensus gate reads them: for each lone problem the critics step put to
// a verifier (src/critics/verify/), what that verifier's answer said of it — read from the part of its run that
// asked it, by the id it was asked under. A verifier that failed, gave no readable block or no verdict on the id
// gives none, and why; a verdict on an id it was not asked about is never read.
import { parseVerdicts } from '../../base/findings/verdicts.js'
import type { Finding } from '../../base/findings/finding.js'
import { BUDGET_REFUSAL, type VerificationResults } from '../../critics/verify/verification.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { ProblemVerdict, RoundVerdicts } from './consensus.js'

function whyNoRun(envelope: Envelope | undefined): string {
  if (envelope === undefined) return 'no result of its run'
  return envelope.error.startsWith(BUDGET_REFUSAL)
    ? 'the money budget left no room to verify it (max-cost-usd, max-tokens)'
    : 'its run failed'
}

export function roundVerdicts(results: VerificationResults | undefined): RoundVerdicts {
  if (results === undefined) return () => undefined
  const answers = results.envelopes.map((e) => ({
    envelope: e,
    read: e.ok ? parseVerdicts(e.output) : undefined
  }))
  const verdicts = results.asked.map((a): { finding: Finding; critic: string; said: ProblemVerdict } => {
    const run = answers.find((r) => r.envelope.critic === a.verifier && r.envelope.part === a.part)
    const base = { verifier: a.verifier }
    let said: ProblemVerdict
    if (run === undefined || run.read === undefined)
      // Its error is the run's own text (a CLI's stderr may carry anything): the job summary has it, not this line.
      said = { ...base, why: whyNoRun(run?.envelope) }
    else if (run.read.unread !== undefined) said = { ...base, why: run.read.unread }
    else {
      const v = run.read.verdicts.get(a.id)
      said = v ? { ...base, verdict: v.verdict, reason: v.reason } : { ...base, why: `no verdict on ${a.id}` }
    }
    return { finding: a.finding, critic: a.critic, said }
  })
  return (critic, finding) =>
    verdicts.find(
      (v) =>
        v.critic === critic &&
        v.finding.path === finding.path &&
        v.finding.line === finding.line &&
        v.finding.title === finding.title
    )?.said
}
