// The publish phase of a round: each critic's result as one attributed, self-marked post (edited, not
// duplicated, when the round is re-run), and a note when every critic failed. A critic whose findings sit on
// the pull request's diff posts one review (event COMMENT): its round text as the body, each finding a comment
// on its line; the rest of its findings are listed in that text. A post that fails ends the posting: it and
// every one after it are handed back as owed, in order, for the state to record.
import type { MarkedComment } from '../../conversation/own.js'
import type { UnsentPost } from '../../conversation/thread.js'
import type { Envelope } from '../../critic/envelope.js'
import { criticResultOf } from '../../critic/result-of.js'
import {
  planFindings,
  type FindingsPlan,
  type FindingsReview,
  type InlineTarget
} from '../../findings/plan.js'
import { renderFindingsReviewBody } from '../../findings/render.js'
import { postedFindings } from '../../findings/posted.js'
import type { ReviewComment } from '../../github/port.js'
import { criticCommentKey, renderAllFailedNote, renderCriticComment } from '../../render/round.js'
import { parseMarkers, type MarkerMeta } from '../../render/markers.js'
import { findPart, planCommentWrites, type CommentKey, type CommentWrite } from '../../review/posting.js'
import { describeError, UserError } from '../../shared/errors.js'
import { isRefusal, postFindingsReview } from './review-refusals.js'
import type { RoundPlan } from './round-plan.js'
import type { ReviewServices } from './services.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

/** What one critic's findings became, for the job summary. */
export interface CriticFindingsReport {
  critic: string
  counts: FindingsPlan['counts']
  severities: FindingsPlan['severities']
  dropped: FindingsPlan['dropped']
  /** Why findings that fit the diff were listed instead (GitHub refused the review, a re-run). */
  notInline?: string
}

/** What a round posted and could not post: the posts left, in order, the first failure, the findings. */
export interface RoundLeftovers {
  unsent: UnsentPost[]
  reason?: unknown
  findings: CriticFindingsReport[]
}

function owedOf(write: CommentWrite, key: CommentKey, index: number): UnsentPost {
  const part = parseMarkers(write.body).find((m) => m.kind === key.kind)?.part?.index ?? index + 1
  return { text: write.body, kind: key.kind, key: { ...key, part } }
}

/** `owner/repo#n`, how a comment names one of several pull requests (GitHub links it). */
function refLabel(ref: string): string {
  return ref.replace(/^github:/, '')
}

/** Posts and edits one logical comment's parts, as issue comments or as the review that holds part 1. */
async function sendWrites(
  s: ReviewServices,
  writes: CommentWrite[],
  key: CommentKey,
  left: RoundLeftovers
): Promise<void> {
  for (const [index, write] of writes.entries()) {
    if (left.reason === undefined) {
      try {
        if (write.op === 'create') await s.thread.postNow(write.body)
        else if (!unchanged(s, write)) {
          if (write.review) await s.thread.editReview(write.commentId, write.body)
          else await s.thread.edit(write.commentId, write.body)
        }
        continue
      } catch (error) {
        // A refusal the user must fix (a missing permission) stops the run as it is.
        if (error instanceof UserError) throw error
        left.reason = error
      }
    }
    left.unsent.push(owedOf(write, key, index))
  }
}

/** An edit that would change nothing (the review this run just posted, a re-run with the same text). */
function unchanged(s: ReviewServices, write: Extract<CommentWrite, { op: 'update' }>): boolean {
  const kind = write.review ? 'review' : 'issue-comment'
  const now = s.thread.readEntries().find((e) => e.kind === kind && e.id === write.commentId)
  return now !== undefined && now.body === s.thread.seal(write.body)
}

/** Our posts a round's parts may be: issue comments, and reviews (part 1 of a critic with findings inline). */
function ownPosts(s: ReviewServices) {
  return s.thread.entries().filter((e) => (e.kind === 'issue-comment' || e.kind === 'review') && e.id > 0)
}

/** Why a review of findings was not posted, as the round text says it. */
function refusal(error: unknown): string {
  return isRefusal(error) ? 'GitHub refused the review (HTTP 422)' : 'the review could not be posted'
}

/**
 * Review comments already on pull requests other than the item's own, read once per pull request and run, and
 * only for one a critic has findings for: a re-run must not post its findings twice, and a finding already
 * there is a repeat. A string says why they could not be read.
 */
type ElsewhereComments = Map<number, ReviewComment[] | string>

async function readElsewhere(s: ReviewServices, seen: ElsewhereComments, pulls: number[]): Promise<void> {
  for (const pull of pulls) {
    if (seen.has(pull)) continue
    try {
      seen.set(pull, await s.github.listReviewComments(pull))
    } catch (error) {
      if (error instanceof UserError) throw error
      seen.set(pull, `its review comments could not be read (${describeError(error)})`)
    }
  }
}

/** Posts a critic's findings on another pull request than the item's own, as one review with a short body. */
async function postElsewhere(
  s: ReviewServices,
  plan: RoundPlan,
  review: FindingsReview,
  critic: { name: string; harness: string; model?: string }
): Promise<void> {
  const body = renderFindingsReviewBody({
    critic,
    round: plan.round,
    item: plan.item,
    count: review.comments.length
  })
  const comments = review.comments.map((c) => ({ ...c, body: s.thread.seal(c.body) }))
  // `after: 0`: a review whose answer was lost is looked for among all of that pull request's reviews.
  await s.github.createReview(
    review.target.number,
    { commitId: review.target.head, body: s.thread.seal(body), comments },
    { after: 0 }
  )
}

