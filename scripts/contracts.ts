// The data contracts defined in code (one source each: the TypeBox definition gives the type by `Static` and the
// JSON Schema by its value), and what scripts/gen-contracts.ts makes of each: the published JSON Schema users'
// editors read, and the validators compiled ahead of time that the bundles import (TypeBox itself stays out of
// every bundle). __tests__/contracts.test.ts holds the generated files to their definitions.

import { LedgerSchema, OwedPostSchema } from '../src/loop/ledger/ledger-schema.js'

/** Ajv's options for one module of validators (the ledger's first error is all it names, so allErrors is off). */
type AjvOptions = Record<string, unknown>

export interface Contract {
  /** What the contract is, for the generated files' headers. */
  name: string
  /** JSON Schemas, each with an `$id`; a schema refers to the others by it. */
  schemas: object[]
  /** The generated module of validators (`.generated.js`, with a `.d.ts` beside it), from the repository's root. */
  validators: string
  /** Each export of that module: the index in `schemas` of what it validates. */
  exports: Record<string, number>
  options?: AjvOptions
  /** The published schema files, from the repository's root: the index in `schemas` each is written from. */
  published?: Record<string, number>
}

export const CONTRACTS: Contract[] = [
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
