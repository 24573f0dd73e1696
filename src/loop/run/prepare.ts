// The prepare phase of one run on one work item: read, decide, carry the decision out (arm, reply, pause, resume,
// cleanup, close, refuse), walk the review to its gate or its owed round, and write once (with the claim when a
// round is owed, claim.ts), then post. A prepare that loses the compare-and-swap posted nothing yet, so the run
// reads again and decides again. Critics and publish come after (handover.ts, publish.ts).
import type { ControlDecision } from '../../conversation/control/decide.js'
import type { TriggerComment } from '../../conversation/event/trigger.js'
import type { OwedInputs } from '../posts/owed-inputs.js'
import { declaresDone } from '../../conversation/comments/reply-reading.js'
import { emptyOwnRecord } from '../../conversation/comments/own-record.js'
import { ItemStaleError } from '../../engine/state/item-file.js'
import { isPaused, isStartRequested } from '../../engine/state/control-record.js'
import { isReviewUnderWay, REVIEW_LOOP, REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { advanceItem, completeNode, startItem } from '../../engine/runtime/verbs.js'
import { freshState } from '../../engine/state/document.js'
import { isClaimLive, ledgerOf, withLedger, type Ledger } from '../ledger/ledger.js'
import { withFreshBudget } from '../limits/budget.js'
import type { RoundPlan } from '../round/plan-types.js'
import { readFindingDecisions } from '../decisions/finding-decisions.js'
import { renderRequired, type OwedRenderContext } from '../posts/owed-render.js'
import type { MainRunReport } from '../run-report.js'
import { postRequired, queueOwedConfirmation } from '../obligations.js'
import { answersEntry } from '../brief-answer.js'
import { claimOwedRound, prepareOnDemand, type Prepared } from './claim.js'
import { openItem, type FreshRead, type OpenedItem, type RunInput } from './read.js'
import { FlowRun, settleEffects, type FlowDeps } from './run.js'

/** Attempts of one run's prepare phase when other runs keep writing the item first. */
const MAX_ATTEMPTS = 12

/**
 * What the run does with the item as read, decided afresh on every attempt from that read alone: a control
 * decision to carry out, review/action.yml's on-demand round, or nothing (with why, for the summary).
 */
export type ItemDecision =
  | { kind: 'control'; decision: ControlDecision }
  | { kind: 'on-demand' }
  | { kind: 'nothing'; decision: string; reason: string }

export interface ItemRunInput extends RunInput, FreshRead {
  report: MainRunReport
  sleep?: (ms: number) => Promise<void>
  /** A pure function of the item as read: the run calls the flow itself. */
  decide: (opened: OpenedItem) => ItemDecision
}

export interface ItemRunResult {
  run: FlowRun
  prepared: Prepared | undefined
  /** The item as the last attempt read it. */
  opened: OpenedItem
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function carryOut(run: FlowRun, decision: ItemDecision): Promise<Prepared | undefined> {
  if (decision.kind === 'on-demand') return prepareOnDemand(run)
  if (decision.kind === 'nothing') {
    run.report.decision = decision.decision
    run.report.reason = decision.reason
    return undefined
  }
  run.report.decision = decision.decision.kind
  return prepareDecision(run, decision.decision)
}

export async function runOnItem(input: ItemRunInput): Promise<ItemRunResult> {
  const { report } = input
  const deps: FlowDeps = { inputs: input.inputs, stamp: input.stamp, now: input.now, report }
  for (let attempt = 1; ; attempt++) {
    const opened = await openItem(input)
    const run = new FlowRun(deps, opened.session, opened.eventEntry)
    report.warnings.push(...run.session.warnings.filter((w) => !report.warnings.includes(w)))
    try {
      const prepared = await carryOut(run, input.decide(opened))
      await settleEffects(run.s)
      return { run, prepared, opened }
    } catch (error) {
      await settleEffects(run.s)
      if (!(error instanceof ItemStaleError) || attempt >= MAX_ATTEMPTS) throw error
      // Another run wrote the item first: nothing of this attempt was posted; read again, decide again.
      report.retries++
      report.walks = []
      report.rounds = []
      await (input.sleep ?? sleepFor)(Math.floor(Math.random() * Math.min(2000, 100 * 2 ** attempt)))
    }
  }
}

/** The decision's effect on the item read by `run`: what prepare hands on to the critics, if anything. */
async function prepareDecision(run: FlowRun, decision: ControlDecision): Promise<Prepared> {
  const { report } = run
  if (decision.kind !== 'ignore') run.fulfilOwed()
  switch (decision.kind) {
    case 'ignore':
      report.reason = decision.reason
      return { command: '' }
    case 'refuse':
      report.reason = decision.reason
      postRequired(run.s, refusalInputs(decision))
      await run.commit()
      return { command: '' }
    case 'close':
      report.reason = 'the issue or pull request was closed'
      run.record('cleanup', decision.actor)
      await run.cleanup('closed')
      await run.commit()
      return { command: '' }
    case 'dispatch':
      report.reason = 'workflow_dispatch: re-evaluating the current gate from the thread'
      return { command: '', ...(await continueReview(run)) }
    case 'continue':
      report.reason = 'repository_dispatch from an earlier run: replies were left for this run'
      return { command: '', ...(await continueReview(run)) }
    case 'reply':
      if (!isStartRequested(run.session.control)) {
        report.reason = 'no review is armed on this thread (a reply is only read by an armed review)'
        await run.commit()
        return { command: '' }
      }
      report.reason = 'an authorized reply to an armed review'
      return { command: '', ...(await continueReview(run, decision.comment)) }
    case 'command':
      return command(run, decision)
  }
}

async function command(
  run: FlowRun,
  decision: Extract<ControlDecision, { kind: 'command' }>
): Promise<Prepared> {
  const { command, comment } = decision
  // Every accepted command is acted on; a refused one is answered by its reply instead.
  run.acknowledge(comment)
  run.record(command, comment.author, comment)
  run.report.reason = `command ${command} by @${comment.author}`
  let plan: RoundPlan | undefined
  if (command === 'review') plan = await arm(run)
  else if (command === 'resume') plan = (await continueReview(run)).plan
  else {
    if (command === 'cleanup') await run.cleanup('the-loop cleanup')
    await run.commit()
  }
  return { command, ...(plan ? { plan } : {}) }
}

/** `review`: a live review gets a fresh round budget and its gate re-read; otherwise a new review starts. */
async function arm(run: FlowRun): Promise<RoundPlan | undefined> {
  const { session } = run
  const state = session.state()
  const host = ledgerOf(state)
  if (isReviewUnderWay(state)) {
    session.stage(withLedger(state, withFreshBudget(host)))
    run.report.notes.push(
      're-armed: the round budget (max-rounds) and the money budget (max-cost-usd, max-tokens) start again'
    )
    return (await continueReview(run)).plan
  }
  // A new review: earlier briefs and replies on this thread belong to the finished one. Re-arming while the
  // template waits keeps that review's start, so its template is not posted twice.
  const waiting = state.loop === REVIEW_LOOP && state.currentNode === REVIEW_NODES.brief
  const entry = run.eventEntry
  const own = entry ? { key: entry.key, at: entry.visibleAt } : undefined
  const start = (waiting ? host.start : undefined) ?? own
  session.stage(withLedger(freshState(session.workItem.id), armedHost(host, waiting, start)))
  run.s.conversation.scopeTo(start)
  run.walked(await startItem(session.walkDeps(), { comments: [] }))
  return afterWalk(run)
}

/**
 * Evaluates the parked gate (or the owed round) unless the item is paused or not a live review. `reply` is
 * the event's reply, acknowledged when the review acts on it.
 */
async function continueReview(run: FlowRun, reply?: TriggerComment): Promise<{ plan?: RoundPlan }> {
  const { session, report } = run
  if (isPaused(session.control)) {
    report.reason = 'the review is paused until resume'
    await run.commit()
    return {}
  }
  const state = session.state()
  if (state.loop !== REVIEW_LOOP || state.currentNode === '') {
    report.reason = 'no review is in progress on this thread'
    await run.commit()
    return {}
  }
  if (queueOwedConfirmation(run.s, state, run.deps.now(), run.runId))
    report.notes.push('posted the brief confirmation an earlier run could not post')
  readDecisions(run)
  const at = session.state().currentNode
  if (at !== REVIEW_NODES.round) run.walked(await advanceItem(session.walkDeps(), null))
  else if (reply && endsRefusedRound(run, reply)) {
    // The owed round never ran (a budget or the job's limit refused it): its node is passed without critics,
    // and the follow-up gate reads the "done", as it would have after the round.
    run.walked(await completeNode(session.walkDeps(), REVIEW_NODES.round, 'the-loop'))
    run.walked(await advanceItem(session.walkDeps(), null))
  }
  // The reply is acted on when its gate took it and moved on, or when it meets a round: one this run claims,
  // one past the budget (the note answers it), or one running elsewhere that is handed it; or when the waiting
  // brief gate answers it as not a brief. A gate that still waits (chatter at the brief gate) only read it.
  const entry = run.eventEntry
  const moved = at === REVIEW_NODES.round || session.state().currentNode !== at
  if (reply && (moved || (entry !== undefined && answersEntry(run.s, entry.key)))) run.acknowledge(reply)
  const plan = await afterWalk(run)
  return plan ? { plan } : {}
}

/**
 * A "done" that meets an owed round no run is running (refused by max-rounds, the money budget, the job's limit or
 * its plan's problem) ends the review: waiting for a round nobody may run would leave it unable to end.
 */
function endsRefusedRound(run: FlowRun, reply: TriggerComment): boolean {
  const host = ledgerOf(run.session.state())
  return declaresDone(reply.body) && !isClaimLive(host.claim, run.deps.now())
}

/**
 * Decisions on findings, before any gate reads a reply: new ones staged in the ledger, what each decision reply
 * leaves for the gates and the round (its follow-up, if any), and one confirmation per reply in its thread,
 * deferred until after the state write like any best-effort post (a re-run posts a missing one).
 */
function readDecisions(run: FlowRun): void {
  const { session, s } = run
  const state = session.state()
  const { owner, repo, number } = session.item
  const ownRef = s.facts.isPullRequest ? `github:${owner}/${repo}#${number}` : undefined
  const ledger = ledgerOf(state)
  const read = readFindingDecisions(s, ledger, {
    round: Math.max(1, ledger.round),
    ...(ownRef ? { ownRef } : {})
  })
  if (read.followUps.size > 0) session.addToContext({ followUps: read.followUps })
  if (read.recorded + read.bounded > 0)
    session.stage(withLedger(state, { ...ledger, dispositions: read.dispositions }))
  if (read.recorded > 0) run.report.notes.push(`recorded ${read.recorded} decision(s) on findings`)
  if (read.bounded > 0)
    run.report.notes.push(`${read.bounded} earlier decision(s) bounded by the severity their thread shows`)
  run.report.notes.push(...read.notes)
  for (const c of read.confirmations)
    s.deferred.push({
      what: `confirm the decision in thread ${c.root}`,
      run: async () => {
        await s.github.replyToReviewComment(number, c.root, s.conversation.sign(c.body))
      }
    })
}

/** After a walk: commits, or, when the item reached the round, plans the owed round and commits its claim. */
async function afterWalk(run: FlowRun): Promise<RoundPlan | undefined> {
  if (run.session.state().currentNode !== REVIEW_NODES.round) {
    await run.commit()
    return undefined
  }
  return claimOwedRound(run)
}

/**
 * A new review's host data. What the thread is still owed survives (those posts answered earlier events). A new
 * review starts with an empty record of our comments; re-arming while the template waits keeps that review's
 * start and its record (or its absence), which covers that template.
 */
function armedHost(host: Ledger, waiting: boolean, start: Ledger['start']): Ledger {
  return {
    round: 0,
    roundDone: false,
    paid: 0,
    paidFrom: 0,
    consumed: [],
    pending: [],
    owed: host.owed,
    ...(start ? { start } : {}),
    ...(waiting ? (host.own ? { own: host.own } : {}) : { own: emptyOwnRecord() })
  } as Ledger
}

type Refusal = Extract<ControlDecision, { kind: 'refuse' }>

/**
 * The reply of a refusal caused by an authorized user (ambiguous, unsupported, nothing to resume): the inputs a
 * required post is queued with, which the state records if it is not sent.
 */
function refusalInputs(decision: Refusal): OwedInputs {
  if (decision.refusal === 'ambiguous') return { what: 'ambiguous', matched: decision.matched }
  if (decision.refusal === 'nothing-to-resume') return { what: 'nothing-to-resume' }
  // The reply is worded from the command (loop/render/reply-comments.ts); the decision's reason is the job
  // summary's.
  return { what: 'unsupported', command: decision.matched[0]! }
}

/** The text of a refusal sent without a run on the item; `ctx` gives the run its footer links to. */
export function refusalText(decision: Refusal, ctx: OwedRenderContext): string {
  return renderRequired(refusalInputs(decision), ctx)[0]!
}
