// Markdown to a syntax tree as GitHub reads a comment: CommonMark with GitHub's extensions (tables, task lists,
// strikethrough, autolinks, footnotes), by micromark through mdast-util-from-markdown. Input is bounded: GitHub
// keeps a comment to 65,536 characters, and nothing longer is read.
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { gfm } from 'micromark-extension-gfm'
import { disabledConstructs, isTooNested } from './parse-limits.js'

/** GitHub's own limit on a comment body: text past it is not a comment GitHub delivers, and is not read. */
/** @internal */
export const MAX_READ_CHARS = 65_536

type MarkdownRoot = ReturnType<typeof fromMarkdown>

export interface ParsedMarkdown {
  /** Undefined when the comment nests past what the parser is asked to read (parse-limits.ts): nothing of it is read. */
  root: MarkdownRoot | undefined
  /** The text that was parsed: node offsets point into it. */
  source: string
  /** Offset of the start of each line of `source` (line n, 1-based, starts at lineStarts[n - 1]). */
  lineStarts: number[]
  truncated: boolean
}

/** The GFM extensions, built once: they hold no state between documents. */
const GFM = gfm()
const GFM_MDAST = gfmFromMarkdown()

export function parseMarkdown(body: string): ParsedMarkdown {
  const truncated = body.length > MAX_READ_CHARS
  const source = truncated ? body.slice(0, MAX_READ_CHARS) : body
  // Every line ending CommonMark knows (LF, CRLF, a lone CR), so these lines are the parser's lines.
  const lineStarts = [0]
  for (const end of source.matchAll(/\r\n?|\n/g)) lineStarts.push(end.index + end[0].length)
  const root = isTooNested(source, lineStarts)
    ? undefined
    : treeOf(source, disabledConstructs(source, lineStarts))
  return { root, source, lineStarts, truncated }
}

/**
 * The tree, or undefined when building it overflows the stack (the GFM transforms walk the tree recursively):
 * isTooNested keeps such input away, and this keeps any it missed from failing the run.
 */
function treeOf(source: string, disabled: string[]): MarkdownRoot | undefined {
  const extensions = disabled.length > 0 ? [GFM, { disable: { null: disabled } }] : [GFM]
  try {
    return fromMarkdown(source, { extensions, mdastExtensions: [GFM_MDAST] })
  } catch (error) {
    if (error instanceof RangeError) return undefined
    throw error
  }
}
