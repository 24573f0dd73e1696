// The reply of a round the money budget refused (inputs max-cost-usd and max-tokens), and how a figure of either
// budget is written (the refusal, the job summary and the closing summary say them the same way).
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import type { SpendBudgetInputs } from './spend-inputs.js'
import { quoteKeyword } from '../render/reply-comments.js'
import { thousands } from '../../base/shared/thousands.js'

/** `$1.2345` or `12,345 tokens`. */
export function spendFigure(limit: SpendBudgetInputs['limit'], value: number): string {
  return limit === 'max-cost-usd' ? `$${value.toFixed(4)}` : `${thousands(Math.round(value))} tokens`
}

/** Said once per refused round and figures (its marker names the round): no critic runs until re-armed. */
export function renderSpendBudgetReply(inputs: SpendBudgetInputs, keywords: KeywordConfig): string {
  const { limit, max, spent, estimate } = inputs
  const review = keywords.keywords.review
  const rearm = review
    ? `Comment ${quoteKeyword(review)} to re-arm it with a fresh budget, or raise ${limit}.`
    : `Ask a maintainer to re-arm it, or raise ${limit}.`
  const why =
    max === 0
      ? `input ${limit} is 0, so no critic round runs in this review.`
      : spent >= max
        ? `this review has spent ${spendFigure(limit, spent)} since it was armed, which reaches input ${limit} ` +
          `${spendFigure(limit, max)}, so no critic runs now.`
        : `this review has spent ${spendFigure(limit, spent)} since it was armed, and round ${inputs.round} is ` +
          `estimated at ${spendFigure(limit, estimate)} from the critics' earlier rounds (or their costEstimateUsd); ` +
          `input ${limit} is ${spendFigure(limit, max)}, so no critic runs now.`
  const note =
    'The budget counts the cost (or, for critics that report no cost, the tokens) each critic’s CLI reports.'
  return markSelfAuthored(
    `🤖 _the-loop_ — **Money budget reached:** ${why} ${rearm}\n\n${note}\n\n${renderMarker({ kind: 'budget', round: inputs.round })}`
  )
}
