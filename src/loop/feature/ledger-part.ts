// One feature's part of the review's bookkeeping, as the ledger's writer and reader treat it. The feature's file
// declares its part beside its type; loop/ledger/ledger.ts lists every part once, in the order a write keeps. What the
// part's schema says is in its fragment (the ledger's schema composes them), how it is rebuilt in ledger-fields.ts.

/** What a write and a read do with one part's value; each step is optional (the default keeps it as it is). */
export interface LedgerPart<T> {
  /** The value a write keeps, or undefined to leave the field out (an empty part is not written). */
  written?: (value: T) => T | undefined
  /** What the schema cannot say of a stored value (a repeat, counts that disagree), in words naming where. */
  problem?: (value: T) => string | undefined
  /** Its times, each checked to be a date when read (the schema checks their form only). */
  times?: (value: T) => ReadonlyArray<string | undefined>
  /** The value as a read keeps it (a bound tightened to what this version writes). */
  read?: (value: T) => T
}

/** A part's value in a record of them, written through its part; undefined when the part leaves it out. */
function writtenOf<T>(part: LedgerPart<T>, value: T | undefined): T | undefined {
  if (value === undefined) return undefined
  return part.written ? part.written(value) : value
}

/** Every part of `parts` whose value a record holds, in the parts' order, each as its part writes it. */
export function writeParts<R extends object>(
  parts: { readonly [K in keyof R]-?: LedgerPart<NonNullable<R[K]>> },
  record: R
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of Object.keys(parts) as Array<keyof R & string>) {
    const value = writtenOf(parts[field], record[field] as NonNullable<R[typeof field]> | undefined)
    if (value !== undefined) out[field] = value
  }
  return out
}

/** The first problem of a record the schema let through: a part's own, or a time that is not a date. */
export function partsProblem<R extends object>(
  parts: { readonly [K in keyof R]-?: LedgerPart<NonNullable<R[K]>> },
  record: R
): string | undefined {
  const fields = Object.keys(parts) as Array<keyof R & string>
  for (const field of fields) {
    const value = record[field] as NonNullable<R[typeof field]> | undefined
    const problem = value === undefined ? undefined : parts[field].problem?.(value)
    if (problem !== undefined) return problem
  }
  for (const field of fields) {
    const value = record[field] as NonNullable<R[typeof field]> | undefined
    const time = value === undefined ? undefined : parts[field].times?.(value).find(notADate)
    if (time !== undefined) return `the time ${JSON.stringify(time)} is not a date`
  }
  return undefined
}

function notADate(time: string | undefined): boolean {
  return time !== undefined && !Number.isFinite(Date.parse(time))
}

/** The record as a read keeps it: each part's value through its part's `read`. */
export function readParts<R extends object>(
  parts: { readonly [K in keyof R]-?: LedgerPart<NonNullable<R[K]>> },
  record: R
): R {
  const out = { ...record }
  for (const field of Object.keys(parts) as Array<keyof R & string>) {
    const value = record[field] as NonNullable<R[typeof field]> | undefined
    const read = parts[field].read
    if (value !== undefined && read) out[field] = read(value) as R[typeof field]
  }
  return out
}

/** A list of keys: each written once. */
export function uniqueList<T>(): LedgerPart<T[]> {
  return { written: (keys) => [...new Set(keys)] }
}

/** A list left out while empty. */
export function nonEmptyList<T>(): LedgerPart<T[]> {
  return { written: (list) => (list.length > 0 ? list : undefined) }
}

/** A record by name left out while empty. */
export function nonEmptyRecord<T extends object>(): LedgerPart<T> {
  return { written: (record) => (Object.keys(record).length > 0 ? record : undefined) }
}

/** A part of whatever type, as a record of parts by name holds it (each is called with its own value only). */
export interface SomeLedgerPart {
  written?: (value: never) => unknown
  problem?: (value: never) => string | undefined
  times?: (value: never) => ReadonlyArray<string | undefined>
  read?: (value: never) => unknown
}

/** The most characters of features' parts an item file may hold: what a version keeps without reading it all. */
const MAX_FEATURE_PARTS_CHARS = 65_536

/**
 * The ledger's `features`, each feature's part by its name: those in `known` written and checked by their part, any
 * other (a feature of a later version) kept as it is, never read; bounded in characters, left out while empty.
 */
export function featureParts(
  known: Readonly<Record<string, SomeLedgerPart>>
): LedgerPart<Record<string, unknown>> {
  const partOf = (name: string) => known[name] as LedgerPart<unknown> | undefined
  return {
    written: (parts) => {
      const out: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(parts)) {
        const part = partOf(name)
        const kept = part?.written ? part.written(value) : value
        if (kept !== undefined) out[name] = kept
      }
      return Object.keys(out).length > 0 ? out : undefined
    },
    problem: (parts) => {
      for (const [name, value] of Object.entries(parts)) {
        const problem = partOf(name)?.problem?.(value)
        if (problem !== undefined) return problem
      }
      const chars = JSON.stringify(parts).length
      return chars > MAX_FEATURE_PARTS_CHARS
        ? `host.review.features holds ${chars} characters, more than the ${MAX_FEATURE_PARTS_CHARS} this version keeps`
        : undefined
    },
    times: (parts) => Object.entries(parts).flatMap(([name, value]) => partOf(name)?.times?.(value) ?? []),
    read: (parts) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, value]) => {
          const read = partOf(name)?.read
          return [name, read ? read(value) : value]
        })
      )
  }
}
