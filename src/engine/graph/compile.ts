// The second load check: turns a shape-checked document into a Graph and enforces the reference rules.
import { UserError } from '../../base/shared/errors.js'
import { checkGraphShape } from './graph-schema.js'
import {
  DEFAULT_MAX_ATTEMPTS,
  type Graph,
  type GraphEdge,
  type GraphNode,
  type HookCatalog,
  type HookSpec
} from './graph.js'
import { checkReviewLoopRules } from './review-rules.js'

export interface CompiledGraph {
  graph: Graph
  warnings: string[]
}

type Doc = Record<string, unknown>

/** YAML 1.1 reads an unquoted `on` key as `true`; accept it as the edge's `on`. */
function restoreOnKeys(doc: unknown): unknown {
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as Doc)['edges'])) return doc
  const edges = ((doc as Doc)['edges'] as unknown[]).map((edge) => {
    if (typeof edge !== 'object' || edge === null || 'on' in edge || !('true' in edge)) return edge
    const { true: on, ...rest } = edge as Doc
    return { ...rest, on }
  })
  return { ...(doc as Doc), edges }
}

function toHookSpec(raw: unknown): HookSpec {
  if (typeof raw === 'string') return { hook: raw, with: {} }
  const map = raw as Doc
  return { hook: map['hook'] as string, with: (map['with'] as Record<string, unknown> | undefined) ?? {} }
}

/** `produces` entries: `a.md|b.md` is one artifact with alternatives; returns null when malformed. */
function splitProduces(raw: unknown): string[][] | null {
  const entries = raw === undefined ? [] : Array.isArray(raw) ? (raw as string[]) : [raw as string]
  const out: string[][] = []
  for (const entry of entries) {
    const alternatives = entry.split('|').map((a) => a.trim())
    if (alternatives.some((a) => a === '')) return null
    out.push(alternatives)
  }
  return out
}

function toNode(raw: Doc, problems: string[]): GraphNode {
  const id = (raw['id'] as string).trim()
  const produces = splitProduces(raw['produces'])
  if (produces === null) problems.push(`node '${id}' produces an artifact with an empty alternative`)
  return {
    id,
    phase: (raw['phase'] as string | undefined) ?? '',
    actor: (raw['actor'] as GraphNode['actor'] | undefined) ?? 'agent',
    produces: produces ?? [],
    command: (raw['command'] as string | undefined) ?? '',
    stage: (raw['stage'] as string | undefined) ?? '',
    session: (raw['session'] as GraphNode['session'] | undefined) ?? 'new',
    required: raw['required'] === true,
    optional: raw['optional'] === true,
    skippable: raw['skippable'] === true || raw['optIn'] === true,
    optIn: raw['optIn'] === true,
    description: (raw['description'] as string | undefined) ?? '',
    maxAttempts: (raw['maxAttempts'] as number | undefined) ?? DEFAULT_MAX_ATTEMPTS,
    entry: ((raw['entry'] as unknown[] | undefined) ?? []).map(toHookSpec),
    exit: ((raw['exit'] as unknown[] | undefined) ?? []).map(toHookSpec),
    terminal: raw['terminal'] === true
  }
}

function checkNodes(nodes: GraphNode[], rawNodes: Doc[], registry: HookCatalog, problems: string[]): void {
  const seen = new Set<string>()
  const known = registry.names().join(', ')
  nodes.forEach((node, i) => {
    if (seen.has(node.id)) problems.push(`node '${node.id}' (nodes[${i}]) is declared twice`)
    seen.add(node.id)
    const optIn = rawNodes[i]?.['optIn'] === true
    if (node.required && optIn) problems.push(`node '${node.id}' cannot be both required and optIn`)
    else if (node.required && node.skippable)
      problems.push(`node '${node.id}' cannot be both required and skippable`)
    for (const [boundary, chain] of [['entry', node.entry] as const, ['exit', node.exit] as const]) {
      chain.forEach((spec, j) => {
        const at = `node '${node.id}' ${boundary}[${j}]`
        if (!registry.has(spec.hook)) {
          problems.push(`${at} names unknown hook '${spec.hook}' (registered: ${known})`)
          return
        }
        for (const fault of registry.get(spec.hook).checkParams(spec.with)) {
          problems.push(`${at} hook '${spec.hook}': ${fault}`)
        }
      })
    }
  })
}

