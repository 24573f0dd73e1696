// The critic envelope: the one JSON object a round produces, and how a critic's stdout becomes its text.
import type { Critic, OutputFormat } from './critic-model.js'
import { attributionOf } from './critic-model.js'
import { emptyUsage, parseJsonLines, parseJsonObject, type Usage } from './usage.js'

export interface Envelope {
  critic: string
  harness: string
  model: string
  attribution: string
  ok: boolean
  exitCode: number
  durationSeconds: number
  output: string
  error: string
  usage: Usage
  /** The part of a split diff this run reviewed (1-based); absent for a run on the whole round's prompt. */
  part?: number
}

/** The starting envelope of a round: not ok, no exit code yet. */
export function newEnvelope(critic: Pick<Critic, 'name' | 'harness' | 'model'>): Envelope {
  return {
    critic: critic.name,
    harness: critic.harness,
    model: critic.model,
    attribution: attributionOf(critic),
    ok: false,
    exitCode: -1,
    durationSeconds: 0,
    output: '',
    error: '',
    usage: emptyUsage()
  }
}

const TEXT_KEYS = ['result', 'response', 'text', 'output', 'content', 'message']

function textOf(data: Record<string, unknown>): string | undefined {
  for (const key of TEXT_KEYS) {
    const v = data[key]
    if (typeof v === 'string' && v !== '') return v
  }
  return undefined
}

/** The last `agent_message` of a `codex exec --json` event stream. */
function codexMessage(stdout: string): string | undefined {
  const messages = parseJsonLines(stdout)
    .map((e) => e.item)
    .filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null)
    .filter((i) => i.type === 'agent_message' && typeof i.text === 'string' && i.text !== '')
  return messages.length ? (messages[messages.length - 1]!.text as string) : undefined
}

/** The reviewer's text: stdout as is (text), or the first text field of the JSON; raw stdout when none. */
export function extractOutput(stdout: string, format: OutputFormat): string {
  if (format === 'text') return stdout
  const data = parseJsonObject(stdout.trim())
  return (data && textOf(data)) ?? codexMessage(stdout) ?? stdout
}

/** Seconds rounded to three decimals, as the envelope reports them. */
export function roundSeconds(ms: number): number {
  return Math.round(ms) / 1000
}

/** Serialises an envelope with exactly the reference's keys, in the reference's order. */
export function envelopeJson(envelope: Envelope, pretty = true): string {
  const { inputTokens, outputTokens, cacheReadTokens, cacheWriteTokens, costUsd, present } = envelope.usage
  const ordered = {
    critic: envelope.critic,
    harness: envelope.harness,
    model: envelope.model,
    attribution: envelope.attribution,
    ok: envelope.ok,
    exitCode: envelope.exitCode,
    durationSeconds: envelope.durationSeconds,
    output: envelope.output,
    error: envelope.error,
    usage: {
      inputTokens,
      outputTokens,
      cacheReadTokens,
      cacheWriteTokens,
      costUsd,
      present,
      // Only a run whose output named a cost says how it read (the money budget counts an invalid one as its cap).
      ...(envelope.usage.costStatus === undefined ? {} : { costStatus: envelope.usage.costStatus }),
      // Only a run with a token count out of range says so (the budget counts it at the token cap).
      ...(envelope.usage.tokenStatus === undefined ? {} : { tokenStatus: envelope.usage.tokenStatus })
    },
    // Only a run on one part of a split diff names its part: an unsplit round's envelope keeps the reference's keys.
    ...(envelope.part === undefined ? {} : { part: envelope.part })
  }
  return JSON.stringify(ordered, null, pretty ? 2 : undefined)
}
