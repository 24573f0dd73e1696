// The first load check: the JSON Schema for a graph's shape, with faults named by node and edge.
import type { ErrorObject } from 'ajv'
// graphs/graph.schema.json, compiled ahead of time by scripts/gen-graphs.mjs.
import { validateGraph } from './validators.generated.js'

/** Turns `/nodes/2/actor` into `node 'review' (nodes[2]) .actor` so the user can find it. */
function describeElement(doc: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1)
  if (parts.length === 0) return 'graph'
  const [list, index, ...rest] = parts
  const tail =
    rest.length > 0
      ? ` ${rest
          .map((r) => (/^\d+$/.test(r) ? `[${r}]` : `.${r}`))
          .join('')
          .replace(/^\./, '')}`
      : ''
  const entries = (doc as Record<string, unknown>)[list ?? '']
  const entry =
    Array.isArray(entries) && index !== undefined ? (entries[Number(index)] as unknown) : undefined
  const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
  if (list === 'nodes' && index !== undefined) {
    const id = typeof fields['id'] === 'string' ? `node '${fields['id']}'` : 'node'
    return `${id} (nodes[${index}])${tail}`
  }
  if (list === 'edges' && index !== undefined) {
    return `edge ${String(fields['from'])} -> ${String(fields['to'])} (edges[${index}])${tail}`
  }
  return parts.join('.')
}

/** True for the errors a malformed hook spec produces (one per oneOf branch). */
function isHookSpecShape(error: ErrorObject): boolean {
  return (
    /\/(entry|exit)\/\d+(\/hook)?$/.test(error.instancePath) &&
    ['type', 'required', 'oneOf'].includes(error.keyword)
  )
}

function describeProblem(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>
  if (error.keyword === 'additionalProperty' || 'additionalProperty' in p) {
    return `has unknown key '${String(p['additionalProperty'])}'`
  }
  if (error.keyword === 'enum') {
    const values = (p['allowedValues'] as unknown[]).map((v) => (v === '' ? '"" (none)' : String(v)))
    return `must be one of: ${values.join(', ')}`
  }
  if (isHookSpecShape(error)) return 'must be a hook name or a map {hook, with}'
  return error.message ?? 'is invalid'
}

/** Lists every shape fault in a parsed graph document; empty when the shape is valid. */
export function checkGraphShape(doc: unknown): string[] {
  if (validateGraph(doc)) return []
  const lines = new Set<string>()
  for (const error of validateGraph.errors ?? []) {
    // A hook spec that is neither form yields one error per oneOf branch; report it once.
    const path = isHookSpecShape(error) ? error.instancePath.replace(/\/hook$/, '') : error.instancePath
    lines.add(`${describeElement(doc, path)} ${describeProblem(error)}`)
  }
  return [...lines]
}
