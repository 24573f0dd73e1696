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

/** Adds what a run reported spending to its critic's tally. */
function addUsage(t: CriticTally, e: Envelope): void {
  if (!e.usage.present) return
  t.inputTokens += count(e.usage.inputTokens)
  t.outputTokens += count(e.usage.outputTokens)
  t.costUsd += count(e.usage.costUsd)
}

/**
 * The tally after one round: each critic that ran, its tokens and cost, its distinct findings by severity. A
 * verifier's runs (`verifiers`) add to its critic's tokens and cost, not to its rounds: the closing summary's
 * costs then sum to what the money budget counted.
 */
export function tallyRound(
  tally: ReviewTally | undefined,
  envelopes: readonly Envelope[],
  findings: readonly CriticFindingsReport[],
  verifiers: readonly Envelope[] = []
): ReviewTally {
  const out: ReviewTally = structuredClone(tally ?? {})
  const slot = (critic: string) =>
    !isMarkerName(critic) || (!(critic in out) && Object.keys(out).length >= MAX_CRITICS)
      ? undefined
      : (out[critic] ??= empty())
  for (const e of envelopes) {
    const t = slot(e.critic)
    if (t === undefined) continue
    t.rounds++
    addUsage(t, e)
    countNew(
      t,
      findings.find((f) => f.critic === e.critic)
    )
  }
  for (const e of verifiers) {
    const t = slot(e.critic)
    if (t !== undefined) addUsage(t, e)
  }
  return out
}
