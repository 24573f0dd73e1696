// What the comment reader gives its classifiers: the text a person wrote for the action to read, in blocks, and a
// count of what it set apart. Block quotes, code, HTML (comments, raw tags, `<details>`) and tables are never in
// the blocks: quoted or hidden text decides nothing.

/** One line of a block, as written and as read. */
export interface ReadLine {
  /** As written: the line's Markdown (inline code, emphasis and links kept), trimmed, HTML comments taken out. */
  source: string
  /** As read: the words alone; emphasis and link syntax gone, inline code, HTML and images left out. */
  text: string
  /** The bold or italic run the line starts with (how a label is written): its words, and the source after it. */
  lead?: { text: string; after: string }
  /** In a list item, the first line of one of its later paragraphs or of an item of a nested list. */
  opens?: 'paragraph' | 'item'
}

/**
 * A heading, a paragraph, or one list item of a list at the top of the comment with everything it holds that is
 * read (its paragraphs, its continuation lines, its nested lists flattened into it).
 */
export interface ReadBlock {
  kind: 'heading' | 'paragraph' | 'item'
  lines: ReadLine[]
}

/** What the reader left out, so a reply can say so. Code blocks keep their text (bounded), for that reply only. */
export interface SetApart {
  code: string[]
  quotes: number
  html: number
  tables: number
}

export interface ReadComment {
  blocks: ReadBlock[]
  setApart: SetApart
  /** True when the comment was longer than the reader reads (MAX_READ_CHARS): the rest was not read. */
  truncated: boolean
  /**
   * True when the comment nests deeper than any a person writes (src/base/reading/parse-limits.ts): nothing was
   * read.
   */
  unreadable: boolean
}
