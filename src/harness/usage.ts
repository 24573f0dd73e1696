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
}

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

/** First value among `keys` that is an integer (booleans rejected); otherwise 0. */
function firstInteger(block: Json, keys: string[]): number {
  for (const key of keys) {
    if (!(key in block)) continue
    const v = block[key]
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0
  }
  return 0
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
    usage.inputTokens = firstInteger(block, KEYS.input)
    usage.outputTokens = firstInteger(block, KEYS.output)
    usage.cacheReadTokens = firstInteger(block, KEYS.cacheRead)
    usage.cacheWriteTokens = firstInteger(block, KEYS.cacheWrite)
    usage.present = Object.keys(block).length > 0
  } else {
    Object.assign(usage, geminiUsage(data))
  }
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

/** Gemini CLI's JSON: `stats.models.<name>.tokens.{prompt, candidates, cached}`, summed over models. */
function geminiUsage(data: Json): Partial<Usage> {
  const models = isObject(data.stats) && isObject(data.stats.models) ? Object.values(data.stats.models) : []
  const tokens = models
    .map((m) => (isObject(m) && isObject(m.tokens) ? m.tokens : undefined))
    .filter(isObject)
  if (tokens.length === 0) return {}
  const sum = (key: string): number => tokens.reduce((n, t) => n + firstInteger(t, [key]), 0)
  return {
    inputTokens: sum('prompt'),
    outputTokens: sum('candidates'),
    cacheReadTokens: sum('cached'),
    present: true
  }
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
