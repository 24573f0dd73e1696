// The main action's use case: one webhook event -> one control decision -> at most one walk of the review
// loop (with a critic round when the walk reaches `review`) -> outputs and a job summary.
import { decideControl, type ControlDecision } from '../control/decide.js'
import type { ActionIdentity } from '../control/authorize.js'
import { isPaused, isStartRequested, recordTime, type ControlRecord } from '../control/record.js'
import type { Trigger, ThreadRef } from '../event/trigger.js'
import { formatThread } from '../event/target.js'
import type { GitHubPort } from '../github/port.js'
import type { MainInputs } from '../inputs/main.js'
import {
  renderAmbiguousReply,
  renderNothingToResumeReply,
  renderUnsupportedReply
} from '../render/replies.js'
import { CacheBranchStore, type WriteStamp } from '../state/store.js'
import { freshState } from '../state/document.js'
import { advanceItem, cleanupItem, completeNode, startItem } from '../runtime/verbs.js'
import type { WalkReport } from '../runtime/walk.js'
import type { Envelope } from '../critic/envelope.js'
import { ThreadCache, type ReviewServices } from './review/services.js'
import { openSession, type ReviewSession } from './review/session.js'
import { readHostData, withHostData } from './review/host-data.js'
import { runReviewRound, type RoundOutcome } from './review/round.js'
import { REVIEW_LOOP } from './review/rebuild.js'
import { renderMainSummary, type MainRunReport } from './main-summary.js'

export interface MainDeps {
  inputs: MainInputs
  trigger: Trigger
  github: GitHubPort
  identity: ActionIdentity
  stamp: WriteStamp
  workspace: string
  now?: () => Date
  log?: (line: string) => void
  /** Environment the critics inherit (scrubbed by the runner); defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv
  /** Rounds one run may chain when replies arrived while a round ran. */
  maxRoundsPerRun?: number
}

export interface MainOutputs {
  command: string
  'work-item': string
  node: string
  round: string
  envelopes: string
}

export interface MainResult {
  outputs: MainOutputs
  summary: string
  report: MainRunReport
}

const EMPTY_OUTPUTS: MainOutputs = { command: '', 'work-item': '', node: '', round: '', envelopes: '[]' }

/** The thread a trigger is about, when it has one (dispatches name it through their `pull-request` input). */
function threadOf(trigger: Trigger): ThreadRef | undefined {
  if (trigger.kind === 'comment' || trigger.kind === 'closed') return trigger.thread
  if (trigger.kind === 'dispatch') {
    const n = Number(trigger.inputs['pull-request'] ?? trigger.inputs['issue'] ?? '')
    if (Number.isSafeInteger(n) && n > 0) return { repo: trigger.repo, number: n, isPullRequest: true }
  }
  return undefined
}

export async function runMainAction(deps: MainDeps): Promise<MainResult> {
  const now = deps.now ?? (() => new Date())
  const log = deps.log ?? (() => undefined)
  const report: MainRunReport = {
    decision: '',
    reason: '',
    walks: [],
    rounds: [],
    warnings: [],
    node: '',
    graph: undefined
  }
  const finish = (outputs: Partial<MainOutputs>): MainResult => {
    const all = { ...EMPTY_OUTPUTS, ...outputs }
    return { outputs: all, summary: renderMainSummary(report, all), report }
  }
  const thread = threadOf(deps.trigger)
  const { inputs } = deps
  if (inputs.authorizedUsers.size === 0) {
    report.warnings.push('input authorized-users is empty: nobody can command the-loop (fail closed)')
  }
  const services = thread ? makeServices(deps, thread.number, log) : undefined
  const store = new CacheBranchStore(deps.github, { branch: inputs.stateBranch })
  const session =
    thread && services
      ? await openSession({
          store,
          stamp: deps.stamp,
          services,
          owner: thread.repo.owner,
          repo: thread.repo.repo,
          number: thread.number,
          now,
          ...(deps.trigger.kind === 'comment' && deps.trigger.source === 'issue_comment'
            ? { triggerCommentId: deps.trigger.comment.id }
            : {})
        })
      : undefined
  if (session) report.warnings.push(...session.warnings)
  const decision = decideControl(deps.trigger, {
    allowlist: inputs.authorizedUsers,
    identity: deps.identity,
    keywords: inputs.keywords,
    ...(session?.docs.control ? { record: session.docs.control } : {})
  })
  report.decision = decision.kind
  const workItem = thread ? formatThread(thread) : ''
  const base = { 'work-item': workItem }
  if (!session || !services) {
    report.reason = decision.kind === 'ignore' ? decision.reason : 'the event names no issue or pull request'
    return finish(base)
  }
  services.thread.scopeFrom(readHostData(await session.state()).reviewFrom)
  const flow = new ReviewFlow(deps, session, services, report, now)
  const command = await flow.handle(decision)
  const state = await session.state()
  report.node = state.currentNode
  report.graph = session.graph
  const brief = state.decisions['review-brief']?.['brief'] as MainRunReport['brief'] | undefined
  if (brief) report.brief = brief
  const envelopes = report.rounds.flatMap((r) => (r.kind === 'ran' ? r.envelopes : []))
  return finish({
    ...base,
    command,
    node: state.currentNode,
    round: String(readHostData(state).round),
    envelopes: JSON.stringify(envelopes)
  })
}

function makeServices(deps: MainDeps, number: number, log: (line: string) => void): ReviewServices {
  return {
    github: deps.github,
    thread: new ThreadCache(deps.github, number),
    allowlist: deps.inputs.authorizedUsers,
    identity: deps.identity,
    keywords: deps.inputs.keywords,
    configPath: deps.inputs.configPath,
    memo: {},
    log
  }
}

/** The decision's effect on one work item. Returns the accepted command ('' when none). */
class ReviewFlow {
  constructor(
    private readonly deps: MainDeps,
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
        await this.services.thread.post(this.refusalText(decision))
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

  private refusalText(decision: Extract<ControlDecision, { kind: 'refuse' }>): string {
    if (decision.refusal === 'ambiguous')
      return renderAmbiguousReply(decision.matched, this.deps.inputs.keywords)
    if (decision.refusal === 'nothing-to-resume') return renderNothingToResumeReply()
    return renderUnsupportedReply(decision.matched[0]!, decision.reason)
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
    await this.session.save(fresh)
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

  private async roundAndClaim(): Promise<WalkReport | undefined> {
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
    if (outcome.kind !== 'ran') return undefined
    const claimed = await completeNode(this.session.walkDeps(), 'review', 'the-loop')
    this.report.walks.push(claimed)
    return claimed
  }

  private async cleanup(reason: string): Promise<void> {
    const state = await this.session.state()
    if (state.currentNode === '') return
    this.report.walks.push(await cleanupItem(this.session.walkDeps(), reason))
  }
}

export type { Envelope }
