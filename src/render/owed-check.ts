// The values an owed post's inputs must hold before they are rendered: they come back from the state branch,
// which others can write, so a command must be a command, a name a plain name, a count a whole number. Strings
// are not judged here: the renderers defuse them. (The item file's JSON Schema checks the same and the bounds.)
import { isCommand } from '../control/commands.js'
import { isMarkerName } from '../marker/markers.js'
import { SEVERITIES } from '../findings/finding.js'
import type { OwedInputs } from '../thread/owed-inputs.js'

type Check = (value: unknown) => boolean

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A round, a part or a count as markers carry them. */
const isCount: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 999_999
/** A figure (tokens, replies): a whole number, not negative. */
const isWhole: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0
const isAmount: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0
const isText: Check = (v) => typeof v === 'string'
const isName: Check = (v) => typeof v === 'string' && isMarkerName(v)
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v)

/** True when `value` is a record whose fields pass their checks. */
function shaped(value: unknown, fields: Record<string, Check>): boolean {
  return isRecord(value) && Object.entries(fields).every(([key, check]) => check(value[key]))
}

const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check)

const isUsage: Check = (v) =>
  shaped(v, {
    present: (p) => typeof p === 'boolean',
    inputTokens: isWhole,
    outputTokens: isWhole,
    cacheReadTokens: isWhole,
    cacheWriteTokens: isWhole,
    costUsd: isAmount
  })

const isResult: Check = (v) =>
  shaped(v, {
    harness: isText,
    model: optional(isText),
    ok: (ok) => typeof ok === 'boolean',
    reason: optional(isText),
    output: isText,
    appendix: optional(isText),
    durationMs: optional(isAmount),
    footer: (f) => shaped(f, { exitCode: Number.isSafeInteger, usage: isUsage })
  })

const isSeverities: Check = (v) => isRecord(v) && SEVERITIES.every((s) => isWhole(v[s]))

const isTallyRow: Check = (v) =>
  shaped(v, { critic: isName, rounds: isWhole, severities: isSeverities, tokens: isWhole, costUsd: isAmount })

const VARIANTS: Record<OwedInputs['what'], Record<string, Check>> = {
  'brief-confirmation': {},
  'critic-comment': {
    round: isCount,
    critic: isName,
    result: isResult,
    heads: listOf((h) => shaped(h, { ref: isText, sha: isText }))
  },
  'all-failed': { round: isCount, failed: isCount },
  summary: { round: isCount, why: isText, critics: listOf(isTallyRow), threadReplies: isWhole },
  budget: { maxRounds: isCount },
  ambiguous: { matched: (v) => listOf(isCommand)(v) && (v as unknown[]).length > 0 },
  'nothing-to-resume': {},
  unsupported: { command: isCommand, why: optional(isText) },
  'round-problem': { round: isCount, problem: isText }
}

/** True when `inputs` is one of the variants with values its renderer can take. */
export function checkInputs(inputs: unknown): inputs is OwedInputs {
  if (!isRecord(inputs) || typeof inputs['what'] !== 'string') return false
  const fields = Object.hasOwn(VARIANTS, inputs['what'])
    ? VARIANTS[inputs['what'] as OwedInputs['what']]
    : undefined
  return fields !== undefined && shaped(inputs, fields)
}
