// Types for validators.mjs, which gen-contracts.ts and the contracts' test import.

/** Identifies the schema texts a validator module was generated from. */
export function schemaDigest(texts: readonly string[]): string

/** What one export of a module of validators validates: a schema (its index), or a part of one by JSON pointer. */
export type ExportTarget = number | { schema: number; pointer: string }

/** The ref an export validates: its schema's `$id`, with `#` and the pointer for a part of it. */
export function exportRef(schemas: ReadonlyArray<{ $id: string }>, target: ExportTarget): string

/** The text of one module of ahead-of-time validators (see validators.mjs). */
export function validatorModule(input: {
  from: string
  schemas: ReadonlyArray<{ $id: string }>
  texts: readonly string[]
  exports: Record<string, ExportTarget>
  options?: Record<string, unknown>
}): string
