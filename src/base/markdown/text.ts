// Making untrusted text safe to embed in the action's own comments, and multi-part comment bodies.
import { defaultKeywordConfig, foldAscii, type KeywordConfig } from '../keywords/keywords.js'
import { COMMANDS } from '../keywords/commands.js'
import { markSelfAuthored, renderMarker, type MarkerMeta } from '../marker/markers.js'
import { closeOpenBlocks } from './close-blocks.js'
import { COMMENT_LIMIT, splitBody } from './split.js'

/**
 * Our comments are trusted by their markers, so text we quote (critic output, brief items, file
 * names) must never carry one: any `<!-- the-loop:` opener is defused into visible text.
 */
export function defuseMarkers(text: string): string {
  return text.replace(/<!--(\s*)the-loop:/gi, '&lt;!--$1the-loop:')
}

/**
 * Model text must not ping people (a mention notifies) or open/close a collapsible block around the
 * rest of our comment; e-mail addresses keep their `@`. An `@` after a backtick is defused too: an unmatched
 * backtick opens no code span, so the mention after it would be live (the joiner is invisible inside a span).
 * So is one after `_`, which may close an emphasis (`_x_@alice` renders `@alice` right after the tag), and an
 * `@` written as a character reference (`&#64;alice`), which GitHub reads as the `@` it renders.
 * @internal
 */
export function defuseMarkup(text: string): string {
  return (
    text
      .replace(/<(\/?details)/gi, '&lt;$1')
      // A link reference definition (`[claude/opus]: https://…`) would turn our own bracketed text, such as the
      // `**[harness/model]**` attribution, into a link anywhere: its bracket is escaped, so it stays text.
      .replace(/^( {0,3}(?:>[ \t]?)*)\[(?=[^\]\n]*\]:)/gm, '$1\\[')
      .replace(/&(?:#0*64|#x0*40|commat);?(?=[A-Za-z0-9])/gi, '@\u200b')
      .replace(/(^|[^A-Za-z0-9])@(?=[A-Za-z0-9])/g, '$1@\u200b')
  )
}

/**
 * Quoted text (critic findings, an echoed brief) must not carry a live keyword: someone quoting our
 * comment back would issue it. Each occurrence keeps its look but stops matching: its first space
 * becomes a no-break space, or, for a one-word keyword, a word joiner follows its first character.
 */
export function defuseKeywords(text: string, config: KeywordConfig = defaultKeywordConfig()): string {
  let out = text
  for (const command of COMMANDS) {
    const keyword = foldAscii(config.keywords[command])
    if (keyword === '') continue
    const folded = foldAscii(out)
    if (!folded.includes(keyword)) continue
    const space = keyword.indexOf(' ')
    const split = space >= 0 ? space : String.fromCodePoint(keyword.codePointAt(0)!).length
    const insert = space >= 0 ? '\u00a0' : '\u2060'
    const skip = space >= 0 ? 1 : 0
    let result = ''
    let from = 0
    for (let at = folded.indexOf(keyword); at >= 0; at = folded.indexOf(keyword, at + keyword.length)) {
      result += out.slice(from, at + split) + insert
      from = at + split + skip
    }
    out = result + out.slice(from)
  }
  return out
}

/**
 * Untrusted Markdown (a critic's answer, a finding's body) made safe for our comments: markers, keywords, then
 * markup (a keyword's joiner after a one-letter keyword must not leave a live mention behind it), and last what
 * it leaves open ended, so the text we write after it stays ours.
 */
export function defuseUntrusted(text: string, keywords?: KeywordConfig): string {
  return closeOpenBlocks(defuseMarkup(defuseKeywords(defuseMarkers(text), keywords)))
}

/**
 * One line of untrusted text (a finding's title) shown inline and inert: escaped, no keyword, no mention.
 * escapeInline turns a code span's backtick into `\``, so a mention right after one is live again: defused too.
 */
export function defuseInline(text: string, max: number, keywords?: KeywordConfig): string {
  const escaped = defuseKeywords(escapeInline(text, max), keywords)
  return defuseMarkup(escaped).replace(/\\`@(?=[A-Za-z0-9])/g, '\\`@\u200b')
}

/** One line of untrusted text shown inline: no HTML, no Markdown structure, no line breaks. */
export function escapeInline(text: string, max = 200): string {
  const flat = text.replace(/[\r\n\t]+/g, ' ')
  const short = flat.length > max ? `${flat.slice(0, max)}…` : flat
  return short
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|~])/g, '\\$1')
}

/** Room kept in every part for the part header, the structured marker and the self-marker lines. */
export const PART_OVERHEAD = 512

/**
 * The comment bodies for `content`: one when it fits, otherwise numbered parts. Every part is
 * self-marked and carries `meta` with its part number, so re-runs can find and edit each part.
 */
export function renderCommentParts(content: string, meta: MarkerMeta, limit = COMMENT_LIMIT): string[] {
  return assembleParts(splitBody(content, limit - PART_OVERHEAD), meta, limit)
}

/**
 * The bodies for `chunks`, each at most `limit - PART_OVERHEAD` long: numbered when there are several, each
 * ending with `meta` (its part number added) and self-marked.
 */
export function assembleParts(chunks: readonly string[], meta: MarkerMeta, limit = COMMENT_LIMIT): string[] {
  const total = chunks.length
  return chunks.map((chunk, i) => {
    const header = total > 1 ? `_Part ${i + 1} of ${total}${i > 0 ? ' (continued)' : ''}_\n\n` : ''
    const marker = renderMarker(total > 1 ? { ...meta, part: { index: i + 1, total } } : meta)
    const body = markSelfAuthored(`${header}${chunk}\n\n${marker}`)
    // Never post a body GitHub would refuse or cut: a violation here is a bug, so fail loudly.
    if (body.length > limit)
      throw new Error(`comment part ${i + 1} is ${body.length} characters, over ${limit}`)
    return body
  })
}
