// The publish phase of a round: one comment for the round (each critic's result a section of its own, edited,
// not duplicated, when the round is re-run) and one review on the item's own pull request holding every
// problem's line comment (each problem once: shared-problems.ts decides, from every critic's plan before the
// first post, which critic's finding carries it); the rest of a critic's findings are listed in its section.
// Findings on other pull requests go out first, one review per critic and pull request. A post that fails ends
// the posting: it and every one after it are handed back as owed, in order, for the state to record.
import type { OwedInputs, UnsentPost } from '../posts/owed-inputs.js'
import {
  ownComments,
  ownPosts,
  ownReviewOf,
  roundCommentUrl,
  sendWrites,
  type OwnMarkers
} from './round-writes.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { InlineTarget } from '../placement/findings-input.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import { criticCommentKey } from '../render/round-comment.js'
import { criticCommentInputs, renderRequired, roundCommentInputs } from '../posts/owed-render.js'
import { unseenSection } from '../parts/round-coverage.js'
import { findPart, planCommentWrites } from '../../conversation/comments/posting.js'
import {
  plannedOnDiff,
  postCriticElsewhere,
  type CriticFindingsContext,
  type CriticPosting
} from './critic-findings.js'
import { postRoundReview } from './round-review.js'
import { roundCommentKey } from '../render/round-sections.js'
import { sharedProblems } from '../placement/shared-problems.js'
import { criticConsensus, type RoundVerdicts } from '../consensus/consensus.js'
import { decidedMatcher } from '../decisions/decided-match.js'
import { roundAgreement } from '../placement/agreement.js'
import { parseFindings } from '../../base/findings/findings-parse.js'
import type { Finding, ParsedFindings } from '../../base/findings/finding.js'
import { earlierProblems } from '../threads/earlier-problems.js'
import type { RoundHeads } from '../context/reviewed-heads.js'
import type { OwnRecord } from '../../conversation/comments/own-record.js'
import { inDiffForm } from '../../base/findings/finding-path.js'
import { leadProblems } from '../render/round-lead.js'
import {
  briefStanding,
  recordBriefReports,
  type BriefStandings,
  type CriticBriefReport
} from '../brief/brief-ledger.js'
import { renderStandingLine } from '../brief/brief-table.js'
import { briefReports, briefSection } from '../brief/brief-reports.js'
import { postThreadAnswers, threadSection, type ThreadAnswers } from '../threads/thread-answers.js'
import type { ThreadResolutions } from '../threads/thread-resolution.js'
import type { ElsewhereComments } from './findings-elsewhere.js'
import type { RoundPlan } from './plan-types.js'
import { renderContext, type ReviewServices } from '../context/services.js'

/** What a round posted and could not post: the posts left, in order, the first failure, the findings. */
export interface RoundLeftovers {
  unsent: UnsentPost[]
  reason?: unknown
  findings: CriticFindingsReport[]
  /** The critics' answers in line-comment threads (thread-answers.ts). */
  threads?: ThreadAnswers
  /** The finding threads found fixed this round (thread-resolution.ts), set by the publish phase. */
  resolutions?: ThreadResolutions
  /** What the critics that answered said of the brief's items, for the ledger. */
  brief?: CriticBriefReport[]
}

/** The answers of the critics that answered, each parsed once for the round's agreement and its own plan. */
function parsedAnswers(envelopes: readonly Envelope[]): Map<string, ParsedFindings> {
  return new Map(envelopes.filter((e) => e.ok).map((e) => [e.critic, parseFindings(e.output)]))
}

/** Each critic's findings of the round, paths in the diff's form (as planned): what agreement and threads compare. */
function raisedBy(answers: ReadonlyMap<string, ParsedFindings>): Map<string, Finding[]> {
  return new Map([...answers].map(([critic, answer]) => [critic, answer.findings.flatMap(inDiffForm)]))
}

/** The round's agreement over `raised`, the places each critic checked in the same form. */
function agreementOf(answers: ReadonlyMap<string, ParsedFindings>, raised: ReadonlyMap<string, Finding[]>) {
  return roundAgreement(
    [...answers].map(([critic, answer]) => ({
      critic,
      findings: raised.get(critic) ?? [],
      checked: (answer.checked ?? []).flatMap(inDiffForm)
    }))
  )
}

/**
 * What the round reads beside its plan: the heads the ledger recorded for earlier rounds, the gate's verdicts,
 * and the verifiers' runs (their spend rides in their critics' markers).
 */
export interface RoundRecords {
  heads?: readonly RoundHeads[]
  /** The item's record of our posts: which line comments are of its own reviews. */
  own?: OwnRecord
  verdicts?: RoundVerdicts
  verifiers?: readonly Envelope[]
  /** Each critic's statuses of the brief's items before the round (the ledger's): the comment leads with them. */
  brief?: BriefStandings
}

