// The publish phase of a round: each critic's result as one attributed, self-marked post (edited, not
// duplicated, when the round is re-run), and a note when every critic failed. A critic whose findings sit on
// the pull request's diff posts one review (event COMMENT): its round text as the body, each finding a comment
// on its line; the rest of its findings are listed in that text. A post that fails ends the posting: it and
// every one after it are handed back as owed, in order, for the state to record.
import type { MarkedComment } from '../thread/own.js'
import type { UnsentPost } from '../thread/view.js'
import type { Envelope } from '../harness/envelope.js'
import { criticResultOf } from '../render/critic-result.js'
import type { CriticFindingsReport, FindingsPlan, InlineTarget } from '../findings/findings-plan.js'
import { criticCommentKey, renderAllFailedNote, renderCriticComment } from '../render/round-comment.js'
import { parseMarkers, type MarkerMeta } from '../marker/markers.js'
import { findPart, planCommentWrites, type CommentKey, type CommentWrite } from '../thread/posting.js'
import { UserError } from '../shared/errors.js'
import { publishCriticFindings } from './critic-findings.js'
import type { ElsewhereComments } from './findings-elsewhere.js'
import type { RoundPlan } from './plan-types.js'
import type { ReviewServices } from './services.js'
import { REVIEW_NODES } from '../graph/review-nodes.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

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
    const out = await publishCriticFindings(
      { s, plan, targets, elsewhere, critic, output: e.output, render },
      {
        // A re-run of the round edits the comment it posted; findings it did not put on the diff then are listed.
        rerun: findPart(ownPosts(s), key, 1, own) !== undefined,
        earlierFailure: left.reason !== undefined
      }
    )
    if (out.failure !== undefined) left.reason = out.failure
    const f = out.findings
    left.findings.push({
      critic: e.critic,
      counts: f.counts,
      severities: f.severities,
      dropped: f.dropped,
      ...(out.notInline ? { notInline: out.notInline } : {})
    })
    await sendWrites(s, planCommentWrites(ownPosts(s), render(f), key, own), key, left)
  }
  if (envelopes.every((e) => !e.ok)) {
    const key: CommentKey = { kind: 'round', node: REVIEW_NODES.round, round }
    await sendWrites(
      s,
      planCommentWrites(ownPosts(s), renderAllFailedNote(round, envelopes.length), key, own),
      key,
      left
    )
  }
  return left
}
