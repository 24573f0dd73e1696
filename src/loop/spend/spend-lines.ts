// The money budget as the job summary and the closing summary say it: what the review spent since it was armed
// against max-cost-usd and max-tokens, per critic, and which critics no budget bounds (they report neither a cost
// nor tokens). The figures are the CLIs' own reports: the budget holds for CLIs that report honestly.
import { escapeInline } from '../../base/markdown/text.js'
import type { OwedSpend } from './spend-inputs.js'
import { spendFigure } from './spend-reply.js'

/** `$0.0400 of max-cost-usd $0.0500`, or `… (no max-cost-usd)` when that limit is not set. */
function against(limit: 'max-cost-usd' | 'max-tokens', spent: number, max: number | undefined): string {
  const figure = spendFigure(limit, spent)
  return max === undefined ? `${figure} (no ${limit})` : `${figure} of ${limit} ${spendFigure(limit, max)}`
}

/** What a flagged round of a critic reported, by how the budget meters it. */
const FLAGGED: Record<OwedSpend['critics'][number]['by'], string> = {
  cost: 'a cost',
  tokens: 'a token count',
  both: 'a cost or a token count',
  none: 'a cost or a token count'
}

const sum = (f: OwedSpend, key: 'costUsd' | 'tokens') => f.critics.reduce((n, c) => n + c[key], 0)

/** The budget's lines, Markdown; none when there is nothing to say. */
export function renderSpendLines(f: OwedSpend | undefined): string[] {
  if (!f) return []
  const money = against('max-cost-usd', sum(f, 'costUsd'), f.maxCostUsd)
  const tokenText = against('max-tokens', sum(f, 'tokens'), f.maxTokens)
  const lines = [
    `**Spend against the budget** (since the review was armed): ${money}; ${tokenText} of critics that report no cost.`
  ]
  for (const c of f.critics) {
    const name = `\`${escapeInline(c.critic, 64)}\``
    const flagged =
      c.flagged > 0
        ? ` · ⚠️ ${c.flagged} round${c.flagged === 1 ? '' : 's'} reported ${FLAGGED[c.by]} out of range (negative, not a number or too large), counted at the cap`
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