export async function publishRound(
  s: ReviewServices,
  plan: RoundPlan,
  envelopes: Envelope[],
  own: OwnMarkers,
  records: RoundRecords = {}
): Promise<RoundLeftovers> {
  const { verdicts } = records
  const { round } = plan
  const ctx = renderContext(s)
  const link = {
    serverUrl: s.serverUrl ?? 'https://github.com',
    owner: plan.item.owner,
    repo: plan.item.repo
  }
  const targets: InlineTarget[] = (plan.inlines ?? []).map((i) => ({ ...i, link }))
  const elsewhere: ElsewhereComments = new Map()
  const left: RoundLeftovers = { unsent: [], findings: [] }
  // Answers go in their threads first, so that each round comment can link to them.
  const attributions = new Map(
    envelopes.map((e) => [e.critic, criticCommentInputs(e, round, plan.heads).result] as const)
  )
  const critics = new Map(
    [...attributions].map(([name, r]) => [
      name,
      { name, harness: r.harness, ...(r.model ? { model: r.model } : {}) }
    ])
  )
  const threads = await postThreadAnswers(s, plan, envelopes, critics)
  const decided = await decidedMatcher(s, plan)
  const answers = parsedAnswers(envelopes)
  const raised = raisedBy(answers)
  const agreement = agreementOf(answers, raised)
  const earlier = await earlierProblems(s, plan, records.heads ?? [], raised, records.own)
  const brief = briefReports(plan, answers)
  if (brief.length > 0) left.brief = brief
  // The round's comment leads with where the brief stands across the critics, this round's reports counted.
  const ids = plan.briefIds ?? []
  const standing = renderStandingLine(briefStanding(ids, recordBriefReports(records.brief, brief, ids)))
  if (threads.answered.length > 0 || threads.notes.length > 0 || threads.lines.size > 0)
    left.threads = threads
  // The consensus gate over the critics whose findings could be read: with one, there is no other to agree.
  const readable = [...answers.values()].filter((a) => a.unreadBlock === undefined).length
  const consensusOf = (critic: string) =>
    criticConsensus(plan.consensus, readable, {
      critic,
      ...(verdicts ? { verdicts } : {}),
      ...(s.keywords ? { keywords: s.keywords } : {})
    })
  // What each critic that answered would post, planned before anything is: one comment carries each problem.
  const findingsCtx = (e: Envelope): CriticFindingsContext => ({
    s,
    plan,
    targets,
    elsewhere,
    critic: critics.get(e.critic)!,
    output: answers.get(e.critic) ?? e.output,
    decided,
    alsoRaisedBy: (finding) => agreement.alsoRaisedBy(e.critic, finding),
    problemOf: (finding) => agreement.problemOf(e.critic, finding),
    consensus: consensusOf(e.critic),
    earlier
  })
  // A re-run of the round edits the comment it posted; findings it did not put on the diff then are listed.
  const rerunOf = (e: Envelope) =>
    findPart(ownPosts(s), criticCommentKey(e.critic, round), 1, own) !== undefined
  const shared = sharedProblems(
    envelopes.filter((e) => e.ok).flatMap((e) => plannedOnDiff(findingsCtx(e), { rerun: rerunOf(e) }))
  )
  // Each critic's findings on other pull requests first: the round comment says how they went.
  const postings = new Map<string, CriticPosting>()
  for (const e of envelopes.filter((x) => x.ok))
    postings.set(
      e.critic,
      await postCriticElsewhere({ ...findingsCtx(e), shared }, { rerun: rerunOf(e), earlierFailure: false })
    )
  const inputs = (): OwedInputs => {
    const plans = new Map(envelopes.map((e) => [e.critic, postings.get(e.critic)?.plan()]))
    const problems = leadProblems(envelopes.length, agreement, [...plans.values()], s.keywords)
    return roundCommentInputs(
      round,
      envelopes.map((e) => {
        const section =
          threadSection(threads.lines.get(e.critic)) +
          (e.ok ? briefSection(plan, answers.get(e.critic), s.keywords) : '') +
          unseenSection(plan, e.critic)
        const f = plans.get(e.critic)
        const withThreads = f && section ? { ...f, appendix: f.appendix + section } : f
        // Rendered from the inputs the state records if a part is not sent: a later run renders the same bytes.
        const verifying = (records.verifiers ?? []).filter((v) => v.critic === e.critic)
        return criticCommentInputs(e, round, plan.heads, withThreads, verifying)
      }),
      { ...(standing ? { brief: standing } : {}), ...(problems ? { problems } : {}) }
    )
  }
  // A post that failed lists every finding it would have put on a diff: the round's review is not sent after it.
  const owedInputs = () => {
    for (const p of postings.values())
      for (const t of targets) p.notInline.set(t.number, 'an earlier post of this round failed')
    return inputs()
  }
  const key = roundCommentKey(round)
  const sendComment = () =>
    sendWrites(
      s,
      planCommentWrites(ownComments(s), renderRequired(inputs(), ctx), key, own),
      key,
      left,
      owedInputs
    )
  await sendComment()
  const ownTarget = targets.find((t) => t.own)
  if (ownTarget && left.reason === undefined && !ownReviewOf(s, round, own)) {
    const failure = await postRoundReview(
      s,
      ownTarget,
      round,
      [...postings.values()],
      roundCommentUrl(s, plan, own)
    )
    if (failure !== undefined) left.reason = failure
    // What GitHub refused is listed now: the comment says so (sendWrites edits only a part whose text changed).
    await sendComment()
  }
  for (const [critic, p] of postings) {
    const f = p.plan()
    const why = [...new Set(p.notInline.values())].join('; ')
    left.findings.push({
      critic,
      counts: f.counts,
      distinct: f.distinct,
      dropped: f.dropped,
      ...(why ? { notInline: why } : {})
    })
  }
  return left
}
