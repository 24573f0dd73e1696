// Splits a body that is too long for one comment into parts, closing and reopening code fences.
import { closerOf, fenceStates, leadingFenceRun, type OpenFence } from './fences.js'

/** GitHub refuses comment bodies longer than this many characters. */
export const COMMENT_LIMIT = 65_536

/** One part: the slice of the original text plus the fence lines added around it. */
/** @internal */
export interface Piece {
  reopen: string
  text: string
  close: string
}

/**
 * Cuts `content` into pieces whose `reopen + text + close` is at most `size` UTF-16 units (at least
 * as strict as GitHub's character count). Cuts fall on line ends when possible, never inside a
 * surrogate pair; the concatenated `text`s are exactly `content`, so nothing is ever dropped.
 * @internal
 */
export function splitPieces(content: string, size: number): Piece[] {
  if (size < 512) throw new Error(`split size ${size} is too small`)
  const pieces: Piece[] = []
  let fence: OpenFence | null = null // state at the current position (line starts only)
  let reopen = ''
  let text = ''
  let textFence: OpenFence | null = null // state at the end of `text`
  // The longest fence-like run in this part: a part cut inside a list item or a quote, read alone, can take
  // a fence nested there for its own, which its closing line must then end (room is kept for it).
  let nestedRun = 0
  const room = (state: OpenFence | null, run: number) =>
    size - reopen.length - Math.max(state ? closerOf(state).length + 1 : 0, run > 0 ? run + 1 : 0)
  const flush = () => {
    // The fence the part leaves open as CommonMark reads the part alone, not as the whole body reads it.
    const own = fenceStates(`${reopen}${text}`).at(-1) ?? null
    pieces.push({ reopen, text, close: own ? `\n${closerOf(own)}` : '' })
    reopen = textFence ? `${textFence.opener}\n` : ''
    text = ''
    nestedRun = 0
  }
  // The fence open after each line, as CommonMark reads the whole body (a cut line keeps its state).
  const states = fenceStates(content)
  let lineNo = 0
  let start = 0
  while (start < content.length) {
    const newline = content.indexOf('\n', start)
    const end = newline < 0 ? content.length : newline + 1
    const line = content.slice(start, end)
    const after = states[lineNo] ?? null
    const run = Math.max(nestedRun, fenceRunOf(line))
    if (text.length + line.length <= room(after, run)) {
      text += line
      fence = after
      textFence = after
      nestedRun = run
      start = end
      if (newline >= 0) lineNo++
      continue
    }
    if (text.length > 0) {
      flush()
      continue
    }
    // A single line longer than a whole part: cut it, keeping the fence state it started in.
    const cut = safeCut(content, start, start + Math.max(1, room(fence, fenceRunOf(line))))
    text = content.slice(start, cut)
    textFence = fence
    start = cut
    flush()
  }
  if (text.length > 0 || pieces.length === 0) flush()
  return pieces
}

/** The length of the fence run a line opens with, 0 when it cannot be a fence (no length cap: any run counts). */
function fenceRunOf(line: string): number {
  const run = leadingFenceRun(line)
  return run ? run.end - run.start : 0
}

/** Moves a cut back so it never splits a surrogate pair and, if it can, never starts a part on a fence char. */
function safeCut(content: string, start: number, cut: number): number {
  let at = Math.min(cut, content.length)
  const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff
  if (at < content.length && at - 1 > start && isHigh(content.charCodeAt(at - 1))) at--
  let back = at
  while (back - 1 > start && at - back < 16 && /[`~ ]/.test(content[back] ?? '')) back--
  if (back !== at && !isHigh(content.charCodeAt(back - 1))) return back
  return at
}

/** The part bodies (without headers or markers) for `content`. */
export function splitBody(content: string, size: number): string[] {
  return splitPieces(content, size).map((p) => `${p.reopen}${p.text}${p.close}`)
}
