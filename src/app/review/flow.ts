// The review flow of one run on one work item: a control decision's effect, the walk, and the rounds.
import type { ControlDecision } from '../../control/decide.js'
import { isPaused, isStartRequested, recordTime, type ControlRecord } from '../../control/record.js'
import { refusalText } from './flow-text.js'
import { freshState } from '../../state/document.js'
import { advanceItem, cleanupItem, completeNode, startItem } from '../../runtime/verbs.js'
import type { WalkReport } from '../../runtime/walk.js'
import type { MainDeps } from '../main-action.js'
import { UserError } from '../../shared/errors.js'
import type { MainRunReport } from '../main-summary.js'
import { readHostData, withHostData } from './host-data.js'
import { REVIEW_LOOP } from './rebuild.js'
import { runReviewRound, type RoundOutcome } from './round.js'
import type { ReviewServices } from './services.js'
import type { ReviewSession } from './session.js'

/** The decision's effect on one work item. Returns the accepted command ('' when none). */
/** What the flow needs of the run: the main action's dependencies, or the review action's. */
export type FlowDeps = Pick<
  MainDeps,
  'inputs' | 'trigger' | 'github' | 'workspace' | 'baseEnv' | 'maxRoundsPerRun'
>

export class ReviewFlow {
  constructor(
    private readonly deps: FlowDeps,
    private readonly session: ReviewSession,
    private readonly services: ReviewServices,
    private readonly report: MainRunReport,
    private readonly now: () => Date
  ) {}

  async handle(decision: ControlDecision): Promise<string> {
    switch (decision.kind) {
      case 'ignore':
        this.report.reason = decision.reason
        return ''
      case 'refuse':
        this.report.reason = decision.reason
        await this.services.thread.post(refusalText(decision, this.deps.inputs.keywords))
        return ''
      case 'close':
        this.report.reason = 'the issue or pull request was closed'
        await this.record(
          'cleanup',
          this.deps.trigger.kind === 'closed' ? this.deps.trigger.actor : '',
          undefined
        )
        await this.cleanup('closed')
        return ''
      case 'dispatch':
        this.report.reason = 'workflow_dispatch: re-evaluating the current gate from the thread'
        await this.continueReview(null)
        return ''
      case 'reply':
        return this.reply(decision)
      case 'command':
        return this.command(decision)
    }
  }

  private async reply(decision: Extract<ControlDecision, { kind: 'reply' }>): Promise<string> {
    const control = this.session.docs.control
    if (!isStartRequested(control)) {
      this.report.reason = 'no review is armed on this thread (a reply is only read by an armed review)'
      return ''
    }
    this.report.reason = 'an authorized reply to an armed review'
    const comment = decision.comment
    await this.continueReview({ comments: [{ id: comment.id, author: comment.author, body: comment.body }] })
    return ''
  }

  private async command(decision: Extract<ControlDecision, { kind: 'command' }>): Promise<string> {
    const { command, comment } = decision
    if (this.deps.trigger.kind === 'comment' && this.deps.trigger.source === 'issue_comment') {
      await this.deps.github
        .addReaction(comment.id, 'eyes')
        .catch((e) => this.report.warnings.push(`could not react: ${String(e)}`))
    }
    await this.record(command, comment.author, comment)
    this.report.reason = `command ${command} by @${comment.author}`
    if (command === 'review')
      await this.arm(
        { comments: [{ id: comment.id, author: comment.author, body: comment.body }] },
        comment.id
      )
    if (command === 'cleanup') await this.cleanup('the-loop cleanup')
    if (command === 'resume') await this.continueReview(null)
    return command
  }

  private async record(
    command: ControlRecord['command'],
    actor: string,
    comment?: { id: number; url: string }
  ): Promise<void> {
    const { owner, repo, number } = this.session.items.item
    const record: ControlRecord = {
      ref: `github:${owner}/${repo}#${number}`,
      command,
      source: 'comment',
      actor,
      requestedAt: recordTime(this.now()),
      note: comment?.url ?? 'closed',
      ...(comment ? { commentId: comment.id } : {})
    }
    await this.session.items.setControl(record)
    this.session.docs.control = record
  }

