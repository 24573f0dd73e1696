// One run's hold on one work item once it is read: the session, what the run reports, and the few moves every
// step of the flow shares (stage what a walk learned, trust own markers, commit once then post).
import type { ControlRecord } from '../engine/state/control-record.js'
import type { TriggerComment } from '../conversation/event/trigger.js'
import type { ConversationEntry } from '../conversation/comments/entries.js'
import { ownMarkerReader } from '../conversation/comments/own.js'
import type { MarkerKind } from '../base/marker/markers.js'
import { cleanupItem } from '../engine/runtime/verbs.js'
import type { WalkResult } from '../engine/runtime/walk.js'
import type { GraphState } from '../engine/state/document.js'
import type { WriteStamp } from '../engine/state/item-ref.js'
import { ledgerOf, withLedger } from './ledger/ledger.js'
import { ownRecognition } from './round/services.js'
import { learnedFrom, type GateLearned } from './gate-learned.js'
import type { MainRunReport } from './run-report.js'
import { acknowledgement } from './acknowledge.js'
import { controlRecordOf } from './flow-notes.js'
import { queueOwedPosts } from './obligations.js'
import { queueClosingSummary, reviewEnded } from './closing.js'
import { sendQueued } from './commit.js'
import { pointedAlready, queueLinkPointers } from './link-pointers.js'
import type { ReviewSession } from './session.js'
import type { FailOn } from '../conversation/inputs/fail-on.js'
import { REVIEW_LOOP } from '../engine/graph/review-nodes.js'
import { withRestatedBrief } from './brief-restate.js'

export interface FlowDeps {
  inputs: {
    maxRounds: number
    /** The money budget (inputs max-cost-usd, max-tokens): loop/round/spend-budget.ts. */
    maxCostUsd?: number
    maxTokens?: number
    maxParallel?: number
    jobTimeoutMinutes?: number
    failOn?: FailOn
    keywords: ReviewSession['services']['keywords']
  }
  stamp: WriteStamp
  now: () => Date
  report: MainRunReport
}

export class FlowRun {
  /** The state as this run read it: the closing summary is said when the run ends the review. */
  private readonly initial: GraphState
  /** Why the review ended, when this run ended it by cleanup (else it reached `complete`: done). */
  private endWhy: string | undefined
  /** Set once the event's comment has its 👀 queued: a run acts on it once, however many steps it takes. */
  private acknowledged = false
  /** The linked pull requests that point to this review already, or will after this run's write. */
  private readonly pointed: Set<number>

  constructor(
    readonly deps: FlowDeps,
    readonly session: ReviewSession,
    /** The event's own entry in the conversation, when the event is a comment that is still there. */
    readonly eventEntry: ConversationEntry | undefined
  ) {
    this.initial = session.state()
    this.pointed = pointedAlready(session)
  }

  get s() {
    return this.session.services
  }

  get report() {
    return this.deps.report
  }

  get runId(): string {
    return String(this.deps.stamp.runId)
  }

  /** Posts an earlier run owed the thread go out first, after this run's write (obligations.ts). */
  fulfilOwed(): void {
    const queued = queueOwedPosts(this.s, this.session.state(), this.deps.now(), this.runId)
    if (!queued) return
    this.session.stage(queued.state)
    this.report.notes.push(`owed by an earlier run, posted first by this one: ${queued.names.join(', ')}`)
  }

  /**
   * Queues the 👀 on the event's comment, which this run acts on (acknowledge.ts); it goes out after the next
   * write, first of the deferred effects. Nothing for an event that is not a comment still on the thread.
   */
  acknowledge(comment: Pick<TriggerComment, 'nodeId'>): void {
    if (this.acknowledged || !this.eventEntry) return
    const effect = acknowledgement(this.s.github, this.eventEntry, comment.nodeId)
    if (!effect) return
    this.acknowledged = true
    this.s.deferred.unshift(effect)
  }

  record(command: ControlRecord['command'], actor: string, comment?: { id: number; url: string }): void {
    const byComment = comment && this.eventEntry?.kind === 'issue-comment' ? comment.id : undefined
    const { item } = this.session
    this.session.control = controlRecordOf(item, command, actor, this.deps.now(), comment, byComment)
  }

  /** Keeps what the gates learned (answered entries, a restated brief), from their results, in the working state. */
  walked(walk: WalkResult): void {
    const { results, ...report } = walk
    this.report.walks.push(report)
    this.learn(learnedFrom(results))
    queueLinkPointers(this.session, this.report, this.pointed)
  }

  private learn({ consumed: learned, restated }: GateLearned): void {
    if (learned.length === 0 && !restated) return
    const read = this.session.state()
    const state = restated ? withRestatedBrief(read, restated, this.deps.now()) : read
    if (restated)
      this.report.notes.push(`the brief was restated by ${restated.by}: its items are numbered anew`)
    const host = ledgerOf(state)
    const consumed = [...host.consumed, ...learned]
    const pending = host.pending.filter((k) => !consumed.includes(k))
    this.session.stage(withLedger(state, { ...host, consumed, pending }))
  }

  async cleanup(reason: string): Promise<void> {
    if (this.session.state().currentNode === '') return
    this.endWhy = reason === 'closed' ? 'the item was closed' : 'cleanup'
    this.walked(await cleanupItem(this.session.walkDeps(), reason))
  }

  /**
   * The markers a decision may trust on a comment, by the working state's record
   * (conversation/comments/own.ts).
   */
  ownMarkers() {
    return ownMarkerReader(ownRecognition(this.s, this.session.state()))
  }

  /** One write of the working state, then the queued posts and deferred effects. */
  async commit(awaiting: MarkerKind[] = []): Promise<void> {
    const state = this.session.state()
    if (reviewEnded(this.initial, state))
      queueClosingSummary(this.s, state, this.endWhy ?? 'done', this.deps.inputs)
    const wrote = await this.session.commit(awaiting)
    await sendQueued(this.s, this.report, wrote && this.session.state().loop === REVIEW_LOOP)
  }
}
