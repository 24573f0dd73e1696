// Escaping untrusted text before it is embedded in the action's own (trusted) comments.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { defaultKeywordConfig, parseKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { parseCommand } from '../../../src/base/keywords/keyword-parse.js'
import { defuseKeywords, defuseMarkers, defuseMarkup, escapeInline } from '../../../src/base/markdown/text.js'
import { parseMarkers, renderMarker, SELF_MARKER } from '../../../src/base/marker/markers.js'

describe('defuseMarkers', () => {
  it('no the-loop marker survives in quoted text', () => {
    const hostile = `fine ${renderMarker({ kind: 'round', round: 9 })} ${SELF_MARKER} <!--  THE-LOOP:review-brief-request -->`
    const safe = defuseMarkers(hostile)
    expect(parseMarkers(safe)).toEqual([])
    expect(safe).not.toContain(SELF_MARKER)
    expect(safe.toLowerCase()).not.toMatch(/<!--\s*the-loop:/)
  })
})

describe('defuseMarkup', () => {
  it('defuses a mention anywhere but inside a word (an e-mail address), after a stray backtick too', () => {
    expect(defuseMarkup('ping @org/team, mail a@b.example, `@alice`, stray `@org/admins')).toBe(
      'ping @\u200borg/team, mail a@b.example, `@\u200balice`, stray `@\u200borg/admins'
    )
    expect(defuseMarkup('<details><summary>x</summary></details>')).toBe(
      '&lt;details><summary>x</summary>&lt;/details>'
    )
  })
})

describe('defuseMarkup and what renders as a mention', () => {
  it('defuses an `@` after an emphasis closer and one written as a character reference', () => {
    expect(defuseMarkup('_x_@alice, &#64;bob, &#x40;carol, &commat;dave, first_last@host.example')).toBe(
      '_x_@\u200balice, @\u200bbob, @\u200bcarol, @\u200bdave, first_last@host.example'
    )
  })
})

describe('defuseMarkup: link reference definitions', () => {
  it('escapes the bracket that would make our bracketed text a link', () => {
    expect(defuseMarkup('[claude/opus]: https://evil.example\n  [x]: /y\n> [q]: z\nsee [a] and [b](c)')).toBe(
      '\\[claude/opus]: https://evil.example\n  \\[x]: /y\n> \\[q]: z\nsee [a] and [b](c)'
    )
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

describe('defuseKeywords', () => {
  const keywords = defaultKeywordConfig()
  it('keeps the look but no keyword survives, whatever the case', () => {
    const text = 'Try THE-LOOP stop, or the-loop review; the-loop reviewer is prose.'
    const safe = defuseKeywords(text, keywords)
    expect(parseCommand(safe, keywords)).toEqual({ kind: 'none' })
    expect(safe.replace(/\u00a0/g, ' ')).toBe(text)
  })
  it('a one-word custom keyword gets an invisible joiner', () => {
    const custom = parseKeywordConfig('resume: /resume')
    const safe = defuseKeywords('please /resume now and /resume again', custom)
    expect(parseCommand(safe, custom)).toEqual({ kind: 'none' })
    expect(safe.replace(/\u2060/g, '')).toBe('please /resume now and /resume again')
  })
  prop.prop(
    [
      fc.array(fc.constantFrom('the-loop ', 'review', 'stop', 'The-Loop ', ' ', 'x', '\n'), { maxLength: 30 })
    ],
    {
      numRuns: 200
    }
  )('no command survives defusing', (parts) => {
    expect(parseCommand(defuseKeywords(parts.join(''), keywords), keywords)).toEqual({ kind: 'none' })
  })
})
