// Which environment variables hold secrets, and every form in which a secret value may reach critic output.

/**
 * Shorter values are never redacted: masking "true", "1" or "main" would mangle ordinary text and tell a
 * reader nothing. 8 characters is also the shortest secret whose base64 keeps 8 stable characters at
 * every byte alignment (see alignedBase64), so every form of a redacted value stays specific.
 * @internal
 */
export const MIN_SECRET_LENGTH = 8

/**
 * Names that look secret, case-insensitive: `*_KEY` (so `*_API_KEY`), `*_TOKEN`, `*_PAT`, `*_AUTH`,
 * `*_CREDENTIAL(S)`, `*_AUTH_TOKEN*`, `*SECRET*`, `*PASSWORD*`, `AWS_*`. A `-` counts like `_` because the
 * runner names inputs `INPUT_GITHUB-TOKEN`. Not `*_AUTH*`: it would take `INPUT_AUTHORIZED-USERS` (the
 * allowlist the summary names) and `GIT_AUTHOR_NAME` (which commit messages carry) for secrets.
 */
const SECRET_NAME = /[_-](?:KEY|TOKEN|PAT|AUTH|CREDENTIALS?)$|[_-]AUTH[_-]TOKEN|SECRET|PASSWORD|^AWS_/i

function isSecretEnvName(name: string): boolean {
  return SECRET_NAME.test(name)
}

/** The distinct values of secret-looking variables, long enough to redact (see MIN_SECRET_LENGTH). */
export function secretValuesFromEnv(env: NodeJS.ProcessEnv): string[] {
  const values = new Set<string>()
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.length >= MIN_SECRET_LENGTH && isSecretEnvName(name)) values.add(value)
  }
  return [...values]
}

/** Standard and URL-safe alphabets, each with and without `=` padding. */
function base64Forms(bytes: Buffer): string[] {
  const standard = bytes.toString('base64')
  const urlSafe = bytes.toString('base64url')
  return [
    standard,
    standard.replace(/=+$/, ''),
    urlSafe,
    `${urlSafe}${'='.repeat(standard.length - urlSafe.length)}`
  ]
}

/**
 * Inside a longer base64 stream a value's encoding depends on where its first byte falls in a 3-byte group.
 * For each of the 3 alignments, the characters that come from whole groups of the value's own bytes are
 * the same whatever surrounds it: skip the bytes that share a group with what precedes, stop at the last
 * whole group. The few characters mixed with neighbours are left, as they are not specific to the value.
 */
function alignedBase64(bytes: Buffer): string[] {
  const out: string[] = []
  for (const skip of [0, 1, 2]) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3
    if (whole <= 0) continue
    const middle = bytes.subarray(skip, skip + whole)
    out.push(middle.toString('base64'), middle.toString('base64url'))
  }
  return out
}

/** encodeURIComponent, its `+`-for-space variant, and form encoding; each also with lower-case hex escapes. */
function urlForms(value: string): string[] {
  let component: string
  try {
    component = encodeURIComponent(value)
  } catch {
    return [] // a lone surrogate cannot be URL-encoded, so no URL can carry it
  }
  const form = new URLSearchParams([['', value]]).toString().slice(1)
  const encoded = [component, component.replace(/%20/g, '+'), form]
  return [...encoded, ...encoded.map((e) => e.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()))]
}

/**
 * Hex of the value's bytes, lower and upper case. A byte is always two hex digits, so the value's hex is the
 * same inside any longer hex dump (a critic that read the runner's memory and printed it as hex).
 */
function hexForms(bytes: Buffer): string[] {
  const lower = bytes.toString('hex')
  return [lower, lower.toUpperCase()]
}

/**
 * Every string to redact for one secret: the value, each line of a multi-line value (a key file printed
 * line by line), and their base64, hex and URL-encoded forms. Forms shorter than MIN_SECRET_LENGTH are dropped.
 */
export function secretForms(secret: string): string[] {
  if (secret.length < MIN_SECRET_LENGTH) return []
  const parts = [secret, ...secret.split(/\r?\n/).map((line) => line.trim())]
  const forms = new Set<string>()
  for (const part of new Set(parts)) {
    if (part.length < MIN_SECRET_LENGTH) continue
    const bytes = Buffer.from(part, 'utf8')
    const encoded = [...base64Forms(bytes), ...alignedBase64(bytes), ...hexForms(bytes), ...urlForms(part)]
    for (const form of [part, ...encoded]) {
      if (form.length >= MIN_SECRET_LENGTH) forms.add(form)
    }
  }
  return [...forms]
}
