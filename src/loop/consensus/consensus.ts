// The consensus gate: which of a round's problems go on the diff as line comments. Agreement between critics is the
// truth signal the round computes already (placement/agreement.ts): under `agreed` a problem goes on the diff when
// two or more critics raised it (a finding a critic's own noise controls keep off the diff still counts), or when
// its one critic rates it at or above `always-inline-severity`, or at or above `fail-on`, so that a problem that
// fails the check always has a thread to be decided in. A problem kept off is listed in its critic's round text,
// saying why. With fewer than two critics whose findings could be read (the others failed, timed out or gave no
// readable findings block) there is nothing to agree with: no gate, and the text says so. Under `verified` a lone
// problem from `verify-min-severity` up goes on the diff when the critic that verified it (src/critics/verify/)
// confirmed it; refuted, unsure or unanswered, it is listed with the verifier's word.
import type { Finding } from '../../base/findings/finding.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { defuseInline } from '../../base/markdown/text.js'
import { severityRank, type Severity } from '../../base/shared/severity.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'
import type { InlineFindings } from '../../conversation/inputs/inline-findings.js'
import type { VerifyPlan } from '../../critics/harness/critics-job.js'
import { renderVerifyContext } from '../prompt/round-prompt.js'

/** The gate the round was planned with: its mode, and from which severity a lone problem goes on the diff. */
export interface PlannedConsensus {
  mode: InlineFindings
  /** Set when no input chose the mode: the default by the number of the round's critics. */
  byDefault?: true
  /** The less severe of `always-inline-severity` and `fail-on`: a lone problem from here goes on the diff. */
  from: Severity
  /** Under `verified`: from here (below `from`) a lone problem is put to a verifier (input verify-min-severity). */
  verifyFrom?: Severity
}

/** The plan's part for the consensus gate; absent (a plan sealed before the gate, the critic action): every problem goes. */
export interface ConsensusPlan {
  consensus?: PlannedConsensus
  /** Under `verified` with two or more critics: the verification phase the critics step runs (its job carries it). */
  verify?: VerifyPlan
}

/** The gate of a round of `critics` critics, from the inputs (undefined mode: the default by that number). */
export function plannedConsensus(
  inputs: { inlineFindings?: InlineFindings; alwaysInline: Severity; verifyFrom: Severity; failOn: FailOn },
  critics: number
): PlannedConsensus {
  const mode = inputs.inlineFindings ?? (critics >= 2 ? 'agreed' : 'all')
  const from =
    inputs.failOn === 'none' || severityRank(inputs.alwaysInline) >= severityRank(inputs.failOn)
      ? inputs.alwaysInline
      : inputs.failOn
  return {
    mode,
    ...(inputs.inlineFindings === undefined ? { byDefault: true as const } : {}),
    from,
    ...(mode === 'verified' ? { verifyFrom: inputs.verifyFrom } : {})
  }
}

/** The consensus gate of the round, and under `verified` the verification its critics step runs. */
export function roundConsensus(
  inputs: Parameters<typeof plannedConsensus>[0],
  critics: number,
  built: { input: Parameters<typeof renderVerifyContext>[0]; inlines: ReadonlyArray<{ diff: string }> },
  verifiers?: string[]
): ConsensusPlan {
  const consensus = plannedConsensus(inputs, critics)
  if (consensus.verifyFrom === undefined || critics < 2) return { consensus }
  // The diffs ride in the job a second time (the prompt holds them too): a verifier is shown the hunk of each
  // problem put to it, found by the problem's path among the diff's own file names.
  const verify: VerifyPlan = {
    from: consensus.verifyFrom,
    below: consensus.from,
    context: renderVerifyContext(built.input),
    diffs: built.inlines.map((i) => i.diff),
    ...(verifiers ? { verifiers } : {})
  }
  return { consensus, verify }
}

/** What the verifier of one lone problem said of it; `verdict` undefined: it gave none (`why` says why not). */
export interface ProblemVerdict {
  verifier: string
  verdict?: 'confirmed' | 'refuted' | 'unsure'
  reason?: string
  /** The action's own words (never the verifier's): why there is no verdict. */
  why?: string
}

