// What a review spent and found, per critic, kept in the state round by round for its closing summary. The
// ledger's schema bounds it when it is read (tally-schema.ts).
import { isMarkerName } from '../../base/marker/markers.js'
import { noSeverities } from '../../base/shared/severity.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import type { Static } from 'typebox'
import type { TallySchema } from './tally-schema.js'

/** By critic, its rounds, findings, tokens and cost (its fields described in tally-schema.ts). */
export type ReviewTally = Static<typeof TallySchema>
type CriticTally = ReviewTally[string]

/** Bounds the state: a harness config lists a handful of critics. */
const MAX_CRITICS = 30

/**
 * Bounds the state (tally-schema.ts says the same): four rounds of 50 findings each. Past it, a new key is
 * still counted but not kept, so a repeat of it counts again.
 */
const MAX_SEEN = 200

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0)

function empty(): CriticTally {
  return {
    rounds: 0,
    severities: noSeverities(),
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0
  }
}

/** Adds the findings whose keys this critic's tally has not counted yet, and keeps their keys. */
function countNew(t: CriticTally, found: CriticFindingsReport | undefined): void {
  const seen = new Set(t.seen)
  for (const { key, severity } of found?.distinct ?? []) {
    if (seen.has(key)) continue
    seen.add(key)
    t.severities[severity]++
  }
  if (seen.size > 0) t.seen = [...seen].slice(0, MAX_SEEN)
}

/** The tally after one round: each critic that ran, its tokens and cost, its distinct findings by severity. */
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
    countNew(t, found)
  }
  return out
}
