// README.md and the pages of docs/ as the docs tests read them: headings with GitHub's anchors, links, and
// the text of one section.
import { readdirSync, readFileSync } from 'node:fs'
import { micromark } from 'micromark'

/** README.md first, then every page of docs/, as paths from the repository root. */
export const DOC_PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`)
]

export const readPage = (path: string) => readFileSync(path, 'utf8')

export interface Heading {
  level: number
  /** As written, Markdown included: what a table of contents repeats. */
  text: string
  /** The anchor GitHub gives it (`#anchor`, without the `#`). */
  anchor: string
}

/**
 * GitHub's heading anchor: the text without its Markdown, lower case, every character that is not a letter, a
 * digit, `_`, `-` or a space dropped, each space a `-`; a repeated anchor gets `-1`, `-2`, ...
 */
function anchorOf(text: string, seen: Map<string, number>): string {
  const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '')
  const base = plain
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
    .replace(/ /g, '-')
  const n = seen.get(base) ?? 0
  seen.set(base, n + 1)
  return n === 0 ? base : `${base}-${n}`
}

/** For each line of a page, its heading level and text, or undefined (fenced code never holds a heading). */
function headingLines(markdown: string): Array<{ level: number; text: string } | undefined> {
  let fence: string | undefined
  return markdown.split('\n').map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (opener && fence === undefined) fence = opener
    else if (opener && line.trim() === fence) fence = undefined
    if (opener || fence !== undefined) return undefined
    const heading = /^(#{1,6}) (.+?)\s*$/.exec(line)
    return heading ? { level: heading[1]!.length, text: heading[2]! } : undefined
  })
}

/** The ATX headings of a page outside fenced code, in order. */
export function headingsOf(markdown: string): Heading[] {
  const seen = new Map<string, number>()
  return headingLines(markdown)
    .filter((h) => h !== undefined)
    .map(({ level, text }) => ({ level, text, anchor: anchorOf(text, seen) }))
}

/** Every link target of a page, as CommonMark reads it (a `[x](y)` inside code is no link). */
export function hrefsOf(markdown: string): string[] {
  const html = micromark(markdown)
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => decodeURIComponent(m[1]!.replace(/&amp;/g, '&')))
}

/** The section whose heading is exactly `heading`: its lines up to the next heading of its level or above. */
export function sectionOf(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const heads = headingLines(markdown)
  const start = heads.findIndex((h) => h?.text === heading)
  if (start < 0) throw new Error(`no section "${heading}"`)
  const level = heads[start]!.level
  const end = heads.findIndex((h, i) => i > start && h !== undefined && h.level <= level)
  return lines.slice(start, end < 0 ? lines.length : end).join('\n')
}
