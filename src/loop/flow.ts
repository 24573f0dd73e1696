// The review flow of one run on one work item. Prepare: the decision's effect on the state, queued posts, and
// (when a round is owed) the plan and its claim, committed in one write before anything is posted. Publish: the
// critics' comments, the move to follow-up, and the final write, which re-reads and merges when it races.
import type { ControlDecision } from '../control/decide.js'
import { isPaused, isStartRequested, type ControlRecord } from '../control/record.js'
import type { ConversationEntry } from '../thread/entries.js'
import { ownMarkerReader } from '../thread/own.js'
import type { Envelope } from '../harness/envelope.js'
import type { RedactionCount } from '../harness/redact.js'
import type { MarkerKind } from '../marker/markers.js'
import { renderBudgetReply, renderRoundProblem } from '../render/reply-comments.js'
import { advanceItem, cleanupItem, completeNode, startItem } from '../runtime/verbs.js'
import type { WalkReport } from '../runtime/walk.js'
import { freshState, type GraphState } from '../state/document.js'
import type { WriteStamp } from '../state/item-ref.js'
import { UserError } from '../shared/errors.js'
import type { MainRunReport } from './run-report.js'
import { refusalText } from './flow-text.js'
import { budgetRefusal, withFreshBudget } from '../round/budget.js'
import { armedHost, claimedHost, hostAfterRound } from './flow-host.js'
import { controlRecordOf, noteAlreadySaid } from './flow-notes.js'
import { isClaimLive, readHostData, withHostData, type ReviewHostData } from '../ledger/host-data.js'
import { REVIEW_LOOP } from './state-rebuild.js'
import { planRound, roundToRun } from '../round/plan.js'
import type { RoundPlan } from '../round/plan-types.js'
import { publishRound } from '../round/publish.js'
import { emptyMemo, ownRecognition } from '../round/services.js'
import type { ReviewSession } from './session.js'
import { commitFinal, sendQueued } from './commit.js'
import { PendingPostsError, pendingOf } from '../ledger/pending.js'
import { queueOwedConfirmation, queueOwedPosts } from './obligations.js'
import { queueClosingSummary, reviewEnded } from './closing.js'

export interface FlowDeps {
  inputs: { maxRounds: number; keywords: ReviewSession['services']['keywords'] }
  stamp: WriteStamp
  now: () => Date
  report: MainRunReport
}

/** What prepare hands on: the accepted command, and the round to run when one is owed. */
export interface Prepared {
  command: string
  plan?: RoundPlan
}

export class ReviewFlow {
  /** The state as this run read it: the closing summary is said when the run ends the review. */
  private readonly initial: GraphState
  /** Why the review ended, when this run ended it by cleanup (else it reached `complete`: done). */
  private endWhy: string | undefined

  constructor(
    private readonly deps: FlowDeps,
    private readonly session: ReviewSession,
    /** The event's own entry in the conversation, when the event is a comment that is still there. */
    private readonly eventEntry: ConversationEntry | undefined
  ) {
    this.initial = session.state()
  }

  private get s() {
    return this.session.services
  }

  private get report() {
    return this.deps.report
  }

  async prepare(decision: ControlDecision): Promise<Prepared> {
    if (decision.kind !== 'ignore') this.fulfilOwed()
    switch (decision.kind) {
      case 'ignore':
        this.report.reason = decision.reason
        return { command: '' }
      case 'refuse':
        this.report.reason = decision.reason
        this.s.thread.post(refusalText(decision, this.deps.inputs.keywords))
        await this.commit()
        return { command: '' }
      case 'close':
        this.report.reason = 'the issue or pull request was closed'
        this.record('cleanup', this.closer ?? '')
        await this.cleanup('closed')
        await this.commit()
        return { command: '' }
      case 'dispatch':
        this.report.reason = 'workflow_dispatch: re-evaluating the current gate from the thread'
        return { command: '', ...(await this.continueReview()) }
      case 'continue':
        this.report.reason = 'repository_dispatch from an earlier run: replies were left for this run'
        return { command: '', ...(await this.continueReview()) }
      case 'reply':
        if (!isStartRequested(this.session.control)) {
          this.report.reason = 'no review is armed on this thread (a reply is only read by an armed review)'
          await this.commit()
          return { command: '' }
        }
        this.report.reason = 'an authorized reply to an armed review'
        return { command: '', ...(await this.continueReview()) }
      case 'command':
        return this.command(decision)
    }
  }

  /** Posts an earlier run owed the thread go out first, after this run's write (obligations.ts). */
  private fulfilOwed(): void {
    const runId = String(this.deps.stamp.runId)
    const queued = queueOwedPosts(this.s, this.session.state(), this.deps.now(), runId)
    if (!queued) return
    this.session.stage(queued.state)
    this.report.notes.push(`owed by an earlier run, posted first by this one: ${queued.names.join(', ')}`)
  }

