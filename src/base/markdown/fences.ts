// Markdown code fences: where they open and close in a body (so a split body can close and reopen one, and
// untrusted text can be ended), and a fence that nothing inside it can close.
import { parse, postprocess, preprocess } from 'micromark'

/** An open fence: its character, run length, and the opening line to repeat in the next part. */
export interface OpenFence {
  char: '`' | '~'
  length: number
  opener: string
}

/** Very long lines are content, never fences; the cap also keeps the scan cheap. */
const MAX_FENCE_LINE = 200

/**
 * The top-level fence open after each line of `text` (its lines as `text.split('\n')` cuts them), or null.
 * Read by micromark, a CommonMark parser: a line reader cannot tell a fence line from a list item's text, an
 * HTML block's or a link title's. A fence inside a list item or a quote is not counted: it ends with them.
 */
export function fenceStates(text: string): Array<OpenFence | null> {
  const fences = topLevelFences(text)
  const states: Array<OpenFence | null> = []
  let next = 0
  let offset = 0
  for (const line of text.split('\n')) {
    const end = offset + line.length
    // A closed fence ends on its closing line: from that line on, the next fence (if any) is the one to watch.
    const closedBy = (fence: TopFence | undefined) => fence?.closedAt !== undefined && fence.closedAt <= end
    while (closedBy(fences[next])) next++
    const fence = fences[next]
    states.push(fence && fence.start <= end ? fence.open : null)
    offset = end + 1
  }
  return states
}

interface TopFence {
  /** Where it starts, and where its closing fence ends (undefined: never closed, it runs to the end). */
  start: number
  closedAt?: number
  open: OpenFence
}

function topLevelFences(text: string): TopFence[] {
  const events = postprocess(
    parse()
      .document()
      .write(preprocess()(text, undefined, true))
  )
  const fences: TopFence[] = []
  let depth = 0
  let current: { start: number; sequences: number; open?: OpenFence } | undefined
  for (const [kind, token] of events) {
    if (kind === 'exit') {
      depth--
      if (depth === 0 && current && token.type === 'codeFenced') {
        const closedAt = current.sequences > 1 ? token.end.offset : undefined
        if (current.open)
          fences.push({
            start: current.start,
            ...(closedAt === undefined ? {} : { closedAt }),
            open: current.open
          })
        current = undefined
      }
      continue
    }
    if (depth === 0 && token.type === 'codeFenced') current = { start: token.start.offset, sequences: 0 }
    else if (current && depth === 2 && token.type === 'codeFencedFenceSequence') {
      if (current.sequences++ === 0) {
        const run = text.slice(token.start.offset, token.end.offset)
        const from = text.lastIndexOf('\n', token.start.offset) + 1
        const to = text.indexOf('\n', token.start.offset)
        const opener = text.slice(from, to < 0 ? text.length : to).replace(/\r$/, '')
        current.open = { char: run[0] as OpenFence['char'], length: run.length, opener }
      }
    }
    depth++
  }
  return fences
}

/** The fence state after `line` (without its newline), given the state before it, read line by line. */
export function nextFenceState(state: OpenFence | null, line: string): OpenFence | null {
  const fence = readFenceRun(line)
  if (!fence) return state
  if (state === null) {
    // A backtick fence's info string may not contain backticks (CommonMark); such a line is text.
    if (fence.char === '`' && fence.rest.includes('`')) return null
    return { char: fence.char, length: fence.length, opener: line.replace(/\r$/, '') }
  }
  const closes = fence.char === state.char && fence.length >= state.length && fence.rest.trim() === ''
  return closes ? null : state
}

/** The closing line for an open fence. */
export function closerOf(fence: OpenFence): string {
  return fence.char.repeat(fence.length)
}

function readFenceRun(line: string): { char: '`' | '~'; length: number; rest: string } | undefined {
  if (line.length > MAX_FENCE_LINE) return undefined
  const run = leadingFenceRun(line)
  return run && { char: run.char, length: run.end - run.start, rest: line.slice(run.end) }
}

/**
 * The run of three or more backticks or tildes a line opens with, after up to three spaces (where CommonMark
 * lets a fence start), as offsets into the line; undefined when the line cannot open or close a fence.
 */
export function leadingFenceRun(line: string): { char: '`' | '~'; start: number; end: number } | undefined {
  let start = 0
  while (start < 3 && line[start] === ' ') start++
  const char = line[start]
  if (char !== '`' && char !== '~') return undefined
  let end = start
  while (line[end] === char) end++
  return end - start >= 3 ? { char, start, end } : undefined
}

/** A backtick fence longer than every backtick run in `text` (three at least), so nothing inside can close it. */
export function backtickFenceFor(text: string): string {
  let longest = 0
  let run = 0
  for (const c of text) {
    run = c === '`' ? run + 1 : 0
    if (run > longest) longest = run
  }
  return '`'.repeat(Math.max(3, longest + 1))
}
