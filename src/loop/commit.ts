// The end of a run's writes: queued posts and deferred effects after a state write, and the final write of a
// round, which merges with what racing runs recorded meanwhile and hands their replies on by repository_dispatch.
import { CONTINUE_EVENT } from '../conversation/event/trigger.js'
import { describeError } from '../base/shared/errors.js'
import { mergeOwnRecords } from '../conversation/comments/own-record.js'
import { ItemStaleError } from '../engine/state/item-file.js'
import { PostsNotSentError } from '../conversation/comments/post-error.js'
import type { MainRunReport } from './run-report.js'
import { ledgerOf, withLedger } from './ledger/ledger.js'
import type { RoundPlan } from './round/plan-types.js'
import type { DeferredEffect, ReviewServices } from './round/services.js'
import type { ReviewSession } from './session.js'
import { PendingPostsError, pendingOf } from './ledger/pending.js'

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
    await s.thread.flush((error, kinds) => {
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

/** Compare-and-swap attempts of the final write before it gives up. */
const FINAL_TRIES = 8

/**
 * The final write of a round. Runs that found the round in progress may have recorded pending replies, a
 * pause, or a cleanup meanwhile: on a lost compare-and-swap the file is read again, and this run's result is
 * written on top of it only while the claim is still this run's. Replies left pending are handed to a new run.
 */
export async function commitFinal(
  session: ReviewSession,
  deps: { stamp: { runId: string }; report: MainRunReport },
  plan: RoundPlan
): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await session.commit()
      break
    } catch (error) {
      if (!(error instanceof ItemStaleError) || tries >= FINAL_TRIES) throw error
      deps.report.retries++
      const fresh = await session.reread()
      const freshHost = fresh.doc ? ledgerOf(fresh.doc.state) : undefined
      if (!fresh.doc || freshHost?.claim?.run !== String(deps.stamp.runId)) {
        deps.report.warnings.push(
          'another run took this item over while the round ran; the round is posted, its state was left to that run'
        )
        return
      }
      const mine = session.state()
      const host = ledgerOf(mine)
      const pending = [...new Set([...freshHost.pending, ...host.pending])].filter(
        (k) => !host.consumed.includes(k)
      )
      // What the other run recorded of our comments is kept too, or its awaited posts would never count.
      const own = mergeOwnRecords(freshHost.own, host.own)
      session.adopt(fresh, withLedger(mine, { ...host, pending, ...(own ? { own } : {}) }), fresh.doc.control)
    }
  }
  await handOn(session, deps.report, plan)
}

/** Replies recorded while the round ran reach a round: a new workflow run is started for the item. */
async function handOn(session: ReviewSession, report: MainRunReport, plan: RoundPlan): Promise<void> {
  const { pending } = ledgerOf(session.state())
  if (pending.length === 0) return
  const s = session.services
  await s.github.dispatchRepositoryEvent(CONTINUE_EVENT, {
    number: plan.item.number,
    pullRequest: s.facts.isPullRequest
  })
  report.notes.push(
    `${pending.length} ${pending.length === 1 ? 'reply' : 'replies'} arrived while round ${plan.round} ran; ` +
      `a ${CONTINUE_EVENT} repository_dispatch starts the run that answers ${pending.length === 1 ? 'it' : 'them'}`
  )
}
