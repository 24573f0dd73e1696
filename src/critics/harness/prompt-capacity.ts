// How much prompt one critic can take, and how many parts of a diff it may be run on. A critic's context is
// finite: a diff larger than its capacity is split into parts (src/loop/parts/critic-split.ts), each run on its
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
export const MIN_PROMPT_CHARS = 2000
/** The default `maxParts`: a cost bound, so a 3,000-file pull request is not thirty runs of every critic. */
export const DEFAULT_MAX_PARTS = 8
/** The largest `maxParts` (a typo of 1000 would be a thousand runs). */
export const MAX_PARTS_CEILING = 100

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

/** Why a `maxPromptChars` the schema refuses is wrong (the schema: a whole number of at least MIN_PROMPT_CHARS). */
export function maxPromptCharsProblem(value: unknown): string {
  return `'maxPromptChars' must be a whole number from ${MIN_PROMPT_CHARS} to ${Number.MAX_SAFE_INTEGER}, not ${JSON.stringify(value)}: the round's instructions alone take about ${MIN_PROMPT_CHARS} characters; leave it out for the harness's default`
}

/** Why a `maxParts` the schema refuses is wrong. */
export function maxPartsProblem(value: unknown): string {
  return `'maxParts' must be a whole number from 1 to ${MAX_PARTS_CEILING}, not ${JSON.stringify(value)}: it bounds how many parts of a large diff this critic is run on (default ${DEFAULT_MAX_PARTS})`
}