  /** Who closed the item, for the control record (set by the host from the trigger). */
  closer: string | undefined

  private async command(decision: Extract<ControlDecision, { kind: 'command' }>): Promise<Prepared> {
    const { command, comment } = decision
    const entry = this.eventEntry
    if (entry?.kind === 'issue-comment') {
      this.s.deferred.push({
        what: 'react 👀',
        run: () => this.s.github.addReaction(comment.id, 'eyes')
      })
    }
    this.record(command, comment.author, comment)
    this.report.reason = `command ${command} by @${comment.author}`
    let plan: RoundPlan | undefined
    if (command === 'review') plan = await this.arm()
    else if (command === 'resume') plan = (await this.continueReview()).plan
    else {
      if (command === 'cleanup') await this.cleanup('the-loop cleanup')
      await this.commit()
    }
    return { command, ...(plan ? { plan } : {}) }
  }

  private record(command: ControlRecord['command'], actor: string, comment?: { id: number; url: string }) {
    const byComment = comment && this.eventEntry?.kind === 'issue-comment' ? comment.id : undefined
    this.session.control = controlRecordOf(
      this.session.item,
      command,
      actor,
      this.deps.now(),
      comment,
      byComment
    )
  }

  /** `review`: a live review gets a fresh round budget and its gate re-read; otherwise a new review starts. */
  private async arm(): Promise<RoundPlan | undefined> {
    const state = this.session.state()
    const host = readHostData(state)
    const live = state.loop === REVIEW_LOOP && ['review', 'follow-up'].includes(state.currentNode)
    if (live) {
      this.session.stage(withHostData(state, withFreshBudget(host)))
      return (await this.continueReview()).plan
    }
    // A new review: earlier briefs and replies on this thread belong to the finished one. Re-arming while the
    // template waits keeps that review's start, so its template is not posted twice.
    const waiting = state.loop === REVIEW_LOOP && state.currentNode === 'review-brief'
    const entry = this.eventEntry
    const own = entry ? { key: entry.key, at: entry.visibleAt } : undefined
    const start = (waiting ? host.start : undefined) ?? own
    this.session.stage(withHostData(freshState(this.session.workItem.id), armedHost(host, waiting, start)))
    this.s.thread.scopeTo(start)
    this.walked(await startItem(this.session.walkDeps(), { comments: [] }))
    return this.afterWalk()
  }

  /** Evaluates the parked gate (or the owed round) unless the item is paused or not a live review. */
  private async continueReview(): Promise<{ plan?: RoundPlan }> {
    if (isPaused(this.session.control)) {
      this.report.reason = 'the review is paused until resume'
      await this.commit()
      return {}
    }
    const state = this.session.state()
    if (state.loop !== REVIEW_LOOP || state.currentNode === '') {
      this.report.reason = 'no review is in progress on this thread'
      await this.commit()
      return {}
    }
    if (queueOwedConfirmation(this.s, state, this.deps.now(), String(this.deps.stamp.runId)))
      this.report.notes.push('posted the brief confirmation an earlier run could not post')
    if (state.currentNode !== 'review') this.walked(await advanceItem(this.session.walkDeps(), null))
    const plan = await this.afterWalk()
    return plan ? { plan } : {}
  }

  /** After a walk: commits, or, when the item reached `review`, plans the owed round and commits its claim. */
  private async afterWalk(): Promise<RoundPlan | undefined> {
    if (this.session.state().currentNode !== 'review') {
      await this.commit()
      return undefined
    }
    return this.owedRound()
  }

  /** Keeps what the gates learned (answered entries) in the working state. */
  private walked(report: WalkReport): void {
    this.report.walks.push(report)
    const memo = this.s.memo
    if (memo.consumed.length === 0) return
    const state = this.session.state()
    const host = readHostData(state)
    const consumed = [...host.consumed, ...memo.consumed]
    const pending = host.pending.filter((k) => !consumed.includes(k))
    this.session.stage(withHostData(state, { ...host, consumed, pending }))
    Object.assign(memo, emptyMemo())
  }

  /** `inPlace`: the latest round again (review/action.yml), recorded as unfinished only by its claim. */
  private async owedRound(inPlace = false): Promise<RoundPlan | undefined> {
    const state = this.session.state()
    const stored = readHostData(state)
    const host = inPlace ? { ...stored, roundDone: false } : stored
    const now = this.deps.now()
    const round = roundToRun(host)
    if (isClaimLive(host.claim, now) && host.claim!.run !== String(this.deps.stamp.runId)) {
      await this.leavePending(stored)
      return undefined
    }
    // Checked before anything is read for the round: past the budget, no critic runs, whoever asks.
    const refusal = budgetRefusal(host, this.deps.inputs.maxRounds)
    if (refusal) {
      return this.skip(round, refusal, renderBudgetReply(this.deps.inputs.maxRounds, this.s.keywords))
    }
    let plan: RoundPlan
    try {
      plan = await planRound(this.s, this.session.item, withHostData(state, host))
    } catch (error) {
      if (!(error instanceof UserError)) throw error
      return this.skip(round, error.message, renderRoundProblem(round, error.message))
    }
    this.session.stage(withHostData(state, claimedHost(host, plan, round, this.deps.stamp, now)))
    // The claim is written before any critic runs or anything is posted: two runs never pay for one round.
    // It awaits the round's comments, so a re-run after a run that died mid-round still edits them.
    await this.commit(['round'])
    return plan
  }

