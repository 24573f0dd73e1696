// Loading graphs: YAML text -> compiled graph, the shipped loops, and repository-supplied graphs.
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

/** @internal */
export function loadShippedGraphs(registry: HookCatalog): CompiledGraph[] {
  return SHIPPED_LOOPS.map((name) => loadShippedGraph(name, registry))
}

/** @internal */
export interface RepositoryGraphFile {
  path: string
  text: string
}

/** @internal */
export interface RepositoryGraphs {
  graphs: CompiledGraph[]
  warnings: string[]
}

const RESERVED_FILES = new Set(['graph.yaml', 'pdlc.yaml', ...SHIPPED_LOOPS.map((n) => `${n}.yaml`)])

/**
 * Compiles graphs a repository supplies. A shipped loop cannot be overridden: a file at a reserved
 * name, or a graph that takes a shipped loop's name, is ignored with a warning.
 * @internal
 */
export function loadRepositoryGraphs(files: RepositoryGraphFile[], registry: HookCatalog): RepositoryGraphs {
  const graphs: CompiledGraph[] = []
  const warnings: string[] = []
  for (const file of files) {
    const base = file.path.split('/').pop() ?? file.path
    if (RESERVED_FILES.has(base)) {
      warnings.push(`${file.path}: ignored; shipped loops cannot be overridden`)
      continue
    }
    const compiled = parseGraphText(file.text, file.path, registry)
    if (isShippedLoop(compiled.graph.name)) {
      warnings.push(
        `${file.path}: ignored; '${compiled.graph.name}' is a shipped loop and cannot be overridden`
      )
      continue
    }
    graphs.push({ graph: compiled.graph, warnings: compiled.warnings.map((w) => `${file.path}: ${w}`) })
  }
  return { graphs, warnings }
}