  /** `review`: a live review gets a fresh round budget and its gate re-read; otherwise a new review starts. */
  private async arm(
    event: { comments: Array<{ id: number; author: string; body: string }> },
    armingId: number
  ): Promise<void> {
    const state = await this.session.state()
    // At review-brief nothing is lost by starting over (the template is posted once, by its marker).
    const live = state.loop === REVIEW_LOOP && ['review', 'follow-up'].includes(state.currentNode)
    if (live) {
      const host = readHostData(state)
      await this.session.save(
        withHostData(state, {
          ...host,
          budgetFrom: host.roundDone ? host.round : Math.max(0, host.round - 1)
        })
      )
      await this.continueReview(event)
      return
    }
    // A new review: earlier briefs and replies on this thread belong to the finished one. Re-arming
    // while the template waits keeps that review's start, so its template is not posted twice.
    const waiting = state.loop === REVIEW_LOOP && state.currentNode === 'review-brief'
    const reviewFrom = (waiting ? readHostData(state).reviewFrom : undefined) ?? armingId
    const fresh = withHostData(freshState(this.session.workItem.id), {
      round: 0,
      roundDone: false,
      budgetFrom: 0,
      consumedUpTo: armingId - 1,
      reviewFrom
    })
    this.session.stage(fresh)
    this.services.thread.scopeFrom(reviewFrom)
    const report = await startItem(this.session.walkDeps(), event)
    await this.afterWalk(report)
  }

  /** Evaluates the parked gate (or finishes a pending round) unless the item is paused or not a live review. */
  private async continueReview(
    event: { comments: Array<{ id: number; author: string; body: string }> } | null
  ): Promise<void> {
    if (isPaused(this.session.docs.control)) {
      this.report.reason = 'the review is paused until resume'
      return
    }
    const state = await this.session.state()
    if (state.loop !== REVIEW_LOOP || state.currentNode === '') {
      this.report.reason = 'no review is in progress on this thread'
      return
    }
    if (state.currentNode === 'review') {
      await this.roundAndClaim()
      return
    }
    const report = await advanceItem(this.session.walkDeps(), event)
    await this.afterWalk(report)
  }

  /** After a walk: an item that reached `review` gets its round now, then the claim moves it to follow-up. */
  private async afterWalk(report: WalkReport): Promise<void> {
    this.report.walks.push(report)
    let rounds = 0
    let last = report
    const limit = this.deps.maxRoundsPerRun ?? 2
    while (last.status === 'awaiting-agent' && last.node === 'review' && rounds < limit) {
      rounds++
      const claimed = await this.roundAndClaim()
      if (!claimed) return
      last = claimed
      // Replies that arrived while the round ran are read at once, not left for an event that may never come.
      if (last.status === 'awaiting-human' && last.node === 'follow-up') {
        last = await advanceItem(this.session.walkDeps(), null)
        this.report.walks.push(last)
      }
    }
  }

  /** review/action.yml: one round on demand against the frozen brief. */
  async runOnDemand(): Promise<void> {
    const state = await this.session.state()
    if (state.loop !== REVIEW_LOOP || !state.decisions['review-brief']) {
      throw new UserError(
        'has no frozen review brief yet: comment the review keyword and state a brief first',
        `pull request #${this.session.workItem.number}`
      )
    }
    if (state.currentNode === 'review') {
      await this.afterWalk(await this.walkReport('awaiting-agent'))
      return
    }
    // Past the round: re-run the latest round in place (a flaky critic); its comments are edited, the
    // graph does not move.
    const host = readHostData(state)
    await this.session.save(withHostData(state, { ...host, roundDone: false }))
    await this.runRound()
  }

  private async walkReport(status: WalkReport['status']): Promise<WalkReport> {
    const state = await this.session.state()
    return { node: state.currentNode, status, outcome: '', messages: [], transitions: [], warnings: [] }
  }

  private async roundAndClaim(): Promise<WalkReport | undefined> {
    const outcome = await this.runRound()
    if (outcome.kind !== 'ran') return undefined
    const claimed = await completeNode(this.session.walkDeps(), 'review', 'the-loop')
    this.report.walks.push(claimed)
    return claimed
  }

  private async runRound(): Promise<RoundOutcome> {
    const state = await this.session.state()
    const issue = await this.deps.github.getIssue(this.session.workItem.number)
    const outcome: RoundOutcome = await runReviewRound(
      {
        services: this.services,
        item: {
          ...this.session.items.item,
          isPullRequest: issue?.isPullRequest ?? true,
          title: issue?.title ?? '',
          body: issue?.body ?? ''
        },
        workspace: this.deps.workspace,
        maxRounds: this.deps.inputs.maxRounds,
        save: (s) => this.session.save(s),
        ...(this.deps.baseEnv ? { baseEnv: this.deps.baseEnv } : {})
      },
      state
    )
    this.report.rounds.push(outcome)
    this.services.memo = {}
    return outcome
  }

  private async cleanup(reason: string): Promise<void> {
    const state = await this.session.state()
    if (state.currentNode === '') return
    this.report.walks.push(await cleanupItem(this.session.walkDeps(), reason))
  }
}
