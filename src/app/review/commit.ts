// The end of a run's writes: queued posts and deferred effects after a state write, and the final write of a
// round, which merges with what racing runs recorded meanwhile and hands their replies on by repository_dispatch.
import { CONTINUE_EVENT } from '../../event/trigger.js'
import { describeError } from '../../shared/errors.js'
import { ItemStaleError } from '../../state/item-file.js'
import type { MainRunReport } from '../main-summary.js'
import { readHostData, withHostData } from './host-data.js'
import type { RoundPlan } from './round-plan.js'
import type { ReviewServices } from './services.js'
import type { ReviewSession } from './session.js'

/**
 * Sends the queued posts (in order) and runs the deferred effects beside them, so that under GitHub's
 * throttling a label or a reaction goes out in the gap between two comments. A failed post throws (the
 * conversation needs it); a failed label or reaction is reported in the summary.
 */
export async function sendQueued(s: ReviewServices, report: MainRunReport): Promise<void> {
  const effects = s.deferred.splice(0, s.deferred.length)
  const optional = Promise.all(
    effects.map((e) =>
      e.run().catch((error: unknown) => {
        report.warnings.push(`could not ${e.what} (best effort): ${describeError(error)}`)
      })
    )
  )
  const flushed = s.thread.flush((error) =>
    report.warnings.push(`a prompt could not be posted; it is asked again next time: ${describeError(error)}`)
  )
  const [posted] = await Promise.allSettled([flushed, optional])
  if (posted.status === 'rejected') throw posted.reason
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
      const freshHost = fresh.doc ? readHostData(fresh.doc.state) : undefined
      if (!fresh.doc || freshHost?.claim?.run !== String(deps.stamp.runId)) {
        deps.report.warnings.push(
          'another run took this item over while the round ran; the round is posted, its state was left to that run'
        )
        return
      }
      const mine = session.state()
      const host = readHostData(mine)
      const pending = [...new Set([...freshHost.pending, ...host.pending])].filter(
        (k) => !host.consumed.includes(k)
      )
      session.adopt(fresh, withHostData(mine, { ...host, pending }), fresh.doc.control)
    }
  }
  await handOn(session, deps.report, plan)
}

/** Replies recorded while the round ran reach a round: a new workflow run is started for the item. */
async function handOn(session: ReviewSession, report: MainRunReport, plan: RoundPlan): Promise<void> {
  const { pending } = readHostData(session.state())
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
