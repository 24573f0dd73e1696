// A feature adds a part to the ledger by its own folder and the composition alone: its type and schema fragment,
// its LedgerPart, and one line in each of the two compositions (ledger.ts's FEATURES, ledger-schema.ts's). Here a
// toy feature — a tally of 👍 per round, as a later version might add — is composed the way those lines compose
// it, and a version that does not know it (this one) keeps its part as it is.
import { stateWith } from '../../support/stored-ledger.js'
import { describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { Type, type Static } from 'typebox'
import { featureParts, type LedgerPart } from '../../../src/loop/feature/ledger-part.js'
import { ledgerSchemaWith, OwedPostSchema } from '../../../src/loop/ledger/ledger-schema.js'
import { readItemState } from '../../../src/loop/ledger/ledger-read.js'
import { emptyLedger, ledgerOf, withLedger } from '../../../src/loop/ledger/ledger.js'
import { REVIEW_LOOP_NODE_IDS } from '../../../src/engine/graph/shipped.generated.js'

// The toy feature's folder: its fragment, its type (the fragment's Static) and its part.
const ThumbsSchema = Type.Object(
  {
    rounds: Type.Array(
      Type.Object({ round: Type.Integer({ minimum: 1 }), count: Type.Integer({ minimum: 0 }) }),
      { maxItems: 20 }
    ),
    at: Type.String({ pattern: '^\\d{4}-' })
  },
  { additionalProperties: false }
)
type Thumbs = Static<typeof ThumbsSchema>
const THUMBS_PART: LedgerPart<Thumbs> = {
  written: (t) => (t.rounds.length > 0 ? { ...t, rounds: t.rounds.slice(-20) } : undefined),
  problem: (t) =>
    new Set(t.rounds.map((r) => r.round)).size < t.rounds.length
      ? 'host.review.features.thumbs repeats a round'
      : undefined,
  times: (t) => [t.at]
}

// The compositions, as the two lines would write them.
const schema = ledgerSchemaWith({ thumbs: Type.Optional(ThumbsSchema) })
const parts = featureParts({ thumbs: THUMBS_PART })

const thumbs: Thumbs = { rounds: [{ round: 1, count: 2 }], at: '2026-12-01T10:00:00Z' }
const ledgerWith = (partsValue: Record<string, unknown>) => ({
  version: 2,
  ...emptyLedger(),
  features: partsValue
})

describe('a feature added by its folder and the composition', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true, unicode: false }).addSchema(OwedPostSchema)
  const validate = ajv.compile(schema)

  it('has its fragment checked where the composition places it', () => {
    expect(validate(ledgerWith({ thumbs }))).toBe(true)
    expect(validate(ledgerWith({ thumbs: { ...thumbs, rounds: [{ round: 0, count: 1 }] } }))).toBe(false)
    expect(validate.errors?.[0]?.instancePath).toBe('/features/thumbs/rounds/0/round')
    // A feature the composition does not list is still any part a later version wrote.
    expect(validate(ledgerWith({ thumbs, triage: { anything: [1] } }))).toBe(true)
  })

  it('has its part written, checked and dated by the composition', () => {
    expect(parts.written!({ thumbs, other: 1 })).toEqual({ thumbs, other: 1 })
    expect(parts.written!({ thumbs: { ...thumbs, rounds: [] } })).toBeUndefined()
    const twice = { ...thumbs, rounds: [...thumbs.rounds, ...thumbs.rounds] }
    expect(parts.problem!({ thumbs: twice })).toBe('host.review.features.thumbs repeats a round')
    expect(parts.times!({ thumbs: { ...thumbs, at: '2026-13' } })).toEqual(['2026-13'])
  })
})

describe('a part of a feature this version does not know', () => {
  it('is kept through a read and a write, as it is', () => {
    const state = withLedger(stateWith(undefined), {
      ...emptyLedger(),
      round: 2,
      paid: 2,
      features: { thumbs }
    })
    const out = readItemState(state, REVIEW_LOOP_NODE_IDS, [])
    expect('state' in out && ledgerOf(out.state).features).toEqual({ thumbs })
    expect('state' in out && (out.state.host['review'] as { features?: unknown }).features).toEqual({
      thumbs
    })
    // Written after everything this version knows, so equal ledgers still encode equal.
    expect(Object.keys(state.host['review'] as object).at(-1)).toBe('features')
  })

  it('is refused past its bound or under a name markers could not carry, and the review is rebuilt', () => {
    const big = { ...emptyLedger(), version: 2, features: { thumbs: 'x'.repeat(70_000) } }
    expect(readItemState(stateWith(big), REVIEW_LOOP_NODE_IDS, [])).toEqual({
      problem: 'host.review.features holds 70013 characters, more than the 65536 this version keeps'
    })
    const named = { ...emptyLedger(), version: 2, features: { 'bad name!': 1 } }
    expect(readItemState(stateWith(named), REVIEW_LOOP_NODE_IDS, [])).toEqual({
      problem: 'host.review.features has a key that does not have the form this action writes'
    })
  })
})
