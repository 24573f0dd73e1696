// One run's review session on one work item: the item file as read, the working state (saves stay in memory),
// and the one write that commits them by compare-and-swap on the file's blob sha.
import type { Graph } from '../../engine/graph/graph.js'
import type { WorkItem } from '../../engine/hooks/contract.js'
import type { GraphStatePort, WalkDeps } from '../../engine/runtime/walk.js'
import type { ControlRecord } from '../../engine/state/control-record.js'
import { ownMarkers } from '../../conversation/comments/own.js'
import { foldOwnRecord } from '../../conversation/comments/own-record.js'
import type { MarkerKind } from '../../base/marker/markers.js'
import type { GraphState } from '../../engine/state/document.js'
import {
  encodeItemDoc,
  type ItemDoc,
  type ItemFileStore,
  type ItemRead
} from '../../engine/state/item-file.js'
import type { LinkedReview } from '../../engine/state/item-links.js'
import { writeLinkPointer } from '../../engine/state/link-pointer.js'
import { workItemId, type WriteStamp } from '../../engine/state/item-ref.js'
import { chooseOuterLoop } from '../../engine/graph/loops.js'
import { reviewLoop, type ReviewLoop } from '../review-loop.js'
import { ledgerOf, withLedger } from '../ledger/ledger.js'
import { readItemState } from '../ledger/ledger-read.js'
import { outstanding, recordOwed } from '../posts/owed.js'
import { owedView } from '../obligations.js'
import { rebuildControl, rebuildState, type RebuildInput } from '../state-rebuild.js'
import { type ContextAddenda, type ReviewServices } from '../context/services.js'
import { ownRecognition } from '../round/own-recognition.js'
import { REVIEW_LOOP } from '../../engine/graph/review-nodes.js'

export interface SessionInput {
  store: ItemFileStore
  read: ItemRead
  stamp: WriteStamp
  services: ReviewServices
  owner: string
  repo: string
  number: number
  now: () => Date
  /** What a rebuild reads when the item file is missing or unusable (the history before this event). */
  rebuild: () => RebuildInput
}

/** The review loop is the only loop the Action walks; any other recorded name is reported, not loaded. */
function warnOtherLoop(state: GraphState, warnings: string[]): void {
  if (state.loop !== '' && state.loop !== REVIEW_LOOP) {
    const choice = chooseOuterLoop(state.loop)
    warnings.push(
      `the state names loop ${JSON.stringify(state.loop.slice(0, 80))}, which this Action does not walk` +
        (choice.warning ? ` (${choice.warning})` : '') +
        `; the review loop is used`
    )
  }
}

export class ReviewSession {
  readonly graph: Graph
  /** The review loop this process compiled once (review-loop.ts): its hooks walk every gate. */
  private readonly loop: ReviewLoop = reviewLoop()
  readonly workItem: WorkItem
  readonly warnings: string[] = []
  readonly item: { owner: string; repo: string; number: number }
  control: ControlRecord | undefined
  private working: GraphState
  private sha: string | undefined
  private committedText: string | undefined
  /** Item-file writes this run made (the claim and the final write, or one). */
  writes = 0
  /** The pointers of the item file to work-item reviews naming this pull request: kept on every write. */
  private links: readonly LinkedReview[]

  constructor(private input: SessionInput) {
    this.item = { owner: input.owner, repo: input.repo, number: input.number }
    const { read } = input
    this.sha = read.sha
    this.links = read.links ?? read.doc?.links ?? []
    const where = input.store.where(this.item)
    // The ledger is read once, here: migrated, validated, bounded. A file it refuses is set aside like one
    // that cannot be read: the thread is the authority.
    const checked = read.doc && this.checkState(read.doc.state)
    const problem = checked && 'problem' in checked ? `${where}: ${checked.problem}` : read.problem
    if (read.doc && checked && 'state' in checked) {
      this.working = checked.state
      // The layout before item files kept the control record apart: the thread tells it again.
      this.control = read.legacy ? rebuildControl(input.rebuild()) : read.doc.control
      if (read.legacy)
        this.warnings.push(
          `read the state from ${read.legacy}, the layout before item files; the next write moves it to ${where}`
        )
      // What the file means, in the current shape: a migration alone is no reason to write.
      this.committedText = encodeItemDoc(this.docOf(checked.state, read.doc.control))
      this.warnings.push(...checked.notes.map((n) => `${where}: ${n}`))
    } else {
      const rebuild = input.rebuild()
      this.working = rebuildState(rebuild)
      this.control = rebuildControl(rebuild)
      if (problem) this.warnings.push(`${problem}; rebuilt it from the thread`)
      else if (this.working.currentNode !== '')
        this.warnings.push(`${where} does not exist; rebuilt the state from the thread`)
    }
    warnOtherLoop(this.working, this.warnings)
    this.graph = this.loop.graph
    this.workItem = {
      ref: `github:${input.owner}/${input.repo}#${input.number}`,
      id: workItemId(input.number),
      number: input.number,
      owner: input.owner,
      repo: input.repo
    }
  }

  /** The work-item reviews whose brief names this pull request, as its item file points to them. */
  get linkedReviews(): readonly LinkedReview[] {
    return this.links
  }

  /**
   * Points the linked pull request `pull` (of this repository) to this work item's review, in that pull
   * request's item file (engine/state/link-pointer.ts): one write when it has no file yet.
   */
  pointLinkedPull(pull: number): Promise<'written' | 'already'> {
    const link = { number: this.item.number, pullRequest: this.services.facts.isPullRequest }
    return writeLinkPointer(this.input.store, { ...this.item, number: pull }, link, this.input.stamp)
  }

