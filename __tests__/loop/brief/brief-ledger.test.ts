// The brief's ledger: each critic's latest status per item id, recorded round by round, and where each item
// stands across the critics.
import { describe, expect, it } from '@jest/globals'
import { briefStanding, itemsStillOpen, recordBriefReports } from '../../../src/loop/brief/brief-ledger.js'

const IDS = ['Q1', 'Q2', 'A1', 'V1']
const entry = (id: string, status: 'answered' | 'partly' | 'open' | 'cannot-check') => ({
  id,
  status,
  answer: 'x'
})

describe('recordBriefReports', () => {
  it("keeps each critic's latest status per id, and what it said before of ids it leaves out", () => {
    const one = recordBriefReports(
      undefined,
      [{ critic: 'claude', entries: [entry('Q1', 'open'), entry('A1', 'partly')] }],
      IDS
    )
    expect(one).toEqual({ claude: { Q1: 'open', A1: 'partly' } })
    const two = recordBriefReports(
      one,
      [
        { critic: 'claude', entries: [entry('Q1', 'answered')] },
        { critic: 'codex', entries: [entry('V1', 'cannot-check')] }
      ],
      IDS
    )
    expect(two).toEqual({ claude: { Q1: 'answered', A1: 'partly' }, codex: { V1: 'cannot-check' } })
    // The stored value is not changed in place: a write that fails leaves the state it read as it was.
    expect(one).toEqual({ claude: { Q1: 'open', A1: 'partly' } })
  })

  it('records no id the brief does not have, and nothing for a critic name that is no marker name', () => {
    const out = recordBriefReports(
      undefined,
      [
        { critic: 'claude', entries: [entry('Q9', 'answered')] },
        { critic: 'bad name', entries: [entry('Q1', 'answered')] }
      ],
      IDS
    )
    expect(out).toBeUndefined()
  })

  it('keeps at most 30 critics', () => {
    const reports = Array.from({ length: 31 }, (_, i) => ({
      critic: `c${i}`,
      entries: [entry('Q1', 'open')]
    }))
    expect(Object.keys(recordBriefReports(undefined, reports, IDS)!)).toHaveLength(30)
  })
})

describe('briefStanding', () => {
  it('takes the most settled status any critic reported, with who reported it, and open where none did', () => {
    const standing = briefStanding(IDS, {
      codex: { Q1: 'answered', Q2: 'open', V1: 'cannot-check' },
      claude: { Q1: 'answered', Q2: 'partly' }
    })
    expect(standing).toEqual([
      { id: 'Q1', status: 'answered', by: ['claude', 'codex'] },
      { id: 'Q2', status: 'partly', by: ['claude'] },
      { id: 'A1', status: 'open', by: [] },
      { id: 'V1', status: 'cannot-check', by: ['codex'] }
    ])
    expect(itemsStillOpen(standing).map((s) => s.id)).toEqual(['Q2', 'A1', 'V1'])
  })
})
