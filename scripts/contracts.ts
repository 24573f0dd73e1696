// The data contracts defined in code (one source each: the TypeBox definition gives the type by `Static` and the
// JSON Schema by its value), and what scripts/gen-contracts.ts makes of each: the published JSON Schema users'
// editors read, and the validators compiled ahead of time that the bundles import (TypeBox itself stays out of
// every bundle). __tests__/contracts.test.ts holds the generated files to their definitions.
import { FindingsSchema } from '../src/base/findings/findings-schema.js'
import { VerdictsSchema } from '../src/base/findings/verdicts-schema.js'
import type { ExportTarget } from './validators.mjs'
import { LedgerSchema, OwedPostSchema } from '../src/loop/ledger/ledger-schema.js'
import { HarnessConfigSchema } from '../src/critics/harness/config-schema.js'

/** Ajv's options for one module of validators (the ledger's first error is all it names, so allErrors is off). */
type AjvOptions = Record<string, unknown>

export interface Contract {
  /** What the contract is, for the generated files' headers. */
  name: string
  /** JSON Schemas, each with an `$id`; a schema refers to the others by it. */
  schemas: object[]
  /** The generated module of validators (`.generated.js`, with a `.d.ts` beside it), from the repository's root. */
  validators: string
  /** Each export of that module: the index in `schemas` of what it validates, or a part of it by JSON pointer. */
  exports: Record<string, ExportTarget>
  options?: AjvOptions
  /** The published schema files, from the repository's root: the index in `schemas` each is written from. */
  published?: Record<string, number>
}

/** A part of the findings schema, by its name under `$defs`. */
const findingsPart = (name: string): ExportTarget => ({ schema: 0, pointer: `/$defs/${name}` })

export const CONTRACTS: Contract[] = [
  {
    // A critic's findings block: each entry of its lists is validated alone (an invalid one is dropped, the rest
    // kept), with all its errors so that check.ts names the one a person should fix first, in its own words (ajv's
    // messages are left out: less code in every bundle). maxLength counts code points, as the published schema
    // says (ajv's default).
    name: 'findings format',
    schemas: [FindingsSchema],
    validators: 'src/base/findings/findings-validator.generated.js',
    exports: {
      validateFinding: findingsPart('finding'),
      validateThreadAnswer: findingsPart('threadAnswer'),
      validateLedgerEntry: findingsPart('ledgerEntry'),
      validateCheckedPlace: findingsPart('checkedPlace')
    },
    options: { messages: false },
    published: { 'schemas/findings.schema.json': 0 }
  },
  {
    // A verifier's verdicts block: each entry validated alone (an invalid one reads as no verdict on its problem).
    name: 'verdicts format',
    schemas: [VerdictsSchema],
    validators: 'src/base/findings/verdicts-validator.generated.js',
    exports: { validateVerdict: { schema: 0, pointer: '/$defs/verdict' } },
    options: { messages: false },
    published: { 'schemas/the-loop-verdicts.schema.json': 0 }
  },
  {
    name: 'harness config',
    schemas: [HarnessConfigSchema],
    validators: 'src/critics/harness/config-validator.generated.js',
    exports: { validateHarnessConfig: 0 },
    // Lengths in UTF-16 code units, as JavaScript counts them, so the module needs no ajv runtime helper (ajv
    // says the option is deprecated, and still honours it); `then` names fields its own schema leaves undefined.
    options: { unicode: false, strictRequired: false },
    published: { 'schemas/harness-config.schema.json': 0 }
  },
  {
    name: 'review ledger',
    schemas: [LedgerSchema, OwedPostSchema],
    validators: 'src/loop/ledger/ledger-validator.generated.js',
    exports: { validateLedger: 0 },
    // The ledger's first error is all a rebuild names (allErrors off, refs as functions: less code). `unicode:
    // false` (which ajv 8 calls deprecated, and keeps): maxLength counts UTF-16 units as the code does, with no
    // runtime helper. The module stays as ajv writes it (.prettierignore): formatted, it would be several times
    // the size in every bundle that reads an item file.
    options: { unicode: false, allErrors: false, inlineRefs: false }
  }
]
