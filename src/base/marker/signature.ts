// Signed markers (input marker-secret): an HMAC that binds a marker's fields to one repository and item.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { findMarkers, markerFields, renderMarker, type MarkerMeta } from './markers.js'

/** Hex digits kept of the HMAC-SHA256: 128 bits, which nobody without the secret can guess. */
const SIG_HEX = 32

/** Signs and checks the meta markers of one item's comments; absent when no marker-secret is set. */
export interface MarkerSigner {
  /** `body` with its meta marker signed (the last one: the one our renderers write; a round's sections' too). */
  sign(body: string): string
  /** True when `meta` carries the signature this item's secret gives its fields. */
  verify(meta: MarkerMeta): boolean
}

/**
 * The signer for the item `number` of `repository` (`owner/repo`), or undefined without a secret. The
 * repository and item are part of what is signed, so a marker copied to another thread is not ours there.
 */
export function markerSigner(secret: string, repository: string, number: number): MarkerSigner | undefined {
  if (secret === '') return undefined
  const sign = (meta: MarkerMeta): string =>
    createHmac('sha256', secret)
      .update(`the-loop marker v1\n${repository.toLowerCase()}\n${number}\n${markerFields(meta)}`)
      .digest('hex')
      .slice(0, SIG_HEX)
  return {
    sign: (body) => signMarkers(body, sign),
    verify: (meta) => {
      if (meta.sig === undefined) return false
      const want = Buffer.from(sign(meta), 'hex')
      const got = Buffer.from(meta.sig, 'hex')
      // The parser admits only 32 hex digits, but a length check keeps timingSafeEqual from throwing.
      return got.length === want.length && timingSafeEqual(got, want)
    }
  }
}

/** What ends a critic's section of a round's one comment, right before its marker (loop/render/round-sections.ts). */
const SECTION_END = '</details>\n'

/**
 * Signs the body's last meta marker, and in a round's one comment the marker that ends each critic's section and
 * the follow-up request's, right before the last one.
 * Every other renderer writes exactly one marker, after the text it quotes, and quoted text has `<!-- the-loop:`
 * (and `</details`) defused (base/markdown/text.ts); signing no other marker is the second wall, so a marker
 * smuggled into quoted text would still go out unsigned, and so not count: a section's marker is signed only
 * where it follows the section's own closing tag, which quoted text cannot write, and the request's only where
 * nothing stands between it and the comment's own marker.
 */
function signMarkers(body: string, sign: (meta: MarkerMeta) => string): string {
  const markers = findMarkers(body)
  const last = markers.at(-1)
  if (!last) return body
  const roundComment = last.meta.kind === 'round' && last.meta.critic === undefined
  const signed = markers.filter(
    (m) =>
      m === last ||
      (roundComment &&
        m.meta.kind === 'round' &&
        m.meta.critic !== undefined &&
        body.slice(m.start - SECTION_END.length, m.start) === SECTION_END) ||
      (roundComment &&
        m.meta.kind === 'follow-up-request' &&
        m.meta.round === last.meta.round &&
        body.slice(m.end, last.start) === '\n\n')
  )
  let out = body
  for (const m of signed.reverse()) {
    const { sig: _old, ...meta } = m.meta
    out = `${out.slice(0, m.start)}${renderMarker({ ...meta, sig: sign(meta) })}${out.slice(m.end)}`
  }
  return out
}
