// readDisposition on hostile input: it never throws, a quoted body never decides, a reason stays bounded.
import { describe, expect } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { MAX_REASON_CHARS, readDisposition } from '../../../src/conversation/comments/disposition.js'

describe('readDisposition: properties', () => {
  prop.prop([fc.string({ maxLength: 400 })])('never throws on arbitrary text', (body) => {
    expect(() => readDisposition(body)).not.toThrow()
  })

  const phrasey = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          "won't fix",
          'wontfix',
          'false positive',
          'reopen',
          'intended',
          '\n',
          '\r',
          '\r\n',
          ' '
        ),
        fc.constantFrom(':', '-', '\u2014', '```', '`', '#', '- ', '1. ', '<!--', '-->', '*', '>'),
        fc.string({ maxLength: 8 })
      ),
      { maxLength: 30 }
    )
    .map((parts) => parts.join(''))

  prop.prop([fc.oneof(phrasey, fc.string({ maxLength: 200 }))])(
    'a body quoted on every line is never a disposition nor a reopen',
    (body) => {
      // Every line CommonMark knows (LF, CRLF, a lone CR) is quoted: no line may escape the quote.
      const quoted = body
        .split(/\r\n?|\n/)
        .map((line) => `> ${line}`)
        .join('\n')
      expect(readDisposition(quoted)).toBeUndefined()
    }
  )

  prop.prop([phrasey])('a reading always has a bounded, single-line, trimmed reason', (body) => {
    const reading = readDisposition(body)
    if (!reading || 'reopen' in reading) return
    expect(Array.from(reading.reason).length).toBeLessThanOrEqual(MAX_REASON_CHARS)
    expect(reading.reason).toBe(reading.reason.replace(/\s+/gu, ' ').trim())
  })
})
