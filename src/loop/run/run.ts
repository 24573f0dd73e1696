// The run on one work item, once its session is open (read.ts afresh, handover.ts from prepare's seal): the
// session, what the run reports, and the effects it owes. Every step of both phases shares its few moves: stage
// what a walk learned, trust own markers, write once, then post the queued comments and start the effects.
import { recordTime, type ControlRecord } from '../../engine/state/control-record.js'
import type { TriggerComment } from '../../conversation/event/trigger.js'
import type { ConversationEntry } from '../../conversation/comments/entries.js'
import { ownMarkerReader } from '../../conversation/comments/own.js'
import { PostsNotSentError } from '../../conversation/comments/post-error.js'
import type { MarkerKind } from '../../base/marker/markers.js'
import { describeError } from '../../base/shared/errors.js'
import { cleanupItem } from '../../engine/runtime/verbs.js'
import type { WalkResult } from '../../engine/runtime/walk.js'
import type { GraphState } from '../../engine/state/document.js'
import type { WriteStamp } from '../../engine/state/item-ref.js'
import { ledgerOf, withLedger } from '../ledger/ledger.js'
import { PendingPostsError, pendingOf } from '../posts/pending.js'
import { type DeferredEffect, type ReviewServices } from '../context/services.js'
import { ownRecognition } from '../round/own-recognition.js'
import { learnedFrom, type GateLearned } from '../gate-learned.js'
import type { MainRunReport } from '../run-report.js'
import { acknowledgement } from '../acknowledge.js'
import { queueOwedPosts } from '../obligations.js'
import { queueClosingSummary, reviewEnded } from '../closing.js'
import { reviewLinksOf } from '../linked/linked-reviews.js'
import type { ReviewSession } from './session.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'
import type { InlineFindings } from '../../conversation/inputs/inline-findings.js'
import type { Severity } from '../../base/shared/severity.js'
import { REVIEW_LOOP } from '../../engine/graph/review-nodes.js'
import { withRestatedBrief } from '../brief-restate.js'

export interface FlowDeps {
  inputs: {
    maxRounds: number
    /** The money budget (inputs max-cost-usd, max-tokens): loop/spend/spend-budget.ts. */
    maxCostUsd?: number
    maxTokens?: number
    maxParallel?: number
    jobTimeoutMinutes?: number
    failOn?: FailOn
    /** The consensus gate's inputs (loop/consensus/consensus.ts). */
    inlineFindings?: InlineFindings
    alwaysInline?: Severity
    verifyFrom?: Severity
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
   * write, first of the deferred effects. Nothing for an event that is not a comment still on the conversation.
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

  private learn({ consumed: learned, restated, labels }: GateLearned): void {
    // The next walk's hooks see the labels this one changed (the changes themselves are deferred effects).
    if (labels) this.session.addToContext({ facts: { ...this.s.facts, labels } })
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

/** The control record of a command (or of the close that ends a review); `commentId` only for an issue comment. */
function controlRecordOf(
  item: { owner: string; repo: string; number: number },
  command: ControlRecord['command'],
  actor: string,
  now: Date,
  comment: { id: number; url: string } | undefined,
  commentId: number | undefined
): ControlRecord {
  return {
    ref: `github:${item.owner}/${item.repo}#${item.number}`,
    command,
    source: 'comment',
    actor,
    requestedAt: recordTime(now),
    note: comment?.url ?? 'closed',
    ...(commentId !== undefined ? { commentId } : {})
  }
}

/*
 * When this run freezes a brief naming pull requests of the work item's repository (arming, or a restatement),
 * each one newly named gets a pointer to this work item in its item file: after the state write, best effort,
 * once. An event on that pull request then finds this review in the one read of its own file.
 */

/** The pull requests the state's review links already: pointed when that brief was frozen. */
function pointedAlready(session: ReviewSession): Set<number> {
  return new Set(reviewLinksOf(session.state(), session.item)?.followed ?? [])
}

/** Queues a pointer write for each pull request the working brief follows that `pointed` does not hold yet. */
function queueLinkPointers(session: ReviewSession, report: MainRunReport, pointed: Set<number>): void {
  const links = reviewLinksOf(session.state(), session.item)
  if (!links) return
  const fresh = links.followed.filter((n) => !pointed.has(n))
  if (fresh.length === 0) return
  for (const n of fresh) {
    pointed.add(n)
    session.services.deferred.push({
      what: `point pull request #${n} to this review`,
      run: async () => {
        await session.pointLinkedPull(n)
      }
    })
  }
  const list = fresh.map((n) => `#${n}`).join(', ')
  report.notes.push(`replies on ${list} reach this review: each pull request's item file points to it`)
  for (const ref of links.elsewhere)
    report.notes.push(`${ref} is not followed, unread: it is outside this repository`)
  if (links.beyond.length > 0)
    report.notes.push(
      `${links.beyond.map((n) => `#${n}`).join(', ')}: past the first ${links.followed.length} pull requests, replies there do not reach this review`
    )
}

/**
 * Sends the queued posts (in order), then starts the deferred effects without waiting for them: under
 * GitHub's throttling (a write a second, a comment every three) a label or a reaction then goes out in the
 * gap before the next comment instead of delaying the one the reviewer waits for. A failed post the
 * conversation requires throws PendingPostsError (the step fails; the next run on the item posts it when
 * `recorded`, the write before having recorded it as owed, else a re-run does); a failed re-asked prompt is
 * reported as pending; a failed label or reaction is reported in the summary by `settleEffects`.
 */
export async function sendQueued(s: ReviewServices, report: MainRunReport, recorded: boolean): Promise<void> {
  try {
    await s.conversation.flush((error, kinds) => {
      report.pending.push(...pendingOf(kinds, 'reasked'))
      report.warnings.push(
        `a prompt could not be posted; it is asked again next time: ${describeError(error)}`
      )
    })
  } catch (error) {
    if (!(error instanceof PostsNotSentError)) throw error
    report.pending.push(...pendingOf(error.kinds, recorded ? 'owed' : 'rerun'))
    throw new PendingPostsError(report.pending, error.reason)
  }
  for (const e of s.deferred.splice(0, s.deferred.length)) startEffect(s, report, e)
}

/** Starts a best-effort effect now, without waiting for it; its failure is a warning of the run. */
export function startEffect(s: ReviewServices, report: MainRunReport, e: DeferredEffect): void {
  s.running.push(
    e.run().catch((error: unknown) => {
      report.warnings.push(`could not ${e.what} (best effort): ${describeError(error)}`)
    })
  )
}

/** Waits for the deferred effects a run started; called once before the run reports. */
export async function settleEffects(s: ReviewServices): Promise<void> {
  await Promise.all(s.running.splice(0, s.running.length))
}