export async function publishRound(
  s: ReviewServices,
  plan: RoundPlan,
  envelopes: Envelope[],
  own: OwnMarkers
): Promise<RoundLeftovers> {
  const { round } = plan
  const heads = plan.heads.map((h) => ({ ...h, label: refLabel(h.ref) }))
  const link = {
    serverUrl: s.serverUrl ?? 'https://github.com',
    owner: plan.item.owner,
    repo: plan.item.repo
  }
  const targets: InlineTarget[] = (plan.inlines ?? []).map((i) => ({ ...i, link }))
  const ownPull = targets.find((t) => t.own)?.number
  const rule = { identity: s.identity, ...(s.signer ? { signer: s.signer } : {}) }
  const elsewhere: ElsewhereComments = new Map()
  const left: RoundLeftovers = { unsent: [], findings: [] }
  for (const e of envelopes) {
    const result = criticResultOf(e)
    const key = criticCommentKey(e.critic, round)
    const render = (f?: FindingsPlan) =>
      renderCriticComment(f ? { ...result, output: f.text, appendix: f.appendix } : result, {
        round,
        keywords: s.keywords,
        heads
      })
    if (!e.ok) {
      await sendWrites(s, planCommentWrites(ownPosts(s), render(), key, own), key, left)
      continue
    }
    const critic = {
      name: e.critic,
      harness: result.harness,
      ...(result.model ? { model: result.model } : {})
    }
    const posted = (pull: number) => {
      const there =
        pull === ownPull
          ? s.thread.readEntries().filter((x) => x.kind === 'review-comment')
          : elsewhere.get(pull)
      return Array.isArray(there) ? postedFindings(there, e.critic, rule) : new Map<string, number>()
    }
    // Findings that fit a diff but are listed instead, by pull request, and why.
    const notInline = new Map<number, string>()
    // Findings GitHub refused on a diff they fit as the round read it, by pull request (review-refusals.ts).
    const refused = new Map<number, ReadonlySet<string>>()
    const findings = () =>
      planFindings({
        output: e.output,
        critic,
        round,
        targets,
        posted,
        notInline,
        refused,
        ...(s.keywords ? { keywords: s.keywords } : {})
      })
    // A re-run of the round edits the comment it posted; findings it did not put on the diff then are listed.
    if (ownPull !== undefined && findPart(ownPosts(s), key, 1, own) !== undefined)
      notInline.set(ownPull, "this round's comment was posted before this re-run")
    if (left.reason !== undefined)
      for (const t of targets) notInline.set(t.number, 'an earlier post of this round failed')
    let f = findings()
    const others = f.reviews.filter((r) => !r.target.own).map((r) => r.target.number)
    if (others.length > 0) {
      await readElsewhere(s, elsewhere, others)
      for (const pull of others) {
        const there = elsewhere.get(pull)
        if (typeof there === 'string') notInline.set(pull, there)
      }
      f = findings()
    }
    // The other pull requests' reviews first: the own review's body is the round text, which says how they went.
    for (const review of f.reviews.filter((r) => !r.target.own)) {
      const pull = review.target.number
      try {
        await postFindingsReview(s.github, pull, review.target.head, review.comments, async (leftOut) => {
          refused.set(pull, leftOut)
          const rest = findings().reviews.find((r) => r.target.number === pull)
          if (rest) await postElsewhere(s, plan, rest, critic)
        })
      } catch (error) {
        if (error instanceof UserError) throw error
        refused.delete(pull)
        notInline.set(pull, refusal(error))
      }
    }
    f = findings()
    const ownReview = f.reviews.find((r) => r.target.own)
    if (ownReview) {
      const { number: pull, head } = ownReview.target
      try {
        await postFindingsReview(s.github, pull, head, ownReview.comments, async (leftOut) => {
          refused.set(pull, leftOut)
          const now = findings()
          const rest = now.reviews.find((r) => r.target.own)
          if (rest)
            await s.thread.postReview({ commitId: head, body: render(now)[0]!, comments: rest.comments })
        })
      } catch (error) {
        if (error instanceof UserError) throw error
        // GitHub refused the review whatever its comments (or a post failed): every finding goes into the text.
        refused.delete(pull)
        notInline.set(pull, refusal(error))
        if (!isRefusal(error)) left.reason = error
      }
      f = findings()
    }
    left.findings.push({
      critic: e.critic,
      counts: f.counts,
      severities: f.severities,
      dropped: f.dropped,
      ...(notInline.size > 0 ? { notInline: [...new Set(notInline.values())].join('; ') } : {})
    })
    await sendWrites(s, planCommentWrites(ownPosts(s), render(f), key, own), key, left)
  }
  if (envelopes.every((e) => !e.ok)) {
    const key: CommentKey = { kind: 'round', node: 'review', round }
    await sendWrites(
      s,
      planCommentWrites(ownPosts(s), renderAllFailedNote(round, envelopes.length), key, own),
      key,
      left
    )
  }
  return left
}
