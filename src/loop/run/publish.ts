// The publish phase of one run on one work item, after the critics: their comments, the claim's release with the
// move to follow-up (what a posted round leaves in the ledger), and the final write of the round, which re-reads
// and merges when it races and hands replies that arrived meanwhile on by repository_dispatch.
import type { Envelope } from '../../critics/harness/envelope.js'
import type { RedactionCount } from '../../critics/harness/redact.js'
import { splitOf } from '../../critics/harness/critic-runs.js'
import { CONTINUE_EVENT } from '../../conversation/event/trigger.js'
import { mergeOwnRecords } from '../../conversation/comments/own-record.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { completeNode } from '../../engine/runtime/verbs.js'
import { ItemStaleError } from '../../engine/state/item-file.js'
import { ledgerOf, withLedger, type Ledger } from '../ledger/ledger.js'
import { PendingPostsError, pendingOf } from '../posts/pending.js'
import { recordOwed } from '../posts/owed.js'
import { headsAfterRound } from '../context/reviewed-heads.js'
import { recordAnswered, recordResolved, type LedgerThreads } from '../threads/threads.js'
import { tallyRound } from '../ledger/tally.js'
import { spendAfterRound } from '../spend/spend.js'
import { recordBriefReports } from '../brief/brief-ledger.js'
import { withRoundCoverage, type CriticCoverage } from '../parts/coverage.js'
import { coverageOf, mergeCriticParts } from '../parts/part-merge.js'
import { authorShortfalls, coverageAfterRuns } from '../parts/round-coverage.js'
import type { RoundPlan } from '../round/plan-types.js'
import { publishRound, type RoundLeftovers } from '../round/publish.js'
import { roundVerdicts } from '../consensus/round-verdicts.js'
import type { VerificationResults } from '../../critics/verify/verification.js'
import { checkCompletion } from '../check/review-check.js'
import { criticReadings } from '../check/critic-reading.js'
import { resolveFixedThreads } from '../threads/thread-resolution.js'
import type { MainRunReport } from '../run-report.js'
import { sendQueued, startEffect, type FlowRun } from './run.js'
import type { ReviewSession } from './session.js'

/** Redaction counts with the counts of one critic's parts added up, in first-seen order. */
function perCritic(counts: RedactionCount[]): RedactionCount[] {
  const sums = new Map<string, number>()
  for (const c of counts) sums.set(c.critic, (sums.get(c.critic) ?? 0) + c.count)
  return [...sums].map(([critic, count]) => ({ critic, count }))
}

/**
 * Comments that could not be posted are recorded as owed by the final write: the next run on the item posts
 * them first, and this run fails naming them, without running the critics again.
 */
