// The findings of a critic's answer that its round text lists rather than posts on a diff, each with why, and the
// parts of its answer the action could not read or ignored: the round text's own words (findings-plan.ts).
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { DroppedPart, Finding } from '../../base/findings/finding.js'
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
export function pullLabel(target: ListedTarget): string {
  return target.ref.replace(/^github:/, '')
}

/** The findings listed in the round text, each with why; under the pull request it names when there are several. */
export function listItems(items: Listed[], keywords: KeywordConfig | undefined, several: boolean): string[] {
  return items.map(({ finding, note, target, linked }) =>
    renderFindingListItem(finding, {
      note: several && target ? `${pullLabel(target)}; ${note}` : note,
      ...(target && linked ? { href: lineUrl({ ...target.link, sha: target.head }, finding) } : {}),
      ...(keywords ? { keywords } : {})
    })
  )
}

/** The parts of the answer the action could not read, or read and ignored, under `heading`: none, nothing. */
export function partLines(heading: string, parts: readonly DroppedPart[]): string[] {
  if (parts.length === 0) return []
  return [heading, '', ...parts.map((d) => `- ${escapeInline(d.what, 120)}: ${escapeInline(d.why, 300)}`)]
}
