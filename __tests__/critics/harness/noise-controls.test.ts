// The noise controls of a critic's harness-config entry: each read as given, or refused with a message that
// names the field and its bounds (the entry is then broken, as for any bad field).
import { describe, expect, it } from '@jest/globals'
import { readCriticEntry } from '../../../src/critics/harness/entry.js'
import { MAX_LINE_COMMENTS } from '../../../src/critics/harness/noise-controls.js'

/** The field as one entry reads it: its value, or the entry's error when refused. */
function read(field: 'minSeverity' | 'maxLineComments', value: unknown): unknown {
  const critic = readCriticEntry({ name: 'a', harness: 'claude', [field]: value }, 1)
  return critic.error ?? critic[field]
}
const readMinSeverity = (value: unknown) => read('minSeverity', value)
const readMaxLineComments = (value: unknown) => read('maxLineComments', value)

describe('minSeverity and maxLineComments', () => {
  it('take a severity of the findings format, and a whole number from 0 to the parser cap', () => {
    expect(readMinSeverity(undefined)).toBeUndefined()
    expect(readMinSeverity('medium')).toBe('medium')
    expect(readMaxLineComments(undefined)).toBeUndefined()
    expect(readMaxLineComments(0)).toBe(0)
    expect(readMaxLineComments(MAX_LINE_COMMENTS)).toBe(50)
  })

  it('refuse anything else, naming the field, what it takes and what was given', () => {
    expect(readMinSeverity('Medium')).toBe(
      `'minSeverity' must be one of critical, high, medium, low, info, not "Medium": the least severe finding that goes on a line of the diff`
    )
    for (const bad of [-1, 51, 2.5, '3'])
      expect(readMaxLineComments(bad)).toMatch(/^'maxLineComments' must be a whole number from 0 to 50/)
  })
})