export async function publishOnRun(
  run: FlowRun,
  plan: RoundPlan,
  runs: Envelope[],
  redacted: RedactionCount[] = [],
  verification?: VerificationResults
): Promise<void> {
  const { session, report, s } = run
  // One envelope per critic: the parts of a split diff merged, from the signed plan
  // (loop/parts/part-merge.ts).
  const envelopes = mergeCriticParts(plan, runs)
  const coverage = coverageOf(plan)
  const stored = ledgerOf(session.state())
  const leftovers = await publishRound(s, plan, envelopes, run.ownMarkers(), {
    heads: stored.heads ?? [],
    ...(stored.own ? { own: stored.own } : {}),
    ...(stored.brief ? { brief: stored.brief } : {}),
    verdicts: roundVerdicts(verification),
    verifiers: verification?.envelopes ?? []
  })
  report.rounds.push({
    kind: 'ran',
    round: plan.round,
    envelopes,
    unreadable: plan.unreadable,
    redacted: perCritic(redacted),
    findings: leftovers.findings,
    ...(coverage.length > 0 ? { coverage } : {}),
    ...(plan.rules ? { rules: plan.rules } : {})
  })
  // What each critic saw rides in the final write, as the heads do: no request of its own.
  const covered = coverageAfterRuns(plan, runs)
  // Finding threads whose code changed and that no critic found again: answered once and resolved. Only when
  // every post of the round went out, so a run that failed mid-round resolves nothing before its re-run.
  if (leftovers.unsent.length === 0) {
    const stored = ledgerOf(session.state()).heads ?? []
    const round = { findings: leftovers.findings, record: ledgerOf(session.state()).own }
    leftovers.resolutions = await resolveFixedThreads(s, plan, envelopes, covered, stored, round)
  }
  for (const note of [...(leftovers.threads?.notes ?? []), ...(leftovers.resolutions?.notes ?? [])])
    if (!report.warnings.includes(note)) report.warnings.push(note)
  const state = session.state()
  const at = { runId: run.runId, now: run.deps.now(), horizon: s.conversation.horizon }
  const after = hostAfterRound(ledgerOf(state), plan, envelopes, leftovers, at, covered, verification)
  // The state keeps the check's id with the round; the check completes after the final write.
  const result = {
    envelopes,
    findings: leftovers.findings,
    covered,
    standings: after.brief,
    readings: criticReadings(plan, runs),
    shortfalls: authorShortfalls(plan, runs)
  }
  const check = checkCompletion(s, plan, result)
  session.stage(withLedger(state, check ? { ...after, check: check.record } : after))
  run.walked(await completeNode(session.walkDeps(), REVIEW_NODES.round, 'the-loop'))
  // The follow-up prompt waits for the round's owed comments, so that it never comes before what it asks
  // about. It goes out after the final write, never beside it: the write records it as awaited, which is
  // what lets a re-run recognise it as ours. Sent beside a write that then failed, it stood on the conversation
  // unvouched for, and the re-run asked it a second time.
  if (leftovers.unsent.length > 0) s.conversation.discardQueued()
  await commitFinal(session, run.deps, plan)
  // Started before the follow-up request is sent: it goes in the gap the comment throttle leaves before it.
  if (check) startEffect(s, report, check.effect)
  await sendQueued(s, report, true)
  if (leftovers.unsent.length === 0) return
  report.pending.push(
    ...pendingOf(
      leftovers.unsent.map((p) => p.kind),
      'owed'
    )
  )
  throw new PendingPostsError(report.pending, leftovers.reason)
}

/**
 * After the round's posts: the claim released, what could not be posted owed, the heads and tally moved on, and
 * what each critic saw of the round (`covered`, from the plan's split and the runs) recorded for the round.
 */
function hostAfterRound(
  stored: Ledger,
  plan: RoundPlan,
  envelopes: Envelope[],
  leftovers: RoundLeftovers,
  at: { runId: string; now: Date; horizon: number },
  covered: Readonly<Record<string, CriticCoverage>> = {},
  verification?: VerificationResults
): Ledger {
  const { claim: _released, ...host } = stored
  void _released
  const owed = recordOwed(host.owed, leftovers.unsent, {
    run: at.runId,
    now: at.now,
    after: at.horizon,
    hold: false
  })
  const heads = headsAfterRound(host.heads, plan, envelopes)
  const tally = tallyRound(host.tally, envelopes, leftovers.findings, verification?.envelopes)
  // What the money budget counts: each critic's reported cost (or tokens), its parts the plan's split.
  const spend = spendAfterRound(
    host.spend,
    envelopes,
    (critic) => splitOf(plan, critic)?.parts.length ?? 1,
    verification?.envelopes
  )
  const coverage =
    Object.keys(covered).length > 0 ? withRoundCoverage(host.coverage, plan.round, covered) : host.coverage
  const threads = threadsAfterRound(host.threads, leftovers)
  const brief = recordBriefReports(host.brief, leftovers.brief ?? [], plan.briefIds ?? [])
  return {
    ...host,
    ...heads,
    roundDone: true,
    owed,
    tally,
    spend,
    ...(coverage ? { coverage } : {}),
    ...(threads ? { threads } : {}),
    ...(brief ? { brief } : {})
  }
}

/** The thread replies the round posted or found (answers) and the threads it resolved, recorded in the ledger. */
function threadsAfterRound(stored: LedgerThreads | undefined, leftovers: RoundLeftovers) {
  const answered = leftovers.threads?.answered ?? []
  const resolved = leftovers.resolutions?.resolved ?? []
  if (answered.length === 0 && resolved.length === 0) return stored
  return recordResolved(recordAnswered(stored, answered), resolved)
}

/** Compare-and-swap attempts of the final write before it gives up. */
const FINAL_TRIES = 8

/**
 * The final write of a round. Runs that found the round in progress may have recorded pending replies, a
 * pause, or a cleanup meanwhile: on a lost compare-and-swap the file is read again, and this run's result is
 * written on top of it only while the claim is still this run's. Replies left pending are handed to a new run.
 */
async function commitFinal(
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