/** The verdicts of a round, by the critic that raised a problem and its finding; undefined: it was not asked. */
export type RoundVerdicts = (critic: string, finding: Finding) => ProblemVerdict | undefined

/** The gate as one critic's plan applies it: why a finding is kept off the diff, and what its text says of it. */
export interface CriticConsensus {
  /** Why `finding` stays off the diff (listed instead), given the other critics that raised it; undefined: it goes. */
  keepOff?: (finding: Finding, others: readonly string[]) => string | undefined
  /** The critic that confirmed `finding`, a lone problem that goes on the diff for it: said in its line comment. */
  verifiedBy?: (finding: Finding) => string | undefined
  /** Said under the critic's findings when the gate could not apply this round. */
  note?: string
}

const modeSaid = (gate: PlannedConsensus) =>
  `input \`inline-findings\` is \`${gate.mode}\`${gate.byDefault ? ', the default with several critics' : ''}`

/** A verifier's reason on the round comment: one line, no mention, marker or keyword live. */
const said = (reason: string | undefined, keywords?: KeywordConfig) =>
  reason === undefined ? '' : `: ${defuseInline(reason, 300, keywords)}`

/** Why a lone problem put to a verifier stays off the diff, or undefined when the verifier confirmed it. */
function unverified(v: ProblemVerdict | undefined, keywords?: KeywordConfig): string | undefined {
  if (v === undefined)
    return 'kept off the diff: no other critic raised it, and it could not be put to a verifier'
  const by = `\`${v.verifier}\``
  switch (v.verdict) {
    case 'confirmed':
      return undefined
    case 'refuted':
      return `kept off the diff: refuted by ${by}${said(v.reason, keywords)}`
    case 'unsure':
      return `kept off the diff, unverified: no other critic raised it, and ${by} was unsure${said(v.reason, keywords)}`
    default:
      return `kept off the diff, unverified: no other critic raised it, and ${by} gave no verdict on it (${v.why ?? 'no answer'})`
  }
}

/**
 * The gate for the round's critics, `readable` of which gave findings the action could read; `verdicts` are the
 * verification phase's, under `verified`.
 */
export function criticConsensus(
  gate: PlannedConsensus | undefined,
  readable: number,
  ctx: { verdicts?: RoundVerdicts; critic?: string; keywords?: KeywordConfig } = {}
): CriticConsensus {
  if (gate === undefined || gate.mode === 'all') return {}
  if (readable < 2)
    return {
      note: `_Only this critic gave findings the action could read this round, so no other could agree: its findings went on the diff without the consensus gate (${modeSaid(gate)})._`
    }
  const from = severityRank(gate.from)
  const verifyFrom = gate.verifyFrom === undefined ? undefined : severityRank(gate.verifyFrom)
  const verdictOf = (finding: Finding) =>
    ctx.critic === undefined ? undefined : ctx.verdicts?.(ctx.critic, finding)
  const lone = (finding: Finding, others: readonly string[]) =>
    others.length === 0 && severityRank(finding.severity) > from
  const verified = (finding: Finding) =>
    verifyFrom !== undefined && severityRank(finding.severity) <= verifyFrom
  return {
    keepOff: (finding, others) => {
      if (!lone(finding, others)) return undefined
      if (verified(finding)) return unverified(verdictOf(finding), ctx.keywords)
      return gate.verifyFrom === undefined
        ? `kept off the diff: no other critic raised it, and a lone finding goes on the diff from \`${gate.from}\` (${modeSaid(gate)})`
        : `kept off the diff: no other critic raised it, and a lone finding is verified from \`${gate.verifyFrom}\` and goes on the diff unverified from \`${gate.from}\` (${modeSaid(gate)})`
    },
    verifiedBy: (finding) => {
      const v = verdictOf(finding)
      return v?.verdict === 'confirmed' ? v.verifier : undefined
    }
  }
}
