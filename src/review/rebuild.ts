// Rebuilding a review's position from the thread alone, for when the cache branch is lost.
import type { ThreadComment } from '../github/port.js'
import { isActionComment, type ActionIdentity, type Allowlist } from '../control/authorize.js'
import type { KeywordConfig } from '../control/keywords.js'
import { parseCommand } from '../control/parse.js'
import { parseMarkers } from '../render/markers.js'
import type { RepoCoordinates } from './pulls.js'
import { latestBrief, readAuthorizedComments, type FrozenBrief } from './thread.js'

export interface RebuiltReview {
  /** `none`: no live review (never armed, or stopped / cleaned up since). */
  node: 'none' | 'paused' | 'review-brief' | 'review' | 'follow-up'
  armingCommentId?: number
  /** The brief as it was when the action confirmed it (comments before the confirmation only). */
  brief: FrozenBrief | null
  /** The last round the action posted (0 before the first). */
  round: number
  /** The newest comment of that round: replies after it belong to the follow-up gate. */
  lastRoundCommentId?: number
}

export interface RebuildContext {
  allowlist: Allowlist
  identity: ActionIdentity
  keywords: KeywordConfig
  workItem?: RepoCoordinates
}

const CONTROL = new Set(['review', 'stop', 'pause', 'resume', 'cleanup'])

/**
 * Commands come from authorized comments only, markers from the action's own comments only, so
 * nobody can steer the rebuilt position by pasting text. The newest `review` starts a fresh review.
 */
export function rebuildReview(comments: readonly ThreadComment[], ctx: RebuildContext): RebuiltReview {
  const authorized = readAuthorizedComments(comments, ctx.allowlist, ctx.identity)
  let arming: number | undefined
  let lastControl: string | undefined
  for (const c of authorized) {
    const parsed = parseCommand(c.body, ctx.keywords)
    if (parsed.kind !== 'command' || !CONTROL.has(parsed.command)) continue
    if (parsed.command === 'review') arming = c.id
    // `resume` only undoes a pause; it never arms by itself.
    if (parsed.command !== 'resume' || lastControl === 'pause') lastControl = parsed.command
  }
  const none: RebuiltReview = { node: 'none', brief: null, round: 0 }
  if (arming === undefined || lastControl === 'stop' || lastControl === 'cleanup') return none
  const from = arming
  const since = (id: number) => id >= from
  const own = comments.filter((c) => since(c.id) && isActionComment(c, ctx.identity))
  const marked = own.flatMap((c) => parseMarkers(c.body).map((meta) => ({ id: c.id, meta })))
  const confirmation = marked.find((m) => m.meta.kind === 'brief-confirmation')?.id
  const briefSources = authorized.filter(
    (c) => since(c.id) && (confirmation === undefined || c.id < confirmation)
  )
  const brief = latestBrief(briefSources, [], ctx.workItem)
  const rounds = marked.filter((m) => m.meta.kind === 'round' && m.meta.round !== undefined)
  const round = rounds.reduce((max, m) => Math.max(max, m.meta.round!), 0)
  const lastRoundCommentId = rounds
    .filter((m) => m.meta.round === round)
    .reduce<number | undefined>((max, m) => Math.max(max ?? 0, m.id), undefined)
  const base = {
    armingCommentId: arming,
    brief,
    round,
    ...(lastRoundCommentId === undefined ? {} : { lastRoundCommentId })
  }
  if (lastControl === 'pause') return { node: 'paused', ...base }
  if (confirmation === undefined) return { node: 'review-brief', ...base }
  const asked = marked.some((m) => m.meta.kind === 'follow-up-request' && m.meta.round === round && round > 0)
  return { node: asked ? 'follow-up' : 'review', ...base }
}
