// Types of the ahead-of-time compiled JSON Schema validators (see scripts/gen-graphs.mjs).
import type { ErrorObject } from 'ajv'

export interface CompiledValidator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

/** sha256 of the schema texts the validators were generated from. */
export const SCHEMA_DIGEST: string
/** graphs/graph.schema.json */
export const validateGraph: CompiledValidator
/** src/engine/state/document.schema.json */
export const validateState: CompiledValidator
