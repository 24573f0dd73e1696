// Rebuilding a review's position from the conversation alone, for when the cache branch is lost.
import type { ConversationEntry } from './entries.js'
import type { ReviewStart } from './view.js'
import type { ActionIdentity, Allowlist } from '../control/authorize.js'
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { parseCommand } from '../../base/keywords/keyword-parse.js'
import { ownMarkers } from './own.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import type { RepoCoordinates } from './pull-refs.js'
import { isAuthorizedEntry } from './unanswered.js'
import { latestBrief, readAuthorizedComments, type FrozenBrief } from './gate-readers.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

export interface RebuiltReview {
  /** `none`: no live review (never armed, or stopped / cleaned up since). */
  node: 'none' | 'paused' | (typeof REVIEW_NODES)['brief' | 'round' | 'followUp']
  start?: ReviewStart
  /** The brief as it was when the action last confirmed it (comments before that confirmation only). */
  brief: FrozenBrief | null
  /** The last round the action posted (0 before the first). */
  round: number
  /** Authorized entries answered by then: the brief, and everything before the last round's comments. */
  consumed: string[]
  /**
   * The cost or tokens each round comment's marker carries, as found (loop/spend/spend.ts counts each once).
   */
  marked?: Array<{ critic: string; round: number; costUsd?: number; tokens?: number }>
}

export interface RebuildContext {
  allowlist: Allowlist
  identity: ActionIdentity
  /** Set with marker-secret: only signed markers count, so another workflow cannot set the position. */
  signer?: MarkerSigner
  keywords: KeywordConfig
  workItem?: RepoCoordinates
}

const CONTROL = new Set(['review', 'stop', 'pause', 'resume', 'cleanup'])

/**
 * Commands come from authorized comments only, markers from the action's own comments only, so
 * nobody can steer the rebuilt position by pasting text. The newest `review` starts a fresh review.
 * There is no state to list our comments here: without marker-secret, a marker that another workflow
 * posting as the same bot forged counts (a round number, a confirmation); with it, it does not.
 */
export function rebuildReview(entries: readonly ConversationEntry[], ctx: RebuildContext): RebuiltReview {
  let arming: number | undefined
  let lastControl: string | undefined
  entries.forEach((c, index) => {
    if (!isAuthorizedEntry(c, ctx.allowlist, ctx.identity)) return
    const parsed = parseCommand(c.body, ctx.keywords)
    if (parsed.kind !== 'command' || !CONTROL.has(parsed.command)) return
    if (parsed.command === 'review') arming = index
    // `resume` only undoes a pause; it never arms by itself.
    if (parsed.command !== 'resume' || lastControl === 'pause') lastControl = parsed.command
  })
  const none: RebuiltReview = { node: 'none', brief: null, round: 0, consumed: [] }
  if (arming === undefined || lastControl === 'stop' || lastControl === 'cleanup') return none
  const review = entries.slice(arming)
  const armedBy = review[0]!
  const rule = { identity: ctx.identity, ...(ctx.signer ? { signer: ctx.signer } : {}) }
  const own = review.flatMap((c, index) => ownMarkers(c, rule).map((meta) => ({ index, meta })))
  const confirmations = own.filter((m) => m.meta.kind === 'brief-confirmation')
  const confirmation = confirmations[0]?.index
  // A brief restated mid-review was confirmed again: the brief in force is the newest one before the last
  // confirmation (the restated one, or the first brief when none was restated).
  const lastConfirmation = confirmations.at(-1)?.index
  const authorized = readAuthorizedComments(
    review.filter((c, index) => lastConfirmation === undefined || index < lastConfirmation),
    ctx.allowlist,
    ctx.identity
  )
  const brief = latestBrief(authorized, [], ctx.workItem)
  const rounds = own.filter((m) => m.meta.kind === 'round' && m.meta.round !== undefined)
  const round = rounds.reduce((max, m) => Math.max(max, m.meta.round!), 0)
  // Replies before the last round's first comment were read by that round (or by an earlier one).
  const lastRoundAt = rounds.find((m) => m.meta.round === round)?.index ?? confirmation ?? 0
  const consumed: string[] = review
    .filter((c, index) => index < lastRoundAt && isAuthorizedEntry(c, ctx.allowlist, ctx.identity))
    .map((c) => c.key)
  // A confirmed brief restated after the last round was answered by its confirmation: no reply for the next round.
  // An unconfirmed one is the brief gate's to freeze, so it stays unanswered.
  if (confirmation !== undefined && brief?.entry && !consumed.includes(brief.entry))
    consumed.push(brief.entry)
  const marked = rounds.flatMap(({ meta: m }) =>
    m.critic === undefined || (m.cost === undefined && m.tokens === undefined)
      ? []
      : [
          {
            critic: m.critic,
            round: m.round!,
            ...(m.cost === undefined ? { tokens: m.tokens! } : { costUsd: m.cost })
          }
        ]
  )
  const base = {
    start: { key: armedBy.key, at: armedBy.visibleAt },
    brief,
    round,
    consumed,
    ...(marked.length > 0 ? { marked } : {})
  }
  if (lastControl === 'pause') return { node: 'paused', ...base }
  if (confirmation === undefined) return { node: REVIEW_NODES.brief, ...base }
  const asked = own.some((m) => m.meta.kind === 'follow-up-request' && m.meta.round === round && round > 0)
  return { node: asked ? REVIEW_NODES.followUp : REVIEW_NODES.round, ...base }
}
