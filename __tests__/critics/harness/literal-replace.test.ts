// The many-literal replacer agrees with the obvious quadratic scan: leftmost match, longest first, no overlap.
import { describe, expect, it } from '@jest/globals'
import { fc, test } from '@fast-check/jest'
import { createLiteralReplacer } from '../../../src/critics/harness/literal-replace.js'

/** The reference: at each position try every literal, longest first; jump past a match. */
function naive(literals: string[], replacement: string, text: string): { text: string; count: number } {
  const sorted = [...new Set(literals)].filter(Boolean).sort((a, b) => b.length - a.length)
  let out = ''
  let count = 0
  for (let i = 0; i < text.length;) {
    const found = sorted.find((l) => text.startsWith(l, i))
    if (found) {
      out += replacement
      count++
      i += found.length
    } else out += text[i++]
  }
  return { text: out, count }
}

describe('createLiteralReplacer', () => {
  it('matches at the start, at the very end, back to back, and not in text shorter than every literal', () => {
    const replace = createLiteralReplacer(['abcd', 'xyz'], '#')
    expect(replace('abcdxyzabcd')).toEqual({ text: '###', count: 3 })
    expect(replace('ab')).toEqual({ text: 'ab', count: 0 })
    expect(replace('')).toEqual({ text: '', count: 0 })
  })
  it('literals that share their first characters (past the 12 that are hashed): the longest that matches wins', () => {
    const replace = createLiteralReplacer(['prefix-1', 'prefix-12345', 'prefix-123'], '#')
    expect(replace('prefix-12345 prefix-1234 prefix-1')).toEqual({ text: '# #4 #', count: 3 })
    expect(replace('prefix-1 prefix-1234 prefix-12345')).toEqual({ text: '# #4 #', count: 3 })
    const long = createLiteralReplacer(['shared-prefix-of-many-A', 'shared-prefix-of-many-BB'], '#')
    expect(long('xshared-prefix-of-many-BBshared-prefix-of-many-A shared-prefix-of-many-C')).toEqual({
      text: 'x## shared-prefix-of-many-C',
      count: 2
    })
  })
  it('RegExp syntax in literals and in the replacement is taken literally', () => {
    const replace = createLiteralReplacer(['a.b*c$d(e', 'x|y+z?[w]'], '$&-$1')
    expect(replace('a.b*c$d(e aXb*c$d(e x|y+z?[w]')).toEqual({ text: '$&-$1 aXb*c$d(e $&-$1', count: 2 })
  })
  it('duplicates and empty literals are ignored', () => {
    expect(createLiteralReplacer(['', 'aaaa', 'aaaa'], '#')('aaaaaaaaa')).toEqual({ text: '##a', count: 2 })
  })
  /** Text mostly made of the literals themselves (cut and joined anyhow), so long ones do occur. */
  const scene = fc
    .array(fc.stringMatching(/^[ab.*$\\(]{2,20}$/), { minLength: 1, maxLength: 6 })
    .chain((literals) =>
      fc.tuple(
        fc.constant(literals),
        fc
          .array(fc.oneof(fc.nat(), fc.stringMatching(/^[abc.*$]{0,5}$/)), { maxLength: 30 })
          .map((pieces) =>
            pieces.map((x) => (typeof x === 'number' ? literals[x % literals.length]! : x)).join('')
          )
      )
    )
  test.prop([scene])('agrees with the quadratic scan', ([literals, text]) => {
    expect(createLiteralReplacer(literals, '#')(text)).toEqual(naive(literals, '#', text))
  })
  test.prop([
    fc.array(fc.stringMatching(/^[ab]{2,6}$/), { minLength: 1, maxLength: 6 }),
    fc.stringMatching(/^[abc]{0,60}$/)
  ])('agrees with the quadratic scan on random text', (literals, text) => {
    expect(createLiteralReplacer(literals, '#')(text)).toEqual(naive(literals, '#', text))
  })
})
