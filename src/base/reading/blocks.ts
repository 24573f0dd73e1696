// The syntax tree of a comment walked to the blocks a person wrote for the action to read: headings, paragraphs,
// and the items of lists, each item with its continuation lines, later paragraphs and nested lists. Block quotes,
// code, HTML, `<details>` and tables are set apart, never read: they are quoted or hidden text.
import type { ParsedMarkdown } from './parse.js'
import type { ReadBlock, ReadLine, SetApart } from './types.js'

/** The little of mdast this walk needs: every node has a type, offsets and, for some, children or a value. */
interface Point {
  line: number
  offset?: number
}
interface MdNode {
  type: string
  children?: MdNode[]
  value?: string
  position?: { start: Point; end: Point }
}

/** Lists nested deeper than this, and inline content nested deeper, are not read (no text needs it). */
const MAX_DEPTH = 32
/** Code blocks kept for the reply that says a brief was found in one: the first few, bounded. */
const MAX_CODE_BLOCKS = 10
const MAX_CODE_CHARS = 65_536

/** `<details>` opened (+1) and closed (-1) by an HTML block: what it holds is hidden until it closes. */
function detailsDelta(html: string): number {
  let delta = 0
  for (const m of html.matchAll(/<(\/?)details(?=[\s>/]|$)/gi)) delta += m[1] ? -1 : 1
  return delta
}

export function readBlocks(parsed: ParsedMarkdown): { blocks: ReadBlock[]; setApart: SetApart } {
  const walk = new Walk(parsed)
  walk.container((parsed.root as MdNode | undefined)?.children ?? [], undefined, 0)
  return { blocks: walk.blocks, setApart: walk.setApart }
}

class Walk {
  readonly blocks: ReadBlock[] = []
  readonly setApart: SetApart = { code: [], quotes: 0, html: 0, tables: 0 }
  private codeChars = 0

  constructor(private readonly p: ParsedMarkdown) {}

  /** The children of the root or of a list item; `item` is the top-level item they belong to, if any. */
  container(children: readonly MdNode[], item: ReadBlock | undefined, depth: number): void {
    let details = 0
    for (const node of children) {
      if (node.type === 'html') {
        this.setApart.html++
        details = Math.max(0, details + detailsDelta(node.value ?? ''))
        continue
      }
      if (details > 0) continue
      if (node.type === 'paragraph' || node.type === 'heading') this.text(node, item)
      else if (node.type === 'list') this.list(node, item, depth)
      else if (node.type === 'code') this.code(node.value ?? '')
      else if (node.type === 'blockquote') this.setApart.quotes++
      else if (node.type === 'table') this.setApart.tables++
      // Thematic breaks, link definitions and footnote definitions hold nothing a classifier reads.
    }
  }

  private text(node: MdNode, item: ReadBlock | undefined): void {
    const lines = linesOf(node, this.p)
    if (lines.length === 0) return
    if (!item) {
      this.blocks.push({ kind: node.type === 'heading' ? 'heading' : 'paragraph', lines })
      return
    }
    if (item.lines.length > 0) lines[0]!.opens = 'paragraph'
    item.lines.push(...lines)
  }

  private list(node: MdNode, item: ReadBlock | undefined, depth: number): void {
    if (depth >= MAX_DEPTH) return
    for (const child of node.children ?? []) {
      if (child.type !== 'listItem') continue
      if (!item) {
        const block: ReadBlock = { kind: 'item', lines: [] }
        this.blocks.push(block)
        this.container(child.children ?? [], block, depth + 1)
        continue
      }
      const before = item.lines.length
      this.container(child.children ?? [], item, depth + 1)
      if (item.lines.length > before && before > 0) item.lines[before]!.opens = 'item'
    }
  }

  private code(value: string): void {
    if (this.setApart.code.length >= MAX_CODE_BLOCKS || this.codeChars + value.length > MAX_CODE_CHARS) return
    this.codeChars += value.length
    this.setApart.code.push(value)
  }
}

