// A comment at the brief gate that tries to be a brief and cannot be read as one: it names a section, or holds a
// list, or writes a brief where nothing is read (a code block). The gate answers it instead of waiting in silence;
// chatter ("cc @bob, can you write the brief?") is no attempt and gets no answer.
import { readComment } from '../../base/reading/comment.js'
import type { SectionKey } from './brief-labels.js'
import { briefOf, parseBrief } from './brief.js'
import { readSections } from './brief-sections.js'

/** What the reader found in an attempt: counts and our own section names only, never the comment's words. */
export interface BriefAttempt {
  /** The brief's sections the comment names, in order, with how many items each gave. */
  sections: Array<{ key: SectionKey; items: number; placeholders: number }>
  /** List items under no section of the brief: under no label, or a heading or bold label it does not know. */
  strayItems: number
  /** Sections named on a plain line with text after the colon (`Questions: why?`), which reads as prose. */
  inlinePlain: SectionKey[]
  /** True when a code block holds a brief: code is never read. */
  inCode: boolean
}

/** The attempt `body` makes, or null when it is a brief or no attempt at one. */
export function readBriefAttempt(body: string): BriefAttempt | null {
  if (body === '') return null
  const comment = readComment(body)
  const reading = readSections(comment)
  if (briefOf(reading)) return null
  const sections = reading.sections.flatMap((s) =>
    s.key ? [{ key: s.key, items: s.items.length, placeholders: s.placeholders }] : []
  )
  const unknown = reading.sections.filter((s) => !s.key && s.listed)
  const attempt: BriefAttempt = {
    sections,
    strayItems: reading.unlabelled + unknown.reduce((n, s) => n + s.items.length, 0),
    inlinePlain: [...new Set(reading.inlinePlain)],
    inCode: comment.setApart.code.some((code) => parseBrief(code) !== null)
  }
  const tried =
    attempt.sections.length > 0 || attempt.strayItems > 0 || attempt.inlinePlain.length > 0 || attempt.inCode
  return tried ? attempt : null
}