function checkEdges(graph: Graph, problems: string[], warnings: string[]): void {
  const ids = new Set(graph.nodes.map((n) => n.id))
  const declared = [...ids].join(', ')
  const taken = new Set<string>()
  graph.edges.forEach((edge, i) => {
    for (const end of ['from', 'to'] as const) {
      if (!ids.has(edge[end])) {
        problems.push(
          `edge ${edge.from} -> ${edge.to} (edges[${i}]) ${end} names undeclared node '${edge[end]}' (declared: ${declared})`
        )
      }
    }
    const key = `${edge.from}\u0000${edge.on}`
    if (taken.has(key))
      warnings.push(
        `edge ${edge.from} -> ${edge.to} on '${edge.on}' (edges[${i}]) repeats an earlier edge; the first declared wins`
      )
    taken.add(key)
  })
  for (const node of graph.nodes) {
    const out = graph.edges.filter((e) => e.from === node.id)
    if (node.terminal && out.length > 0) {
      problems.push(`terminal node '${node.id}' has outbound edges (to: ${out.map((e) => e.to).join(', ')})`)
    }
    if (node.skippable && !out.some((e) => e.on === 'skipped')) {
      problems.push(`skippable node '${node.id}' has no outgoing edge on 'skipped'`)
    }
  }
  if (!ids.has(graph.start))
    problems.push(`start node '${graph.start}' is not declared (declared: ${declared})`)
}

function checkSkipSets(graph: Graph, problems: string[]): void {
  for (const [name, members] of Object.entries(graph.skipSets)) {
    for (const member of members) {
      const node = graph.nodes.find((n) => n.id === member)
      if (!node) problems.push(`skipSet '${name}' names undeclared node '${member}'`)
      else if (node.optIn)
        problems.push(`skipSet '${name}' names opt-in node '${member}' (opt-ins are selected, not skipped)`)
      else if (!node.skippable)
        problems.push(`skipSet '${name}' names node '${member}', which is not skippable`)
    }
  }
}

/** Compiles a parsed graph document; throws one UserError naming `where` and every fault found. */
export function compileGraph(parsed: unknown, where: string, registry: HookCatalog): CompiledGraph {
  const doc = restoreOnKeys(parsed)
  const shape = checkGraphShape(doc)
  if (shape.length > 0) throw new UserError(`invalid graph:\n- ${shape.join('\n- ')}`, where)
  const raw = doc as Doc
  const problems: string[] = []
  const warnings: string[] = []
  const rawNodes = raw['nodes'] as Doc[]
  const nodes = rawNodes.map((n) => toNode(n, problems))
  const graph: Graph = {
    version: (raw['version'] as number | undefined) ?? 1,
    name: (raw['name'] as string | undefined) ?? '',
    start: (raw['start'] as string | undefined) ?? nodes[0]?.id ?? '',
    nodes,
    edges: ((raw['edges'] as GraphEdge[] | undefined) ?? []).map((e) => ({
      from: e.from,
      to: e.to,
      on: e.on
    })),
    skipSets: (raw['skipSets'] as Record<string, string[]> | undefined) ?? {}
  }
  checkNodes(nodes, rawNodes, registry, problems)
  checkEdges(graph, problems, warnings)
  checkSkipSets(graph, problems)
  checkReviewLoopRules(graph, raw, problems)
  if (problems.length > 0) throw new UserError(`invalid graph:\n- ${problems.join('\n- ')}`, where)
  return { graph, warnings }
}
