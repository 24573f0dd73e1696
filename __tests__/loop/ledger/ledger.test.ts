// The ledger as the code holds it: read as typed from a state that was read, written in one order (so equal
// ledgers encode equal and a read alone never makes a write), and the budget it counts.
import { describe, expect, it } from '@jest/globals'
import { budgetRefusal, withFreshBudget, withPaidRun } from '../../../src/loop/limits/budget.js'
import { emptyLedger, ledgerOf, withLedger } from '../../../src/loop/ledger/ledger.js'
import { LATER_FIELDS, LEDGER_FIELDS } from '../../../src/loop/ledger/ledger-fields.js'
import { freshState } from '../../../src/engine/state/document.js'
import { MARKER_KINDS } from '../../../src/base/marker/markers.js'
import { COMMANDS } from '../../../src/base/keywords/commands.js'
import { SEVERITIES } from '../../../src/base/findings/finding.js'
import { encodeState } from '../../../src/engine/state/document-codec.js'
import { LedgerSchema, OwedPostSchema } from '../../../src/loop/ledger/ledger-schema.js'

describe('ledgerOf and withLedger', () => {
  it('an item without a review has the empty ledger; a written one reads back as written', () => {
    expect(ledgerOf(freshState('issue-1'))).toEqual(emptyLedger())
    const ledger = { ...emptyLedger(), round: 2, paid: 3, consumed: ['issue-comment:5' as const] }
    expect(ledgerOf(withLedger(freshState('issue-1'), ledger))).toEqual(ledger)
  })

  it('writes one order whatever order the fields came in, and no duplicate keys', () => {
    const a = withLedger(freshState('issue-1'), { ...emptyLedger(), round: 1, paid: 1 })
    const b = withLedger(freshState('issue-1'), {
      owed: [],
      paid: 1,
      consumed: [],
      pending: [],
      paidFrom: 0,
      roundDone: false,
      round: 1
    })
    expect(encodeState(a)).toBe(encodeState(b))
    const twice = withLedger(freshState('issue-1'), {
      ...emptyLedger(),
      consumed: ['issue-comment:5', 'issue-comment:5']
    })
    expect(ledgerOf(twice).consumed).toEqual(['issue-comment:5'])
  })

  it('refuses a ledger no read checked (a wiring bug), rather than trust it', () => {
    const state = { ...freshState('issue-1'), host: { review: { round: 1e12 } } }
    expect(() => ledgerOf(state)).toThrow('the state holds a ledger that was not read (a wiring bug)')
  })
})

/** The schemas as JSON, as the validator is generated from them. */
const schemas = {
  ledger: JSON.stringify(LedgerSchema),
  owed: JSON.stringify(OwedPostSchema)
}
const schema = JSON.parse(schemas.ledger) as { properties: Record<string, unknown> }

describe("the schemas spell the code's lists", () => {
  it('marker kinds, commands and severities, wherever the schemas name them', () => {
    for (const text of [schemas.ledger, schemas.owed]) {
      const defs = (JSON.parse(text) as { $defs: Record<string, { enum?: string[] }> }).$defs
      expect(defs['markerKind']?.enum).toEqual([...MARKER_KINDS])
    }
    const owed = JSON.parse(schemas.owed) as {
      $defs: { command: { enum: string[] }; severities: { properties: Record<string, unknown> } }
    }
    expect(owed.$defs.command.enum).toEqual([...COMMANDS])
    expect(Object.keys(owed.$defs.severities.properties)).toEqual([...SEVERITIES])
    const own = schemas.ledger.match(/"\^\(review\/\)\?\(([a-z|-]+)\)/)
    expect(own?.[1]?.split('|')).toEqual([...MARKER_KINDS])
  })
})

describe('the rebuild rule of every field', () => {
  it('names one for each field the schema holds, and for each field a later version adds', () => {
    const fields = Object.keys(schema.properties).filter((f) => f !== 'version')
    expect(fields.sort()).toEqual([...Object.keys(LEDGER_FIELDS), ...Object.keys(LATER_FIELDS)].sort())
    for (const rule of [...Object.values(LEDGER_FIELDS), ...Object.values(LATER_FIELDS)])
      expect(rule.length).toBeGreaterThan(0)
  })
})

describe('the budget', () => {
  it('allows max-rounds paid runs since the arming, then refuses naming the count', () => {
    let host = { paid: 0, paidFrom: 0 }
    for (let i = 0; i < 2; i++) {
      expect(budgetRefusal(host, 2)).toBeUndefined()
      host = withPaidRun(host)
    }
    expect(budgetRefusal(host, 2)).toMatch(/2 paid critic runs since the review was armed, max-rounds 2/)
    expect(budgetRefusal(withFreshBudget(host), 2)).toBeUndefined()
  })
})
