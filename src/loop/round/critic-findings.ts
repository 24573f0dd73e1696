// One critic's findings in the publish phase: planned against every pull request the round read here, posted on
// the other pull requests as one review each (the item's own gets the round's one review, round-review.ts), and
// planned again after each outcome so the round comment lists what did not go on a diff, and why.
import { planFindings, type FindingsPlan } from '../placement/findings-plan.js'
import type { FindingsInput, InlineTarget } from '../placement/findings-input.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import type { Finding, ParsedFindings } from '../../base/findings/finding.js'
import type { NoiseControls } from '../placement/noise.js'
import type { Critic } from '../../critics/harness/critic-model.js'
import { postedFindings } from '../placement/posted.js'
import { UserError } from '../../base/shared/errors.js'
import { postElsewhere, readElsewhere, type ElsewhereComments } from './findings-elsewhere.js'
import { isRefusal, postFindingsReview } from './review-refusals.js'
import type { RoundPlan } from './plan-types.js'
import type { ReviewServices } from '../context/services.js'
import { resolvedFindingLinks } from '../threads/resolved-links.js'
import type { ProblemOnDiff, SharedProblems } from '../placement/shared-problems.js'
import type { CriticConsensus } from '../consensus/consensus.js'
import type { EarlierMatcher } from '../threads/earlier-problems.js'

export interface CriticFindingsContext {
  s: ReviewServices
  plan: RoundPlan
  targets: InlineTarget[]
  /** Review comments read on other pull requests in this run, shared by the round's critics. */
  elsewhere: ElsewhereComments
  critic: { name: string; harness: string; model?: string }
  /** The critic's answer, or its parse when the caller already read it. */
  output: string | ParsedFindings
  /** The round's matcher of decided findings (decided-match.ts). */
  decided?: FindingsInput['decided']
  /** The other critics of the round that raised a matching finding (agreement.ts). */
  alsoRaisedBy?: (finding: Finding) => string[]
  /** The round's problem a finding belongs to (agreement.ts). */
  problemOf?: (finding: Finding) => number | undefined
  /** Which critic's comment carries each problem on a diff (shared-problems.ts); absent in the planning pass. */
  shared?: SharedProblems
  /** The consensus gate as this critic's plan applies it (loop/consensus/consensus.ts). */
  consensus?: CriticConsensus
  /** The problems other critics' open threads of earlier rounds hold (threads/earlier-problems.ts). */
  earlier?: EarlierMatcher
}

/**
 * A critic's findings as the round posts them: its plan as things stand (planned again after each outcome), and
 * why findings that fit a diff are listed instead, and the keys GitHub refused, by pull request.
 */
export interface CriticPosting {
  critic: string
  plan: () => FindingsPlan
  notInline: Map<number, string>
  refused: Map<number, ReadonlySet<string>>
}

/** Why a review of findings was not posted, as the round text says it. */
export function refusal(error: unknown): string {
  return isRefusal(error) ? 'GitHub refused the review (HTTP 422)' : 'the review could not be posted'
}

/** The critic's noise controls as its harness-config entry sets them; none when it sets neither. */
function noiseOf(
  critic: Pick<Critic, 'minSeverity' | 'maxLineComments'> | undefined
): NoiseControls | undefined {
  if (critic?.minSeverity === undefined && critic?.maxLineComments === undefined) return undefined
  return {
    ...(critic.minSeverity === undefined ? {} : { minSeverity: critic.minSeverity }),
    ...(critic.maxLineComments === undefined ? {} : { maxLineComments: critic.maxLineComments })
  }
}

/** Why findings that fit a diff are listed instead, and the keys GitHub refused, by pull request. */
interface PlanningState {
  notInline: Map<number, string>
  refused: Map<number, ReadonlySet<string>>
}

