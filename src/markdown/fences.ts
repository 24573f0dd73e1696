// Tracks Markdown code fences line by line, so a split body can close and reopen an open fence.

/** An open fence: its character, run length, and the opening line to repeat in the next part. */
export interface OpenFence {
  char: '`' | '~'
  length: number
  opener: string
}

/** Very long lines are content, never fences; the cap also keeps the scan cheap. */
const MAX_FENCE_LINE = 200

/** The fence state after `line` (without its newline), given the state before it. */
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
  let i = 0
  while (i < 3 && line[i] === ' ') i++
  const char = line[i]
  if (char !== '`' && char !== '~') return undefined
  let j = i
  while (line[j] === char) j++
  if (j - i < 3) return undefined
  return { char, length: j - i, rest: line.slice(j) }
}

/** The fence state at the end of `text` when it starts outside any fence. */
export function fenceStateAfter(text: string): OpenFence | null {
  let state: OpenFence | null = null
  for (const line of text.split('\n')) state = nextFenceState(state, line)
  return state
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
