// Escaping untrusted text before it is embedded in the action's own (trusted) comments.
import { describe, expect, it } from '@jest/globals'
import { defuseMarkers, escapeInline } from '../../src/render/text.js'
import { parseMarkers, renderMarker, SELF_MARKER } from '../../src/render/markers.js'

describe('defuseMarkers', () => {
  it('no the-loop marker survives in quoted text', () => {
    const hostile = `fine ${renderMarker({ kind: 'round', round: 9 })} ${SELF_MARKER} <!--  THE-LOOP:review-brief-request -->`
    const safe = defuseMarkers(hostile)
    expect(parseMarkers(safe)).toEqual([])
    expect(safe).not.toContain(SELF_MARKER)
    expect(safe.toLowerCase()).not.toMatch(/<!--\s*the-loop:/)
  })
})

describe('escapeInline', () => {
  it('flattens lines and neutralises HTML and Markdown structure', () => {
    expect(escapeInline('a\nb <!-- x --> `c` *d*')).toBe('a b &lt;!-- x --&gt; \\`c\\` \\*d\\*')
  })
  it('caps the length', () => {
    expect(escapeInline('x'.repeat(500), 10)).toBe(`${'x'.repeat(10)}…`)
  })
})
