// Making untrusted text safe to embed in the action's own comments, and multi-part comment bodies.
import { markSelfAuthored, renderMarker, type MarkerMeta } from './markers.js'
import { COMMENT_LIMIT, splitBody } from './split.js'

/**
 * Our comments are trusted by their markers, so text we quote (critic output, brief items, file
 * names) must never carry one: any `<!-- the-loop:` opener is defused into visible text.
 */
export function defuseMarkers(text: string): string {
  return text.replace(/<!--(\s*)the-loop:/gi, '&lt;!--$1the-loop:')
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
const PART_OVERHEAD = 512

/**
 * The comment bodies for `content`: one when it fits, otherwise numbered parts. Every part is
 * self-marked and carries `meta` with its part number, so re-runs can find and edit each part.
 */
export function renderCommentParts(content: string, meta: MarkerMeta, limit = COMMENT_LIMIT): string[] {
  const chunks = splitBody(content, limit - PART_OVERHEAD)
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
