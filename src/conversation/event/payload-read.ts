// Defensive readers over an untyped webhook payload: a wrong type reads as undefined, never throws.

export type Json = Record<string, unknown>

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function objectAt(value: unknown, key: string): Json | undefined {
  if (!isObject(value)) return undefined
  const child = value[key]
  return isObject(child) ? child : undefined
}

export function stringAt(value: unknown, key: string): string | undefined {
  if (!isObject(value)) return undefined
  const child = value[key]
  return typeof child === 'string' ? child : undefined
}

export function integerAt(value: unknown, key: string): number | undefined {
  if (!isObject(value)) return undefined
  const child = value[key]
  return typeof child === 'number' && Number.isSafeInteger(child) && child > 0 ? child : undefined
}

export function booleanAt(value: unknown, key: string): boolean {
  return isObject(value) && value[key] === true
}
