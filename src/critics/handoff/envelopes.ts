// The envelopes file between the critics step and publish. Publish reads it as untrusted input: only the
// fields a critic's run can set are taken from it, each checked and capped; names and attribution come from
// the signed plan, and a critic with no readable result is reported as failed, never skipped.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { envelopeJson, newEnvelope, type Envelope } from '../harness/envelope.js'
import type { RedactionCount } from '../harness/redact.js'
import type { Critic } from '../harness/critic-model.js'
import { plannedRuns } from '../harness/critic-runs.js'
import type { CriticsJob } from '../harness/critics-job.js'
import { OUTPUT_CAP_BYTES } from '../harness/process.js'
import { tokenCount, type Usage } from '../harness/usage.js'
import { ENVELOPES_FILE, writeFresh } from './files.js'
import { checkFinding } from '../../base/findings/check.js'
import type { AskedProblem, VerificationResults } from '../verify/verification.js'

/** The critics step's results: envelopes already redacted there, and how many values it replaced per critic. */
export interface CriticsResults {
  envelopes: Envelope[]
  redacted: RedactionCount[]
  /** The verification phase's, when it ran (src/critics/verify/). */
  verification?: VerificationResults
}

const listJson = (envelopes: readonly Envelope[]) =>
  `[${envelopes.map((e) => envelopeJson(e, false)).join(',')}]`

export async function writeEnvelopes(dir: string, results: CriticsResults): Promise<void> {
  const v = results.verification
  const verification = v
    ? `,"verification":{"asked":${JSON.stringify(v.asked)},"envelopes":${listJson(v.envelopes)}}`
    : ''
  await writeFresh(
    join(dir, ENVELOPES_FILE),
    `{"envelopes":${listJson(results.envelopes)},"redacted":${JSON.stringify(results.redacted)}${verification}}`
  )
}

/** The most problems one round asks about: 4 critics' 50 findings each, and room. */
const MAX_ASKED = 400

/**
 * One asked problem from the untrusted file: its id, a raiser and a verifier that are two critics of the plan, a
 * part within bounds and a finding that passes the format's check; anything else is no problem asked.
 */
function askedOf(value: unknown, names: ReadonlySet<string>): AskedProblem | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const a = value as Record<string, unknown>
  const { id, critic, verifier, part } = a
  if (typeof id !== 'string' || !/^P[1-9][0-9]{0,3}$/.test(id)) return undefined
  if (typeof critic !== 'string' || typeof verifier !== 'string' || critic === verifier) return undefined
  if (!names.has(critic) || !names.has(verifier)) return undefined
  if (typeof part !== 'number' || !Number.isSafeInteger(part) || part < 1 || part > 100) return undefined
  const finding = checkFinding(a.finding)
  return finding.ok ? { id, critic, verifier, part, finding: finding.finding } : undefined
}

/**
 * The verification results among untrusted fields: the problems asked (each checked; an id given again is read
 * once), and one envelope per (verifier, part) they name, matched as the round's envelopes are.
 */
function verificationOf(value: unknown, critics: readonly Critic[]): VerificationResults | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const v = value as Record<string, unknown>
  const names = new Set(critics.map((c) => c.name))
  const asked: AskedProblem[] = []
  for (const entry of (Array.isArray(v.asked) ? v.asked : []).slice(0, MAX_ASKED)) {
    const a = askedOf(entry, names)
    if (a && !asked.some((b) => b.id === a.id)) asked.push(a)
  }
  if (asked.length === 0) return undefined
  const list = Array.isArray(v.envelopes) ? v.envelopes : []
  const runs = [...new Set(asked.map((a) => `${a.verifier}\u0000${a.part}`))]
  const envelopes = runs.map((run) => {
    const [name, part] = run.split('\u0000')
    return envelopeFromUntrusted(
      critics.find((c) => c.name === name)!,
      list,
      Number(part)
    )
  })
  return { asked, envelopes }
}

/** A count per critic, those of its parts added up (a count that is not a whole number counts 0). */
function countsOf(value: unknown, critics: Critic[]): RedactionCount[] {
  const list = Array.isArray(value) ? value : []
  return critics.map((c) => {
    const found = list.filter(
      (r): r is Record<string, unknown> => typeof r === 'object' && r?.critic === c.name
    )
    const valid = (n: unknown) => (typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : 0)
    const count = found.reduce((sum, r) => sum + valid(r.count), 0)
    return { critic: c.name, count: Math.min(count, Number.MAX_SAFE_INTEGER) }
  })
}

