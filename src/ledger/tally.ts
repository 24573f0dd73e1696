// What a review spent and found, per critic, kept in the state round by round for its closing summary. The
// ledger's schema bounds it when it is read (ledger.schema.json: tally).
import { isMarkerName } from '../marker/markers.js'
import { SEVERITIES, type Severity } from '../findings/finding.js'
import type { Envelope } from '../harness/envelope.js'
import type { CriticFindingsReport } from '../findings/findings-plan.js'

interface CriticTally {
  rounds: number
  severities: Record<Severity, number>
  inputTokens: number
  outputTokens: number
  costUsd: number
}

export type ReviewTally = Record<string, CriticTally>

/** Bounds the state: a harness config lists a handful of critics. */
const MAX_CRITICS = 30

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0)

function empty(): CriticTally {
  return {
    rounds: 0,
    severities: Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0
  }
}

/** The tally after one round: each critic that ran, its tokens and cost, its findings by severity. */
export function tallyRound(
  tally: ReviewTally | undefined,
  envelopes: readonly Envelope[],
  findings: readonly CriticFindingsReport[]
): ReviewTally {
  const out: ReviewTally = structuredClone(tally ?? {})
  for (const e of envelopes) {
    if (!isMarkerName(e.critic) || (!(e.critic in out) && Object.keys(out).length >= MAX_CRITICS)) continue
    const t = (out[e.critic] ??= empty())
    t.rounds++
    if (e.usage.present) {
      t.inputTokens += count(e.usage.inputTokens)
      t.outputTokens += count(e.usage.outputTokens)
      t.costUsd += count(e.usage.costUsd)
    }
    const found = findings.find((f) => f.critic === e.critic)
    for (const s of SEVERITIES) t.severities[s] += found?.severities[s] ?? 0
  }
  return out
}
