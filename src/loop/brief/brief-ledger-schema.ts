// The ledger's brief standings (loop/brief/brief-ledger.ts): by critic, by item of the frozen brief, the latest
// status the critic reported.
import { LEDGER_STATUSES } from '../../base/findings/finding.js'
import { def } from '../feature/schema-defs.js'
import { mapOf, oneOfValues } from '../feature/schema-kit.js'

const CriticStandingsSchema = mapOf(oneOfValues(LEDGER_STATUSES), {
  maxProperties: 300,
  propertyNames: { pattern: '^[QAV][1-9][0-9]{0,2}$' }
})

export const BriefSchema = mapOf(CriticStandingsSchema, {
  description:
    'By critic, by item id of the frozen brief (Q1, A1, V1): the latest status the critic reported.',
  maxProperties: 30,
  propertyNames: def('name')
})
