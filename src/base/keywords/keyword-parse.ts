// The keyword parser: comment text → at most one command, or a refusal when two commands are named.
import { COMMANDS, type Command } from './commands.js'
import { foldAscii, type KeywordConfig } from './keywords.js'

export type ParseResult =
  { kind: 'none' } | { kind: 'command'; command: Command } | { kind: 'ambiguous'; matched: Command[] }

/**
 * Characters that glue a keyword to its neighbour: letters, digits, marks and connector punctuation
 * of any script (a superset of the ASCII `\w`), plus `:` and `-`. Being glued means "not a command".
 */
const GLUE = /^[\p{L}\p{N}\p{M}\p{Pc}:-]$/u

/**
 * Finds every configured keyword as a whole token, case-insensitively (ASCII case only, so no exotic
 * Unicode folding can forge a keyword). No regex runs over the body: a plain indexOf scan per keyword
 * keeps the cost linear in practice, whatever the body holds.
 */
export function parseCommand(body: string | null | undefined, config: KeywordConfig): ParseResult {
  if (!config.enabled || typeof body !== 'string' || body === '') return { kind: 'none' }
  const text = foldAscii(body)
  const matched: Command[] = []
  for (const command of COMMANDS) {
    const keyword = foldAscii(config.keywords[command])
    if (keyword !== '' && containsToken(text, keyword)) matched.push(command)
  }
  if (matched.length === 0) return { kind: 'none' }
  if (matched.length > 1) return { kind: 'ambiguous', matched }
  return { kind: 'command', command: matched[0]! }
}

function containsToken(text: string, keyword: string): boolean {
  let from = 0
  for (;;) {
    const at = text.indexOf(keyword, from)
    if (at < 0) return false
    if (!isGlue(codePointBefore(text, at)) && !isGlue(text.codePointAt(at + keyword.length))) return true
    from = at + 1
  }
}

function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined
  const last = text.charCodeAt(index - 1)
  // A low surrogate preceded by a high one is the tail of an astral character: read the pair.
  if (last >= 0xdc00 && last <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2)
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(index - 2)
  }
  return last
}

function isGlue(codePoint: number | undefined): boolean {
  return codePoint !== undefined && GLUE.test(String.fromCodePoint(codePoint))
}