  /** A round is in progress in another run: this run's reply waits in the state for that run to hand on. */
  private async leavePending(host: ReviewHostData): Promise<void> {
    const claim = host.claim!
    const key = this.eventEntry?.key
    let reason = `round ${claim.round} is in progress in run ${claim.run}`
    if (key && host.consumed.includes(key)) reason += '; that run already took this reply into its round'
    else if (key && !host.pending.includes(key)) {
      this.session.stage(withHostData(this.session.state(), { ...host, pending: [...host.pending, key] }))
      reason += '; this reply is recorded as pending, and that run hands it on when its round is posted'
    }
    this.report.rounds.push({ kind: 'skipped', round: claim.round, reason })
    this.report.reason = reason
    await this.commit()
  }

  /** Says why no round ran, once per round: a re-run of the same event finds its own note. */
  private async skip(round: number, reason: string, body: string): Promise<undefined> {
    const said = noteAlreadySaid(this.s, body, this.ownMarkers())
    if (!said) this.s.thread.post(body)
    this.report.rounds.push({ kind: 'skipped', round, reason })
    await this.commit()
    return undefined
  }

  private async cleanup(reason: string): Promise<void> {
    if (this.session.state().currentNode === '') return
    this.endWhy = reason === 'closed' ? 'the item was closed' : 'cleanup'
    this.walked(await cleanupItem(this.session.walkDeps(), reason))
  }

  /** The markers a decision may trust on a comment, by the working state's record (conversation/own.ts). */
  private ownMarkers() {
    return ownMarkerReader(ownRecognition(this.s, this.session.state()))
  }

  /** One write of the working state, then the queued posts and deferred effects. */
  private async commit(awaiting: MarkerKind[] = []): Promise<void> {
    const state = this.session.state()
    if (reviewEnded(this.initial, state)) queueClosingSummary(this.s, state, this.endWhy ?? 'done')
    const wrote = await this.session.commit(awaiting)
    await sendQueued(this.s, this.report, wrote && this.session.state().loop === REVIEW_LOOP)
  }

  /** review/action.yml: the round owed, or the latest round again in place (its comments are edited). */
  async prepareOnDemand(): Promise<Prepared> {
    this.fulfilOwed()
    const state = this.session.state()
    if (state.loop !== REVIEW_LOOP || !state.decisions['review-brief']) {
      throw new UserError(
        'has no frozen review brief yet: comment the review keyword and state a brief first',
        `pull request #${this.session.item.number}`
      )
    }
    const plan = await this.owedRound(state.currentNode !== 'review')
    return { command: '', ...(plan ? { plan } : {}) }
  }

  /**
   * The publish phase: comments, the claim's release with the move to follow-up, the final write. Comments
   * that could not be posted are recorded as owed by that write: the next run on the item posts them first,
   * and this run fails naming them, without running the critics again.
   */
  async publish(plan: RoundPlan, envelopes: Envelope[], redacted: RedactionCount[] = []): Promise<void> {
    const leftovers = await publishRound(this.s, plan, envelopes, this.ownMarkers())
    this.report.rounds.push({
      kind: 'ran',
      round: plan.round,
      envelopes,
      unreadable: plan.unreadable,
      redacted,
      findings: leftovers.findings
    })
    const state = this.session.state()
    const at = { runId: String(this.deps.stamp.runId), now: this.deps.now(), horizon: this.s.thread.horizon }
    this.session.stage(
      withHostData(state, hostAfterRound(readHostData(state), plan, envelopes, leftovers, at))
    )
    this.walked(await completeNode(this.session.walkDeps(), 'review', 'the-loop'))
    // The follow-up prompt is asked again while its gate waits, so it need not be posted before the write;
    // it waits for the round's owed comments, so that it never comes before what it asks about.
    if (leftovers.unsent.length > 0) this.s.thread.discardQueued()
    await Promise.all([sendQueued(this.s, this.report, true), commitFinal(this.session, this.deps, plan)])
    if (leftovers.unsent.length === 0) return
    this.report.pending.push(
      ...pendingOf(
        leftovers.unsent.map((p) => p.kind),
        'owed'
      )
    )
    throw new PendingPostsError(this.report.pending, leftovers.reason)
  }
}
