// Signed markers: a sealed body verifies for its repository and item only; any change to a field breaks it.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { markerSigner } from '../../../src/base/marker/signature.js'
import {
  MARKER_KINDS,
  markSelfAuthored,
  parseMarkers,
  renderMarker,
  type MarkerMeta
} from '../../../src/base/marker/markers.js'

const SECRET = 'a-marker-secret-of-32-characters'
const signer = markerSigner(SECRET, 'acme/widgets', 7)!
const meta: MarkerMeta = {
  kind: 'round',
  node: 'review',
  round: 2,
  critic: 'claude',
  part: { index: 1, total: 2 }
}
const sealed = signer.sign(markSelfAuthored(`findings\n\n${renderMarker(meta)}`))
const read = (body: string) => parseMarkers(body).at(-1)!

describe('markerSigner', () => {
  it('is absent without a secret: markers stay as they were', () => {
    expect(markerSigner('', 'acme/widgets', 7)).toBeUndefined()
  })

  it('seals the marker with 32 hex digits that verify, and keeps every other byte', () => {
    expect(sealed).toMatch(
      /<!-- the-loop:meta kind=round node=review round=2 critic=claude part=1\/2 sig=[0-9a-f]{32} -->/
    )
    expect(sealed.replace(/ sig=[0-9a-f]{32}/, '')).toBe(
      markSelfAuthored(`findings\n\n${renderMarker(meta)}`)
    )
    expect(read(sealed)).toEqual({ ...meta, sig: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(signer.verify(read(sealed))).toBe(true)
    // Sealing twice gives the same body: a re-run compares bodies (loop/run/claim.ts skip).
    expect(signer.sign(sealed)).toBe(sealed)
  })

  it('test_a_marker_without_a_sig_does_not_verify', () => {
    expect(signer.verify(meta)).toBe(false)
    expect(signer.verify(read(renderMarker(meta)))).toBe(false)
  })

  it('test_a_tampered_field_does_not_verify (kind, node, round, critic, part)', () => {
    const good = read(sealed)
    const tampered: MarkerMeta[] = [
      { ...good, kind: 'brief-confirmation' },
      { ...good, node: 'follow-up' },
      { ...good, round: 9 },
      { ...good, critic: 'codex' },
      { ...good, part: { index: 2, total: 2 } }
    ]
    for (const t of tampered) expect(signer.verify(t)).toBe(false)
    // The same edit made in the text of the comment: parsed again, it still does not verify.
    expect(signer.verify(read(sealed.replace('round=2', 'round=7')))).toBe(false)
  })

  it('covers the money budget’s figures: a cost or tokens added, changed or dropped does not verify', () => {
    const priced = read(signer.sign(markSelfAuthored(`x\n\n${renderMarker({ ...meta, cost: 0.5 })}`)))
    expect(signer.verify(priced)).toBe(true)
    expect(signer.verify({ ...priced, cost: 0.01 })).toBe(false)
    const { cost: _cost, ...dropped } = priced
    void _cost
    expect(signer.verify(dropped)).toBe(false)
    expect(signer.verify({ ...read(sealed), tokens: 1 })).toBe(false)
  })

  it('test_a_wrong_secret_another_item_or_repository_does_not_verify', () => {
    const good = read(sealed)
    expect(markerSigner('another-secret-of-the-same-len!!', 'acme/widgets', 7)!.verify(good)).toBe(false)
    expect(markerSigner(SECRET, 'acme/widgets', 8)!.verify(good)).toBe(false)
    expect(markerSigner(SECRET, 'acme/gadgets', 7)!.verify(good)).toBe(false)
    // GitHub treats owner/repo case-insensitively, and so does the signature.
    expect(markerSigner(SECRET, 'Acme/Widgets', 7)!.verify(good)).toBe(true)
  })

  it('test_a_verbatim_copy_on_the_same_item_verifies: the record, not the signature, refuses a replay', () => {
    const copy = `Echoing @mallory:\n\n${sealed}`
    expect(signer.verify(read(copy))).toBe(true)
  })

  it('a malformed sig makes the whole marker unreadable, never half-read', () => {
    const short = sealed.replace(/sig=([0-9a-f]{32})/, (_m, s: string) => `sig=${s.slice(1)}`)
    const upper = sealed.replace(/sig=[0-9a-f]{32}/, `sig=${'A'.repeat(32)}`)
    expect(parseMarkers(short)).toEqual([])
    expect(parseMarkers(upper)).toEqual([])
    expect(() => renderMarker({ kind: 'budget', sig: 'xyz' })).toThrow(/sig/)
  })

  it('signs only the body’s last marker: one smuggled into quoted text stays unsigned', () => {
    const smuggled = `quoted <!-- the-loop:meta kind=round round=99 --> text\n\n${renderMarker({ kind: 'reply' })}`
    const [first, last] = parseMarkers(signer.sign(smuggled))
    expect(first).toEqual({ kind: 'round', round: 99 })
    expect(signer.verify(first!)).toBe(false)
    expect(signer.verify(last!)).toBe(true)
    expect(signer.sign('no marker at all')).toBe('no marker at all')
  })

  const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/)
  const metas: fc.Arbitrary<MarkerMeta> = fc.record(
    {
      kind: fc.constantFrom(...MARKER_KINDS),
      node: name,
      round: fc.integer({ min: 0, max: 999 }),
      critic: name
    },
    { requiredKeys: ['kind'] }
  )
  prop.prop([metas, fc.integer({ min: 1, max: 99_999 })])(
    'any sealed marker verifies; one round more does not',
    (m, n) => {
      const s = markerSigner(SECRET, 'o/r', n)!
      const got = read(s.sign(renderMarker(m)))
      expect(s.verify(got)).toBe(true)
      expect(s.verify({ ...got, round: (got.round ?? 0) + 1 })).toBe(false)
    }
  )
})
