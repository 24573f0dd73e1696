// The consensus gate: which of a round's problems go on the diff as line comments. Agreement between critics is the
// truth signal the round computes already (placement/agreement.ts): under `agreed` a problem goes on the diff when
// two or more critics raised it (a finding a critic's own noise controls keep off the diff still counts), or when
// its one critic rates it at or above `always-inline-severity`, or at or above `fail-on`, so that a problem that
// fails the check always has a thread to be decided in. A problem kept off is listed in its critic's round text,
// saying why. With fewer than two critics whose findings could be read (the others failed, timed out or gave no
// readable findings block) there is nothing to agree with: no gate, and the text says so.
import type { Finding } from '../../base/findings/finding.js'
import { severityRank, type Severity } from '../../base/shared/severity.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'
import type { InlineFindings } from '../../conversation/inputs/inline-findings.js'

/** The gate the round was planned with: its mode, and from which severity a lone problem goes on the diff. */
export interface PlannedConsensus {
  mode: InlineFindings
  /** Set when no input chose the mode: the default by the number of the round's critics. */
  byDefault?: true
  /** The less severe of `always-inline-severity` and `fail-on`: a lone problem from here goes on the diff. */
  from: Severity
}

/** The plan's part for the consensus gate; absent (a plan sealed before the gate, the critic action): every problem goes. */
export interface ConsensusPlan {
  consensus?: PlannedConsensus
}

/** The gate of a round of `critics` critics, from the inputs (undefined mode: the default by that number). */
export function plannedConsensus(
  inputs: { inlineFindings?: InlineFindings; alwaysInline: Severity; failOn: FailOn },
  critics: number
): PlannedConsensus {
  const mode = inputs.inlineFindings ?? (critics >= 2 ? 'agreed' : 'all')
  const from =
    inputs.failOn === 'none' || severityRank(inputs.alwaysInline) >= severityRank(inputs.failOn)
      ? inputs.alwaysInline
      : inputs.failOn
  return { mode, ...(inputs.inlineFindings === undefined ? { byDefault: true as const } : {}), from }
}

/** The gate as one critic's plan applies it: why a finding is kept off the diff, and what its text says of it. */
export interface CriticConsensus {
  /** Why `finding` stays off the diff (listed instead), given the other critics that raised it; undefined: it goes. */
  keepOff?: (finding: Finding, others: readonly string[]) => string | undefined
  /** Said under the critic's findings when the gate could not apply this round. */
  note?: string
}

const modeSaid = (gate: PlannedConsensus) =>
  `input \`inline-findings\` is \`${gate.mode}\`${gate.byDefault ? ', the default with several critics' : ''}`

/** The gate for the round's critics, `readable` of which gave findings the action could read. */
export function criticConsensus(gate: PlannedConsensus | undefined, readable: number): CriticConsensus {
  if (gate?.mode !== 'agreed') return {}
  if (readable < 2)
    return {
      note: `_Only this critic gave findings the action could read this round, so no other could agree: its findings went on the diff without the consensus gate (${modeSaid(gate)})._`
    }
  const from = severityRank(gate.from)
  return {
    keepOff: (finding, others) =>
      others.length > 0 || severityRank(finding.severity) <= from
        ? undefined
        : `kept off the diff: no other critic raised it, and a lone finding goes on the diff from \`${gate.from}\` (${modeSaid(gate)})`
  }
}
