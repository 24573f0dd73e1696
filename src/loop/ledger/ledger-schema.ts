// The ledger's JSON Schema composed from its parts (each part's *-schema.ts beside it), and the owed post's; both
// generated into ledger-validator.generated.js by scripts/gen-contracts.ts (scripts/contracts.ts). Build time
// only: the bundles import the generated validator, and the parts' types by `import type`.
import { Type, type Static, type TSchema } from 'typebox'
import { BriefSchema } from '../brief/brief-ledger-schema.js'
import { CheckSchema } from '../check/check-schema.js'
import { CORE_FIELDS } from './core-schema.js'
import { CoverageSchema } from '../parts/coverage-schema.js'
import { DecisionsSchema } from '../decisions/decisions-schema.js'
import { LEDGER_DEFS } from '../feature/schema-defs.js'
import { HeadsSchema } from '../context/reviewed-heads-schema.js'
import { featureParts, LATER_FIELDS_SCHEMA } from './later-schema.js'
import { OwedField, OwedPostSchema } from '../posts/owed-post-schema.js'
import { OwnSchema } from './own-schema.js'
import { SpendSchema } from '../spend/spend-schema.js'
import { TallySchema } from './tally-schema.js'
import { ThreadsSchema } from '../threads/threads-schema.js'

export { OwedPostSchema }

/**
 * The parts of features added since `features` was kept, by name, each its fragment (`Type.Optional`): none yet. A
 * new feature lists its fragment here, and its part in ledger.ts.
 */
const FEATURES: Record<string, TSchema> = {}

function ledgerObject(features: Record<string, TSchema>) {
  return Type.Object(
    {
      ...CORE_FIELDS,
      own: Type.Optional(OwnSchema),
      owed: OwedField,
      tally: Type.Optional(TallySchema),
      heads: Type.Optional(HeadsSchema),
      coverage: Type.Optional(CoverageSchema),
      threads: Type.Optional(ThreadsSchema),
      brief: Type.Optional(BriefSchema),
      check: Type.Optional(CheckSchema),
      dispositions: Type.Optional(DecisionsSchema),
      ...LATER_FIELDS_SCHEMA,
      spend: Type.Optional(SpendSchema),
      features: Type.Optional(featureParts(features))
    },
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://github.com/the-loop/action/ledger/ledger.schema.json',
      title: 'the-loop review ledger (version 2)',
      description:
        "The review's bookkeeping in an item file's host.review, as this version writes it. Older shapes are migrated to it first (src/loop/ledger/ledger-migrate.ts); a value it refuses is rebuilt from the thread. Bounds are those the action can write: a value past them was not written by it.",
      additionalProperties: false
    }
  )
}

const LedgerObject = ledgerObject(FEATURES)

/** The ledger's schema: its parts' fields, with the `$defs` they share. */
export const LedgerSchema = { ...LedgerObject, $defs: LEDGER_DEFS }

/** The ledger's schema with more features' parts: a feature's tests compose its fragment before it is listed. */
export function ledgerSchemaWith(features: Record<string, TSchema>): object {
  return { ...ledgerObject({ ...FEATURES, ...features }), $defs: LEDGER_DEFS }
}

/** The ledger as stored, `version` included (the code's `Ledger` is it without the version). */
export type LedgerJson = Static<typeof LedgerObject>
