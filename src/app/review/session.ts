// One run's review session on one work item: its documents, its walk dependencies and its round runner.
import type { Graph } from '../../graph/model.js'
import { loadShippedGraph } from '../../graph/load.js'
import { createShippedRegistry } from '../../hooks/shipped.js'
import type { WorkItem } from '../../hooks/contract.js'
import type { WalkDeps } from '../../runtime/walk.js'
import type { GraphState } from '../../state/document.js'
import type { CacheBranchStore, WriteStamp } from '../../state/store.js'
import { chooseOuterLoop } from '../../graph/loops.js'
import { REVIEW_HOOKS } from './hooks.js'
import { WorkItemStore, type ItemDocs } from './item-store.js'
import { rebuildControl, rebuildState, REVIEW_LOOP } from './rebuild.js'
import type { ReviewServices } from './services.js'

export interface SessionInput {
  store: CacheBranchStore
  stamp: WriteStamp
  services: ReviewServices
  owner: string
  repo: string
  number: number
  now: () => Date
  /** The comment this run handles: a rebuild reads only the history before it. */
  triggerCommentId?: number
}

export interface ReviewSession {
  docs: ItemDocs
  items: WorkItemStore
  graph: Graph
  workItem: WorkItem
  /** A fresh WalkDeps over the current state (the port keeps it current across saves). */
  walkDeps: () => WalkDeps
  state: () => Promise<GraphState>
  save: (state: GraphState) => Promise<void>
  /** Replaces the working state without writing it: the walk's first save carries it. */
  stage: (state: GraphState) => void
  /** Loop-name warnings (an invented recorded loop falls back, never loads a derived path). */
  warnings: string[]
}

/** The review loop is the only loop the Action walks; any other recorded name is reported, not loaded. */
function loopGraph(state: GraphState, warnings: string[]): Graph {
  const registry = createShippedRegistry(REVIEW_HOOKS)
  if (state.loop !== '' && state.loop !== REVIEW_LOOP) {
    const choice = chooseOuterLoop(state.loop)
    warnings.push(
      `the state names loop ${JSON.stringify(state.loop.slice(0, 80))}, which this Action does not walk` +
        (choice.warning ? ` (${choice.warning})` : '') +
        `; the review loop is used`
    )
  }
  return loadShippedGraph(REVIEW_LOOP, registry).graph
}

export async function openSession(input: SessionInput): Promise<ReviewSession> {
  const item = { owner: input.owner, repo: input.repo, number: input.number }
  const items = new WorkItemStore(input.store, item, input.stamp)
  const s = input.services
  const rebuildInput = async () => ({
    comments: (await s.thread.list()).filter(
      (c) => input.triggerCommentId === undefined || c.id < input.triggerCommentId
    ),
    allowlist: s.allowlist,
    identity: s.identity,
    keywords: s.keywords,
    ...item,
    now: input.now()
  })
  const docs = await items.open({
    state: async () => rebuildState(await rebuildInput()),
    control: async () => rebuildControl(await rebuildInput())
  })
  const warnings = [...docs.warnings]
  const graph = loopGraph(docs.state, warnings)
  const registry = createShippedRegistry(REVIEW_HOOKS)
  const port = items.statePort(docs.state)
  const workItem: WorkItem = {
    ref: `github:${input.owner}/${input.repo}#${input.number}`,
    id: `issue-${input.number}`,
    number: input.number,
    owner: input.owner,
    repo: input.repo
  }
  return {
    docs,
    items,
    graph,
    workItem,
    warnings,
    walkDeps: () => ({ graph, registry, services: { ...s }, port, workItem, now: input.now }),
    state: () => port.load(),
    save: (state) => port.save(state),
    stage: (state) => port.stage(state)
  }
}
