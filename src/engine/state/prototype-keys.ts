// Keys no item file may hold at any depth: `__proto__`, `constructor` and `prototype` read from JSON become own
// properties, and a later spread or assignment of them could reach an object's prototype. The state branch is
// writable by anyone with contents: write, so a file that holds one is refused whole (and rebuilt).
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** The path of the first prototype key in a parsed JSON value (`state.host.review.__proto__`), if any. */
export function findPrototypeKey(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findPrototypeKey(value[i], `${path}[${i}]`)
      if (found) return found
    }
    return undefined
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key
    if (PROTOTYPE_KEYS.has(key)) return at
    const found = findPrototypeKey((value as Record<string, unknown>)[key], at)
    if (found) return found
  }
  return undefined
}
