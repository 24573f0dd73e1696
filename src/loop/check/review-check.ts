// The review's check run, `the-loop / review`, on the head a round reviews: created in progress when the round is
// claimed (under `fail-on`, the one a push left in progress on that head is taken over instead, so that the head
// has one check of the name) and completed when it is posted. Neither is awaited before a post: the create is a
// deferred effect of the claim, the completion starts after the final write, each in a gap the client's throttle
// leaves. Without `checks: write` (or from a fork's read-only token) GitHub refuses them: the job summary says
// so once, and nothing else of the review changes.
import type { CheckOutput } from '../../github/port.js'
import { PermissionError } from '../../github/permissions.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import { briefStanding, itemsStillOpen, type BriefStandings } from '../brief/brief-ledger.js'
import type { CriticCoverage } from '../parts/coverage.js'
import { lastReviewedHead, type RoundHeads } from '../context/reviewed-heads.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'
import { renderStandingLine } from '../brief/brief-table.js'
import { renderCheckCompleted, renderCheckInProgress, type CheckCritic } from './check-output.js'
import { noSeverities } from '../../base/shared/severity.js'
import { checkVerdict } from './check-verdict.js'
import type { CriticReading } from './critic-reading.js'
import type { RoundCore } from '../context/plan-core.js'
import type { BriefPlan } from '../brief/brief-reports.js'
import type { CoveragePlan } from '../parts/coverage-plan.js'
import type { CheckPlan, PlanCheck } from './check-plan.js'
import { ownRunLink, type DeferredEffect, type ReviewServices } from '../context/services.js'

/** What the check reads of a round's plan: its core, its part, the brief's ids, and what no critic reads. */
type PlanWithCheck = RoundCore & CheckPlan & BriefPlan & Pick<CoveragePlan, 'unseen' | 'split' | 'diffs'>

/** Never the name of a job in the example workflows (a test checks it): GitHub would show the two as one. */
export const CHECK_NAME = 'the-loop / review'

/** Why there is no check, for the job summary: the one permission, and the review unchanged without it. */
export const NO_CHECKS_PERMISSION =
  'the workflow token lacks checks: write, so no check shows the review on the pull request; grant it under permissions: in the workflow (a pull_request event from a fork gets a read-only token whatever it grants). The review itself works without it'

/** The head the check goes on: the item's own pull request's, as the round reviews it (none on an issue). */
export function checkHeadOf(plan: Pick<RoundCore, 'inlines'>): string | undefined {
  return plan.inlines.find((i) => i.own)?.head
}

/**
 * Whether a push may have left this round's check waiting on its head: under `fail-on`, a push to a head other
 * than the one the latest round of this pull request reviewed puts the check there in progress
 * (loop/mark-behind.ts), for the round on that head to complete. A round on the head already reviewed does not
 * look (no request); a first round does, since a review armed again after `done` starts its heads afresh while
 * the push's check may stand on the head.
 */
export function mayFindPushCheck(
  plan: Pick<RoundCore, 'inlines'>,
  failOn: FailOn,
  heads: readonly RoundHeads[] | undefined
): boolean {
  const own = plan.inlines.find((i) => i.own)
  if (own === undefined || failOn === 'none') return false
  return lastReviewedHead(heads, own.ref)?.sha !== own.head
}

/**
 * The check a push left in progress on `head`, which the round completes by id rather than creating a second of
 * the same name there: the newest of the name (GitHub lists every app's; one we cannot complete says so in the
 * job summary, and the check stays in progress, which blocks rather than passes). An older one (the push's event
 * delivered or re-run twice) is completed as superseded, so that none stays in progress. Undefined when none is.
 */
async function pushCheckOn(s: ReviewServices, head: string, round: number): Promise<number | undefined> {
  const waiting = await s.github.listCheckRunsInProgress(head, CHECK_NAME)
  const [newest, ...older] = [...waiting].sort((a, b) => b.id - a.id)
  if (newest === undefined) return undefined
  const output: CheckOutput = {
    title: 'Superseded',
    summary: `Check run ${newest.id} on this commit carries round ${round} of the review.`
  }
  for (const r of older) await s.github.completeCheckRun(r.id, 'cancelled', output)
  return newest.id
}

/**
 * Queues the round's check, in progress, and first the completion of any check a run that died left in progress
 * on `stale` (the head a taken-over claim's round was on): GitHub would show it running for ever. With
 * `lookBehind` (mayFindPushCheck) the round takes over the check a push left on its head instead of creating one.
 */
