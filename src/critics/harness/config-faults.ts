// The harness config's schema errors as the owner reads them: each error of the generated validator
// (config-validator.generated.js) becomes a fault that names the field, placed and ranked so that the loader
// reports the first one, as an owner fixes them top to bottom.
import type { ErrorObject } from 'ajv'
import { validateHarnessConfig } from './config-validator.generated.js'

export type SchemaError = ErrorObject

/** One thing wrong with the config: its words, the key it is about, and its rank among the others. */
export interface Fault {
  message: string
  /** The key whose line the fault is reported at (the block's own line without one). */
  key?: string
  /** Lower comes first; the loader reports the lowest. */
  rank: number
}

/** The fault reported first: the lowest rank, the earliest of equals. */
export function firstFault(faults: readonly Fault[]): Fault | undefined {
  return faults.reduce<Fault | undefined>(
    (first, f) => (first && first.rank <= f.rank ? first : f),
    undefined
  )
}

/** The errors of `data`, every one (the validator is compiled with allErrors). */
export function schemaErrors(data: unknown): SchemaError[] {
  return validateHarnessConfig(data) ? [] : [...(validateHarnessConfig.errors ?? [])]
}

/** A JSON pointer's segments, as a path into the YAML document. */
export function pathOf(instancePath: string): Array<string | number> {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p.replace(/~1/g, '/').replace(/~0/g, '~')))
}

/** The value at `path` under `data`. */
export function valueAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    data
  )
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping'
}

/** What the schema asks of a value, in words (for the fields no message of their own names). */
export function schemaWords(error: SchemaError): string {
  const { keyword, params } = error
  if (keyword === 'type') return `must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`
  if (keyword === 'enum') return `must be one of ${(params.allowedValues as unknown[]).join(', ')}`
  if (keyword === 'additionalProperties') return `has the unknown key '${String(params.additionalProperty)}'`
  return error.message ?? 'is invalid'
}

/**
 * A copy of a mapping without the keys whose value is empty (`key:` with nothing after it reads as null), but
 * those in `keep`, and without any undefined one (a mapping built in code).
 */
export function withoutEmpty(value: unknown, keep: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value).filter(([k, v]) => v !== undefined && (v !== null || keep.includes(k)))
  )
}
