// The findings of a critic's answer that its round text lists rather than posts on a diff, each with why, and the
// parts of its answer the action could not read or ignored: the round text's own words (findings-plan.ts).
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { DroppedPart, Finding, ParsedFindings } from '../../base/findings/finding.js'
import { backtickFenceFor } from '../../base/markdown/fences.js'
import { closeOpenBlocks } from '../../base/markdown/close-blocks.js'
import { escapeInline } from '../../base/markdown/text.js'
import { lineUrl, renderFindingListItem } from './finding-markdown.js'

/** What a listed finding names of its pull request (an InlineTarget is one): its reference, head, link base. */
interface ListedTarget {
  ref: string
  head: string
  link: { serverUrl: string; owner: string; repo: string }
}

/** `linked`: its path names a file of the target's diff, so a link to its line at the head is safe to give. */
export type Listed = { finding: Finding; note: string; target?: ListedTarget; linked?: boolean }

/** `owner/repo#12`, how the round text names a pull request (GitHub links it). */
function pullLabel(target: ListedTarget): string {
  return target.ref.replace(/^github:/, '')
}

/** The findings listed in the round text, each with why; under the pull request it names when there are several. */
function listItems(items: Listed[], keywords: KeywordConfig | undefined, several: boolean): string[] {
  return items.map(({ finding, note, target, linked }) =>
    renderFindingListItem(finding, {
      note: several && target ? `${pullLabel(target)}; ${note}` : note,
      ...(target && linked ? { href: lineUrl({ ...target.link, sha: target.head }, finding) } : {}),
      ...(keywords ? { keywords } : {})
    })
  )
}

/** The parts of the answer the action could not read, or read and ignored, under `heading`: none, nothing. */
function partLines(heading: string, parts: readonly DroppedPart[]): string[] {
  if (parts.length === 0) return []
  return [heading, '', ...parts.map((d) => `- ${escapeInline(d.what, 120)}: ${escapeInline(d.why, 300)}`)]
}

/** What the round text says of the findings: how many went on each diff, who agreed, what was listed and why. */
interface RoundTextParts {
  /** The reviews planned, by pull request: the own pull request's first. */
  posted: ReadonlyArray<{ target: ListedTarget & { own: boolean }; comments: readonly unknown[] }>
  /** The findings on the diff other critics raised too, each as its place and who. */
  agreed: readonly string[]
  listed: Listed[]
  several: boolean
  /** A line said under the counts (the gate that could not apply). */
  note?: string
  keywords?: KeywordConfig
}

/** The critic's answer without its findings block (`text`), and the action's words under it (`appendix`). */
export function roundText(parsed: ParsedFindings, p: RoundTextParts): { text: string; appendix: string } {
  // A dropped finding's own JSON stays readable in the answer: the text keeps what could not be used.
  const raw = parsed.dropped.flatMap((d) => {
    if (!d.raw) return []
    const fence = backtickFenceFor(d.raw)
    return [`${fence}json\n${d.raw}\n${fence}`]
  })
  const parts: string[] = []
  for (const { target, comments } of p.posted) {
    const where = target.own || !p.several ? 'the diff' : `the diff of ${pullLabel(target)}`
    parts.push(`_${comments.length} finding${comments.length === 1 ? '' : 's'} posted on ${where}._`)
  }
  if (p.agreed.length > 0) parts.push(`_Also raised by other critics this round: ${p.agreed.join('; ')}._`)
  if (p.note) parts.push(p.note)
  if (p.listed.length > 0)
    parts.push('**Findings not posted on the diff:**', '', ...listItems(p.listed, p.keywords, p.several))
  parts.push(
    ...partLines(
      '**Findings the action could not read** (shown above as the critic wrote them):',
      parsed.dropped
    ),
    ...partLines('**Fields the action ignored:**', parsed.ignored)
  )
  return {
    // The critic's text is ended first: a fence it left open would make our block's closer its own.
    text: raw.length > 0 ? `${closeOpenBlocks(parsed.text.trimEnd())}\n\n${raw.join('\n\n')}` : parsed.text,
    appendix: parts.join('\n\n')
  }
}
