// The money budget as the job summary and the closing summary say it: what the review spent since it was armed
// against max-cost-usd and max-tokens, per critic, and which critics no budget bounds (they report neither a cost
// nor tokens). The figures are the CLIs' own reports: the budget holds for CLIs that report honestly.
import { escapeInline } from '../markdown/text.js'
import type { OwedSpend } from '../thread/owed-inputs.js'
import { spendFigure } from './spend-reply.js'

const against = (spent: string, limit: string, max: number | undefined, figure: string) =>
  max === undefined ? `${spent} (no ${limit})` : `${spent} of ${limit} ${figure}`

/** The budget's lines, Markdown; none when there is nothing to say. */
export function renderSpendLines(f: OwedSpend | undefined): string[] {
  if (!f) return []
  const cost = f.critics.reduce((n, c) => n + c.costUsd, 0)
  const tokens = f.critics.reduce((n, c) => n + c.tokens, 0)
  const money = against(
    spendFigure('max-cost-usd', cost),
    'max-cost-usd',
    f.maxCostUsd,
    spendFigure('max-cost-usd', f.maxCostUsd ?? 0)
  )
  const tokenText = against(
    spendFigure('max-tokens', tokens),
    'max-tokens',
    f.maxTokens,
    spendFigure('max-tokens', f.maxTokens ?? 0)
  )
  const lines = [
    `**Spend against the budget** (since the review was armed): ${money}; ${tokenText} of critics that report no cost.`
  ]
  for (const c of f.critics) {
    const name = `\`${escapeInline(c.critic, 64)}\``
    const flagged =
      c.flagged > 0
        ? ` · ⚠️ ${c.flagged} round${c.flagged === 1 ? '' : 's'} reported a cost out of range (negative, not a number or too large), counted at the cap`
        : ''
    const what =
      c.by === 'none'
        ? 'reported neither a cost nor tokens, so no budget bounds it'
        : c.by === 'tokens'
          ? `${spendFigure('max-tokens', c.tokens)} (no cost reported)`
          : c.by === 'both'
            ? `${spendFigure('max-cost-usd', c.costUsd)} and ${spendFigure('max-tokens', c.tokens)}`
            : spendFigure('max-cost-usd', c.costUsd)
    lines.push(`- ${name}: ${what}${flagged}`)
  }
  return lines
}
