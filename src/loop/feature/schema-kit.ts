// The TypeBox helpers the ledger's definition is written with: each gives the JSON Schema as the ledger has
// always spelled it (refs kept as refs, enums as enums, maps by propertyNames) while `Static` sees its type.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox'

/**
 * The refs to a schema's `$defs`, each typed as the definition it names (refs stay refs: the validator is
 * generated without inlining them, which keeps it small).
 */
export function refsTo<D extends Record<string, TSchema>>(
  _defs: D
): <K extends keyof D & string>(name: K) => TUnsafe<Static<D[K]>> {
  return (name) => Type.Unsafe({ $ref: `#/$defs/${name}` })
}

/** One of `values`: `{ enum }` (with `extra`, e.g. `type`), not the `anyOf` of literals TypeBox would write. */
export function oneOfValues<const T extends readonly string[]>(
  values: T,
  extra: object = {}
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...extra, enum: [...values] })
}

/** A value equal to `value`, said by `const` alone (TypeBox's literal adds a `type`). */
export function exactly<const T extends number>(value: T): TUnsafe<T> {
  return Type.Unsafe<T>({ const: value })
}

/** An object used as a map: keys checked by `options.propertyNames`, each value by `value`. */
export function mapOf<V extends TSchema>(value: V, options: object): TUnsafe<Record<string, Static<V>>> {
  return Type.Unsafe<Record<string, Static<V>>>({ type: 'object', ...options, additionalProperties: value })
}

/** Exactly one of `variants` (`oneOf`, not TypeBox's `anyOf`): the variants are told apart by a field. */
export function oneOf<const V extends TSchema[]>(
  variants: V,
  options: object = {}
): TUnsafe<{ [K in keyof V]: Static<V[K]> }[number]> {
  return Type.Unsafe<{ [K in keyof V]: Static<V[K]> }[number]>({ ...options, oneOf: variants })
}

/** `schema`, typed as `T`: where the type says more than TypeBox reads (a pattern, a count of properties). */
export function typed<T>(schema: TSchema): TUnsafe<T> {
  return Type.Unsafe<T>(schema)
}

/** A commit sha as git writes it. */
export const Sha = Type.String({ pattern: '^[0-9a-f]{40}$' })

/** A round number as the ledger's lists of rounds store it (1 and up). */
export const RoundNumber = Type.Integer({ minimum: 1, maximum: 999999 })

/** A schema kept in `$defs` under `name`, with the ref its users write (typed as the schema). */
export function defined<S extends TSchema>(
  name: string,
  schema: S
): { name: string; schema: S; ref: TUnsafe<Static<S>> } {
  return { name, schema, ref: Type.Unsafe<Static<S>>({ $ref: `#/$defs/${name}` }) }
}
