// The writes of a round's posts: each logical comment's parts posted or edited in turn, a part left unsent handed
// back as owed (with the inputs it renders from), and where our earlier posts of a round are.
import type { OwedInputs, UnsentPost } from '../posts/owed-inputs.js'
import type { MarkedComment } from '../../conversation/comments/own.js'
import { parseMarkers, type MarkerMeta } from '../../base/marker/markers.js'
import { findPart, type CommentKey, type CommentWrite } from '../../conversation/comments/posting.js'
import { UserError } from '../../base/shared/errors.js'
import { roundCommentKey } from '../render/round-sections.js'
import type { RoundPlan } from './plan-types.js'
import type { ReviewServices } from '../context/services.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
export type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

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
export async function sendWrites(
  s: ReviewServices,
  writes: CommentWrite[],
  key: CommentKey,
  left: { unsent: UnsentPost[]; reason?: unknown },
  inputs: () => OwedInputs
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
    left.unsent.push(owedOf(write, key, index, inputs()))
  }
}

/** An edit that would change nothing (the review this run just posted, a re-run with the same text). */
function unchanged(s: ReviewServices, write: Extract<CommentWrite, { op: 'update' }>): boolean {
  const kind = write.review ? 'review' : 'issue-comment'
  const now = s.conversation.readEntries().find((e) => e.kind === kind && e.id === write.commentId)
  return now !== undefined && now.body === s.conversation.sign(write.body)
}

/**
 * Our posts a critic's round text may be in: issue comments, and reviews (before the round's one comment, a critic
 * with findings on the diff posted its text as its review's body).
 */
export function ownPosts(s: ReviewServices) {
  return s.conversation
    .entries()
    .filter((e) => (e.kind === 'issue-comment' || e.kind === 'review') && e.id > 0)
}

/** Our issue comments: where the round's one comment is (its review carries the same marker, and is not it). */
export function ownComments(s: ReviewServices) {
  return s.conversation.entries().filter((e) => e.kind === 'issue-comment' && e.id > 0)
}

/** Whether the round's one review is on the pull request already (a re-run of the round). */
export function ownReviewOf(s: ReviewServices, round: number, own: OwnMarkers): boolean {
  const key = roundCommentKey(round)
  return s.conversation
    .entries()
    .some(
      (e) =>
        e.kind === 'review' &&
        own(e).some((m) => m.kind === key.kind && m.round === round && m.critic === undefined)
    )
}

/** The link to the round comment's first part, for its review's body. */
export function roundCommentUrl(s: ReviewServices, plan: RoundPlan, own: OwnMarkers): string | undefined {
  const first = findPart(ownComments(s), roundCommentKey(plan.round), 1, own)
  if (!first) return undefined
  const server = (s.serverUrl ?? 'https://github.com').replace(/\/+$/, '')
  return `${server}/${plan.item.owner}/${plan.item.repo}/pull/${plan.item.number}#issuecomment-${first.id}`
}
