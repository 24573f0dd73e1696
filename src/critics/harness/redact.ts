// Redaction of critic results: every secret value the run knows, in every form, becomes `***` before publishing.
import type { Envelope } from './envelope.js'
import { createLiteralReplacer, type Replaced } from './literal-replace.js'
import { secretForms, secretValuesFromEnv } from './secret-forms.js'

/** @internal */
export { MIN_SECRET_LENGTH, secretValuesFromEnv } from './secret-forms.js'

/**
 * Defense in depth: critics are not meant to see any secret, but one that finds a secret anyway (another
 * process's environment, a file) must not be able to publish it through a comment, a summary or the state.
 */
const REDACTED = '***'

export interface Redactor {
  /** `text` with every secret form replaced by `***`, and how many replacements were made. */
  redact(text: string): Replaced
}

/** A redactor for these values (shorter than MIN_SECRET_LENGTH: ignored); none at all redacts nothing. */
/** @internal */
export function createRedactor(secrets: Array<string | undefined>): Redactor {
  const replace = createLiteralReplacer(
    secrets.flatMap((s) => (s ? secretForms(s) : [])),
    REDACTED
  )
  return { redact: replace }
}

/** The redactor of a process: the secret-looking variables of `env`, plus values it holds otherwise (the token). */
export function redactorFor(env: NodeJS.ProcessEnv, extra: Array<string | undefined> = []): Redactor {
  return createRedactor([...secretValuesFromEnv(env), ...extra])
}

/**
 * The envelope with its critic-produced text redacted: `output` and `error` (which quotes stderr). The
 * other strings (critic, harness, model, attribution) come from the harness config on the default branch,
 * not from the critic, and the critic's name keys its comment, so they are left as they are.
 */
export function redactEnvelope(
  envelope: Envelope,
  redactor: Redactor
): { envelope: Envelope; count: number } {
  const output = redactor.redact(envelope.output)
  const error = redactor.redact(envelope.error)
  const count = output.count + error.count
  if (count === 0) return { envelope, count }
  return { envelope: { ...envelope, output: output.text, error: error.text }, count }
}

export interface RedactionCount {
  critic: string
  count: number
}

export interface RedactedEnvelopes {
  envelopes: Envelope[]
  counts: RedactionCount[]
}

export function redactEnvelopes(envelopes: Envelope[], redactor: Redactor): RedactedEnvelopes {
  const results = envelopes.map((e) => redactEnvelope(e, redactor))
  return {
    envelopes: results.map((r) => r.envelope),
    counts: results.map((r, i) => ({ critic: envelopes[i]!.critic, count: r.count }))
  }
}

/**
 * One line for a job summary, e.g. "redacted 2 secret values from critic claude, 1 from codex"; a count
 * is of replacements, so a value printed twice counts twice.
 */
export function describeRedactions(counts: RedactionCount[]): string | undefined {
  const some = counts.filter((c) => c.count > 0)
  if (some.length === 0) return undefined
  const parts = some.map((c, i) =>
    i === 0
      ? `${c.count} secret value${c.count === 1 ? '' : 's'} from critic ${c.critic}`
      : `${c.count} from ${c.critic}`
  )
  return `redacted ${parts.join(', ')}`
}
