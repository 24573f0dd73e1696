// Redaction: which variables are secret, every form of a value that is caught, counts, envelopes, summary line.
import { describe, expect, it } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { newEnvelope, type Envelope } from '../../../src/critics/harness/envelope.js'
import {
  createRedactor,
  describeRedactions,
  MIN_SECRET_LENGTH,
  redactEnvelope,
  redactEnvelopes,
  redactorFor,
  secretValuesFromEnv
} from '../../../src/critics/harness/redact.js'

const KEY = 'sk-ant-api03-abcdefghijklmnop'

describe('secretValuesFromEnv', () => {
  it('takes secret-looking names, case-insensitive, with - or _ before the suffix', () => {
    const env = {
      ANTHROPIC_API_KEY: 'v-anthropic-key',
      openai_api_key: 'v-openai-lower',
      GITHUB_TOKEN: 'v-github-token',
      'INPUT_GITHUB-TOKEN': 'v-input-token',
      MY_SECRET_THING: 'v-secret-middle',
      DB_PASSWORD_FILE: 'v-password-middle',
      AWS_SESSION_NAME: 'v-aws-prefix',
      GCP_CREDENTIALS: 'v-gcp-credentials',
      GCP_CREDENTIAL: 'v-gcp-credential',
      RELEASE_PAT: 'v-release-pat',
      REGISTRY_AUTH: 'v-registry-auth',
      NPM_AUTH_TOKEN_FILE: 'v-auth-token-middle'
    }
    expect(secretValuesFromEnv(env).sort()).toEqual(Object.values(env).sort())
  })
  it('ignores other names, values shorter than the minimum, and undefined; lists a value once', () => {
    const env = {
      PATH: '/usr/local/bin:/usr/bin',
      MONKEY: 'not-a-key-name',
      TOKENS_USED: 'not-a-token-name',
      HOME: '/home/runner',
      DEBUG_KEY: 'true',
      SHORT_TOKEN: 'x'.repeat(MIN_SECRET_LENGTH - 1),
      UNSET_KEY: undefined,
      A_KEY: 'same-value-twice',
      B_TOKEN: 'same-value-twice'
    }
    expect(secretValuesFromEnv(env)).toEqual(['same-value-twice'])
  })
  it('keeps the allowlist and the commit author: `*_AUTH*` alone is not a secret name', () => {
    const env = {
      'INPUT_AUTHORIZED-USERS': 'alice bob-the-reviewer',
      GIT_AUTHOR_NAME: 'Alice Example-Author',
      GIT_AUTHOR_EMAIL: 'alice@example.com',
      OAUTH_CALLBACK_PATH: '/callback/path',
      PATH_PATTERN: 'not-a-personal-token'
    }
    expect(secretValuesFromEnv(env)).toEqual([])
    const r = redactorFor(env)
    const text = 'reviewers: alice bob-the-reviewer; commit by Alice Example-Author'
    expect(r.redact(text)).toEqual({ text, count: 0 })
  })
})

describe('createRedactor', () => {
  it('replaces every raw occurrence and counts them', () => {
    const r = createRedactor([KEY])
    expect(r.redact(`a ${KEY} b ${KEY}${KEY}`)).toEqual({ text: 'a *** b ******', count: 3 })
  })
  it('an empty list, or only short values, is the identity', () => {
    const text = `true 1 main ${KEY}`
    expect(createRedactor([]).redact(text)).toEqual({ text, count: 0 })
    expect(createRedactor(['true', '1', 'main', '', undefined]).redact(text)).toEqual({ text, count: 0 })
  })
  it('catches base64, standard and URL-safe, with and without padding', () => {
    const secret = '>>>???~~~!' // its base64 has +, / and == padding
    const standard = Buffer.from(secret).toString('base64')
    const urlSafe = Buffer.from(secret).toString('base64url')
    expect(standard).toBe('Pj4+Pz8/fn5+IQ==')
    const forms = [standard, standard.slice(0, -2), urlSafe, `${urlSafe}==`]
    const r = createRedactor([secret])
    for (const form of forms) expect(r.redact(`x=${form};`)).toEqual({ text: 'x=***;', count: 1 })
  })
  it('catches its base64 inside a longer base64 blob, at each of the three byte offsets', () => {
    const r = createRedactor([KEY])
    for (const before of ['', 'a', 'ab', 'abc', '{"k":"']) {
      for (const after of ['', 'z', 'zz', '"}']) {
        const blob = Buffer.from(`${before}${KEY}${after}`).toString('base64')
        const { text, count } = r.redact(blob)
        expect(count).toBe(1)
        // At most the characters that mix the secret's bytes with its neighbours' stay on each side.
        const [left, right] = text.split('***') as [string, string]
        expect(left.length).toBeLessThanOrEqual(Math.ceil((before.length * 4) / 3) + 4)
        expect(right.length).toBeLessThanOrEqual(Math.ceil((after.length * 4) / 3) + 8)
      }
    }
  })
  it('catches its hex, lower and upper case, alone and inside a longer hex dump', () => {
    const hex = Buffer.from(KEY).toString('hex')
    const dump = `${Buffer.from('GITHUB_TOKEN=').toString('hex')}${hex}00ff`
    const r = createRedactor([KEY])
    expect(r.redact(hex)).toEqual({ text: '***', count: 1 })
    expect(r.redact(hex.toUpperCase())).toEqual({ text: '***', count: 1 })
    expect(r.redact(dump).text).not.toContain(hex)
    expect(r.redact(dump.toUpperCase()).text).not.toContain(hex.toUpperCase())
  })
  it('leaves a base64 blob of other data alone', () => {
    const blob = Buffer.from('nothing secret in here at all, only words').toString('base64')
    expect(createRedactor([KEY]).redact(blob)).toEqual({ text: blob, count: 0 })
  })
  it('catches URL-encoded forms: encodeURIComponent, + for spaces, form encoding, lower-case hex', () => {
    const secret = "p@ss w/rd+&key!'"
    const r = createRedactor([secret])
    const forms = [
      "p%40ss%20w%2Frd%2B%26key!'",
      "p%40ss+w%2Frd%2B%26key!'",
      'p%40ss+w%2Frd%2B%26key%21%27',
      "p%40ss%20w%2frd%2b%26key!'"
    ]
    for (const form of forms) expect(r.redact(`?t=${form}&x=1`)).toEqual({ text: '?t=***&x=1', count: 1 })
  })
  it('overlapping secrets: the longest wins where both start, so no tail is left', () => {
    const r = createRedactor(['abcdefgh', 'abcdefghijkl'])
    expect(r.redact('abcdefghijkl abcdefgh abcdefghij')).toEqual({ text: '*** *** ***ij', count: 3 })
  })
  it('each line of a multi-line value on its own (a key printed line by line)', () => {
    const pem = '-----BEGIN KEY-----\r\nMIIEvQIBADANBgkqhkiG9w0\nAQEFAASCBKcwggSjAgEA\n-----END KEY-----'
    const r = createRedactor([pem])
    expect(r.redact('line: MIIEvQIBADANBgkqhkiG9w0 then AQEFAASCBKcwggSjAgEA').count).toBe(2)
  })
  it('a secret that the mask re-forms around is still removed', () => {
    const r = createRedactor(['abcdefg*'])
    const { text } = r.redact('abcdefgabcdefg*')
    expect(text).not.toContain('abcdefg*')
  })
  it('thousands of secrets: each one is still found', () => {
    const secrets = Array.from({ length: 3000 }, (_, i) => `secret-${i}-${'x'.repeat(i % 7)}-end`)
    const r = createRedactor(secrets)
    const text = secrets.filter((_, i) => i % 97 === 0).join(' | ')
    const { text: out, count } = r.redact(text)
    expect(count).toBe(Math.ceil(3000 / 97))
    expect(out).not.toMatch(/secret-/)
  })
  it('redactorFor: the env secrets plus the values given', () => {
    const r = redactorFor({ ANTHROPIC_API_KEY: KEY, PATH: '/usr/bin:/bin' }, [
      'ghs_tokentokentoken',
      undefined
    ])
    expect(r.redact(`${KEY} ghs_tokentokentoken /usr/bin:/bin`)).toEqual({
      text: '*** *** /usr/bin:/bin',
      count: 2
    })
  })
})