  /** What a write of `state` holds: the pointers the file had are never lost by the item's own writes. */
  private docOf(state: GraphState, control: ControlRecord | undefined): ItemDoc {
    return { state, control, ...(this.links.length > 0 ? { links: this.links } : {}) }
  }

  /** A state as read from the file: its ledger in the current shape, or why it cannot be used. */
  private checkState(state: GraphState) {
    const nodes = this.loop.graph.nodes.map((n) => n.id)
    return readItemState(state, nodes, this.input.services.conversation.readEntries())
  }

  get services(): ReviewServices {
    return this.input.services
  }

  /**
   * What the run read or made since it opened (follow-ups, facts) joins the round context as a
   * new context: the hooks and the round only read theirs, and the effects stay the run's own.
   */
  addToContext(addenda: ContextAddenda): void {
    this.input = { ...this.input, services: { ...this.input.services, ...addenda } }
  }

  state(): GraphState {
    return structuredClone(this.working)
  }

  /** Replaces the working state; nothing is written until `commit`. */
  stage(state: GraphState): void {
    this.working = structuredClone(state)
  }

  /** The walk's port: saves stay in memory, so a whole walk costs one write at the run's commit. */
  private port(): GraphStatePort {
    return {
      load: async () => this.state(),
      save: async (state) => this.stage(state)
    }
  }

  walkDeps(): WalkDeps<ReviewServices> {
    return {
      graph: this.graph,
      registry: this.loop.registry,
      services: { ...this.input.services },
      port: this.port(),
      workItem: this.workItem,
      now: this.input.now
    }
  }

  /** True when the working documents differ from what the file holds. */
  get dirty(): boolean {
    // Nothing stored and nothing to store: an item that never had a review gets no file.
    if (this.committedText === undefined && this.working.currentNode === '' && !this.control) return false
    return encodeItemDoc(this.docOf(this.working, this.control)) !== this.committedText
  }

  /**
   * Writes the working documents if they changed: one request; ItemStaleError when another run wrote first.
   * The write also records our comments (never a reason to write by itself): `awaiting` names kinds this
   * run will post after it besides the queued posts, which are awaited anyway.
   */
  async commit(awaiting: readonly MarkerKind[] = []): Promise<boolean> {
    if (!this.dirty) return false
    this.working = this.withOwed(this.withOwnRecord(this.working, awaiting))
    const doc = this.docOf(this.working, this.control)
    const { sha } = await this.input.store.write(this.item, doc, this.sha, this.input.stamp)
    this.sha = sha
    this.committedText = encodeItemDoc(doc)
    this.writes++
    return true
  }

  /** The item file as this run last read or wrote it, to open the same session in another process. */
  committed(): { sha?: string; text?: string } {
    if (this.dirty) throw new Error('the session has unwritten changes (a wiring bug)')
    return {
      ...(this.sha ? { sha: this.sha } : {}),
      ...(this.committedText ? { text: this.committedText } : {})
    }
  }

  /** The state with its record of our comments brought up to what this run saw and will post. */
  private withOwnRecord(state: GraphState, awaiting: readonly MarkerKind[]): GraphState {
    if (state.loop !== REVIEW_LOOP) return state
    const s = this.services
    const host = ledgerOf(state)
    const rule = ownRecognition(s)
    const own = foldOwnRecord(host.own, {
      entries: s.conversation.entries(),
      markersOf: (entry) => ownMarkers(entry, rule),
      isRunPost: (entry) => s.conversation.isRunPost(entry),
      unsent: [...new Set([...s.conversation.unsentKinds(), ...awaiting])],
      horizon: s.conversation.horizon
    })
    return withLedger(state, { ...host, own })
  }

  /**
   * The state with its owed posts brought up to date: those now on the conversation dropped, and this run's
   * required posts still in the outbox recorded as owed and held by this run, so the write that precedes
   * them is also what keeps them if they fail (owed.ts). A thread without a review records nothing.
   */
  private withOwed(state: GraphState): GraphState {
    const s = this.services
    const unsent = s.conversation.requiredUnsent()
    if (state.loop !== REVIEW_LOOP && unsent.length === 0) return state
    const host = ledgerOf(state)
    const owed = recordOwed(outstanding(host.owed, owedView(s, state)), unsent, {
      run: String(this.input.stamp.runId),
      now: this.input.now(),
      after: s.conversation.horizon,
      hold: true
    })
    return withLedger(state, { ...host, owed })
  }

  /** Reads the file again (after losing a compare-and-swap): the fresh documents and their sha. */
  async reread(): Promise<ItemRead> {
    const read = await this.input.store.read(this.item)
    if (!read.doc) return read
    const checked = this.checkState(read.doc.state)
    if ('problem' in checked) return { doc: undefined, sha: read.sha, problem: checked.problem }
    return { ...read, doc: { ...read.doc, state: checked.state } }
  }

  /** Adopts a fresh read as the base of the next commit (the working state is the caller's to rebuild). */
  adopt(read: ItemRead, state: GraphState, control: ControlRecord | undefined): void {
    this.sha = read.sha
    this.links = read.links ?? read.doc?.links ?? []
    this.committedText = read.doc ? encodeItemDoc(read.doc) : undefined
    this.working = structuredClone(state)
    this.control = control
  }
}
