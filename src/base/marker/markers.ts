// Hidden markers the action writes into its comments, and their parser for the thread rebuild.

/** Marks every comment the action posts; it must never change once shipped. */
export const SELF_MARKER = '<!-- the-loop:agent-comment -->'
/** The visible line that tells readers the comment came from automation. */
export const SELF_ATTRIBUTION = '🤖 _the-loop, autonomous comment_'
/** Marks the fill-in brief template for readers that look for it; decisions read its meta marker instead. */
export const BRIEF_REQUEST_MARKER = '<!-- the-loop:review-brief-request -->'

/** @internal */
export const MARKER_KINDS = [
  'brief-request',
  'brief-confirmation',
  'round',
  /** A critic's result from an on-demand run (the critic action): no round. */
  'critic-run',
  'follow-up-request',
  'reply',
  'budget',
  /** One critic finding posted on a line of the diff (a review comment); `key` names the finding. */
  'finding',
  /** The closing summary of a review that ended. */
  'summary',
  /** The review that holds a critic's findings on another pull request than the item's own (a work item's). */
  'findings-review',
  /** The brief gate's answer to a comment that tried to be a brief and is not one; `key` names that comment. */
  'not-a-brief',
  /** The action's reply in a line-comment thread holding the critics' answers of one round; `key` names the thread. */
  'thread-answer',
  /** The action's "no longer found" reply in a finding's thread, posted before it resolves it; `key` names the thread. */
  'thread-resolved',
  /** The action's confirmation of a reviewer's decision (or reopen) in a finding's thread; `key` names the reply. */
  'thread-decision'
] as const
export type MarkerKind = (typeof MARKER_KINDS)[number]

