// A copy of a loopback world, so a file can play the events its tests begin with once (in beforeAll) and give
// each test a world of its own from there: what one test does never shows in another's.
import type { LoopWorld } from './world.js'

/**
 * Deep: every Map, Set, array, Buffer and object is new and keeps its class (LoopWorld, GitObjects), so the copy
 * answers as the original would, ids and clock included. Functions would be shared; the world holds none.
 */
export function copyWorld(world: LoopWorld): LoopWorld {
  return copy(world, new Map()) as LoopWorld
}

function copy(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value
  const known = seen.get(value)
  if (known !== undefined) return known
  if (Buffer.isBuffer(value)) return Buffer.from(value)
  if (value instanceof Date) return new Date(value.getTime())
  if (value instanceof Map) {
    const out = new Map()
    seen.set(value, out)
    for (const [k, v] of value) out.set(copy(k, seen), copy(v, seen))
    return out
  }
  if (value instanceof Set) {
    const out = new Set()
    seen.set(value, out)
    for (const v of value) out.add(copy(v, seen))
    return out
  }
  if (Array.isArray(value)) {
    const out: unknown[] = []
    seen.set(value, out)
    for (const v of value) out.push(copy(v, seen))
    return out
  }
  const out = Object.create(Object.getPrototypeOf(value) as object) as object
  seen.set(value, out)
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key)!
    if ('value' in descriptor) descriptor.value = copy(descriptor.value, seen)
    Object.defineProperty(out, key, descriptor)
  }
  return out
}
