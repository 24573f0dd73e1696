// Publish is a new process, so the throttling plugin's one-second spacing of writes starts afresh there: its
// first write waits out the rest of the second since prepare handed over (just after prepare's last write).
import { describe, expect, it } from '@jest/globals'
import { spacingWait, WRITE_SPACING_MS } from '../../src/entries/handoff-io.js'

describe('spacingWait', () => {
  it('is the rest of the second since the hand-over, never negative, never more than the spacing', () => {
    expect(spacingWait(10_000, 10_300)).toBe(700)
    expect(spacingWait(10_000, 11_500)).toBe(0)
    expect(spacingWait(10_000, 9_000)).toBe(WRITE_SPACING_MS)
  })

  it('is nothing for a plan without a hand-over time', () => {
    expect(spacingWait(undefined, 5)).toBe(0)
    expect(spacingWait(Number.NaN, 5)).toBe(0)
  })
})
