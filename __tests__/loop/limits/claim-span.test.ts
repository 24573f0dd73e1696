// A round's claim: written to stand for its longest critic timeout plus a margin, and read no longer than the
// longest claim any plan can write, so a claim planted to expire in a year, or dated ahead, does not park the
// review; the harness config refuses a timeout past the longest job GitHub runs.
import { describe, expect, it } from '@jest/globals'
import { MAX_TIMEOUT_SECONDS } from '../../../src/critics/harness/critic-model.js'
import { readCriticEntry } from '../../../src/critics/harness/entry.js'
import { claimHolds, claimSpanSeconds, clampStaleAt } from '../../../src/loop/limits/claim-span.js'
import { emptyLedger, isClaimLive, ledgerOf, withLedger } from '../../../src/loop/ledger/ledger.js'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { freshState } from '../../../src/engine/state/document.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

const AT = '2026-12-01T10:00:00.000Z'
const FIVE_DAYS_AND_MARGIN = '2026-12-06T10:05:00.000Z'

/** The ledger as a read gives it, from a state that holds `claim`. */
function hostWithClaim(claim: { staleAt: string }) {
  const written = withLedger(freshState('issue-3'), {
    ...emptyLedger(),
    round: 2,
    paid: 2,
    claim: { run: '9', attempt: '1', round: 2, at: AT, ...claim }
  })
  const out = readItemState(written, REVIEW_LOOP_NODE_IDS, [])
  if ('problem' in out) throw new Error(out.problem)
  return ledgerOf(out.state)
}

describe('claimSpanSeconds', () => {
  it('is the longest timeout of the round plus five minutes, never past the longest timeout allowed', () => {
    expect(claimSpanSeconds([900, 60, 1800])).toBe(2100)
    expect(claimSpanSeconds([MAX_TIMEOUT_SECONDS * 10])).toBe(MAX_TIMEOUT_SECONDS + 300)
    expect(claimSpanSeconds([])).toBe(300)
  })

  it('covers every (critic, part) run: ceil(runs / max-parallel) waves of the longest timeout, plus the margin', () => {
    expect(claimSpanSeconds([900, 600], { runs: 9, maxParallel: 4 })).toBe(3 * 900 + 300)
    expect(claimSpanSeconds([900, 600], { runs: 2, maxParallel: 4 })).toBe(900 + 300)
    expect(claimSpanSeconds([900], { runs: 8, maxParallel: 1 })).toBe(8 * 900 + 300)
    expect(claimSpanSeconds([MAX_TIMEOUT_SECONDS], { runs: 50, maxParallel: 1 })).toBe(
      MAX_TIMEOUT_SECONDS + 300
    )
  })
})

describe('a claim as read from the state', () => {
  it('keeps a span this action could write', () => {
    expect(hostWithClaim({ staleAt: '2026-12-01T10:35:00.000Z' }).claim?.staleAt).toBe(
      '2026-12-01T10:35:00.000Z'
    )
    expect(clampStaleAt(AT, FIVE_DAYS_AND_MARGIN)).toBe(FIVE_DAYS_AND_MARGIN)
  })

  it('clamps one that expires in a year to the longest span, and it lapses then', () => {
    const host = hostWithClaim({ staleAt: '2027-12-01T10:00:00.000Z' })
    expect(host.claim?.staleAt).toBe(FIVE_DAYS_AND_MARGIN)
    expect(isClaimLive(host.claim, new Date('2026-12-03T00:00:00Z'))).toBe(true)
    expect(isClaimLive(host.claim, new Date('2026-12-07T00:00:00Z'))).toBe(false)
  })

  it('does not hold when dated ahead of the clock (beyond ten minutes of skew)', () => {
    const claim = { at: '2027-01-01T00:00:00.000Z', staleAt: '2027-01-01T00:05:00.000Z' }
    expect(claimHolds(claim, new Date('2026-12-01T10:00:00Z'))).toBe(false)
    expect(
      claimHolds({ at: '2026-12-01T10:05:00.000Z', staleAt: '2026-12-01T10:40:00.000Z' }, new Date(AT))
    ).toBe(true)
  })
})

describe('timeoutSeconds in the harness config', () => {
  it(`is refused past ${MAX_TIMEOUT_SECONDS} seconds (5 days), naming the limit`, () => {
    const ok = readCriticEntry({ name: 'slow', harness: 'claude', timeoutSeconds: MAX_TIMEOUT_SECONDS }, 1)
    expect(ok.error).toBeUndefined()
    const tooLong = readCriticEntry(
      { name: 'slower', harness: 'claude', timeoutSeconds: MAX_TIMEOUT_SECONDS + 1 },
      1
    )
    expect(tooLong.error).toContain(
      "'timeoutSeconds' must be a number of seconds from 1 to 432000 (5 days, the longest a job runs), not 432001"
    )
  })
})
