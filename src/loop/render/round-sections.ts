// The one comment of a review round: a line for the round (the heads it reviewed, how its critics went), then
// each critic's result as a section of its own, each ending in that critic's round marker (with what the money
// budget counted of it), so a state rebuilt from the thread still reads every critic's round and spend. The
// comment's own marker (the round's, without a critic) ends each part: re-runs find the parts by it. The round's
// lead (where the brief stands, its problems: round-lead.ts) comes before the sections, which it leaves collapsed
// when there are several, and the follow-up request ends the comment, its marker right before the last part's.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { findMarkers, renderMarker, type MarkerMeta } from '../../base/marker/markers.js'
import { assembleParts, PART_OVERHEAD } from '../../base/markdown/text.js'
import { COMMENT_LIMIT, splitBody } from '../../base/markdown/split.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'
import {
  criticHeadline,
  criticRoundMarker,
  criticText,
  renderHeads,
  type CriticCommentContext,
  type CriticResult
} from './round-comment.js'

/** One critic's part of the round: its result, and what the budget counted of it (its marker carries that). */
interface RoundSection {
  result: CriticResult
  spend?: CriticCommentContext['spend']
}

export interface RoundCommentInput {
  round: number
  sections: readonly RoundSection[]
  heads?: CriticCommentContext['heads']
  keywords?: KeywordConfig
  /** What the comment leads with: the brief's standing across critics, the round's problems (our text). */
  lead?: { brief?: string; problems?: string }
  /**
   * The follow-up request the round ends with (reply-comments.ts renderFollowUpSection: our text, its marker last);
   * a round comment of an older version has none, and the `follow-up` node's hook then posts the request.
   */
  followUp?: string
}

/** The identity of a round's one comment: the round's marker without a critic (each section names its own). */
export function roundCommentKey(round: number): Omit<MarkerMeta, 'part'> {
  return { kind: 'round', node: REVIEW_NODES.round, round }
}

/** Room kept in a section for its `<details>` lines and its critic's marker. */
const SECTION_OVERHEAD = 1024

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

/** The round's first line: what it reviewed and how its critics went; when all failed, that nothing was. */
function headline(input: RoundCommentInput): string {
  const { round, sections } = input
  const failed = sections.filter((s) => !s.result.ok).length
  if (sections.length > 0 && failed === sections.length)
    return `🤖 _the-loop_ — **Round ${round}: all ${plural(failed, 'critic')} failed.** Nothing was reviewed; each critic's section below says why. Reply to try another round.`
  const how = failed === 0 ? '' : ` (${failed} failed)`
  return `🤖 _the-loop_ — **Review round ${round}**${renderHeads(input.heads, input.keywords)} · ${plural(sections.length, 'critic')}${how}`
}

/**
 * One critic's section, in as many pieces as `size` needs (a piece is a whole `<details>` block that ends in the
 * critic's marker, so a part boundary never falls inside one).
 */
function sectionPieces(input: RoundCommentInput, section: RoundSection, size: number): string[] {
  const { round, keywords } = input
  const summary = criticHeadline(section.result, round, keywords)
  const marker = renderMarker(criticRoundMarker(section.result.critic, round, section.spend))
  const chunks = splitBody(criticText(section.result, { round, ...(keywords ? { keywords } : {}) }), size)
  // With several critics the lead says what changed, and each section opens on a click; one critic's is the round.
  const open = input.sections.length === 1 ? ' open' : ''
  return chunks.map((chunk, i) => {
    const more = i === 0 ? '' : ' (continued)'
    return `<details${open}>\n<summary>${summary}${more}</summary>\n\n${chunk}\n\n</details>\n${marker}`
  })
}

/** The bodies of a round's one comment: one when it fits, else numbered parts, never cut. */
export function renderRoundComment(input: RoundCommentInput, limit = COMMENT_LIMIT): string[] {
  const room = limit - PART_OVERHEAD
  const { brief, problems } = input.lead ?? {}
  const pieces = [
    headline(input),
    ...(brief ? [`**The brief so far:** ${brief}`] : []),
    ...(problems ? [problems] : []),
    ...input.sections.flatMap((s) => sectionPieces(input, s, room - SECTION_OVERHEAD)),
    // The follow-up request is the last piece: every part before the last renders the same with or without it.
    ...(input.followUp ? [`---\n\n${input.followUp}`] : [])
  ]
  const parts: string[] = []
  for (const piece of pieces) {
    const last = parts.length - 1
    if (last >= 0 && parts[last]!.length + 2 + piece.length <= room) parts[last] += `\n\n${piece}`
    else parts.push(piece)
  }
  return assembleParts(parts, roundCommentKey(input.round), limit)
}

/**
 * Each critic's text in one of our round comments, by the critic's marker that ends it: the text between the
 * marker before it (or the start) and it. An older round comment holds one critic, ended by its marker. Only
 * markers `trusted` holds count (our own, signed as the thread's reader checks); a critic's text cannot carry a
 * live marker (defused when rendered).
 */
export function criticSectionsOf(
  body: string,
  trusted: readonly MarkerMeta[]
): Array<{ meta: MarkerMeta; text: string }> {
  const same = (a: MarkerMeta, b: MarkerMeta) =>
    a.kind === b.kind && a.round === b.round && a.critic === b.critic && a.sig === b.sig
  const out: Array<{ meta: MarkerMeta; text: string }> = []
  let from = 0
  for (const span of findMarkers(body)) {
    const { meta } = span
    if (meta.kind === 'round' && meta.critic !== undefined && trusted.some((t) => same(t, meta)))
      out.push({ meta, text: body.slice(from, span.start) })
    from = span.end
  }
  return out
}
