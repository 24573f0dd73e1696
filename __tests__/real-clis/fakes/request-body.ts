// Reading a logged request's JSON body: as a plain object, its records and arrays, and any value flattened to text.
import type { LoggedRequest } from './server.js'

/** The body of a logged request as a plain object ({} when it is not one). */
export function bodyObject(req: LoggedRequest): Record<string, unknown> {
  const body = req.body
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {}
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** Flattens any JSON value into its text content, for assertions like "contains 'denied'". */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.map(textOf).join('\n')
  if (isRecord(value)) {
    if (typeof value.text === 'string') return value.text
    if (typeof value.output === 'string') return value.output
    return JSON.stringify(value)
  }
  return String(value)
}
