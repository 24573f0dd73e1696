// The owed post's shared `$defs` (its own schema: it is referenced from the ledger by `$id`), and the typed refs
// its variants use them by. The `$defs` a single feature uses live with it (owed-critic.ts, owed-summary.ts).
import { Type } from 'typebox'
import { MARKER_KINDS } from '../../base/marker/markers.js'
import { COMMANDS } from '../../base/keywords/commands.js'
import { oneOfValues, refsTo } from './schema-kit.js'

export const OWED_DEFS = {
  count: Type.Integer({ minimum: 0, maximum: 999999 }),
  id: Type.Integer({ minimum: 0, maximum: 9007199254740991 }),
  figure: Type.Integer({ minimum: 0, maximum: 9007199254740991 }),
  amount: Type.Number({ minimum: 0, maximum: 1000000000 }),
  name: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }),
  time: Type.String({
    maxLength: 40,
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,9})?Z$'
  }),
  markerKind: oneOfValues(MARKER_KINDS, { type: 'string' }),
  command: oneOfValues(COMMANDS, { type: 'string' })
}

/** A ref to one of the owed post's shared `$defs`, typed as it. */
export const owedDef = refsTo(OWED_DEFS)
