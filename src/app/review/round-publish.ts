// The publish phase of a round: each critic's result as one attributed, self-marked comment (edited, not
// duplicated, when the round is re-run), and a note when every critic failed.
import type { MarkedComment } from '../../conversation/own.js'
import type { Envelope } from '../../critic/envelope.js'
import { criticResultOf } from '../../critic/result-of.js'
import { criticCommentKey, renderAllFailedNote, renderCriticComment } from '../../render/round.js'
import type { MarkerMeta } from '../../render/markers.js'
import { planCommentWrites, type CommentKey } from '../../review/posting.js'
import type { RoundPlan } from './round-plan.js'
import type { ReviewServices } from './services.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

async function postOnce(
  s: ReviewServices,
  bodies: string[],
  key: CommentKey,
  own: OwnMarkers
): Promise<void> {
  const posted = s.thread.entries().filter((e) => e.kind === 'issue-comment' && e.id > 0)
  for (const write of planCommentWrites(posted, bodies, key, own)) {
    if (write.op === 'create') await s.thread.postNow(write.body)
    else await s.thread.edit(write.commentId, write.body)
  }
}

/** `owner/repo#n`, how a comment names one of several pull requests (GitHub links it). */
function refLabel(ref: string): string {
  return ref.replace(/^github:/, '')
}

export async function publishRound(
  s: ReviewServices,
  plan: RoundPlan,
  envelopes: Envelope[],
  own: OwnMarkers
): Promise<void> {
  const { round } = plan
  const heads = plan.heads.map((h) => ({ ...h, label: refLabel(h.ref) }))
  for (const e of envelopes) {
    const bodies = renderCriticComment(criticResultOf(e), { round, keywords: s.keywords, heads })
    await postOnce(s, bodies, criticCommentKey(e.critic, round), own)
  }
  if (envelopes.every((e) => !e.ok)) {
    const key = { kind: 'round' as const, node: 'review', round }
    await postOnce(s, renderAllFailedNote(round, envelopes.length), key, own)
  }
}
