// The verification phase of the critics step, as a job of its own: the round's lone problems (lone-problems.ts),
// each verifier once with the problems put to it (in parts when they do not fit its prompt), run by the same code
// and behind the same boundary as the critics' round. Its envelopes go to publish beside the round's, with what
// each part asked; publish reads the verdicts (base/findings/verdicts.ts) and decides what goes on the diff.
import type { Critic } from '../harness/critic-model.js'
import type { CriticSplit, CriticsJob } from '../harness/critics-job.js'
import type { Envelope } from '../harness/envelope.js'
import { loneProblems, type VerifyAsk } from './lone-problems.js'
import { verifyPrompts } from './verify-prompt.js'

/** A problem as it was asked: the ask, and the part of its verifier's run that asked it (1-based). */
export interface AskedProblem extends VerifyAsk {
  part: number
}

/** What the phase gives publish: the problems asked, and one envelope per (verifier, part) run. */
export interface VerificationResults {
  asked: AskedProblem[]
  envelopes: Envelope[]
}

/**
 * The verification job after the round's `envelopes`, or undefined when the job plans no verification or no lone
 * problem needs one. A problem left out for want of its verifier's parts (maxParts) is not asked: unverified.
 */
export function verificationJob(
  job: CriticsJob,
  envelopes: readonly Envelope[]
): { job: CriticsJob; asked: AskedProblem[] } | undefined {
  const plan = job.verify
  if (plan === undefined) return undefined
  const asks = loneProblems(job.critics, envelopes, plan)
  if (asks.length === 0) return undefined
  const verifiers: Critic[] = job.critics.filter((c) => asks.some((a) => a.verifier === c.name))
  const split: Record<string, CriticSplit> = {}
  const asked: AskedProblem[] = []
  for (const verifier of verifiers) {
    const own = asks.filter((a) => a.verifier === verifier.name)
    const parts = verifyPrompts(verifier, own, plan)
    split[verifier.name] = {
      parts: parts.map((p) => ({ text: [p.prompt], files: [] })),
      coverage: `verification of ${own.length} problem(s)`
    }
    parts.forEach((p, i) => {
      for (const id of p.ids) asked.push({ ...own.find((a) => a.id === id)!, part: i + 1 })
    })
  }
  const { verify: _verify, diffs: _diffs, ...rest } = job
  void _verify
  void _diffs
  return { job: { ...rest, critics: verifiers, prompt: '', split }, asked }
}
