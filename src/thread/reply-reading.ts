// The follow-up gate's reading of a reply: done vocabulary with a negation veto (reference quirks kept).

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

/**
 * True when the reply ends the review. Curly apostrophes are read as straight ones so `that’s all`
 * typed on a phone counts. A negation before a done phrase in the same sentence vetoes it.
 */
export function declaresDone(body: string): boolean {
  const text = body.replace(/[\u2018\u2019]/g, "'")
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
