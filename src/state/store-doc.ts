// Typed documents over the cache-branch store: decode with a codec, and when the cache is missing, corrupt or
// of an unknown version, rebuild from the thread (the authority), write it back and say so in a warning.
import type { CacheBranchStore, ItemRef, WriteStamp } from './store.js'

/** Turns a document's text into a value; `decode` throws on corrupt text or an unknown version. */
export interface DocCodec<T> {
  decode(text: string, where: string): T
  encode(value: T): string
}

export interface DocAccess<T> {
  store: CacheBranchStore
  item: ItemRef
  name: string
  codec: DocCodec<T>
  /** Reconstructs the value from the thread; called only when the cached document cannot be used. */
  rebuild: () => Promise<T>
  stamp: WriteStamp
}

export interface DocResult<T> {
  value: T
  /** Why the cache was not used, one sentence each; empty when the cached document was read as-is. */
  warnings: string[]
  rebuilt: boolean
  /** Compare-and-swap attempts of the write, 0 when nothing was written. */
  tries: number
}

type Decoded<T> = { ok: true; value: T } | { ok: false; reason: string }

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function tryDecode<T>(access: DocAccess<T>, text: string | undefined, branchMissing: boolean): Decoded<T> {
  const where = access.store.where(access.item, access.name)
  if (text === undefined) {
    const why = branchMissing
      ? `the cache branch ${access.store.branch} does not exist`
      : `${where} does not exist`
    return { ok: false, reason: why }
  }
  try {
    return { ok: true, value: access.codec.decode(text, where) }
  } catch (error) {
    return { ok: false, reason: `${where} could not be used (${describe(error)})` }
  }
}

/** Reads a document; a missing or unusable one is rebuilt from the thread and written back. */
export async function readDoc<T>(access: DocAccess<T>): Promise<DocResult<T>> {
  const snap = await access.store.read(access.item)
  const decoded = tryDecode(access, snap.docs[access.name], snap.baseSha === undefined)
  if (decoded.ok) return { value: decoded.value, warnings: [], rebuilt: false, tries: 0 }
  return updateDoc(access, (value) => value)
}

/**
 * Changes a document by compare-and-swap. `change` may run more than once (once per attempt) and must be
 * a pure function of the value it is given. Rebuilds first when the cached document cannot be used.
 */
export async function updateDoc<T>(access: DocAccess<T>, change: (value: T) => T): Promise<DocResult<T>> {
  let warnings: string[] = []
  let value: T | undefined
  let rebuilt = false
  const result = await access.store.update(
    access.item,
    async (docs, baseSha) => {
      const decoded = tryDecode(access, docs[access.name], baseSha === undefined)
      let current: T
      if (decoded.ok) {
        current = decoded.value
        warnings = []
        rebuilt = false
      } else {
        current = await access.rebuild()
        warnings = [`${decoded.reason}; rebuilt it from the thread`]
        rebuilt = true
      }
      value = change(current)
      const text = access.codec.encode(value)
      return decoded.ok && text === docs[access.name] ? docs : { ...docs, [access.name]: text }
    },
    access.stamp
  )
  return { value: value as T, warnings, rebuilt, tries: result.commitSha ? result.tries : 0 }
}