/** The critic's planner over `state`: planned again after each outcome, the answer parsed once. */
function criticPlanner(ctx: CriticFindingsContext, state: PlanningState): () => FindingsPlan {
  const { s, targets, elsewhere, critic } = ctx
  const ownPull = targets.find((t) => t.own)?.number
  const rule = { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  const posted = (pull: number) => {
    const there =
      pull === ownPull
        ? s.conversation.readEntries().filter((x) => x.kind === 'review-comment')
        : elsewhere.get(pull)
    return Array.isArray(there) ? postedFindings(there, critic.name, rule) : new Map<string, number>()
  }
  // The findings whose threads were resolved as fixed, read off the conversation once for every planning below.
  const resolvedHere =
    ownPull === undefined
      ? new Map<string, string>()
      : resolvedFindingLinks(s, ctx.plan, critic.name, ownPull)
  const parsed = typeof ctx.output === 'string' ? parseFindings(ctx.output) : ctx.output
  const noise = noiseOf(ctx.plan.critics.find((c) => c.name === critic.name))
  return () =>
    planFindings({
      output: parsed,
      critic,
      round: ctx.plan.round,
      targets,
      posted,
      notInline: state.notInline,
      refused: state.refused,
      resolved: (pull: number) => (pull === ownPull ? resolvedHere : new Map<string, string>()),
      ...(ctx.decided ? { decided: ctx.decided } : {}),
      ...(ctx.alsoRaisedBy ? { alsoRaisedBy: ctx.alsoRaisedBy } : {}),
      ...(ctx.problemOf ? { problemOf: ctx.problemOf } : {}),
      ...(noise ? { noise } : {}),
      ...(ctx.shared ? { shared: ctx.shared } : {}),
      ...(ctx.consensus ? { consensus: ctx.consensus } : {}),
      ...(ctx.earlier
        ? { earlier: (finding: Finding, pull: number) => ctx.earlier!(critic.name, finding, pull) }
        : {}),
      ...(s.keywords ? { keywords: s.keywords } : {})
    })
}

/**
 * The findings of the round's problems the critic would put on a diff, before anything is posted: what decides
 * which critic's comment carries each problem (shared-problems.ts). A re-run lists its own pull request's.
 */
export function plannedOnDiff(ctx: CriticFindingsContext, how: { rerun: boolean }): ProblemOnDiff[] {
  const state: PlanningState = { notInline: new Map(), refused: new Map() }
  const ownPull = ctx.targets.find((t) => t.own)?.number
  if (ownPull !== undefined && how.rerun) state.notInline.set(ownPull, 'a re-run')
  return criticPlanner(ctx, state)().onDiff
}

/**
 * Plans a critic's findings and posts those for pull requests other than the item's own (one review per pull
 * request, as before the round's own: a refusal or a failure there lists them instead); the item's own pull request
 * gets the round's one review (round-review.ts).
 */
export async function postCriticElsewhere(
  ctx: CriticFindingsContext,
  how: { rerun: boolean; earlierFailure: boolean }
): Promise<CriticPosting> {
  const { s, targets, elsewhere, critic } = ctx
  const ownPull = targets.find((t) => t.own)?.number
  const posting: CriticPosting = {
    critic: critic.name,
    plan: () => findings(),
    notInline: new Map(),
    refused: new Map()
  }
  const { notInline, refused } = posting
  const findings = criticPlanner(ctx, posting)
  if (ownPull !== undefined && how.rerun)
    notInline.set(ownPull, "this round's comment was posted before this re-run")
  if (how.earlierFailure)
    for (const t of targets) notInline.set(t.number, 'an earlier post of this round failed')
  const others = findings()
    .reviews.filter((r) => !r.target.own)
    .map((r) => r.target.number)
  if (others.length > 0) {
    await readElsewhere(s, elsewhere, others)
    for (const pull of others) {
      const there = elsewhere.get(pull)
      if (typeof there === 'string') notInline.set(pull, there)
    }
  }
  for (const review of findings().reviews.filter((r) => !r.target.own)) {
    const pull = review.target.number
    try {
      await postFindingsReview(s.github, pull, review.target.head, review.comments, async (leftOut) => {
        refused.set(pull, leftOut)
        const rest = findings().reviews.find((r) => r.target.number === pull)
        if (rest) await postElsewhere(s, ctx.plan, rest, critic)
      })
    } catch (error) {
      if (error instanceof UserError) throw error
      refused.delete(pull)
      notInline.set(pull, refusal(error))
    }
  }
  return posting
}