describe('createRedactor properties', () => {
  const secret = fc.oneof(
    fc.string({ minLength: MIN_SECRET_LENGTH }),
    fc.string({ minLength: 8, unit: 'binary' })
  )
  test.prop([fc.string(), secret, fc.string()])(
    'no secret survives in text containing it',
    (pre, s, post) => {
      const { text, count } = createRedactor([s]).redact(`${pre}${s}${post}`)
      expect(count).toBeGreaterThanOrEqual(1)
      expect(text).not.toContain(s)
    }
  )
  test.prop([
    fc.uint8Array({ maxLength: 40 }),
    fc.string({ minLength: MIN_SECRET_LENGTH }),
    fc.uint8Array({ maxLength: 40 })
  ])('its base64 is caught at any offset in a base64 stream', (pre, s, post) => {
    const blob = Buffer.concat([pre, Buffer.from(s), post]).toString('base64')
    expect(createRedactor([s]).redact(blob).count).toBeGreaterThanOrEqual(1)
  })
})

function envelope(critic: string, output: string, error = ''): Envelope {
  return { ...newEnvelope({ name: critic, harness: 'claude', model: 'opus' }), output, error, ok: !error }
}

describe('redactEnvelope(s)', () => {
  it('redacts output and error, counts both, and leaves the input as it was', () => {
    const e = envelope('claude', `saw ${KEY}`, `stderr: ${KEY} ${KEY}`)
    const before = structuredClone(e)
    const { envelope: out, count } = redactEnvelope(e, createRedactor([KEY]))
    expect(count).toBe(3)
    expect(out).toEqual({ ...before, output: 'saw ***', error: 'stderr: *** ***' })
    expect(e).toEqual(before)
  })
  it('the config-given names stay (the critic name keys its comment)', () => {
    const e = envelope('critic-named-like-a-secret', 'fine')
    const { envelope: out, count } = redactEnvelope(e, createRedactor(['critic-named-like-a-secret']))
    expect(count).toBe(0)
    expect(out.critic).toBe('critic-named-like-a-secret')
  })
  it('counts per critic, and one summary line for those with any', () => {
    const r = createRedactor([KEY])
    const { envelopes, counts } = redactEnvelopes(
      [envelope('claude', `${KEY} and ${KEY}`), envelope('gemini', 'clean'), envelope('codex', '', KEY)],
      r
    )
    expect(envelopes.map((e) => e.output + e.error)).toEqual(['*** and ***', 'clean', '***'])
    expect(counts).toEqual([
      { critic: 'claude', count: 2 },
      { critic: 'gemini', count: 0 },
      { critic: 'codex', count: 1 }
    ])
    expect(describeRedactions(counts)).toBe('redacted 2 secret values from critic claude, 1 from codex')
    expect(describeRedactions([{ critic: 'codex', count: 1 }])).toBe(
      'redacted 1 secret value from critic codex'
    )
    expect(describeRedactions([{ critic: 'gemini', count: 0 }])).toBeUndefined()
    expect(describeRedactions([])).toBeUndefined()
  })
})
