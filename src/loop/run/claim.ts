// The owed round of a review, claimed: the budget checked, the plan made, and the claim written in the run's
// one prepare write before any critic runs, so two runs never pay for one round. Also review/action.yml's
// on-demand round, which is the owed round or the latest one again in place, and the note that says once why no
// round ran.
import { OWED_LIMITS, type OwedInputs } from '../posts/owed-inputs.js'
import { ownMarkerReader } from '../../conversation/comments/own.js'
import type { WriteStamp } from '../../engine/state/item-ref.js'
import { renderRequired } from '../posts/owed-render.js'
import { withoutRunLink } from '../render/run-link.js'
import { UserError } from '../../base/shared/errors.js'
import { isClaimLive, ledgerOf, withLedger, type Ledger } from '../ledger/ledger.js'
import { withPaidRun } from '../limits/budget.js'
import { claimFor, planRound, roundToRun } from '../round/plan.js'
import { budgetLeft } from '../spend/spend-budget.js'
import { DEFAULT_ALWAYS_INLINE, DEFAULT_VERIFY_FROM } from '../../conversation/inputs/inline-findings.js'
import { firstRefusal } from '../feature/limit.js'
import { claimLimits, refusalPost, type Refusal } from '../round/limit.js'
import type { RoundPlan } from '../round/plan-types.js'
import { reviewLoopCopyWarning } from '../round/loop-copy.js'
import { checkHeadOf, mayFindPushCheck, queueCheckStart } from '../check/review-check.js'
import { type ReviewServices } from '../context/services.js'
import { ownRecognition } from '../round/own-recognition.js'
import { owedContext } from '../obligations.js'
import type { FlowRun } from './run.js'
import { REVIEW_LOOP, REVIEW_NODES } from '../../engine/graph/review-nodes.js'

/** What prepare hands on: the accepted command, and the round to run when one is owed. */
export interface Prepared {
  command: string
  plan?: RoundPlan
}

/** `inPlace`: the latest round again (review/action.yml), recorded as unfinished only by its claim. */
export async function claimOwedRound(run: FlowRun, inPlace = false): Promise<RoundPlan | undefined> {
  const state = run.session.state()
  const stored = ledgerOf(state)
  const host = inPlace ? { ...stored, roundDone: false } : stored
  const now = run.deps.now()
  const round = roundToRun(host)
  if (isClaimLive(host.claim, now) && host.claim!.run !== run.runId) {
    await leavePending(run, stored)
    return undefined
  }
  // Checked before anything is read for the round: past a budget, no critic runs, whoever asks.
  const limits = claimLimits(run.deps.inputs)
  const refused = firstRefusal(limits, host)
  if (refused) return refuse(run, round, refused)
  // A review's first round also looks for a repository copy of its loop, beside the round's own reads.
  const copy = round === 1 ? reviewLoopCopyWarning(run.s.github) : undefined
  let plan: RoundPlan
  try {
    const { maxParallel, inlineFindings, alwaysInline, verifyFrom, failOn } = run.deps.inputs
    plan = await planRound(run.s, run.session.item, withLedger(state, host), {
      ...(maxParallel === undefined ? {} : { maxParallel }),
      consensus: {
        ...(inlineFindings === undefined ? {} : { inlineFindings }),
        alwaysInline: alwaysInline ?? DEFAULT_ALWAYS_INLINE,
        verifyFrom: verifyFrom ?? DEFAULT_VERIFY_FROM,
        failOn: failOn ?? 'none'
      }
    })
  } catch (error) {
    await warnOfLoopCopy(run, copy)
    if (!(error instanceof UserError)) throw error
    // Cut to what the state may store; the note shows less of it anyway.
    const problem = error.message.slice(0, OWED_LIMITS.problem)
    return skip(run, round, error.message, { what: 'round-problem', round, problem })
  }
  await warnOfLoopCopy(run, copy)
  // A plan longer than the job would be killed mid-round with its critics paid, and the money budget counts the
  // round's estimate: refused, nothing claimed.
  const over = firstRefusal(limits, host, plan)
  if (over) return refuse(run, round, over)
  // The verification phase runs after the round's critics: it is handed what the budget left before the round.
  const left = plan.verify && budgetLeft(host.spend, run.deps.inputs)
  if (left) plan = { ...plan, verify: { ...plan.verify!, budget: left } }
  startCheck(run, plan, host.claim)
  run.session.stage(withLedger(state, claimedHost(host, plan, round, run.deps.stamp, now)))
  // The claim is written before any critic runs or anything is posted: two runs never pay for one round.
  // It awaits the round's comments, so a re-run after a run that died mid-round still edits them.
  // The round's comment ends with the follow-up request: a re-run after a lost final write vouches for both.
  await run.commit(['round', 'follow-up-request'])
  return plan
}

