// The money budget's inputs: `max-cost-usd`, dollars a review may spend across its critics, rounds and parts (from
// the costs their CLIs report), and `max-tokens`, the tokens of critics that report no cost. Both are optional:
// unset, nothing is bounded but max-rounds. 0 is a budget too: no critic round runs.
import { UserError } from '../../base/shared/errors.js'
import { thousands } from '../../base/shared/thousands.js'

export const SPEND_INPUTS = { maxCostUsd: 'max-cost-usd', maxTokens: 'max-tokens' } as const

/** A million dollars: past it the figure is a typo, not a budget. */
const MAX_COST_CEILING = 1_000_000
/** A trillion tokens, the most a tally counts. */
const MAX_TOKENS_CEILING = 1_000_000_000_000

/** `max-cost-usd`: undefined (no money budget), or dollars from 0; a fault names the input and never guesses. */
export function readMaxCostUsd(text: string, input: string = SPEND_INPUTS.maxCostUsd): number | undefined {
  if (text === '') return undefined
  const n = /^\d{1,7}(\.\d{1,6})?$/.test(text) ? Number(text) : NaN
  if (!Number.isFinite(n) || n > MAX_COST_CEILING)
    throw new UserError(
      `"${text.slice(0, 40)}" must be a number of dollars from 0 to ${thousands(MAX_COST_CEILING)}, such as 5 or 2.50 (0: no critic round runs)`,
      `input ${input}`
    )
  return n
}

/** `max-tokens`: undefined (no token budget), or a whole number of tokens from 0. */
export function readMaxTokens(text: string, input: string = SPEND_INPUTS.maxTokens): number | undefined {
  if (text === '') return undefined
  const n = /^\d{1,13}$/.test(text) ? Number(text) : NaN
  if (!Number.isSafeInteger(n) || n > MAX_TOKENS_CEILING)
    throw new UserError(
      `"${text.slice(0, 40)}" must be a whole number of tokens from 0 to ${thousands(MAX_TOKENS_CEILING)} (it bounds the critics that report tokens and no cost; 0: none of their rounds runs)`,
      `input ${input}`
    )
  return n
}
