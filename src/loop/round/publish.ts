// The publish phase of a round: each critic's result as one attributed, self-marked post (edited, not
// duplicated, when the round is re-run), and a note when every critic failed. A critic whose findings sit on
// the pull request's diff posts one review (event COMMENT): its round text as the body, each finding a comment
// on its line but those of a problem another critic's comment carries (shared-problems.ts, decided from every
// critic's plan before the first post); the rest of its findings are listed in that text. A post that fails ends the posting: it and
// every one after it are handed back as owed, in order, for the state to record.
import type { MarkedComment } from '../../conversation/comments/own.js'
import type { OwedInputs, UnsentPost } from '../posts/owed-inputs.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { FindingsPlan, InlineTarget } from '../placement/findings-plan.js'
import type { CriticFindingsReport } from '../placement/findings-report.js'
import { criticCommentKey } from '../render/round-comment.js'
import { criticCommentInputs, renderRequired } from '../posts/owed-render.js'
import { unseenSection } from '../parts/round-coverage.js'
import { parseMarkers, type MarkerMeta } from '../../base/marker/markers.js'
import {
  findPart,
  planCommentWrites,
  type CommentKey,
  type CommentWrite
} from '../../conversation/comments/posting.js'
import { UserError } from '../../base/shared/errors.js'
import { plannedOnDiff, publishCriticFindings, type CriticFindingsContext } from './critic-findings.js'
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
import { renderRoundSynthesis } from '../render/reply-comments.js'
import { briefReports, briefSection } from '../brief/brief-reports.js'
import type { CriticBriefReport } from '../brief/brief-ledger.js'
import { postThreadAnswers, threadSection, type ThreadAnswers } from '../threads/thread-answers.js'
import type { ThreadResolutions } from '../threads/thread-resolution.js'
import type { ElsewhereComments } from './findings-elsewhere.js'
import type { RoundPlan } from './plan-types.js'
import { renderContext, type ReviewServices } from '../context/services.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

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
  /** The synthesis across the critics, for the follow-up request of the walk past the round (run/publish.ts). */
  synthesis?: string
}

/**
 * A write left unsent, as the state records it: the comment's inputs and the part it is. A part beyond what the
 * inputs render (the short note that empties a stale part) is recorded too, so the failure is named; the next
 * run cannot render it, and drops it.
 */
function owedOf(write: CommentWrite, key: CommentKey, index: number, inputs: OwedInputs): UnsentPost {
  const part = parseMarkers(write.body).find((m) => m.kind === key.kind)?.part?.index ?? index + 1
  return {
    inputs,
    kind: key.kind,
    ...(key.round !== undefined ? { round: key.round } : {}),
    ...(key.critic !== undefined ? { critic: key.critic } : {}),
    part
  }
}

/** Posts and edits one logical comment's parts, as issue comments or as the review that holds part 1. */
async function sendWrites(
  s: ReviewServices,
  writes: CommentWrite[],
  key: CommentKey,
  left: RoundLeftovers,
  inputs: OwedInputs
): Promise<void> {
  for (const [index, write] of writes.entries()) {
    if (left.reason === undefined) {
      try {
        if (write.op === 'create') await s.conversation.postNow(write.body)
        else if (!unchanged(s, write)) {
          if (write.review) await s.conversation.editReview(write.commentId, write.body)
          else await s.conversation.edit(write.commentId, write.body)
        }
        continue
      } catch (error) {
        // A refusal the user must fix (a missing permission) stops the run as it is.
        if (error instanceof UserError) throw error
        left.reason = error
      }
    }
    left.unsent.push(owedOf(write, key, index, inputs))
  }
}

/** An edit that would change nothing (the review this run just posted, a re-run with the same text). */
function unchanged(s: ReviewServices, write: Extract<CommentWrite, { op: 'update' }>): boolean {
  const kind = write.review ? 'review' : 'issue-comment'
  const now = s.conversation.readEntries().find((e) => e.kind === kind && e.id === write.commentId)
  return now !== undefined && now.body === s.conversation.sign(write.body)
}

/** Our posts a round's parts may be: issue comments, and reviews (part 1 of a critic with findings inline). */
function ownPosts(s: ReviewServices) {
  return s.conversation
    .entries()
    .filter((e) => (e.kind === 'issue-comment' || e.kind === 'review') && e.id > 0)
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
  const synthesis = renderRoundSynthesis(round, envelopes.filter((e) => e.ok).length, agreement, s.keywords)
  if (synthesis) left.synthesis = synthesis
  const brief = briefReports(plan, answers)
  if (brief.length > 0) left.brief = brief
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
  const findingsCtx = (e: Envelope, render: CriticFindingsContext['render']): CriticFindingsContext => ({
    s,
    plan,
    targets,
    elsewhere,
    critic: critics.get(e.critic)!,
    output: answers.get(e.critic) ?? e.output,
    render,
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
    envelopes
      .filter((e) => e.ok)
      .flatMap((e) =>
        plannedOnDiff(
          findingsCtx(e, () => []),
          { rerun: rerunOf(e) }
        )
      )
  )
  for (const e of envelopes) {
    const key = criticCommentKey(e.critic, round)
    const section =
      threadSection(threads.lines.get(e.critic)) +
      (e.ok ? briefSection(plan, answers.get(e.critic), s.keywords) : '') +
      unseenSection(plan, e.critic)
    const withThreads = (f?: FindingsPlan) => (f && section ? { ...f, appendix: f.appendix + section } : f)
    // Rendered from the inputs the state records if a part is not sent: a later run renders the same bytes.
    const verifying = (records.verifiers ?? []).filter((v) => v.critic === e.critic)
    const inputsOf = (f?: FindingsPlan) =>
      criticCommentInputs(e, round, plan.heads, withThreads(f), verifying)
    const render = (f?: FindingsPlan) => renderRequired(inputsOf(f), ctx)
    if (!e.ok) {
      await sendWrites(s, planCommentWrites(ownPosts(s), render(), key, own), key, left, inputsOf())
      continue
    }
    const out = await publishCriticFindings(
      { ...findingsCtx(e, render), shared },
      { rerun: rerunOf(e), earlierFailure: left.reason !== undefined }
    )
    if (out.failure !== undefined) left.reason = out.failure
    const f = out.findings
    left.findings.push({
      critic: e.critic,
      counts: f.counts,
      distinct: f.distinct,
      dropped: f.dropped,
      ...(out.notInline ? { notInline: out.notInline } : {})
    })
    await sendWrites(s, planCommentWrites(ownPosts(s), render(f), key, own), key, left, inputsOf(f))
  }
  if (envelopes.every((e) => !e.ok)) {
    const key: CommentKey = { kind: 'round', node: REVIEW_NODES.round, round }
    const inputs: OwedInputs = { what: 'all-failed', round, failed: envelopes.length }
    const writes = planCommentWrites(ownPosts(s), renderRequired(inputs, ctx), key, own)
    await sendWrites(s, writes, key, left, inputs)
  }
  return left
}
