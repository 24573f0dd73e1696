// The review flow's publish step, after the critics: their comments, the claim's release with the move to
// follow-up, and the final write, which re-reads and merges when it races.
import type { Envelope } from '../critics/harness/envelope.js'
import type { RedactionCount } from '../critics/harness/redact.js'
import { REVIEW_NODES } from '../engine/graph/review-nodes.js'
import { completeNode } from '../engine/runtime/verbs.js'
import { ledgerOf, withLedger } from './ledger/ledger.js'
import { PendingPostsError, pendingOf } from './ledger/pending.js'
import { coverageOf, mergeCriticParts } from './round/part-merge.js'
import { authorShortfalls, coverageAfterRuns } from './round/round-coverage.js'
import type { RoundPlan } from './round/plan-types.js'
import { publishRound } from './round/publish.js'
import { checkCompletion } from './round/review-check.js'
import { criticReadings } from './round/critic-reading.js'
import { resolveFixedThreads } from './round/thread-resolution.js'
import { commitFinal, sendQueued, startEffect } from './commit.js'
import { hostAfterRound } from './flow-host.js'
import type { FlowRun } from './flow-run.js'

/**
 * Comments that could not be posted are recorded as owed by the final write: the next run on the item posts
 * them first, and this run fails naming them, without running the critics again.
 */
/** Redaction counts with the counts of one critic's parts added up, in first-seen order. */
function perCritic(counts: RedactionCount[]): RedactionCount[] {
  const sums = new Map<string, number>()
  for (const c of counts) sums.set(c.critic, (sums.get(c.critic) ?? 0) + c.count)
  return [...sums].map(([critic, count]) => ({ critic, count }))
}

export async function publishOnRun(
  run: FlowRun,
  plan: RoundPlan,
  runs: Envelope[],
  redacted: RedactionCount[] = []
): Promise<void> {
  const { session, report, s } = run
  // One envelope per critic: the parts of a split diff merged, from the signed plan
  // (loop/round/part-merge.ts).
  const envelopes = mergeCriticParts(plan, runs)
  const coverage = coverageOf(plan)
  const leftovers = await publishRound(s, plan, envelopes, run.ownMarkers())
  if (leftovers.synthesis) session.addToContext({ synthesis: leftovers.synthesis })
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
  const at = { runId: run.runId, now: run.deps.now(), horizon: s.thread.horizon }
  const after = hostAfterRound(ledgerOf(state), plan, envelopes, leftovers, at, covered)
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
  // what lets a re-run recognise it as ours. Sent beside a write that then failed, it stood on the thread
  // unvouched for, and the re-run asked it a second time.
  if (leftovers.unsent.length > 0) s.thread.discardQueued()
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
