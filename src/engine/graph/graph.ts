// The compiled graph: plain data that the runtime walks, plus the two lookups it needs.

type Actor = 'agent' | 'human' | 'code'
type SessionMode = 'new' | 'inherit'

export interface HookSpec {
  hook: string
  with: Record<string, unknown>
}

export interface GraphNode {
  id: string
  phase: string
  actor: Actor
  /** One entry per artifact; each lists its alternative names in declared order. */
  produces: string[][]
  command: string
  stage: string
  session: SessionMode
  required: boolean
  optional: boolean
  skippable: boolean
  optIn: boolean
  description: string
  maxAttempts: number
  entry: HookSpec[]
  exit: HookSpec[]
  terminal: boolean
}

export interface GraphEdge {
  from: string
  to: string
  on: string
}

export interface Graph {
  version: number
  name: string
  start: string
  nodes: GraphNode[]
  edges: GraphEdge[]
  skipSets: Record<string, string[]>
}

export const DEFAULT_MAX_ATTEMPTS = 3

export function findNode(graph: Graph, id: string): GraphNode | undefined {
  return graph.nodes.find((n) => n.id === id)
}

/** The node `id`; throws listing the declared ids when it is not in the graph. */
export function requireNode(graph: Graph, id: string): GraphNode {
  const node = findNode(graph, id)
  if (!node) {
    throw new Error(
      `node '${id}' is not declared in ${graph.name || 'the graph'} (declared: ${nodeIds(graph).join(', ')})`
    )
  }
  return node
}

export function nodeIds(graph: Graph): string[] {
  return graph.nodes.map((n) => n.id)
}

/** The declared edge leaving `from` on `outcome`; the first declared wins on a duplicate. */
export function findEdge(graph: Graph, from: string, outcome: string): GraphEdge | undefined {
  return graph.edges.find((e) => e.from === from && e.on === outcome)
}

/**
 * What compiling a graph needs to know of the hooks: which names exist and how each checks its `with:`
 * parameters. The hook registry (engine/hooks/registry.ts) is one; the graph layer needs no hook code.
 */
export interface HookCatalog {
  names(): string[]
  has(name: string): boolean
  get(name: string): { checkParams(params: Readonly<Record<string, unknown>>): string[] }
}
