// Hidden markers the action writes into its comments, and their parser for the thread rebuild.

/** Marks every comment the action posts; it must never change once shipped. */
export const SELF_MARKER = '<!-- the-loop:agent-comment -->'
/** The visible line that tells readers the comment came from automation. */
export const SELF_ATTRIBUTION = '🤖 _the-loop, autonomous comment_'
/** Marks the fill-in brief template; counts only when the same comment is also self-marked. */
export const BRIEF_REQUEST_MARKER = '<!-- the-loop:review-brief-request -->'

export const MARKER_KINDS = [
  'brief-request',
  'brief-confirmation',
  'round',
  /** A critic's result from an on-demand run (the critic action): no round. */
  'critic-run',
  'follow-up-request',
  'reply',
  'budget'
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
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** Whether `value` can stand in a marker's node or critic field (a plain name). */
export function isMarkerName(value: string): boolean {
  return NAME.test(value)
}
const PREFIX = '<!-- the-loop:meta '
const SUFFIX = ' -->'

/** Renders `<!-- the-loop:meta kind=round node=review round=2 critic=claude part=1/3 -->`. */
export function renderMarker(meta: MarkerMeta): string {
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
  return `${PREFIX}${fields.join(' ')}${SUFFIX}`
}

/**
 * Reads every well-formed structured marker in a body, in order. Malformed ones are ignored rather
 * than half-read. Callers trust the result only for comments that are the action's own.
 */
export function parseMarkers(body: string): MarkerMeta[] {
  const found: MarkerMeta[] = []
  let from = 0
  for (;;) {
    const start = body.indexOf(PREFIX, from)
    if (start < 0) return found
    const end = body.indexOf(SUFFIX, start + PREFIX.length)
    if (end < 0) return found
    const meta = parseFields(body.slice(start + PREFIX.length, end))
    if (meta) found.push(meta)
    from = end + SUFFIX.length
  }
}

function parseFields(inner: string): MarkerMeta | undefined {
  if (inner.length > 300) return undefined
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
    } else return undefined
  }
  return meta.kind ? (meta as MarkerMeta) : undefined
}

function checkName(what: string, value: string): string {
  if (!NAME.test(value)) throw new Error(`marker ${what} "${value}" is not a plain name`)
  return value
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
