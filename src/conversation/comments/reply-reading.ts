// The follow-up gate's reading of a reply: done vocabulary with a negation veto (reference quirks kept), looked
// for in what the reply says, never in what it quotes: the comment reader (src/base/reading/) leaves out
// block quotes, code (fenced, indented or inline) and HTML, so "> this looks good" asking for more work is
// more work.
import { readableText, readComment } from '../../base/reading/comment.js'

const DONE_PHRASES = [
  'done',
  'all done',
  "we're done",
  "that's all",
  'thats all',
  'nothing else',
  'no more',
  'all set',
  'close it',
  'close this',
  'lgtm',
  'looks good',
  'ship it',
  'approved'
]

const PHRASE = `(?<![\\w-])(?:${DONE_PHRASES.map(escape).join('|')})(?![\\w-])`
const DONE = new RegExp(PHRASE, 'i')
/** A negation word, then up to 40 characters inside the same sentence, then a done phrase. */
const VETO = new RegExp(`\\b(?:not|isn't|isnt|aren't|arent|nope|no)\\b[^.!?\\n]{0,40}?${PHRASE}`, 'i')

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const straight = (text: string): string => text.replace(/[\u2018\u2019]/g, "'")

/**
 * True when the reply ends the review. Curly apostrophes are read as straight ones so `that’s all`
 * typed on a phone counts. A negation before a done phrase in the same sentence vetoes it.
 */
export function declaresDone(body: string): boolean {
  // A reply with no done phrase anywhere, quotes included, needs no parse: most replies of a long thread.
  if (!DONE.test(straight(body))) return false
  const text = straight(readableText(readComment(body)))
  if (VETO.test(text)) return false
  return DONE.test(text)
}

export type ReplyDecision =
  | { kind: 'wait'; reason: string }
  | { kind: 'pass'; outcome: 'done' | 'more-work'; decidedBy: { id: number; author: string } }

/**
 * The newest authorized comment decides. The caller passes only authorized, non-own comments (see
 * readAuthorizedComments), so silence, strangers and the action itself all keep the gate waiting.
 */
export function classifyReply(
  comments: ReadonlyArray<{ id: number; author: string; body: string }>
): ReplyDecision {
  const latest = comments[comments.length - 1]
  if (!latest) return { kind: 'wait', reason: 'no authorized reply yet' }
  return {
    kind: 'pass',
    outcome: declaresDone(latest.body) ? 'done' : 'more-work',
    decidedBy: { id: latest.id, author: latest.author }
  }
}
