// The one reader of comments: a comment's Markdown to the text its author wrote for the action to read. Every
// classifier of a comment (the brief, the done/more-work decision) reads through it, so quoted text (`>`), code
// (fenced, indented or inline), HTML comments, raw HTML, `<details>` and tables never decide anything.
import { parseMarkdown } from './parse.js'
import { readBlocks } from './blocks.js'
import type { ReadComment } from './types.js'

export function readComment(body: string): ReadComment {
  const parsed = parseMarkdown(body)
  return { ...readBlocks(parsed), truncated: parsed.truncated, unreadable: parsed.root === undefined }
}

/** Every line the reader reads, as read (words only), one per line: what a phrase is looked for in. */
export function readableText(comment: ReadComment): string {
  return comment.blocks.flatMap((b) => b.lines.map((l) => l.text)).join('\n')
}
