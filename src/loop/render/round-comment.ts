// One critic's result as comment(s), for a review round or an on-demand run: `[harness/model]`
// attribution, defused output, a structured marker, split into parts instead of cut.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { MarkerMeta } from '../../base/marker/markers.js'
import { renderAttribution } from '../../base/markdown/attribution.js'
import { isCommitSha, shortSha } from '../../base/shared/commit-sha.js'
import { renderCommentParts, defuseInline, defuseUntrusted, escapeInline } from '../../base/markdown/text.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

/** What the renderer needs from a critic run; the critic envelope maps onto it (criticResultOf). */
export interface CriticResult {
  /** The critic's configured name (a plain name: it goes into the hidden marker). */
  critic: string
  harness: string
  model?: string
  ok: boolean
  /** Why a failed critic failed: missing binary, timeout, non-zero exit… */
  reason?: string
  /** The critic's findings (untrusted text). */
  output: string
  durationMs?: number
  /** A line written by the action itself (token figures, a run link), shown small under the findings. */
  footer?: string
  /**
   * Markdown the action wrote (findings listed by the action), after the output. Defused again here: an owed
   * round comment brings it back from the state branch, which others can write.
   */
  appendix?: string
}

/** Where the comment belongs: a numbered round of the review loop, or (no round) an on-demand run. */
export interface CriticCommentContext {
  round?: number
  keywords?: KeywordConfig
  /** The head commit the round reviewed of each pull request in scope (`label` names it among several). */
  heads?: ReadonlyArray<{ label: string; sha: string; url: string }>
  /** What the money budget counted of the round: carried in the marker, read back after a state rebuild. */
  spend?: { costUsd?: number; tokens?: number }
}

/** ` · head abc1234` linked to the commit; with several pull requests, each named before its head. */
export function renderHeads(heads: CriticCommentContext['heads'], keywords?: KeywordConfig): string {
  const shown = (heads ?? []).filter((h) => isCommitSha(h.sha))
  const link = (h: { sha: string; url: string }) => `[\`${shortSha(h.sha)}\`](${h.url})`
  if (shown.length === 0) return ''
  if (shown.length === 1) return ` · head ${link(shown[0]!)}`
  return ` · heads ${shown.map((h) => `${defuseInline(h.label, 120, keywords)} ${link(h)}`).join(', ')}`
}

/**
 * The marker identity of a critic's comment (without the part number). A re-run of the same round,
 * or of the same on-demand critic, finds its earlier comments by it and edits them.
 */
export function criticCommentKey(critic: string, round?: number): Omit<MarkerMeta, 'part'> {
  return round === undefined
    ? { kind: 'critic-run', critic }
    : { kind: 'round', node: REVIEW_NODES.round, round, critic }
}

/** The comment bodies for one critic's result; several numbered parts when it is long, never cut. */
export function renderCriticComment(result: CriticResult, context: CriticCommentContext = {}): string[] {
  const { round } = context
  const head = `${criticHeadline(result, round, context.keywords)}${renderHeads(context.heads, context.keywords)}`
  return renderCommentParts(`${head}\n\n${criticText(result, context)}`, {
    ...criticCommentKey(result.critic, round),
    ...(round === undefined ? {} : markedSpend(context.spend))
  })
}

/** `[harness/model] — review round 2, critic `x` · 12.3 s`: who wrote the text below, and for what. */
export function criticHeadline(result: CriticResult, round?: number, keywords?: KeywordConfig): string {
  const took = result.durationMs === undefined ? '' : ` · ${(result.durationMs / 1000).toFixed(1)} s`
  const where = round === undefined ? 'on-demand run' : `review round ${round}`
  return `${renderAttribution(result, keywords)} — ${where}, critic \`${escapeInline(result.critic, 64)}\`${took}`
}

/** The critic's answer (or why it failed), the findings the action listed under it, and the footer. */
export function criticText(result: CriticResult, context: CriticCommentContext = {}): string {
  const { round, keywords } = context
  // Defused, and ended: a fence or an HTML comment the critic left open must not take in the text after it.
  const body = result.ok
    ? defuseUntrusted(
        result.output.trim() === '' ? '_The critic returned no findings text._' : result.output,
        keywords
      )
    : `**This critic failed:** ${defuseInline(result.reason ?? 'unknown reason', 500, keywords)}\n\n${
        round === undefined
          ? 'It produced no findings.'
          : "Its findings are missing from this round; the other critics' results stand."
      }`
  const footer = result.footer ? `\n\n<sub>${result.footer}</sub>` : ''
  const appendix = result.ok && result.appendix ? `\n\n${defuseUntrusted(result.appendix, keywords)}` : ''
  return `${body}${appendix}${footer}`
}

/** A critic's round marker: its identity in the round, and what the money budget counted of it. */
export function criticRoundMarker(
  critic: string,
  round: number,
  spend?: CriticCommentContext['spend']
): MarkerMeta {
  return { ...criticCommentKey(critic, round), ...markedSpend(spend) } as MarkerMeta
}

/** The marker's cost or tokens field: one of them, the one the budget counted. */
function markedSpend(spend: CriticCommentContext['spend']): Pick<MarkerMeta, 'cost' | 'tokens'> {
  if (spend?.costUsd !== undefined) return { cost: spend.costUsd }
  return spend?.tokens !== undefined ? { tokens: spend.tokens } : {}
}

/** Posted when every critic of a round failed: the loop still parks at follow-up. */
export function renderAllFailedNote(round: number, count: number): string[] {
  return renderCommentParts(
    `🤖 _the-loop_ — **Round ${round}: all ${count} critic${count === 1 ? '' : 's'} failed.** Nothing was reviewed; see each critic's comment for its reason. Reply to try another round.`,
    { kind: 'round', node: REVIEW_NODES.round, round }
  )
}
