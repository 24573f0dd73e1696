// A tiny versioned document used by store tests and the writer process: the ids of the updates applied.
import type { DocCodec } from '../../src/state/store-doc.js'

export interface AppliedList {
  version: 1
  applied: string[]
}

export const appliedCodec: DocCodec<AppliedList> = {
  decode(text, where) {
    const value: unknown = JSON.parse(text)
    const doc = value as Partial<AppliedList> | null
    if (!doc || typeof doc !== 'object') throw new Error(`${where}: not a JSON object`)
    if (doc.version !== 1) throw new Error(`${where}: unknown version ${JSON.stringify(doc.version)}`)
    if (!Array.isArray(doc.applied) || !doc.applied.every((x) => typeof x === 'string')) {
      throw new Error(`${where}: "applied" must be a list of strings`)
    }
    return { version: 1, applied: doc.applied }
  },
  encode: (value) => JSON.stringify(value, null, 2) + '\n'
}

/** The hidden marker a writer leaves on the thread, so the thread alone can rebuild the list. */
export const appliedMarker = (id: string) => `<!-- the-loop:test-applied id=${id} -->`

export function idsFromThread(bodies: string[]): string[] {
  const ids: string[] = []
  for (const body of bodies) {
    for (const m of body.matchAll(/<!-- the-loop:test-applied id=([A-Za-z0-9_-]+) -->/g)) ids.push(m[1]!)
  }
  return ids
}
