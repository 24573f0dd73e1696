// One finding as the line comment the action posts: the finding's comment, who else raised it this round, a note
// when it comes back after its thread was resolved or exceeds a decision on a less severe match, and the marker
// (its key) a later round knows it by.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { NewReviewComment, ReviewPosition } from '../../github/port.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import type { Finding } from '../../base/findings/finding.js'
import { renderAlsoRaised, renderFindingComment } from './finding-markdown.js'

export interface InlineCandidate {
  finding: Finding
  position: ReviewPosition
  key: string
  /** The link to its earlier thread, when that thread was resolved as no longer found. */
  before?: string
  /** Why a reviewer's decision on a matching finding does not cover it (decided-match.ts): said under it. */
  exceeds?: string
}

export function inlineComment(
  c: InlineCandidate,
  others: readonly string[],
  ctx: {
    round: number
    critic: { name: string; harness: string; model?: string }
    keywords?: KeywordConfig
  }
): NewReviewComment {
  const marker = renderMarker({
    kind: 'finding',
    node: REVIEW_NODES.round,
    round: ctx.round,
    critic: ctx.critic.name,
    key: c.key
  })
  const again =
    c.before === undefined
      ? ''
      : `\n\nFound again: reported before in [this thread](${c.before}), resolved then as no longer found.`
  const decided = c.exceeds === undefined ? '' : `\n\n_Posted though ${c.exceeds}._`
  const opts = ctx.keywords ? { keywords: ctx.keywords } : {}
  const body = `${renderFindingComment(c.finding, { critic: ctx.critic, ...opts })}${renderAlsoRaised(others)}${again}${decided}`
  return { ...c.position, body: markSelfAuthored(`${body}\n\n${marker}`) }
}
