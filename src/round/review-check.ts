// The review's check run, `the-loop / review`, on the head a round reviews: created in progress when the round is
// claimed and completed when it is posted. Neither is awaited before a post: the create is a deferred effect of
// the claim, the completion starts after the final write, each in a gap the client's throttle leaves. Without `checks: write` (or from a fork's read-only token) GitHub
// refuses them: the job summary says so once, and nothing else of the review changes.
import type { CheckOutput } from '../github/port.js'
import { PermissionError } from '../github/permissions.js'
import type { Envelope } from '../harness/envelope.js'
import type { CriticFindingsReport } from '../findings/findings-plan.js'
import { briefStanding, itemsStillOpen, type BriefStandings } from '../ledger/brief-ledger.js'
import type { CriticCoverage } from '../ledger/coverage.js'
import { renderStandingLine } from '../render/brief-ledger.js'
import { renderCheckCompleted, renderCheckInProgress, type CheckCritic } from '../render/check-output.js'
import { noSeverities } from '../shared/severity.js'
import { checkVerdict } from './check-verdict.js'
import type { PlanCheck, RoundPlan } from './plan-types.js'
import { ownRunLink, type DeferredEffect, type ReviewServices } from './services.js'

/** Never the name of a job in the example workflows (a test checks it): GitHub would show the two as one. */
export const CHECK_NAME = 'the-loop / review'

/** Why there is no check, for the job summary: the one permission, and the review unchanged without it. */
export const NO_CHECKS_PERMISSION =
  'the workflow token lacks checks: write, so no check shows the review on the pull request; grant it under permissions: in the workflow (a pull_request event from a fork gets a read-only token whatever it grants). The review itself works without it'

/** The head the check goes on: the item's own pull request's, as the round reviews it (none on an issue). */
export function checkHeadOf(plan: Pick<RoundPlan, 'inlines'>): string | undefined {
  return plan.inlines.find((i) => i.own)?.head
}

/**
 * Queues the round's check, in progress, and first the completion of any check a run that died left in progress
 * on `stale` (the head a taken-over claim's round was on): GitHub would show it running for ever.
 */
export function queueCheckStart(
  s: ReviewServices,
  plan: RoundPlan & { check: PlanCheck },
  stale?: { head: string; run: string }
): void {
  const url = ownRunLink(s)?.url
  if (stale) {
    s.deferred.push({
      what: `complete the check run a cancelled run left in progress on ${stale.head.slice(0, 7)}`,
      run: async () => {
        const left = await s.github.listCheckRunsInProgress(stale.head, CHECK_NAME)
        const output: CheckOutput = {
          title: `Round ${plan.round}: cancelled`,
          summary: `Run ${stale.run} ended before it posted round ${plan.round}; run ${s.runId ?? 'of this workflow'} takes the round over and posts its own check.`
        }
        for (const r of left) await s.github.completeCheckRun(r.id, 'cancelled', output)
      }
    })
  }
  s.deferred.push({
    what: `create the check run "${CHECK_NAME}"`,
    run: async () => {
      const { check } = plan
      try {
        check.id = await s.github.createCheckRun({
          name: CHECK_NAME,
          headSha: check.head,
          ...(url ? { detailsUrl: url } : {}),
          output: renderCheckInProgress(plan.round, check.head, plan.critics.length, url)
        })
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
  /** Why coverage is short for a reason the author controls (round-coverage.ts authorShortfalls). */
  shortfalls?: readonly string[]
}

/** The check's figures: per critic its outcome, its open findings by severity and what it saw; the brief. */
function checkFigures(plan: RoundPlan & { check: PlanCheck }, result: RoundResult, runUrl?: string) {
  const critics: CheckCritic[] = result.envelopes.map((e) => {
    const open = noSeverities()
    const found = result.findings.find((f) => f.critic === e.critic)
    for (const d of found?.distinct ?? []) if (!d.decided) open[d.severity]++
    const seen = result.covered[e.critic]?.files
    return {
      critic: e.critic,
      ...(e.ok ? {} : { failed: e.error || `exit ${e.exitCode}` }),
      open,
      ...(seen ? { files: seen } : {})
    }
  })
  const standing = briefStanding(plan.briefIds ?? [], result.standings)
  const items = { answered: standing.length - itemsStillOpen(standing).length, total: standing.length }
  const verdict = checkVerdict(plan.check.failOn, critics, items, result.shortfalls)
  const unseen = plan.unseen?.files ?? []
  return {
    round: plan.round,
    head: plan.check.head,
    critics,
    ...(standing.length > 0 ? { brief: renderStandingLine(standing) } : {}),
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
  plan: RoundPlan,
  result: RoundResult
): { effect: DeferredEffect; record: { id: number; head: string; round: number } } | undefined {
  const { check } = plan
  if (check?.id === undefined) return undefined
  const id = check.id
  const figures = checkFigures({ ...plan, check }, result, ownRunLink(s)?.url)
  return {
    effect: {
      what: `complete the check run "${CHECK_NAME}"`,
      run: () => s.github.completeCheckRun(id, figures.conclusion, renderCheckCompleted(figures))
    },
    record: { id, head: check.head, round: plan.round }
  }
}
