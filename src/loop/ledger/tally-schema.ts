// The ledger's tally (loop/ledger/tally.ts): by critic, the rounds it ran, its findings by severity, its tokens
// and cost, and the keys of the findings it already counted.
import { Type } from 'typebox'
import { SEVERITIES, type Severity } from '../../base/findings/finding.js'
import { def } from '../feature/schema-defs.js'
import { mapOf, typed } from '../feature/schema-kit.js'

const SeveritiesSchema = typed<Record<Severity, number>>(
  Type.Object(Object.fromEntries(SEVERITIES.map((s) => [s, def('tallyCount')])), {
    additionalProperties: false
  })
)

const CriticTallySchema = Type.Object(
  {
    rounds: def('count'),
    // Distinct findings by severity: a finding repeated in later rounds is counted in the first.
    severities: SeveritiesSchema,
    inputTokens: def('tallyCount'),
    outputTokens: def('tallyCount'),
    costUsd: Type.Number({ minimum: 0, maximum: 1000000000 }),
    // The keys of the findings counted (FindingIdentity), up to MAX_SEEN: what tells a repeat from a new one.
    // Absent in a tally written before issue 24, whose severities counted every round's findings.
    seen: Type.Optional(
      Type.Array(Type.String({ pattern: '^[0-9a-f]{16}$' }), { maxItems: 200, uniqueItems: true })
    )
  },
  { additionalProperties: false }
)

export const TallySchema = mapOf(CriticTallySchema, { maxProperties: 30, propertyNames: def('name') })
