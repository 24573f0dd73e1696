// The review loop's Action-specific bookkeeping, kept in the state document's `host` field.
import type { GraphState } from '../../state/document.js'

export interface ReviewHostData {
  /** The last round number started (0 before the first). */
  round: number
  /** True once every critic comment of `round` is posted. */
  roundDone: boolean
  /** `round` at the last arming: rounds counted against max-rounds are those after it. */
  budgetFrom: number
  /** The newest comment id of the last posted round. */
  lastRoundCommentId?: number
  /** The newest authorized comment a gate consumed: later replies are the next gate's input. */
  consumedUpTo?: number
  /** The comment that armed this review: earlier comments belong to a finished review on the same thread. */
  reviewFrom?: number
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0
}

function optionalId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/** Reads `host.review` defensively: the cache branch is writable by anyone with contents: write. */
export function readHostData(state: GraphState): ReviewHostData {
  const raw = state.host['review']
  const v = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const data: ReviewHostData = {
    round: count(v.round),
    roundDone: v.roundDone === true,
    budgetFrom: count(v.budgetFrom)
  }
  const last = optionalId(v.lastRoundCommentId)
  if (last !== undefined) data.lastRoundCommentId = last
  const consumed = optionalId(v.consumedUpTo)
  if (consumed !== undefined) data.consumedUpTo = consumed
  const from = optionalId(v.reviewFrom)
  if (from !== undefined) data.reviewFrom = from
  return data
}

export function withHostData(state: GraphState, data: ReviewHostData): GraphState {
  return { ...state, host: { ...state.host, review: { ...data } } }
}
