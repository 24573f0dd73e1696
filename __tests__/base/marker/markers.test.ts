// Markers: the self-marker contract, and structured markers that round-trip through a comment body.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import {
  BRIEF_REQUEST_MARKER,
  MARKER_KINDS,
  markSelfAuthored,
  MAX_ALSO,
  parseMarkers,
  renderMarker,
  SELF_ATTRIBUTION,
  SELF_MARKER,
  type MarkerMeta
} from '../../../src/base/marker/markers.js'
import { markerSigner } from '../../../src/base/marker/signature.js'

describe('fixed markers', () => {
  it('keep their shipped spelling', () => {
    expect(SELF_MARKER).toBe('<!-- the-loop:agent-comment -->')
    expect(BRIEF_REQUEST_MARKER).toBe('<!-- the-loop:review-brief-request -->')
  })
  it('markSelfAuthored appends attribution and marker once', () => {
    const once = markSelfAuthored('hello  \n')
    expect(once).toBe(`hello\n\n${SELF_ATTRIBUTION}\n${SELF_MARKER}\n`)
    expect(markSelfAuthored(once)).toBe(once)
  })
})

describe('structured markers', () => {
  it('render a fixed shape', () => {
    expect(
      renderMarker({
        kind: 'round',
        node: 'review',
        round: 2,
        critic: 'claude',
        part: { index: 1, total: 3 }
      })
    ).toBe('<!-- the-loop:meta kind=round node=review round=2 critic=claude part=1/3 -->')
  })
  it('refuse values that could break out of the comment', () => {
    expect(() => renderMarker({ kind: 'round', critic: 'a -->' })).toThrow(/critic/)
    expect(() => renderMarker({ kind: 'round', round: -1 })).toThrow(/round/)
    expect(() => renderMarker({ kind: 'round', part: { index: 3, total: 2 } })).toThrow(/part/)
  })
  it('include the thread replies (answers, resolutions, decisions), with the round and the key', () => {
    expect(MARKER_KINDS.slice(-3)).toEqual(['thread-answer', 'thread-resolved', 'thread-decision'])
    const key = '0123456789abcdef'
    expect(renderMarker({ kind: 'thread-answer', round: 3, key })).toBe(
      `<!-- the-loop:meta kind=thread-answer round=3 key=${key} -->`
    )
    expect(parseMarkers(`<!-- the-loop:meta kind=thread-resolved round=4 key=${key} -->`)).toEqual([
      { kind: 'thread-resolved', round: 4, key }
    ])
    expect(parseMarkers('<!-- the-loop:meta kind=thread-resolved-x round=4 -->')).toEqual([])
  })
  it('ignore malformed markers and read the good ones', () => {
    const body = `x <!-- the-loop:meta kind=evil --> y <!-- the-loop:meta kind=round round=x --> ${renderMarker({ kind: 'budget' })}`
    expect(parseMarkers(body)).toEqual([{ kind: 'budget' }])
    expect(parseMarkers('<!-- the-loop:meta kind=round')).toEqual([])
  })

  const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/)
  const meta: fc.Arbitrary<MarkerMeta> = fc.record(
    {
      kind: fc.constantFrom(...MARKER_KINDS),
      node: name,
      round: fc.integer({ min: 0, max: 999 }),
      critic: name,
      part: fc
        .integer({ min: 1, max: 50 })
        .chain((total) =>
          fc.record({ index: fc.integer({ min: 1, max: total }), total: fc.constant(total) })
        ),
      // Dollars with six decimals at most, as the round comments' markers carry them; tokens as counted.
      cost: fc.integer({ min: 0, max: 1_000_000_000 }).map((micro) => micro / 1e6),
      tokens: fc.integer({ min: 0, max: 10 ** 12 })
    },
    { requiredKeys: ['kind'] }
  )
  prop.prop([meta, fc.string({ unit: 'binary', maxLength: 80 })], { numRuns: 200 })(
    'parseMarkers(renderMarker(meta)) gives meta back inside any text',
    (m, text) => {
      const clean = text.split('<!-- the-loop:meta').join('')
      expect(parseMarkers(`${clean}\n${renderMarker(m)}\n`)).toEqual([m])
    }
  )
})

describe('the money budget in a round marker', () => {
  it('writes cost with six decimals at most and tokens as a whole number, and reads them back', () => {
    const body = renderMarker({ kind: 'round', node: 'review', round: 2, critic: 'a', cost: 0.1 + 0.2 })
    expect(body).toBe('<!-- the-loop:meta kind=round node=review round=2 critic=a cost=0.3 -->')
    expect(parseMarkers(body)).toEqual([{ kind: 'round', node: 'review', round: 2, critic: 'a', cost: 0.3 }])
    expect(parseMarkers(renderMarker({ kind: 'round', round: 1, tokens: 1234 }))).toEqual([
      { kind: 'round', round: 1, tokens: 1234 }
    ])
  })

  it('refuses to write a cost or tokens out of range, and does not read a malformed one', () => {
    for (const cost of [-1, Number.NaN, Infinity, 1e8])
      expect(() => renderMarker({ kind: 'round', cost })).toThrow(/cost/)
    expect(() => renderMarker({ kind: 'round', tokens: 1.5 })).toThrow(/tokens/)
    for (const field of ['cost=-1', 'cost=1e3', 'cost=0.1234567', 'tokens=12.5', 'tokens=x'])
      expect(parseMarkers(`<!-- the-loop:meta kind=round round=1 ${field} -->`)).toEqual([])
  })
})