/** What a structured marker says about the comment carrying it. */
export interface MarkerMeta {
  kind: MarkerKind
  node?: string
  round?: number
  critic?: string
  /** 1-based part number and total, for bodies split over several comments. */
  part?: { index: number; total: number }
  /**
   * A finding's key (loop/placement/key.ts): 16 hex digits of a hash of its path, title and line text; on a
   * `not-a-brief` answer, the same digits of a hash of the answered comment's entry key; on a `thread-answer` or
   * `thread-resolved` reply, those of the thread's root comment id; on a `thread-decision` reply, those of the
   * reviewer's reply it confirms (thread-key.ts).
   */
  key?: string
  /**
   * On a `finding` comment that carries a problem several critics raised this round (shared-problems.ts): the
   * other critics' findings folded into it, each by critic and key, so that each knows its own as posted.
   */
  also?: Array<{ critic: string; key: string }>
  /** On a round comment: the dollars the money budget counted of that critic's round (6 decimals at most). */
  cost?: number
  /** On a round comment of a critic that reports no cost: the tokens the budget counted. */
  tokens?: number
  /** With marker-secret: a truncated HMAC over the item and the fields above (see marker-sig.ts). */
  sig?: string
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** Whether `value` can stand in a marker's node or critic field (a plain name). */
export function isMarkerName(value: string): boolean {
  return NAME.test(value)
}
const PREFIX = '<!-- the-loop:meta '
const SUFFIX = ' -->'
/** 128 bits of HMAC-SHA256 in hex: out of reach of guessing, short enough for a hidden marker. */
const SIG = /^[0-9a-f]{32}$/
const KEY = /^[0-9a-f]{16}$/
/** Dollars as the marker writes them: at most 7 digits before the point and 6 after. */
const COST = /^\d{1,7}(\.\d{1,6})?$/
const TOKENS = /^\d{1,15}$/
/** Findings a marker's `also` names at most: far above the critics one round runs together. */
export const MAX_ALSO = 16
/** A marker's inside is read up to this length: `also` at its longest (16 × 81) and the other fields. */
const MAX_INNER = 1600

/** Renders `<!-- the-loop:meta kind=round node=review round=2 critic=claude part=1/3 sig=… -->`. */
export function renderMarker(meta: MarkerMeta): string {
  const { sig, ...fields } = meta
  if (sig === undefined) return `${PREFIX}${markerFields(fields)}${SUFFIX}`
  if (!SIG.test(sig)) throw new Error('marker sig is not 32 hex digits')
  return `${PREFIX}${markerFields(fields)} sig=${sig}${SUFFIX}`
}

/** The fields of a marker in their one fixed order, without its sig: what a signature covers. */
export function markerFields(meta: MarkerMeta): string {
  if (!(MARKER_KINDS as readonly string[]).includes(meta.kind))
    throw new Error(`unknown marker kind ${meta.kind}`)
  const fields = [`kind=${meta.kind}`]
  if (meta.node !== undefined) fields.push(`node=${checkName('node', meta.node)}`)
  if (meta.round !== undefined) fields.push(`round=${checkCount('round', meta.round, 0)}`)
  if (meta.critic !== undefined) fields.push(`critic=${checkName('critic', meta.critic)}`)
  if (meta.part !== undefined) {
    const { index, total } = meta.part
    if (checkCount('part', index, 1) > checkCount('part total', total, 1))
      throw new Error('part index past total')
    fields.push(`part=${index}/${total}`)
  }
  if (meta.key !== undefined) {
    if (!KEY.test(meta.key)) throw new Error('marker key is not 16 hex digits')
    fields.push(`key=${meta.key}`)
  }
  if (meta.also !== undefined) fields.push(`also=${alsoField(meta.also)}`)
  if (meta.cost !== undefined) fields.push(`cost=${checkCost(meta.cost)}`)
  if (meta.tokens !== undefined) fields.push(`tokens=${checkTokens(meta.tokens)}`)
  return fields.join(' ')
}

/** Where a well-formed marker sits in a body: `start` and `end` bound the whole `<!-- … -->`. */
export interface MarkerSpan {
  start: number
  end: number
  meta: MarkerMeta
}

/** Every well-formed structured marker of a body with its place, in order; malformed ones are skipped. */
export function findMarkers(body: string): MarkerSpan[] {
  const found: MarkerSpan[] = []
  let from = 0
  for (;;) {
    const start = body.indexOf(PREFIX, from)
    if (start < 0) return found
    const end = body.indexOf(SUFFIX, start + PREFIX.length)
    if (end < 0) return found
    const meta = parseFields(body.slice(start + PREFIX.length, end))
    from = end + SUFFIX.length
    if (meta) found.push({ start, end: from, meta })
  }
}

/**
 * Reads every well-formed structured marker in a body, in order. Malformed ones are ignored rather
 * than half-read. Callers act only on the markers src/conversation/comments/own.ts accepts (ours, signed when
 * marker-secret is set, recorded once the state lists our comments).
 */
export function parseMarkers(body: string): MarkerMeta[] {
  return findMarkers(body).map((span) => span.meta)
}

function parseFields(inner: string): MarkerMeta | undefined {
  if (inner.length > MAX_INNER) return undefined
  const meta: Partial<MarkerMeta> = {}
  for (const field of inner.split(' ')) {
    const eq = field.indexOf('=')
    if (eq <= 0) return undefined
    const key = field.slice(0, eq)
    const value = field.slice(eq + 1)
    if (key === 'kind' && (MARKER_KINDS as readonly string[]).includes(value)) meta.kind = value as MarkerKind
    else if ((key === 'node' || key === 'critic') && NAME.test(value)) meta[key] = value
    else if (key === 'round' && /^\d{1,6}$/.test(value)) meta.round = Number(value)
    else if (key === 'part' && /^\d{1,4}\/\d{1,4}$/.test(value)) {
      const [index, total] = value.split('/').map(Number) as [number, number]
      if (index < 1 || index > total) return undefined
      meta.part = { index, total }
    } else if (key === 'key' && KEY.test(value)) meta.key = value
    else if (key === 'also' && parseAlso(value)) meta.also = parseAlso(value)
    else if (key === 'cost' && COST.test(value)) meta.cost = Number(value)
    else if (key === 'tokens' && TOKENS.test(value)) meta.tokens = Number(value)
    else if (key === 'sig' && SIG.test(value)) meta.sig = value
    else return undefined
  }
  return meta.kind ? (meta as MarkerMeta) : undefined
}

/** `critic:key,critic:key`: the pairs in order, each a plain name and 16 hex digits, at most MAX_ALSO. */
function alsoField(also: ReadonlyArray<{ critic: string; key: string }>): string {
  if (also.length === 0 || also.length > MAX_ALSO)
    throw new Error(`marker also holds ${also.length} findings`)
  return also
    .map(({ critic, key }) => {
      if (!KEY.test(key)) throw new Error('marker also key is not 16 hex digits')
      return `${checkName('also critic', critic)}:${key}`
    })
    .join(',')
}

function parseAlso(value: string): Array<{ critic: string; key: string }> | undefined {
  const pairs = value.split(',')
  if (pairs.length > MAX_ALSO) return undefined
  const out: Array<{ critic: string; key: string }> = []
  for (const pair of pairs) {
    const [critic, key, extra] = pair.split(':')
    if (extra !== undefined || critic === undefined || key === undefined) return undefined
    if (!NAME.test(critic) || !KEY.test(key)) return undefined
    out.push({ critic, key })
  }
  return out
}

function checkName(what: string, value: string): string {
  if (!NAME.test(value)) throw new Error(`marker ${what} "${value}" is not a plain name`)
  return value
}

/** `value` dollars with at most six decimals, trailing zeros dropped. */
function checkCost(value: number): string {
  const text = Number.isFinite(value) && value >= 0 ? String(Number(value.toFixed(6))) : ''
  if (!COST.test(text)) throw new Error(`marker cost ${value} out of range`)
  return text
}

function checkTokens(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || !TOKENS.test(String(value)))
    throw new Error(`marker tokens ${value} out of range`)
  return String(value)
}

function checkCount(what: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min || value > 999_999)
    throw new Error(`marker ${what} ${value} out of range`)
  return value
}

/** Appends the visible attribution and the self-marker unless the body already carries the marker. */
export function markSelfAuthored(body: string): string {
  if (body.includes(SELF_MARKER)) return body
  return `${body.trimEnd()}\n\n${SELF_ATTRIBUTION}\n${SELF_MARKER}\n`
}
