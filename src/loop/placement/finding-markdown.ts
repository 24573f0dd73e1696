// A finding as Markdown for GitHub: the body of its review comment, or an item of the list the critic's round
// comment keeps for findings not on the diff. Untrusted text is neutralized as in round comments.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { backtickFenceFor } from '../../base/markdown/fences.js'
import { renderAttribution } from '../../base/markdown/attribution.js'
import { markSelfAuthored, renderMarker } from '../../base/marker/markers.js'
import {
  defuseInline,
  defuseKeywords,
  defuseMarkers,
  defuseUntrusted,
  escapeInline
} from '../../base/markdown/text.js'
import { LIMITS, type Finding } from '../../base/findings/finding.js'
import { findingTitleOf } from './finding-title.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

export interface FindingRenderOptions {
  /** The critic's harness and model, shown as `[harness/model]` at the head of a review comment. */
  critic?: { harness: string; model?: string }
  keywords?: KeywordConfig
}

/** `**high** · Title`: the severity comes from a closed set, the title is inert inline text. */
function headline(finding: Pick<Finding, 'severity' | 'title'>, keywords?: KeywordConfig): string {
  return `**${finding.severity}** · ${defuseInline(finding.title, LIMITS.title, keywords)}`
}

/**
 * A critic's title as a finding comment of ours shows it, read back as findingTitleOf reads it from that
 * comment: what a title on our thread is compared with (escaped, cut and defused alike), never the raw title.
 */
export function shownTitle(title: string, keywords?: KeywordConfig): string {
  return findingTitleOf(headline({ severity: 'info', title }, keywords))
}

/**
 * The suggestion as GitHub's suggestion block, fenced longer than any backtick run inside it. A suggestion is
 * code to apply, so it cannot be defused; when it holds a marker or a keyword, or sits on the old side (LEFT,
 * where GitHub applies nothing), it is shown defused in a plain block instead, and the reader is told why.
 */
function suggestionBlock(finding: Finding, keywords?: KeywordConfig): string {
  const code = finding.suggestion
  if (code === undefined) return ''
  const inert = defuseKeywords(defuseMarkers(code), keywords)
  const applicable = finding.side !== 'LEFT' && inert === code
  const shown = (applicable ? code : inert).replace(/\r?\n$/, '')
  const fence = backtickFenceFor(shown)
  const content = shown === '' ? '' : `${shown}\n`
  if (applicable) return `\n\n${fence}suggestion\n${content}${fence}`
  const why = finding.side === 'LEFT' ? 'it is on the old side of the diff' : 'it holds a marker or a keyword'
  return `\n\nSuggested replacement (not offered as a suggestion: ${why}):\n\n${fence}text\n${content}${fence}`
}

/** The Markdown of a finding's review comment, without the markers (the caller appends those). */
export function renderFindingComment(finding: Finding, opts: FindingRenderOptions = {}): string {
  const who = opts.critic ? `${renderAttribution(opts.critic)} · ` : ''
  const body = defuseUntrusted(finding.body, opts.keywords)
  return `${who}${headline(finding, opts.keywords)}\n\n${body}${suggestionBlock(finding, opts.keywords)}`
}

/** `src/a.ts:12` or `src/a.ts:12-14`, with `(old)` for a place on the LEFT side. */
export function findingPlace(finding: Finding): string {
  const range = finding.endLine !== undefined && finding.endLine !== finding.line ? `-${finding.endLine}` : ''
  return `${finding.path}:${finding.line}${range}${finding.side === 'LEFT' ? ' (old)' : ''}`
}

/**
 * One item of a Markdown list: `- **high** · [path:line](href) · Title`, its body (and suggestion) indented
 * under it. `href` is the caller's link to the line; `note` says why the finding is listed here (not on the diff,
 * repeated), from the action's own vocabulary.
 */
export function renderFindingListItem(
  finding: Finding,
  opts: { href?: string; note?: string; keywords?: KeywordConfig } = {}
): string {
  const place = defuseInline(findingPlace(finding), LIMITS.path + 40, opts.keywords)
  const where = opts.href ? `[${place}](${opts.href})` : place
  const head = `- **${finding.severity}** · ${where} · ${defuseInline(finding.title, LIMITS.title, opts.keywords)}`
  const note = opts.note ? ` _(${opts.note})_` : ''
  const detail = `${defuseUntrusted(finding.body, opts.keywords)}${suggestionBlock(finding, opts.keywords)}`
  return `${head}${note}\n\n${detail.replace(/^(?=.)/gm, '  ')}`
}

/** A link to a line of a file at a commit on GitHub (`…/blob/<sha>/<path>#L12-L14`), each path segment encoded. */
export function lineUrl(
  at: { serverUrl: string; owner: string; repo: string; sha: string },
  finding: Pick<Finding, 'path' | 'line' | 'endLine'>
): string {
  const path = finding.path.split('/').map(encodeURIComponent).join('/')
  const end = finding.endLine !== undefined && finding.endLine !== finding.line ? `-L${finding.endLine}` : ''
  const base = at.serverUrl.replace(/\/+$/, '')
  return `${base}/${encodeURIComponent(at.owner)}/${encodeURIComponent(at.repo)}/blob/${at.sha}/${path}#L${finding.line}${end}`
}

/**
 * The body of a review holding a critic's findings on another pull request than the item's own: who found them,
 * in which round of which review (GitHub links `owner/repo#n`), and where the critic's whole answer is.
 */
export function renderFindingsReviewBody(opts: {
  critic: { name: string; harness: string; model?: string }
  round: number
  item: { owner: string; repo: string; number: number }
  count: number
}): string {
  const item = `${opts.item.owner}/${opts.item.repo}#${opts.item.number}`
  const findings = `${opts.count} finding${opts.count === 1 ? '' : 's'}`
  const text = `${renderAttribution(opts.critic)} **Round ${opts.round}** of the review on ${escapeInline(item, 200)}: ${findings} on this pull request's diff. The critic's whole answer is in that review's round comment.`
  const marker = renderMarker({
    kind: 'findings-review',
    node: REVIEW_NODES.round,
    round: opts.round,
    critic: opts.critic.name
  })
  return markSelfAuthored(`${text}\n\n${marker}`)
}

/** Under a finding's comment: the other critics of the round that raised it too (plain names, in backticks). */
export function renderAlsoRaised(others: readonly string[]): string {
  return others.length === 0
    ? ''
    : `\n\n_Also raised by ${others.map((c) => `\`${c}\``).join(', ')} this round._`
}
