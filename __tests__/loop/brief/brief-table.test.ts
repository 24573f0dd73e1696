// The brief's ledger as our comments show it: a critic's table, and the line across critics.
import { describe, expect, it } from '@jest/globals'
import { renderCriticBriefTable, renderStandingLine } from '../../../src/loop/brief/brief-table.js'

const IDS = ['Q1', 'Q2', 'V1']

describe('renderCriticBriefTable', () => {
  it('lists every id of the brief in order, `no report` where the critic gave none, its answer inert', () => {
    const table = renderCriticBriefTable({
      ids: IDS,
      entries: [
        { id: 'V1', status: 'cannot-check', answer: 'needs the test suite; read-only | @alice' },
        { id: 'Q1', status: 'answered', answer: 'yes, src/a.ts:3 holds the lock' }
      ],
      dropped: []
    })
    expect(table).toContain('| item | status | answer |')
    const rows = table.split('\n').filter((l) => /^\| [QAV]\d/.test(l))
    expect(rows).toEqual([
      '| Q1 | answered | yes, src/a.ts:3 holds the lock |',
      '| Q2 | no report | |',
      '| V1 | cannot-check | needs the test suite; read-only \\| @\u200balice |'
    ])
  })

  it('says "no report" when the critic reported on none of the ids, and lists ids the brief does not have', () => {
    const table = renderCriticBriefTable({
      ids: IDS,
      entries: [{ id: 'Q7', status: 'answered', answer: 'x' }],
      dropped: [
        { what: 'ledger entry 2', why: '`status` is not one of answered, partly, open, cannot-check' }
      ]
    })
    expect(table).not.toContain('| item |')
    expect(table).toContain('No report on the brief’s items')
    expect(table).toContain('Ignored: Q7 (not items of the brief).')
    expect(table).toContain('Not read: ledger entry 2: \\`status\\` is not one of')
  })
})

describe('renderStandingLine', () => {
  it('names who answered, and how each item stands', () => {
    expect(
      renderStandingLine([
        { id: 'Q1', status: 'answered', by: ['claude', 'codex'] },
        { id: 'Q2', status: 'open', by: [] },
        { id: 'A1', status: 'partly', by: ['codex'] },
        { id: 'V1', status: 'cannot-check', by: ['claude'] }
      ])
    ).toBe('Q1 answered by `claude`, `codex` · Q2 open · A1 partly by `codex` · V1 cannot-check (`claude`)')
  })
})