export function queueCheckStart(
  s: ReviewServices,
  plan: PlanWithCheck & { check: PlanCheck },
  opts: { stale?: { head: string; run: string } | undefined; lookBehind?: boolean } = {}
): void {
  const url = ownRunLink(s)?.url
  const { stale } = opts
  // The create waits for the stale check's completion: on the same head, it must not take that check over.
  let staleDone: Promise<unknown> = Promise.resolve()
  if (stale) {
    s.deferred.push({
      what: `complete the check run a cancelled run left in progress on ${stale.head.slice(0, 7)}`,
      run: () =>
        (staleDone = (async () => {
          const left = await s.github.listCheckRunsInProgress(stale.head, CHECK_NAME)
          const output: CheckOutput = {
            title: `Round ${plan.round}: cancelled`,
            summary: `Run ${stale.run} ended before it posted round ${plan.round}; run ${s.runId ?? 'of this workflow'} takes the round over and posts its own check.`
          }
          for (const r of left) await s.github.completeCheckRun(r.id, 'cancelled', output)
        })())
    })
  }
  s.deferred.push({
    what: `create the check run "${CHECK_NAME}"`,
    run: async () => {
      const { check } = plan
      await staleDone.catch(() => undefined) // its failure is reported by its own effect
      try {
        const waiting = opts.lookBehind ? await pushCheckOn(s, check.head, plan.round) : undefined
        check.id =
          waiting ??
          (await s.github.createCheckRun({
            name: CHECK_NAME,
            headSha: check.head,
            ...(url ? { detailsUrl: url } : {}),
            output: renderCheckInProgress(plan.round, check.head, plan.critics.length, url)
          }))
      } catch (error) {
        // Said once: without an id, publish has no check to complete.
        if (error instanceof PermissionError) throw new Error(NO_CHECKS_PERMISSION, { cause: error })
        throw error
      }
    }
  })
}

/** What the round left that the completed check shows. */
export interface RoundResult {
  envelopes: readonly Envelope[]
  findings: readonly CriticFindingsReport[]
  /** What each critic saw of the diff (round-coverage.ts), by critic. */
  covered: Readonly<Record<string, CriticCoverage>>
  /** Each critic's latest status per item of the brief, this round's included. */
  standings: BriefStandings | undefined
  /** What could be read of each critic's answers (critic-reading.ts): what could not fails the gate. */
  readings?: ReadonlyMap<string, CriticReading>
  /** Why coverage is short for a reason the author controls (round-coverage.ts authorShortfalls). */
  shortfalls?: readonly string[]
}

/** The check's figures: per critic its outcome, its open findings by severity and what it saw; the brief. */
function checkFigures(plan: PlanWithCheck & { check: PlanCheck }, result: RoundResult, runUrl?: string) {
  const critics: CheckCritic[] = result.envelopes.map((e) => {
    const open = noSeverities()
    const found = result.findings.find((f) => f.critic === e.critic)
    for (const d of found?.distinct ?? []) if (!d.decided) open[d.severity]++
    const seen = result.covered[e.critic]?.files
    const read = e.ok ? result.readings?.get(e.critic) : undefined
    return {
      critic: e.critic,
      ...(e.ok ? {} : { failed: e.error || `exit ${e.exitCode}` }),
      ...(read?.block ? { block: read.block } : {}),
      ...(read && read.lost > 0 ? { lost: read.lost } : {}),
      open,
      ...(seen ? { files: seen } : {})
    }
  })
  // A brief item counts as answered only from a critic whose block this round was read: an earlier round's
  // answer does not stand for a round whose answer nobody could read.
  const unread = new Set(critics.filter((c) => c.failed !== undefined || c.block).map((c) => c.critic))
  const standings = Object.fromEntries(
    Object.entries(result.standings ?? {}).filter(([critic]) => !unread.has(critic))
  )
  const standing = briefStanding(plan.briefIds ?? [], standings)
  const items = { answered: standing.length - itemsStillOpen(standing).length, total: standing.length }
  const brief = renderStandingLine(standing)
  // Each open finding with its problem: one raised by several critics counts once in the verdict.
  const problems = result.findings.flatMap((f) =>
    f.distinct.flatMap((d) =>
      d.decided
        ? []
        : [
            {
              severity: d.severity,
              problem: d.problem === undefined ? `${f.critic}\u0000${d.key}` : `#${d.problem}`
            }
          ]
    )
  )
  const verdict = checkVerdict(plan.check.failOn, critics, items, result.shortfalls, problems)
  const unseen = plan.unseen?.files ?? []
  return {
    round: plan.round,
    head: plan.check.head,
    critics,
    ...(brief ? { brief } : {}),
    briefItems: items,
    conclusion: verdict.conclusion,
    why: verdict.why,
    ...(unseen.length > 0 ? { unseen } : {}),
    ...((plan.unseen?.beyond.length ?? 0) > 0 ? { pastList: true } : {}),
    ...(runUrl ? { runUrl } : {})
  }
}

/**
 * The completion of the round's check, when GitHub created it: the effect that sends it, and what the state keeps
 * of the check. The caller starts it after the final write, before the follow-up request, so that it goes in the
 * gap the client's comment throttle leaves before that post.
 */
export function checkCompletion(
  s: ReviewServices,
  plan: PlanWithCheck,
  result: RoundResult
): { effect: DeferredEffect; record: { id: number; head: string; round: number } } | undefined {
  const { check } = plan
  if (check?.id === undefined) return undefined
  const id = check.id
  const figures = checkFigures({ ...plan, check }, result, ownRunLink(s)?.url)
  return {
    effect: {
      what: `complete the check run "${CHECK_NAME}"`,
      // The link too: a check a push created (pushCheckOn) links to that push's run until now.
      run: () =>
        s.github.completeCheckRun(id, figures.conclusion, renderCheckCompleted(figures), figures.runUrl)
    },
    record: { id, head: check.head, round: plan.round }
  }
}
