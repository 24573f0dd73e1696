// The item file's signature (input marker-secret): an HMAC-SHA256 over the file's whole content, bound to one
// repository and item. The state branch is writable by anyone with contents: write; with the secret set, a
// file they wrote, edited or copied from another item does not match, and is not read.
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ItemRef } from './item-ref.js'

/** `canonical` is the file as encodeItemDoc writes it without its signature: what a reader re-encodes. */
export function itemSignature(secret: string, item: ItemRef, canonical: string): string {
  return createHmac('sha256', secret)
    .update(`the-loop item v1\n${item.owner.toLowerCase()}/${item.repo.toLowerCase()}\n${item.number}\n`)
    .update(canonical)
    .digest('hex')
}

export function signatureMatches(secret: string, item: ItemRef, canonical: string, sig: unknown): boolean {
  if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return false
  return timingSafeEqual(Buffer.from(sig, 'hex'), Buffer.from(itemSignature(secret, item, canonical), 'hex'))
}