describe('the findings a shared finding comment folds in', () => {
  const key = (n: number) => n.toString(16).padStart(16, '0')
  const shared: MarkerMeta = {
    kind: 'finding',
    node: 'review',
    round: 1,
    critic: 'claude',
    key: key(1),
    also: [
      { critic: 'codex', key: key(2) },
      { critic: 'gemini', key: key(3) }
    ]
  }

  it('writes each as critic:key after the key, reads them back, and a signature covers them', () => {
    const body = renderMarker(shared)
    expect(body).toBe(
      `<!-- the-loop:meta kind=finding node=review round=1 critic=claude key=${key(1)} also=codex:${key(2)},gemini:${key(3)} -->`
    )
    expect(parseMarkers(body)).toEqual([shared])
    const signer = markerSigner('s3cret', 'acme/widgets', 1)!
    const [signed] = parseMarkers(signer.sign(body))
    expect(signer.verify(signed!)).toBe(true)
    // Another folded finding under the same signature does not verify.
    expect(signer.verify({ ...signed!, also: [{ critic: 'codex', key: key(9) }] })).toBe(false)
  })

  it('refuses to write more than MAX_ALSO or a malformed one, and does not read a malformed one', () => {
    const many = Array.from({ length: MAX_ALSO + 1 }, (_, i) => ({ critic: `c${i}`, key: key(i) }))
    expect(() => renderMarker({ ...shared, also: many })).toThrow(/also/)
    expect(() => renderMarker({ ...shared, also: [] })).toThrow(/also/)
    expect(() => renderMarker({ ...shared, also: [{ critic: 'a b', key: key(2) }] })).toThrow(/critic/)
    expect(parseMarkers(renderMarker({ ...shared, also: many.slice(0, MAX_ALSO) }))[0]!.also).toHaveLength(
      MAX_ALSO
    )
    const head = `<!-- the-loop:meta kind=finding round=1 critic=claude key=${key(1)}`
    for (const also of [
      `also=codex`,
      `also=codex:${key(2)}:x`,
      `also=codex:abc`,
      `also=co/dex:${key(2)}`,
      `also=codex:${key(2)},`,
      `also=${many.map((m) => `${m.critic}:${m.key}`).join(',')}`
    ])
      expect(parseMarkers(`${head} ${also} -->`)).toEqual([])
  })
})

describe('signing a body', () => {
  const signer = markerSigner('s3cret', 'acme/widgets', 1)!
  const round = (critic?: string) =>
    renderMarker({ kind: 'round', node: 'review', round: 2, ...(critic ? { critic } : {}) })
  const signedCritics = (body: string) =>
    parseMarkers(signer.sign(body))
      .filter((m) => signer.verify(m))
      .map((m) => m.critic ?? '(round)')

  it("signs a round comment's marker and each section's, where it follows the section's closing tag", () => {
    const body = `<details open>\na\n</details>\n${round('a')}\n\n<details open>\nb\n</details>\n${round('b')}\n\n${round()}`
    expect(signedCritics(body)).toEqual(['a', 'b', '(round)'])
  })

  it("signs the follow-up request's marker where it stands right before the round comment's own, of that round", () => {
    const request = (round: number) => renderMarker({ kind: 'follow-up-request', node: 'follow-up', round })
    const kinds = (body: string) =>
      parseMarkers(signer.sign(body))
        .filter((m) => signer.verify(m))
        .map((m) => m.kind)
    const section = `<details open>\na\n</details>\n${round('a')}`
    expect(kinds(`${section}\n\n---\n\nReply…\n\n${request(2)}\n\n${round()}`)).toEqual([
      'round',
      'follow-up-request',
      'round'
    ])
    // Text between it and the comment's marker, another round's request, or a body that is not a round comment.
    expect(kinds(`${section}\n\n${request(2)}\n\nmore\n\n${round()}`)).toEqual(['round', 'round'])
    expect(kinds(`${section}\n\n${request(1)}\n\n${round()}`)).toEqual(['round', 'round'])
    expect(kinds(`${request(2)}\n\n${renderMarker({ kind: 'reply' })}`)).toEqual(['reply'])
  })

  it('leaves any other marker unsigned: one inside a section, one in a body that is not a round comment', () => {
    const inside = `<details open>\n${round('x')}\n</details>\n${round('a')}\n\n${round()}`
    expect(signedCritics(inside)).toEqual(['a', '(round)'])
    const reply = `</details>\n${round('a')}\n\n${renderMarker({ kind: 'reply' })}`
    expect(parseMarkers(signer.sign(reply)).map((m) => signer.verify(m))).toEqual([false, true])
  })
})
