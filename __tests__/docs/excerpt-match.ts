// Whether an excerpt a page quotes is what a program printed. An excerpt keeps the printed lines in order; a line
// that is only `…` (after its indentation and the `│` bars of a quoted body) stands for any number of lines left
// out, and `…` inside a line for any text left out of it (a long link). Lines with no `…` line between them
// were printed one after the other. Trailing white space does not count (editors strip it, the demo prints it).

/** Where a page's fenced excerpt sits: its first line's number in the page, and its lines. */
export interface Excerpt {
  file: string
  line: number
  lines: string[]
}

const trimEnd = (line: string) => line.replace(/\s+$/, '')
const isGap = (line: string) => /^[\s│]*…$/.test(trimEnd(line))

/** One excerpt line as a whole-line pattern: `…` matches any text. */
function linePattern(line: string): RegExp {
  const parts = trimEnd(line)
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.*')}$`)
}

/**
 * The first fenced block after the first line of `page` that contains `anchor` (the sentence that introduces
 * it); undefined when the page has no such sentence or no block after it.
 */
export function excerptAfter(file: string, page: string, anchor: string): Excerpt | undefined {
  const lines = page.split('\n')
  const at = lines.findIndex((l) => l.includes(anchor))
  if (at < 0) return undefined
  const open = lines.findIndex((l, i) => i > at && /^```/.test(l))
  if (open < 0) return undefined
  const close = lines.findIndex((l, i) => i > open && /^```\s*$/.test(l))
  if (close < 0) return undefined
  return { file, line: open + 2, lines: lines.slice(open + 1, close) }
}

/**
 * Undefined when `printed` holds the excerpt; else which line of the page could not be found where it must be
 * (`file:line`), and the line printed there when the excerpt says one follows another directly.
 */
export function excerptMismatch(excerpt: Excerpt, printed: string): string | undefined {
  const out = printed.split('\n').map(trimEnd)
  const steps = excerpt.lines.map((text, i) => ({ text, i, gap: isGap(text) }))
  let furthest = { step: -1, at: -1 }
  // match(s, o): steps from s on hold with step s's line at output line o (or later, after a gap).
  const match = (s: number, o: number, free: boolean): boolean => {
    if (s > furthest.step) furthest = { step: s, at: free ? -1 : o }
    if (s === steps.length) return true
    const step = steps[s]!
    if (step.gap) return match(s + 1, o, true)
    const pattern = linePattern(step.text)
    for (let k = o; k < out.length; k++) {
      if (pattern.test(out[k]!) && match(s + 1, k + 1, false)) return true
      if (!free) return false
    }
    return false
  }
  if (match(0, 0, true)) return undefined
  const step = steps[furthest.step]!
  const where = `${excerpt.file}:${excerpt.line + step.i}`
  const printedThere = furthest.at >= 0 && furthest.at < out.length ? out[furthest.at] : undefined
  return printedThere === undefined
    ? `${where}: "${step.text}" is not in what the demo printed (at this place in the excerpt)`
    : `${where}: "${step.text}" differs from what the demo printed there: "${printedThere}"`
}
