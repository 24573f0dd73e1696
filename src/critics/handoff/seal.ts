// Seals the plan a prepare step hands to its publish step: an HMAC keyed from the GitHub token, which no
// process of the critics step can read, so a critic that rewrites the plan file is caught, not obeyed.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { UserError } from '../../base/shared/errors.js'

/** Domain separation: the key signs handoff plans and nothing else the token might be used for. */
const KEY_LABEL = 'the-loop handoff plan v1'

export function handoffKey(token: string): Buffer {
  if (token === '')
    throw new UserError('is empty: the plan handed between steps is signed with it', 'github-token')
  return createHmac('sha256', token).update(KEY_LABEL).digest()
}

interface SealedText {
  mac: string
  body: string
}

/**
 * The sealed file: one header line (this tag and the MAC in hex), then the body's JSON as written. The body is
 * not JSON-encoded a second time inside an envelope: for a 10 MB diff that doubled the file and the memory
 * prepare and the critics step spend on it (every quote and line end escaped again).
 */
const TAG = 'the-loop sealed plan v2 '
const MAC_HEX = 64

function macOf(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('hex')
}

/**
 * The sealed file's bytes: the header with the body's MAC, and the body. The body is encoded to UTF-8 once, and
 * that one buffer is both signed and written: signing the string and writing it would each have made a copy.
 */
export function seal(body: unknown, key: Buffer): Buffer[] {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8')
  const mac = createHmac('sha256', key).update(bytes).digest('hex')
  return [Buffer.from(`${TAG}${mac}\n`, 'utf8'), bytes]
}

function parseSealed(text: string): SealedText | undefined {
  const end = TAG.length + MAC_HEX
  if (!text.startsWith(TAG) || text.charAt(end) !== '\n') return undefined
  const mac = text.slice(TAG.length, end)
  return /^[0-9a-f]+$/.test(mac) ? { mac, body: text.slice(end + 1) } : undefined
}

function parseBody(sealed: SealedText, where: string): unknown {
  try {
    return JSON.parse(sealed.body) as unknown
  } catch {
    throw new UserError('is not a sealed plan (its body is not JSON)', where)
  }
}

/** The body, when its MAC verifies under `key`; an error naming the file otherwise (fail closed). */
export function unseal(text: string, key: Buffer, where: string): unknown {
  const sealed = parseSealed(text)
  if (!sealed) throw new UserError('is not a sealed plan (was it rewritten while the critics ran?)', where)
  const expected = Buffer.from(macOf(key, sealed.body), 'hex')
  const given = Buffer.from(sealed.mac, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UserError(
      'does not carry this run’s signature: it was changed after the prepare step wrote it',
      where
    )
  }
  return parseBody(sealed, where)
}

/** The body without checking the MAC: for the critics step, which holds no key and trusts the plan as data. */
export function readUnverified(text: string, where: string): unknown {
  const sealed = parseSealed(text)
  if (!sealed) throw new UserError('is not a sealed plan', where)
  return parseBody(sealed, where)
}
