// parseBrief: a comment's Questions / Angles / Validations / Pull requests sections, or null when it holds no
// brief. Read through the comment reader (src/base/reading/): a brief quoted (`>`), in code or in `<details>`
// is none.
import { readComment } from '../../base/reading/comment.js'
import { CONTENT_SECTIONS, SECTION_WORD } from './brief-labels.js'
import { readSections, type BriefReading } from './brief-sections.js'

export interface Brief {
  questions: string[]
  angles: string[]
  validations: string[]
  /** Raw as written; normalizePulls turns them into composed refs before anything uses them. */
  pullRequests: string[]
}

export function parseBrief(body: string | null | undefined): Brief | null {
  // No section word, no label: most comments of a long thread are answered without a parse.
  if (typeof body !== 'string' || body === '' || !SECTION_WORD.test(body)) return null
  return briefOf(readSections(readComment(body)))
}

/**
 * The brief the sections make: each section's items, a repeated section keeping its later non-empty list (an
 * empty repeat never wipes an earlier one). No brief without an item under Questions, Angles or Validations.
 */
export function briefOf(reading: BriefReading): Brief | null {
  const brief: Brief = { questions: [], angles: [], validations: [], pullRequests: [] }
  for (const section of reading.sections) {
    if (section.key && section.items.length > 0) brief[section.key] = section.items
  }
  return CONTENT_SECTIONS.some((key) => brief[key].length > 0) ? brief : null
}
