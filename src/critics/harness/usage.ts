// Token and cost figures read from a critic's JSON output (Claude, Cursor, Codex JSONL, Gemini); never throws.

export interface Usage {
  inputTokens: number
  outputTokens: number
  cacheReadTokens: number
  cacheWriteTokens: number
  costUsd: number
  present: boolean
  /**
   * Whether the output named a cost: `reported` (a number of dollars, 0 or more), `invalid` (a cost key holding a
   * negative number or no number at all; `costUsd` is then 0). Absent: no cost key. The money budget
   * (usage-meter.ts) counts a reported cost, and an invalid one as the cap, never as a refund.
   */
  costStatus?: 'reported' | 'invalid'
  /**
   * `invalid` when a token count key held a negative number, a fraction, no number at all (a string, null) or
   * more than MAX_RUN_TOKENS: that count reads as MAX_RUN_TOKENS, and the money budget counts the run at its
   * token cap and flags it, as it does an invalid cost. Absent: every count read was a whole number in range
   * (or no count key at all: a usage not reported stays unmetered).
   */
  tokenStatus?: 'invalid'
}

/**
 * The most tokens one critic's round may count: ten billion is past any model's context many times over, and
 * keeps the ledger within its bounds. A count past it, or one that is no count at all, is taken as it.
 */
export const MAX_RUN_TOKENS = 10_000_000_000

export function emptyUsage(): Usage {
  return {
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    cacheWriteTokens: 0,
    costUsd: 0,
    present: false
  }
}

type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses text as one JSON object, or undefined. */
export function parseJsonObject(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Every JSON object line of a JSONL stream (e.g. `codex exec --json`), in order. */
export function parseJsonLines(text: string): Json[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('{'))
    .map(parseJsonObject)
    .filter((v): v is Json => v !== undefined)
}

/** A count read: its value, and whether it was out of range (then the value is MAX_RUN_TOKENS). */
interface Count {
  value: number
  invalid: boolean
}

/**
 * A token count as a report holds it: a whole number from 0 to MAX_RUN_TOKENS is itself; anything else present
 * (negative, a fraction, 1e300, Infinity, a string such as "1e5", null, a boolean) is MAX_RUN_TOKENS, flagged,
 * never 0: a count the budget cannot read must not make a critic unmetered.
 */
export function tokenCount(v: unknown): Count {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= MAX_RUN_TOKENS)
    return { value: v, invalid: false }
  return { value: MAX_RUN_TOKENS, invalid: true }
}

/** The first of `keys` the block holds, read by tokenCount; 0 when it holds none of them. */
function firstCount(block: Json, keys: string[]): Count {
  const key = keys.find((k) => k in block)
  return key === undefined ? { value: 0, invalid: false } : tokenCount(block[key])
}

/** Sets the four counts and, when one of them was out of range, tokenStatus. */
function setCounts(usage: Usage, counts: Record<'input' | 'output' | 'cacheRead' | 'cacheWrite', Count>) {
  usage.inputTokens = counts.input.value
  usage.outputTokens = counts.output.value
  usage.cacheReadTokens = counts.cacheRead.value
  usage.cacheWriteTokens = counts.cacheWrite.value
  if (Object.values(counts).some((c) => c.invalid)) usage.tokenStatus = 'invalid'
}

const KEYS = {
  input: ['input_tokens', 'inputTokens', 'prompt_tokens', 'promptTokens'],
  output: ['output_tokens', 'outputTokens', 'completion_tokens', 'completionTokens'],
  cacheRead: [
    'cache_read_input_tokens',
    'cacheReadInputTokens',
    'cache_read_tokens',
    'cacheReadTokens',
    'cached_input_tokens'
  ],
  cacheWrite: [
    'cache_creation_input_tokens',
    'cacheCreationInputTokens',
    'cache_creation_tokens',
    'cacheWriteTokens',
    // codex exec --json (0.171) reports the cache writes of a turn under this name in `turn.completed`.
    'cache_write_input_tokens'
  ],
  cost: ['total_cost_usd', 'totalCostUsd', 'cost_usd', 'costUsd']
}

/** Usage from one parsed object: a `usage`/`token_usage`/`tokenUsage` block and a top-level cost. */
function usageFromObject(data: Json): Usage {
  const usage = emptyUsage()
  const block = [data.usage, data.token_usage, data.tokenUsage].find(isObject)
  if (block) {
    setCounts(usage, {
      input: firstCount(block, KEYS.input),
      output: firstCount(block, KEYS.output),
      cacheRead: firstCount(block, KEYS.cacheRead),
      cacheWrite: firstCount(block, KEYS.cacheWrite)
    })
    usage.present = Object.keys(block).length > 0
  } else geminiUsage(data, usage)
  for (const key of KEYS.cost) {
    const v = data[key]
    if (v === undefined || v === null) continue
    usage.present = true
    if (typeof v === 'number' && Number.isFinite(v) && v >= 0) {
      usage.costUsd = v
      usage.costStatus = 'reported'
    } else usage.costStatus = 'invalid'
    break
  }
  return usage
}

/**
 * Gemini CLI's JSON: `stats.models.<name>.tokens.{prompt, candidates, cached}`, summed over models into `usage`;
 * a sum past MAX_RUN_TOKENS is out of range as one count would be.
 */
function geminiUsage(data: Json, usage: Usage): void {
  const models = isObject(data.stats) && isObject(data.stats.models) ? Object.values(data.stats.models) : []
  const tokens = models
    .map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : undefined))
    .filter(isObject)
  if (tokens.length === 0) return
  const sum = (key: string): Count => {
    const counts = tokens.map((t) => firstCount(t, [key]))
    const total = counts.reduce((n, c) => n + c.value, 0)
    return counts.some((c) => c.invalid) ? tokenCount(NaN) : tokenCount(total)
  }
  setCounts(usage, {
    input: sum('prompt'),
    output: sum('candidates'),
    cacheRead: sum('cached'),
    cacheWrite: { value: 0, invalid: false }
  })
  usage.present = true
}

/** Usage from a critic's stdout: one JSON object, or the last usage-bearing line of a JSONL stream. */
export function usageFromOutput(stdout: string): Usage {
  try {
    const whole = parseJsonObject(stdout.trim())
    if (whole) return usageFromObject(whole)
    const withUsage = parseJsonLines(stdout)
      .map(usageFromObject)
      .filter((u) => u.present)
    return withUsage[withUsage.length - 1] ?? emptyUsage()
  } catch {
    return emptyUsage()
  }
}
