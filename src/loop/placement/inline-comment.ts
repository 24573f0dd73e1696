// One finding as the line comment the action posts: the finding's comment, who else raised it this round (their
// findings folded under it when this comment carries the round's problem for them, shared-problems.ts), a note
// when it comes back after its thread was resolved or exceeds a decision on a less severe match, and the markers
// (each finding's key) a later round knows them by.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { NewReviewComment, ReviewPosition } from '../../github/port.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import type { Finding } from '../../base/findings/finding.js'
import { renderAlsoRaised, renderFindingComment } from './finding-markdown.js'
import { escapeInline } from '../../base/markdown/text.js'
import type { ProblemOnDiff } from './shared-problems.js'

/**
 * Characters of a comment past which another critic's finding is named, not folded in: GitHub takes 65,536 per
 * body, and a finding's text and suggestion may be 8,000 (more once defused).
 */
const FOLDED_BUDGET = 40_000

/** The other critics' findings of this comment's problem, each folded under its critic's name, and their keys. */
function foldedIn(
  joined: readonly ProblemOnDiff[],
  ctx: { keywords?: KeywordConfig }
): { text: string; also: Array<{ critic: string; key: string }> } {
  let text = ''
  const also: Array<{ critic: string; key: string }> = []
  const opts = ctx.keywords ? { keywords: ctx.keywords } : {}
  for (const j of joined) {
    const name = `\`${escapeInline(j.critic.name, 64)}\``
    const whole = `\n\n<details><summary>Found too by ${name}</summary>\n\n${renderFindingComment(j.finding, { critic: j.critic, ...opts })}\n\n</details>`
    text +=
      text.length + whole.length <= FOLDED_BUDGET
        ? whole
        : `\n\nFound too by ${name}: its text is in its round comment.`
    also.push({ critic: j.critic.name, key: j.key })
  }
  return { text, also }
}

export interface InlineCandidate {
  finding: Finding
  position: ReviewPosition
  key: string
  /** The link to its earlier thread, when that thread was resolved as no longer found. */
  before?: string
  /** Why a reviewer's decision on a matching finding does not cover it (decided-match.ts): said under it. */
  exceeds?: string
  /** The critic that confirmed this lone problem (input inline-findings: verified): said under it. */
  verifiedBy?: string
}

export function inlineComment(
  c: InlineCandidate,
  others: readonly string[],
  ctx: {
    round: number
    critic: { name: string; harness: string; model?: string }
    keywords?: KeywordConfig
  },
  joined: readonly ProblemOnDiff[] = []
): NewReviewComment {
  const folded = foldedIn(joined, ctx)
  const marker = renderMarker({
    kind: 'finding',
    node: REVIEW_NODES.round,
    round: ctx.round,
    critic: ctx.critic.name,
    key: c.key,
    ...(folded.also.length > 0 ? { also: folded.also } : {})
  })
  const again =
    c.before === undefined
      ? ''
      : `\n\nFound again: reported before in [this thread](${c.before}), resolved then as no longer found.`
  const decided = c.exceeds === undefined ? '' : `\n\n_Posted though ${c.exceeds}._`
  const verified =
    c.verifiedBy === undefined
      ? ''
      : `\n\n_No other critic raised it; verified by \`${escapeInline(c.verifiedBy, 64)}\` this round._`
  const opts = ctx.keywords ? { keywords: ctx.keywords } : {}
  const body = `${renderFindingComment(c.finding, { critic: ctx.critic, ...opts })}${renderAlsoRaised(others)}${folded.text}${again}${decided}${verified}`
  return { ...c.position, body: markSelfAuthored(`${body}\n\n${marker}`) }
}