/** A string field capped at the capture limit (a forged file cannot make publish render megabytes more). */
function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, OUTPUT_CAP_BYTES) : ''
}

function finite(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

const validCost = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0

/**
 * Whether the run named a cost: a cost file that holds one out of range is `invalid`, so the money budget counts
 * it as its cap and flags it (usage-meter.ts); it never reads as a cheaper run.
 */
function costStatusOf(u: Record<string, unknown>): Pick<Usage, 'costStatus'> {
  if (u.costStatus === 'invalid' || (u.costUsd !== undefined && !validCost(u.costUsd)))
    return { costStatus: 'invalid' }
  return u.costStatus === 'reported' ? { costStatus: 'reported' } : {}
}

/**
 * The usage of an untrusted entry. A token count present but out of range (negative, no whole number, past
 * MAX_RUN_TOKENS, a string, null) reads as MAX_RUN_TOKENS and flags the usage `tokenStatus: 'invalid'`, as
 * the critics step's own reading does (usage.ts): a forged or broken count never makes a critic unmetered.
 * An absent count is 0, and a usage with no count is not reported.
 */
function usageOf(value: unknown): Usage {
  const u = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const fields = ['inputTokens', 'outputTokens', 'cacheReadTokens', 'cacheWriteTokens'] as const
  const counts = fields.map((f) => (f in u ? tokenCount(u[f]) : { value: 0, invalid: false }))
  const invalid = u.tokenStatus === 'invalid' || counts.some((c) => c.invalid)
  return {
    inputTokens: counts[0]!.value,
    outputTokens: counts[1]!.value,
    cacheReadTokens: counts[2]!.value,
    cacheWriteTokens: counts[3]!.value,
    costUsd: validCost(u.costUsd) ? u.costUsd : 0,
    present: u.present === true,
    ...costStatusOf(u),
    ...(invalid ? { tokenStatus: 'invalid' as const } : {})
  }
}

function failed(critic: Critic, why: string, part?: number): Envelope {
  return { ...newEnvelope(critic), error: why, ...(part === undefined ? {} : { part }) }
}

/**
 * The envelope of `critic` (and, for a split diff, of its `part`) among untrusted entries, matched by name and
 * part: an entry for a (critic, part) the plan does not list is never taken. Only what a critic's run sets is
 * taken, checked and capped; name, harness, model and attribution come from the critic (the config).
 */
export function envelopeFromUntrusted(critic: Critic, list: unknown[], part?: number): Envelope {
  const found = list.find(
    (e): e is Record<string, unknown> =>
      typeof e === 'object' &&
      e !== null &&
      (e as Record<string, unknown>).critic === critic.name &&
      (e as Record<string, unknown>).part === part
  )
  const which = part === undefined ? 'this critic' : `part ${part} of this critic`
  if (!found) return failed(critic, `the critics step returned no result for ${which}`, part)
  const ok = found.ok === true
  return {
    ...newEnvelope(critic),
    ...(part === undefined ? {} : { part }),
    ok,
    exitCode: Math.trunc(finite(found.exitCode, -1)),
    durationSeconds: Math.max(0, finite(found.durationSeconds, 0)),
    output: text(found.output),
    error: ok ? '' : text(found.error) || 'the critic failed without saying why',
    usage: usageOf(found.usage)
  }
}

/** One envelope per planned (critic, part) run, in plan order, built from the file's fields for that run. */
export async function readEnvelopes(
  dir: string,
  job: Pick<CriticsJob, 'critics' | 'split' | 'prompt'>
): Promise<CriticsResults> {
  const critics = job.critics
  const runs = plannedRuns(job)
  let raw: { envelopes?: unknown; redacted?: unknown; verification?: unknown }
  try {
    raw = JSON.parse(await readFile(join(dir, ENVELOPES_FILE), 'utf8')) as typeof raw
  } catch (error) {
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it wrote no results' : 'its results do not parse'
    return {
      envelopes: runs.map((r) =>
        failed(r.critic, `the critics step ended without a result (${why})`, r.part)
      ),
      redacted: countsOf([], critics)
    }
  }
  const list = Array.isArray(raw?.envelopes) ? raw.envelopes : []
  const envelopes = runs.map((run) => envelopeFromUntrusted(run.critic, list, run.part))
  const verification = verificationOf(raw?.verification, critics)
  return { envelopes, redacted: countsOf(raw?.redacted, critics), ...(verification ? { verification } : {}) }
}
