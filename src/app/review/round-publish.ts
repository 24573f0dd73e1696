// The publish phase of a round: each critic's result as one attributed, self-marked comment (edited, not
// duplicated, when the round is re-run), and a note when every critic failed. A post that fails ends the
// posting: it and every one after it are handed back as owed, in order, for the state to record.
import type { MarkedComment } from '../../conversation/own.js'
import type { UnsentPost } from '../../conversation/thread.js'
import type { Envelope } from '../../critic/envelope.js'
import { criticResultOf } from '../../critic/result-of.js'
import { criticCommentKey, renderAllFailedNote, renderCriticComment } from '../../render/round.js'
import { parseMarkers, type MarkerMeta } from '../../render/markers.js'
import { planCommentWrites, type CommentKey, type CommentWrite } from '../../review/posting.js'
import { UserError } from '../../shared/errors.js'
import type { RoundPlan } from './round-plan.js'
import type { ReviewServices } from './services.js'

/** The markers a decision may trust on a comment (conversation/own.ts). */
type OwnMarkers = (comment: MarkedComment) => MarkerMeta[]

/** What a round could not post: the posts, in order, and the first failure. */
export interface RoundLeftovers {
  unsent: UnsentPost[]
  reason?: unknown
}

function owedOf(write: CommentWrite, key: CommentKey, index: number): UnsentPost {
  const part = parseMarkers(write.body).find((m) => m.kind === key.kind)?.part?.index ?? index + 1
  return { text: write.body, kind: key.kind, key: { ...key, part } }
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
): Promise<RoundLeftovers> {
  const { round } = plan
  const heads = plan.heads.map((h) => ({ ...h, label: refLabel(h.ref) }))
  const comments: Array<{ bodies: string[]; key: CommentKey }> = envelopes.map((e) => ({
    bodies: renderCriticComment(criticResultOf(e), { round, keywords: s.keywords, heads }),
    key: criticCommentKey(e.critic, round)
  }))
  if (envelopes.every((e) => !e.ok))
    comments.push({
      bodies: renderAllFailedNote(round, envelopes.length),
      key: { kind: 'round', node: 'review', round }
    })
  const leftovers: RoundLeftovers = { unsent: [] }
  for (const { bodies, key } of comments) {
    const posted = s.thread.entries().filter((e) => e.kind === 'issue-comment' && e.id > 0)
    const writes = planCommentWrites(posted, bodies, key, own)
    for (const [index, write] of writes.entries()) {
      if (leftovers.reason === undefined) {
        try {
          if (write.op === 'create') await s.thread.postNow(write.body)
          else await s.thread.edit(write.commentId, write.body)
          continue
        } catch (error) {
          // A refusal the user must fix (a missing permission) stops the run as it is.
          if (error instanceof UserError) throw error
          leftovers.reason = error
        }
      }
      leftovers.unsent.push(owedOf(write, key, index))
    }
  }
  return leftovers
}
