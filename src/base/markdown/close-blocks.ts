// Untrusted Markdown ended so that nothing it opened reaches into the text we write after it. Two CommonMark
// blocks run on past a blank line: a fenced code block runs to its closing fence, and HTML blocks of kinds 1 to
// 5 (`<pre>`, `<!--`, `<?`, `<!X`, `<![CDATA[`) run to their end marker, both to the end of the comment when
// there is none. Left open in a critic's answer, one would take in our appendix, footer and marker: shown as
// code, or hidden. (The other blocks end at a blank line, and we always put one before our text; so do lists
// and quotes, with whatever they hold.) Which fence is open is read as CommonMark reads it (fenceStates).
import { closerOf, fenceStates } from './fences.js'

/** The HTML that runs to an end marker: its opener, wherever it stands, and that marker. */
const RUNS: ReadonlyArray<{ opener: RegExp; end: RegExp }> = [
  { opener: /<(?=(?:pre|script|style|textarea)(?:[\s>]|$))/gim, end: /<\/(?:pre|script|style|textarea)>/i },
  { opener: /<(?=!--)/g, end: /-->/ },
  { opener: /<(?=\?)/g, end: /\?>/ },
  { opener: /<(?=![A-Za-z])/g, end: />/ },
  { opener: /<(?=!\[CDATA\[)/g, end: /\]\]>/ }
]

/** Where the last match of `re` starts in `text`, or -1. */
function lastStart(text: string, re: RegExp): number {
  let last = -1
  for (const m of text.matchAll(new RegExp(re.source, `${re.flags}g`))) last = m.index
  return last
}

/**
 * Every opener of those HTML blocks with no end marker after it made visible text (`&lt;`): it could only run
 * to the end of the comment. One with its end marker later is left: it ends within the text.
 */
function defuseUnclosedHtml(text: string): string {
  let out = text
  for (const { opener, end } of RUNS) {
    const last = lastStart(out, end)
    out = out.replace(opener, (lt: string, at: number) => (at < last ? lt : '&lt;'))
  }
  return out
}

/**
 * `text` with every block it leaves open ended: HTML that would run to the end made visible, then an open fence
 * closed on a line of its own (at the top level; a fence in a list item or a quote ends with it).
 */
export function closeOpenBlocks(text: string): string {
  const out = defuseUnclosedHtml(text)
  const open = fenceStates(out).at(-1)
  if (!open) return out
  return `${out}${/\r?\n$/.test(out) ? '' : '\n'}${closerOf(open)}`
}
