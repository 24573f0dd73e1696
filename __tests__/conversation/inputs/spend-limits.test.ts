// The money budget's inputs: unset is no budget, 0 is a budget of nothing, and a value that is negative, not a
// number or written as an exponent fails naming the input.
import { describe, expect, it } from '@jest/globals'
import { readMainInputs } from '../../../src/conversation/inputs/main-inputs.js'
import { readMaxCostUsd, readMaxTokens } from '../../../src/conversation/inputs/spend-limits.js'
import { UserError } from '../../../src/base/shared/errors.js'

describe('max-cost-usd and max-tokens', () => {
  it('read dollars and tokens; unset is no budget, 0 a budget of nothing', () => {
    expect(readMaxCostUsd('')).toBeUndefined()
    expect(readMaxCostUsd('0')).toBe(0)
    expect(readMaxCostUsd('2.50')).toBe(2.5)
    expect(readMaxCostUsd('1000000')).toBe(1_000_000)
    expect(readMaxTokens('')).toBeUndefined()
    expect(readMaxTokens('0')).toBe(0)
    expect(readMaxTokens('250000')).toBe(250_000)
    const got = readMainInputs(
      (n) => ({ 'github-token': 't', 'max-cost-usd': ' 5 ', 'max-tokens': '9' })[n] ?? ''
    )
    expect([got.maxCostUsd, got.maxTokens]).toEqual([5, 9])
    expect(readMainInputs((n) => (n === 'github-token' ? 't' : ''))).not.toHaveProperty('maxCostUsd')
  })

  it.each(['-1', 'five', '1e3', 'NaN', 'Infinity', '1.1234567', '2000000', '0x10', '5$'])(
    'max-cost-usd %s fails naming the input',
    (bad) => {
      expect(() => readMaxCostUsd(bad)).toThrow(UserError)
      expect(() => readMaxCostUsd(bad)).toThrow(
        /^input max-cost-usd: ".*" must be a number of dollars from 0 to 1,000,000/
      )
    }
  )

  it.each(['-1', '1.5', 'lots', '1e6', '10000000000000'])('max-tokens %s fails naming the input', (bad) => {
    expect(() => readMaxTokens(bad)).toThrow(/^input max-tokens: ".*" must be a whole number of tokens/)
  })
})
