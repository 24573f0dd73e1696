// Loading graphs: YAML text -> compiled graph, and the shipped loops.
import { parse, YAMLParseError } from 'yaml'
import { UserError } from '../../base/shared/errors.js'
import type { HookCatalog } from './graph.js'
import { compileGraph, type CompiledGraph } from './compile.js'
import { isShippedLoop, SHIPPED_LOOPS } from './loops.js'
import { SHIPPED_GRAPH_DOCUMENTS } from './shipped.generated.js'

/** Parses YAML text (never executing tags) and compiles it; faults name `where`. */
export function parseGraphText(text: string, where: string, registry: HookCatalog): CompiledGraph {
  let doc: unknown
  try {
    doc = parse(text, { prettyErrors: true, uniqueKeys: true })
  } catch (error) {
    const detail = error instanceof YAMLParseError ? error.message : String(error)
    throw new UserError(`malformed YAML: ${detail}`, where)
  }
  return compileGraph(doc, where, registry)
}

/** Compiles one shipped loop by name; an unknown name lists the shipped ones. */
export function loadShippedGraph(name: string, registry: HookCatalog): CompiledGraph {
  const doc = SHIPPED_GRAPH_DOCUMENTS[name]
  if (doc === undefined || !isShippedLoop(name)) {
    throw new UserError(`unknown loop '${name}' (shipped: ${SHIPPED_LOOPS.join(', ')})`)
  }
  // Pre-parsed at generation time (a test keeps it equal to the YAML file); only compiled here.
  const compiled = compileGraph(structuredClone(doc), `graphs/${name}.yaml`, registry)
  if (compiled.graph.name !== name)
    throw new Error(`graphs/${name}.yaml declares name '${compiled.graph.name}'`)
  return compiled
}
