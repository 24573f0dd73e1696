// parseBrief: a comment's Questions / Angles / Validations / Pull requests bullet lists, or null.

export interface Brief {
  questions: string[]
  angles: string[]
  validations: string[]
  /** Raw as written; normalizePulls turns them into composed refs before anything uses them. */
  pullRequests: string[]
}

type SectionKey = keyof Brief

/** Marker lines are short; anything longer is prose, and is never fed to the marker pattern. */
const MAX_MARKER_LINE = 60
/** Trimmed marker line: decoration, the word, optional closing emphasis, optional colon, emphasis. */
const MARKER =
  /^[#>*_\s]*(questions|angles|validations|pull\s+requests|prs)(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?$/i
/** Trimmed-right bullet: indent, `-` or `*`, optional checkbox, then text starting with a non-space. */
const BULLET = /^[ \t]*[-*][ \t]*(?:\[[ xX]\][ \t]+)?(\S.*)$/

export function parseBrief(body: string | null | undefined): Brief | null {
  if (typeof body !== 'string' || body === '') return null
  const brief: Brief = { questions: [], angles: [], validations: [], pullRequests: [] }
  let sawMarker = false
  let current: { key: SectionKey; items: string[]; started: boolean; open: boolean } | undefined
  const commit = (): void => {
    // A repeated section keeps the later non-empty list; an empty repeat never wipes an earlier one.
    if (current && current.items.length > 0) brief[current.key] = current.items
  }
  for (const rawLine of body.split('\n')) {
    const line = rawLine.trimEnd()
    const key = markerOf(line)
    if (key) {
      commit()
      sawMarker = true
      current = { key, items: [], started: false, open: true }
      continue
    }
    if (!current || !current.open) continue
    if (line.trim() === '') {
      if (current.started) current.open = false
      continue
    }
    const match = BULLET.exec(line)
    if (!match) {
      current.open = false
      continue
    }
    current.started = true
    const text = match[1]!
    if (!isPlaceholder(text)) current.items.push(text)
  }
  commit()
  const hasContent = brief.questions.length + brief.angles.length + brief.validations.length > 0
  return sawMarker && hasContent ? brief : null
}

function markerOf(line: string): SectionKey | undefined {
  const trimmed = line.trim()
  if (trimmed.length > MAX_MARKER_LINE) return undefined
  const match = MARKER.exec(trimmed)
  if (!match) return undefined
  const word = match[1]!.toLowerCase().replace(/\s+/g, ' ')
  if (word === 'pull requests' || word === 'prs') return 'pullRequests'
  return word as SectionKey
}

/** A bullet that is wholly `<…>` is the template's placeholder, so a quoted-back template is no brief. */
function isPlaceholder(text: string): boolean {
  return text.startsWith('<') && text.endsWith('>')
}
