// Finds the `the-loop-findings` fenced blocks of a critic's answer (and a verifier's `the-loop-verdicts` ones), with the same fence rules the comment
// splitter uses (src/base/markdown/fences.ts): a block inside another fence (a critic quoting the format) is
// no block.
import { nextFenceState } from '../markdown/fences.js'
import { FINDINGS_INFO } from './finding.js'

export interface FindingsBlock {
  /** Index of the opening fence line, and of the closing one (the last line when the block never closes). */
  start: number
  end: number
  /** The lines between the fences. */
  content: string
  closed: boolean
}

/** The first word of a fence opener's info string, lower-cased. */
function infoWord(opener: string): string {
  const rest = opener.replace(/^ {0,3}(?:`{3,}|~{3,})/, '').trim()
  return (rest.split(/\s+/)[0] ?? '').toLowerCase()
}

/** Every block of `lines` (the answer split on `\n`) whose info word is `info` (a findings block by default), in order. */
export function findBlocks(lines: readonly string[], info: string = FINDINGS_INFO): FindingsBlock[] {
  const blocks: FindingsBlock[] = []
  let state: ReturnType<typeof nextFenceState> = null
  let open: number | undefined
  for (let i = 0; i < lines.length; i++) {
    const before = state
    state = nextFenceState(before, lines[i]!)
    if (before === null && state !== null) {
      open = infoWord(state.opener) === info ? i : undefined
    } else if (before !== null && state === null && open !== undefined) {
      blocks.push({ start: open, end: i, content: lines.slice(open + 1, i).join('\n'), closed: true })
      open = undefined
    }
  }
  // An unclosed fence runs to the end of the text (CommonMark); a cut-off answer still yields its block.
  if (state !== null && open !== undefined)
    blocks.push({
      start: open,
      end: lines.length - 1,
      content: lines.slice(open + 1).join('\n'),
      closed: false
    })
  return blocks
}

const blank = (line: string) => /^[ \t\r]*$/.test(line)

/** The text without lines `start`..`end`, the blank lines around the gap folded into one paragraph break. */
export function withoutLines(lines: readonly string[], start: number, end: number): string {
  let last = start
  while (last > 0 && blank(lines[last - 1]!)) last--
  let first = end + 1
  while (first < lines.length && blank(lines[first]!)) first++
  const before = lines.slice(0, last).join('\n')
  const after = lines.slice(first).join('\n')
  return before !== '' && after !== '' ? `${before}\n\n${after}` : before + after
}
