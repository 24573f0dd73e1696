// What one critic's answer becomes in a round: its text for the round comment, and the findings that go on
// the diff as review comments. Pure: the caller posts. Findings off the diff, repeats and what the parser
// dropped are listed in the round text, from the action's own words, so nothing a critic found is lost.
import type { KeywordConfig } from '../control/keywords.js'
import type { NewReviewComment } from '../github/port.js'
import { backtickFenceFor } from '../render/fences.js'
import { markSelfAuthored, renderMarker } from '../render/markers.js'
import { escapeInline } from '../render/text.js'
import { anchorFindings, type PullDiffSource } from './anchor.js'
import { findingKey } from './key.js'
import { SEVERITIES, type DroppedPart, type Finding, type Severity } from './model.js'
import { parseFindings } from './parse.js'
import { lineUrl, renderFindingComment, renderFindingListItem } from './render.js'

/** The pull request whose diff the round reviewed, when its findings may go on its lines. */
export interface InlineTarget extends PullDiffSource {
  /** The head commit the round reviewed: the review's commit and the links' commit. */
  head: string
  link: { serverUrl: string; owner: string; repo: string }
}

export interface FindingsInput {
  output: string
  critic: { name: string; harness: string; model?: string }
  round: number
  /** Absent when no finding can go on a diff (a work item's review, a pull request not in this repository). */
  target?: InlineTarget
  /** Keys of the findings this critic already has on the diff, with the round that posted each. */
  posted: ReadonlyMap<string, number>
  /**
   * Why findings that fit the diff must be listed instead of posted (GitHub refused the review; this round's
   * review is already there); undefined posts them.
   */
  notInline?: string
  keywords?: KeywordConfig
}

export interface FindingsPlan {
  /** The critic's answer without its findings block, for the round comment. */
  text: string
  /** Markdown the action writes under the answer (already neutralized): findings listed, drops named. */
  appendix: string
  /** The findings to post on the diff, each body marked with its key. */
  comments: NewReviewComment[]
  counts: { found: number; inline: number; listed: number; repeated: number; dropped: number }
  /** The findings read, by severity (what the review's closing summary adds up). */
  severities: Record<Severity, number>
  dropped: DroppedPart[]
}

function listItems(items: Array<{ finding: Finding; note: string }>, input: FindingsInput): string[] {
  const t = input.target
  return items.map(({ finding, note }) =>
    renderFindingListItem(finding, {
      note,
      ...(t ? { href: lineUrl({ ...t.link, sha: t.head }, finding) } : {}),
      ...(input.keywords ? { keywords: input.keywords } : {})
    })
  )
}

function droppedLines(dropped: readonly DroppedPart[]): string[] {
  if (dropped.length === 0) return []
  const lines = dropped.map((d) => `- ${escapeInline(d.what, 120)}: ${escapeInline(d.why, 300)}`)
  return ['**Findings the action could not read** (shown above as the critic wrote them):', '', ...lines]
}

/** Splits one critic's answer into its round text and its review comments. Never throws on critic output. */
export function planFindings(input: FindingsInput): FindingsPlan {
  const parsed = parseFindings(input.output)
  const opts = input.keywords ? { keywords: input.keywords } : {}
  const comments: NewReviewComment[] = []
  const listed: Array<{ finding: Finding; note: string }> = []
  let repeated = 0
  const anchoring = input.target
    ? anchorFindings(parsed.findings, input.target)
    : {
        anchored: [],
        unanchored: parsed.findings.map((finding) => ({ finding, why: 'not on a diff this round' }))
      }
  for (const { finding, position, lineText } of anchoring.anchored) {
    const key = findingKey(finding, lineText)
    const earlier = input.posted.get(key)
    if (earlier !== undefined) {
      // The same finding on the same line text, already on the diff: said once, listed here as repeated.
      if (earlier < input.round) listed.push({ finding, note: `repeated from round ${earlier}` })
      if (earlier < input.round) repeated++
      continue
    }
    if (input.notInline !== undefined) {
      listed.push({ finding, note: `on the diff, listed here: ${input.notInline}` })
      continue
    }
    const marker = renderMarker({
      kind: 'finding',
      node: 'review',
      round: input.round,
      critic: input.critic.name,
      key
    })
    const body = renderFindingComment(finding, { critic: input.critic, ...opts })
    comments.push({ ...position, body: markSelfAuthored(`${body}\n\n${marker}`) })
  }
  for (const u of anchoring.unanchored) listed.push({ finding: u.finding, note: `not on the diff: ${u.why}` })
  // A dropped finding's own JSON stays readable in the answer: the text keeps what could not be used.
  const raw = parsed.dropped.flatMap((d) => {
    if (!d.raw) return []
    const fence = backtickFenceFor(d.raw)
    return [`${fence}json\n${d.raw}\n${fence}`]
  })
  const parts: string[] = []
  if (comments.length > 0)
    parts.push(`_${comments.length} finding${comments.length === 1 ? '' : 's'} posted on the diff._`)
  if (listed.length > 0) parts.push('**Findings not posted on the diff:**', '', ...listItems(listed, input))
  parts.push(...droppedLines(parsed.dropped))
  return {
    text: raw.length > 0 ? `${parsed.text.trimEnd()}\n\n${raw.join('\n\n')}` : parsed.text,
    appendix: parts.join('\n\n'),
    comments,
    counts: {
      found: parsed.findings.length,
      inline: comments.length,
      listed: listed.length,
      repeated,
      dropped: parsed.dropped.length
    },
    severities: Object.fromEntries(
      SEVERITIES.map((v) => [v, parsed.findings.filter((f) => f.severity === v).length])
    ) as Record<Severity, number>,
    dropped: parsed.dropped
  }
}
