// The ids of a frozen brief's items, as the confirmation shows them and the critics report on them: Q1, Q2… for
// the questions, A1… for the angles, V1… for the validations, numbered by position from 1. The brief is frozen,
// so an id names one item for the whole review; a new review's brief is numbered afresh.
import type { Brief } from './brief.js'

export interface BriefItem {
  id: string
  text: string
}

/** The letter each content section's ids start with. */
export const ID_LETTERS = { questions: 'Q', angles: 'A', validations: 'V' } as const

type Sections = Pick<Brief, keyof typeof ID_LETTERS>

/** Every item of the brief with its id, questions first, then angles, then validations. */
export function briefItems(brief: Sections): BriefItem[] {
  return (Object.keys(ID_LETTERS) as Array<keyof typeof ID_LETTERS>).flatMap((key) =>
    brief[key].map((text, i) => ({ id: `${ID_LETTERS[key]}${i + 1}`, text }))
  )
}

/** The id of item `index` (from 0) of section `key`. */
export function briefItemId(key: keyof typeof ID_LETTERS, index: number): string {
  return `${ID_LETTERS[key]}${index + 1}`
}
