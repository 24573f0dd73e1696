// How much prompt one critic can take, and how many parts of a diff it may be run on. A critic's context is
// finite: a diff larger than its capacity is split into parts (src/loop/round/critic-split.ts), each run on its
// own, rather than cut. The defaults are written here, per built-in adapter, from its default model's context
// window.
import { adapterFor } from './adapters.js'

/** Characters a token holds, at the low end for code (so the default capacity errs on the side of fitting). */
const CHARS_PER_TOKEN = 3

/** Half of a context window goes to the prompt: the rest is the model's reading, tools and answer. */
const promptCharsOf = (contextTokens: number) => CHARS_PER_TOKEN * Math.floor(contextTokens / 2)

/**
 * The default capacity of each built-in adapter, by its binary. cursor-agent takes the prompt as an argument, and
 * its argv limit (100 KiB, in bytes) is lower than its model's context: its capacity stays under it.
 */
const ADAPTER_BUDGETS: Readonly<Record<string, number>> = {
  // Claude Code's default model: a 200k-token context.
  claude: promptCharsOf(200_000),
  // Codex's default model: a 400k-token context.
  codex: promptCharsOf(400_000),
  // Gemini CLI's default model: a 1M-token context.
  gemini: promptCharsOf(1_000_000),
  // 100 KiB of argv, less room for the other arguments.
  'cursor-agent': 96 * 1024
}

/** A command critic's capacity: the cap one block of a prompt had before capacities (DEFAULT_MAX_BLOCK, the same). */
/** @internal */
export const COMMAND_PROMPT_CHARS = 200_000

/** The smallest `maxPromptChars` a critic may have: the round's instructions alone take about this much. */
const MIN_PROMPT_CHARS = 2000
/** The default `maxParts`: a cost bound, so a 3,000-file pull request is not thirty runs of every critic. */
/** @internal */
export const DEFAULT_MAX_PARTS = 8
/** The largest `maxParts` (a typo of 1000 would be a thousand runs). */
const MAX_PARTS_CEILING = 100

/** A critic's prompt capacity: its own setting, else its adapter's default, else today's cap of one block. */
export function promptCapacityOf(critic: {
  maxPromptChars?: number
  harness: string
  command: string
}): number {
  if (critic.maxPromptChars !== undefined) return critic.maxPromptChars
  const adapter = critic.command ? undefined : adapterFor(critic.harness)
  return (adapter && ADAPTER_BUDGETS[adapter.binary]) ?? COMMAND_PROMPT_CHARS
}

/** A critic's bound on parts: its own setting, else the default. */
export function maxPartsOf(critic: { maxParts?: number }): number {
  return critic.maxParts ?? DEFAULT_MAX_PARTS
}

/** A whole number within bounds, or undefined (absent); a string says what is wrong with the value given. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined | string {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    return `must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`
  return value
}

/** `maxPromptChars` of a raw entry: undefined (the default), the value, or the entry's error. */
export function readMaxPromptChars(value: unknown): number | undefined | string {
  const read = wholeNumber(value, MIN_PROMPT_CHARS, Number.MAX_SAFE_INTEGER)
  return typeof read === 'string'
    ? `'maxPromptChars' ${read}: the round's instructions alone take about ${MIN_PROMPT_CHARS} characters; leave it out for the harness's default`
    : read
}

/** `maxParts` of a raw entry: undefined (the default), the value, or the entry's error. */
export function readMaxParts(value: unknown): number | undefined | string {
  const read = wholeNumber(value, 1, MAX_PARTS_CEILING)
  return typeof read === 'string'
    ? `'maxParts' ${read}: it bounds how many parts of a large diff this critic is run on (default ${DEFAULT_MAX_PARTS})`
    : read
}