/** The offset a point stands at (a node built without one has none: it counts as where it is read from). */
const offsetOf = (point: Point | undefined, fallback: number): number => point?.offset ?? fallback

/** The lines of a paragraph or heading: its inline content from its first child to its last, line by line. */
function linesOf(node: MdNode, p: ParsedMarkdown): ReadLine[] {
  const kids = node.children ?? []
  const first = kids[0]?.position
  const last = kids.at(-1)?.position
  if (!first || !last) return []
  const firstLine = first.start.line
  const count = last.end.line - firstLine + 1
  const from = offsetOf(first.start, 0)
  const to = offsetOf(last.end, p.source.length)
  const texts: string[] = new Array<string>(count).fill('')
  inlineText(kids, texts, firstLine, firstLine, 0)
  const hidden = commentRanges(kids)
  const lines: ReadLine[] = []
  for (let i = 0; i < count; i++) {
    const lineFrom = Math.max(from, p.lineStarts[firstLine - 1 + i] ?? from)
    const lineTo = Math.min(to, p.lineStarts[firstLine + i] ?? to)
    const source = sliceWithout(p.source, lineFrom, lineTo, hidden).trim()
    const text = texts[i]!.trim()
    if (source === '' && text === '') continue
    const line: ReadLine = { source, text }
    const lead = leadOf(kids, firstLine + i, lineFrom, lineTo, p, hidden)
    if (lead) line.lead = lead
    lines.push(line)
  }
  return lines
}

/**
 * Appends the words of `nodes` to the line each stands on. Inline code reads as a space (a word in a code span
 * is an example, not something said), HTML, images and footnote references as nothing.
 */
function inlineText(nodes: readonly MdNode[], texts: string[], firstLine: number, at: number, depth: number) {
  let line = at
  const add = (n: number, words: string) => {
    const i = Math.min(Math.max(n - firstLine, 0), texts.length - 1)
    texts[i] += words
  }
  for (const node of nodes) {
    line = node.position?.start.line ?? line
    if (node.type === 'text') {
      const parts = (node.value ?? '').split(/\r\n?|\n/)
      parts.forEach((part, i) => add(line + i, part))
      line += parts.length - 1
    } else if (node.type === 'inlineCode') add(line, ' ')
    else if (node.children && depth < MAX_DEPTH) inlineText(node.children, texts, firstLine, line, depth + 1)
    line = node.position?.end.line ?? line
  }
}

/** Where the HTML comments among inline content stand: hidden text, never part of a line as written. */
function commentRanges(nodes: readonly MdNode[]): Array<[number, number]> {
  return nodes.flatMap((n) =>
    n.type === 'html' && (n.value ?? '').startsWith('<!--') && n.position
      ? [[offsetOf(n.position.start, 0), offsetOf(n.position.end, 0)] as [number, number]]
      : []
  )
}

function sliceWithout(source: string, from: number, to: number, hidden: Array<[number, number]>): string {
  let out = ''
  let at = from
  for (const [start, end] of hidden) {
    if (end <= at || start >= to) continue
    out += source.slice(at, Math.max(at, start))
    at = Math.max(at, end)
  }
  return at < to ? out + source.slice(at, to) : out
}

/** The bold or italic run line `line` starts with, when it starts with one that ends on the same line. */
function leadOf(
  kids: readonly MdNode[],
  line: number,
  lineFrom: number,
  lineTo: number,
  p: ParsedMarkdown,
  hidden: Array<[number, number]>
): ReadLine['lead'] {
  const node = kids.find(
    (k) => (k.type === 'strong' || k.type === 'emphasis') && k.position?.start.line === line
  )
  const pos = node?.position
  if (!node || !pos || pos.end.line !== line) return undefined
  const start = offsetOf(pos.start, lineFrom)
  if (sliceWithout(p.source, lineFrom, start, hidden).trim() !== '') return undefined
  const words = [''] as string[]
  inlineText(node.children ?? [], words, line, line, 1)
  const after = sliceWithout(p.source, offsetOf(pos.end, lineTo), lineTo, hidden).trim()
  return { text: words[0]!.trim(), after }
}