/**
 * The round's check on the item's own head, queued with the claim's posts; a claim taken over from a run that
 * died may have left its check in progress, which is completed first. Under `fail-on`, a push to this head may
 * have left the check in progress (loop/mark-behind.ts): the round takes it over.
 */
function startCheck(run: FlowRun, plan: RoundPlan, taken: Ledger['claim']): void {
  const head = checkHeadOf(plan)
  if (head === undefined) return
  const check = { head, failOn: run.deps.inputs.failOn ?? 'none' }
  const mine = taken?.run === run.runId && taken.attempt === String(run.deps.stamp.attempt)
  const stale = taken?.checkOn && !mine ? { head: taken.checkOn, run: taken.run } : undefined
  const lookBehind = mayFindPushCheck(plan, check.failOn, ledgerOf(run.session.state()).heads)
  queueCheckStart(run.s, Object.assign(plan, { check }), { stale, lookBehind })
}

/** Requirement 1.6: a repository's copy of the review loop is ignored; the log and job summary say so. */
async function warnOfLoopCopy(run: FlowRun, copy: Promise<string | undefined> | undefined): Promise<void> {
  const warning = await copy
  if (warning === undefined || run.report.warnings.includes(warning)) return
  run.report.warnings.push(warning)
  run.s.log(`warning: ${warning}`)
}

/** A round is in progress in another run: this run's reply waits in the state for that run to hand on. */
async function leavePending(run: FlowRun, host: Ledger): Promise<void> {
  const claim = host.claim!
  const key = run.eventEntry?.key
  let reason = `round ${claim.round} is in progress in run ${claim.run}`
  if (key && host.consumed.includes(key)) reason += '; that run already took this reply into its round'
  else if (key && !host.pending.includes(key)) {
    run.session.stage(withLedger(run.session.state(), { ...host, pending: [...host.pending, key] }))
    reason += '; this reply is recorded as pending, and that run hands it on when its round is posted'
  }
  run.report.rounds.push({ kind: 'skipped', round: claim.round, reason })
  run.report.reason = reason
  await run.commit()
}

/** A limit's refusal: its line in the log and job summary, its post on the conversation. */
function refuse(run: FlowRun, round: number, refusal: Refusal): Promise<undefined> {
  return skip(run, round, refusal.reason, refusalPost(refusal, round))
}

/** Says why no round ran, once per round: a re-run of the same event finds its own note. */
async function skip(run: FlowRun, round: number, reason: string, inputs: OwedInputs): Promise<undefined> {
  const [body] = renderRequired(inputs, owedContext(run.s, undefined))
  const said = noteAlreadySaid(run.s, body!, run.ownMarkers())
  if (!said) run.s.conversation.post(body!, { inputs })
  run.report.rounds.push({ kind: 'skipped', round, reason })
  await run.commit()
  return undefined
}

/** review/action.yml: the round owed, or the latest round again in place (its comments are edited). */
export async function prepareOnDemand(run: FlowRun): Promise<Prepared> {
  run.fulfilOwed()
  const state = run.session.state()
  if (state.loop !== REVIEW_LOOP || !state.decisions[REVIEW_NODES.brief]) {
    throw new UserError(
      'has no frozen review brief yet: comment the review keyword and state a brief first',
      `pull request #${run.session.item.number}`
    )
  }
  const plan = await claimOwedRound(run, state.currentNode !== REVIEW_NODES.round)
  return { command: '', ...(plan ? { plan } : {}) }
}

/** The round claimed by this run: paid for, its replies consumed, the claim written before any critic runs. */
function claimedHost(host: Ledger, plan: RoundPlan, round: number, stamp: WriteStamp, now: Date): Ledger {
  return {
    ...withPaidRun(host),
    round,
    roundDone: false,
    claim: claimFor(plan, stamp, now),
    consumed: [...host.consumed, ...plan.replies],
    pending: host.pending.filter((k) => !plan.replies.includes(k))
  }
}

/**
 * Whether `body` was posted by us after the thread's last round marker. Whether the note is already there only
 * ever silences it, so the record is not needed here: a note posted by a run that wrote nothing else is never
 * recorded, yet must not be said again. Another run's copy differs only in the run its footer links to, and
 * is the same note.
 */
function noteAlreadySaid(s: ReviewServices, body: string, own: ReturnType<typeof ownMarkerReader>): boolean {
  const entries = s.conversation.entries()
  let lastRound = -1
  entries.forEach((c, i) => {
    if (own(c).some((m) => m.kind === 'round')) lastRound = i
  })
  const sent = withoutRunLink(s.conversation.sign(body))
  const signed = ownMarkerReader(ownRecognition(s))
  return entries.some((c, i) => i > lastRound && withoutRunLink(c.body) === sent && signed(c).length > 0)
}
