// Types for validators.mjs, which gen-contracts.ts and the contracts' test import.

/** Identifies the schema texts a validator module was generated from. */
export function schemaDigest(texts: readonly string[]): string

/** The text of one module of ahead-of-time validators (see validators.mjs). */
export function validatorModule(input: {
  from: string
  schemas: ReadonlyArray<{ $id: string }>
  texts: readonly string[]
  exports: Record<string, number>
  options?: Record<string, unknown>
}): string
