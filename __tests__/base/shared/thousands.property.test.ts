// thousands() writes a whole number as toLocaleString('en-US') does, without loading ICU at the first call.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { thousands } from '../../../src/base/shared/thousands.js'

describe('thousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [999_999, '999,999'],
    [1_000_000_000_000, '1,000,000,000,000'],
    [-1234, '-1,234']
  ])('%d is %s', (n, text) => {
    expect(thousands(n)).toBe(text)
  })

  it('agrees with toLocaleString("en-US") on every safe whole number', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(thousands(n)).toBe(n.toLocaleString('en-US'))
      })
    )
  })
})
