// The findings a critic reports about lines of the diff, and the answers it gives in the same block (to
// line-comment threads, and to the brief's items): their types, from the format's one definition
// (findings-schema.ts, published as schemas/findings.schema.json for owners who write their own critics).
import type { Static } from 'typebox'
import type { Severity } from '../shared/severity.js'
import type {
  CheckedPlaceSchema,
  FindingSchema,
  LedgerEntrySchema,
  ThreadAnswerSchema
} from './findings-schema.js'
import type { LEDGER_STATUSES, SIDES } from './finding-limits.js'

/** The info string of the one fenced block a critic ends its answer with. */
export const FINDINGS_INFO = 'the-loop-findings'

export { SEVERITIES, type Severity } from '../shared/severity.js'
export { LEDGER_ID, LEDGER_STATUSES, LIMITS } from './finding-limits.js'

/** RIGHT (the default): the new file (added or unchanged lines). LEFT: the old file (deleted or unchanged). */
export type Side = (typeof SIDES)[number]

/**
 * One finding, as the critic wrote it (after validation: every field within its limits, and only the format's
 * fields), its severity in lower case whatever the case the critic wrote it in.
 */
export type Finding = Omit<Static<typeof FindingSchema>, 'severity'> & { severity: Severity }

/**
 * A critic's answer to one line-comment thread the prompt listed. `thread` is the critic's word: whoever posts the
 * answer must first find it among the threads the prompt listed, never post where it alone points.
 */
export type ThreadAnswer = Static<typeof ThreadAnswerSchema>

/** A place a critic examined and found no problem in (its `checked` list): shown where it meets another's finding. */
export type CheckedPlace = Static<typeof CheckedPlaceSchema>

export type LedgerStatus = (typeof LEDGER_STATUSES)[number]

/** Where a critic stands on one item of the brief; for `cannot-check`, `answer` says why. */
export type LedgerEntry = Static<typeof LedgerEntrySchema>

/** Something the parser could not use, and why; `raw` holds a dropped finding's JSON (capped) to show as text. */
export interface DroppedPart {
  what: string
  why: string
  raw?: string
}

export interface ParsedFindings {
  /** The answer with the findings block removed (left intact when the block could not be used). */
  text: string
  findings: Finding[]
  /** What of the block or its findings could not be used; callers show these as findings not read. */
  dropped: DroppedPart[]
  /** Fields of kept findings that the format does not know: left out of the finding, said in the round. */
  ignored: DroppedPart[]
  /** How many entries of `findings` were not taken (invalid, or past the cap): the review's gate counts them. */
  lost: number
  /** Why the answer gave no readable block (none, or one that is not JSON with a `findings` array). */
  unreadBlock?: string
  /** The block's valid `answers`, in order, the first per thread, at most LIMITS.answers. */
  answers: ThreadAnswer[]
  /**
   * What of `answers` could not be used (a root that is no array, an invalid or repeated entry, those past the cap).
   * Apart from `dropped`, so that a bad answer is never shown or counted as a finding not read.
   */
  answersDropped: DroppedPart[]
  /** The block's valid `ledger` entries, in order, the first per id, at most LIMITS.ledger. */
  ledger: LedgerEntry[]
  /** What of `ledger` could not be used, as `answersDropped` is for `answers`. */
  ledgerDropped: DroppedPart[]
  /** The block's valid `checked` places, in order, at most LIMITS.checked (absent when the block has none). */
  checked?: CheckedPlace[]
}
