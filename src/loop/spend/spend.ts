// What a review has spent since it was last armed, per critic: the money budget's ledger
// (loop/spend/spend-budget.ts checks it before a round). Each round adds its critics' metered runs
// (critics/harness/usage-meter.ts); re-arming starts it again, as it starts max-rounds again; after a state
// rebuild it is read back from the round comments' signed markers (one figure per critic and round), so a
// lost state never reads as money unspent. The ledger's schema bounds it when it is read (spend-schema.ts).
import { isMarkerName } from '../../base/marker/markers.js'
import { meterOf } from '../../critics/harness/usage-meter.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { Static } from 'typebox'
import type { OwedSpend } from './spend-inputs.js'
import type { SpendSchema } from './spend-schema.js'
import { nonEmptyRecord } from '../feature/ledger-part.js'

/** By critic, what it spent since the review was armed (its fields described in spend-schema.ts). */
export type ReviewSpend = Static<typeof SpendSchema>
type CriticSpend = ReviewSpend[string]

/** The spend as the ledger keeps it: left out while no critic ran since the review was armed. */
export const SPEND_PART = nonEmptyRecord<ReviewSpend>()

/** Bounds the state as the tally does: a harness config lists a handful of critics. */
const MAX_CRITICS = 30

function empty(): CriticSpend {
  return { costUsd: 0, costParts: 0, tokens: 0, tokenParts: 0, unmetered: 0, flagged: 0 }
}

/** The spend after one round: each critic's merged envelope metered, `partsOf` its runs in the round. */
export function spendAfterRound(
  spend: ReviewSpend | undefined,
  envelopes: readonly Envelope[],
  partsOf: (critic: string) => number,
  verification: readonly Envelope[] = []
): ReviewSpend {
  const out: ReviewSpend = structuredClone(spend ?? {})
  // A verifier's runs count toward its critic's spend and no part: the critic's next estimate per part grows
  // by what verifying cost, so a budget plans for it.
  const runs = [
    ...envelopes.map((e) => ({ e, verifying: false })),
    ...verification.map((e) => ({ e, verifying: true }))
  ]
  for (const { e, verifying } of runs) {
    if (!isMarkerName(e.critic) || (!(e.critic in out) && Object.keys(out).length >= MAX_CRITICS)) continue
    const meter = meterOf(e.usage)
    // A critic that did not run (refused, missing) and reported nothing spent nothing.
    if (meter.by === 'none' && !e.ok) continue
    const c = (out[e.critic] ??= empty())
    const parts = verifying ? 0 : Math.max(1, partsOf(e.critic))
    if (meter.by === 'cost') {
      c.costUsd += meter.usd
      c.costParts += parts
      if (meter.flag) c.flagged++
    } else if (meter.by === 'tokens') {
      c.tokens += meter.tokens
      c.tokenParts += parts
      if (meter.flag) c.flagged++
    } else c.unmetered++
  }
  return out
}

/** One critic's figure of one round, as its round comment's marker carries it. */
export interface MarkedSpend {
  critic: string
  round: number
  costUsd?: number
  tokens?: number
}

/**
 * The spend the round comments show, for a rebuilt state: one figure per critic and round (a comment in parts
 * repeats it; a re-run in place edited it), each round counted as one part.
 */
export function spendFromMarkers(marked: readonly MarkedSpend[]): ReviewSpend | undefined {
  const seen = new Set<string>()
  const out: ReviewSpend = {}
  for (const m of marked) {
    const key = `${m.round}:${m.critic}`
    if (seen.has(key) || !isMarkerName(m.critic)) continue
    if (m.costUsd === undefined && m.tokens === undefined) continue
    if (!(m.critic in out) && Object.keys(out).length >= MAX_CRITICS) continue
    seen.add(key)
    const c = (out[m.critic] ??= empty())
    if (m.costUsd !== undefined) {
      c.costUsd += m.costUsd
      c.costParts++
    } else if (m.tokens !== undefined) {
      c.tokens += m.tokens
      c.tokenParts++
    }
  }
  return Object.keys(out).length > 0 ? out : undefined
}

/** The review's totals: the dollars max-cost-usd bounds and the tokens max-tokens bounds. */
export function spendTotals(spend: ReviewSpend | undefined): { costUsd: number; tokens: number } {
  const all = Object.values(spend ?? {})
  return {
    costUsd: all.reduce((n, c) => n + c.costUsd, 0),
    tokens: all.reduce((n, c) => n + c.tokens, 0)
  }
}

/** The spend as a summary shows it, with the limits in force; undefined when no limit is set and nothing was spent. */
export function spendFigures(
  spend: ReviewSpend | undefined,
  limits: { maxCostUsd?: number; maxTokens?: number }
): OwedSpend | undefined {
  const critics = Object.entries(spend ?? {})
    .slice(0, MAX_CRITICS)
    .map(([critic, c]) => ({
      critic,
      costUsd: Math.min(c.costUsd, 1e12),
      tokens: Math.min(c.tokens, 1e12),
      by: byOf(c),
      flagged: c.flagged
    }))
  if (critics.length === 0 && limits.maxCostUsd === undefined && limits.maxTokens === undefined)
    return undefined
  return {
    ...(limits.maxCostUsd === undefined ? {} : { maxCostUsd: limits.maxCostUsd }),
    ...(limits.maxTokens === undefined ? {} : { maxTokens: limits.maxTokens }),
    critics
  }
}

function byOf(c: CriticSpend): OwedSpend['critics'][number]['by'] {
  if (c.costParts > 0 && c.tokenParts > 0) return 'both'
  if (c.costParts > 0) return 'cost'
  return c.tokenParts > 0 ? 'tokens' : 'none'
}
