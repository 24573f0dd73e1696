// The data contracts defined in code (one source each: the TypeBox definition gives the type by `Static` and the
// JSON Schema by its value), and what scripts/gen-contracts.ts makes of each: the published JSON Schema users'
// editors read, and the validators compiled ahead of time that the bundles import (TypeBox itself stays out of
// every bundle). __tests__/contracts.test.ts holds the generated files to their definitions.
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
  /** Each export of that module: the index in `schemas` of what it validates. */
  exports: Record<string, number>
  options?: AjvOptions
  /** The published schema files, from the repository's root: the index in `schemas` each is written from. */
  published?: Record<string, number>
}

export const CONTRACTS: Contract[] = [
  {
    name: 'harness config',
    schemas: [HarnessConfigSchema],
    validators: 'src/critics/harness/config-validator.generated.js',
    exports: { validateHarnessConfig: 0 },
    // Lengths in UTF-16 code units, as JavaScript counts them, so the module needs no ajv runtime helper (ajv
    // says the option is deprecated, and still honours it); `then` names fields its own schema leaves undefined.
    options: { unicode: false, strictRequired: false },
    published: { 'schemas/harness-config.schema.json': 0 }
  }
]
