// The findings a critic reports about lines of the diff, and the answers it gives in the same block (to
// line-comment threads, and to the brief's items): their shape and the limits the parser enforces.
// The same shape is published as schemas/findings.schema.json for owners who write their own critics.
import type { Severity } from '../shared/severity.js'

/** The info string of the one fenced block a critic ends its answer with. */
export const FINDINGS_INFO = 'the-loop-findings'

export { SEVERITIES, type Severity } from '../shared/severity.js'

export type Side = 'RIGHT' | 'LEFT'

/** One finding, as the critic wrote it (after validation: every field within its limits). */
export interface Finding {
  /** Which pull request, as a reference like the brief's (`#12`, `owner/repo#7`, a URL); multi-PR rounds only. */
  pullRequest?: string
  /** Repository-relative path as the diff names it (the new path of a renamed file). */
  path: string
  /** 1-based line on `side`; with `endLine`, the first line of the range. */
  line: number
  /** Last line of a multi-line range, on the same side; at least `line`. */
  endLine?: number
  /** RIGHT (the default): the new file (added or unchanged lines). LEFT: the old file (deleted or unchanged). */
  side?: Side
  severity: Severity
  title: string
  body: string
  /** Replacement text for the line(s), posted as a GitHub suggestion block. */
  suggestion?: string
}

/**
 * A critic's answer to one line-comment thread the prompt listed. `thread` is the critic's word: whoever posts the
 * answer must first find it among the threads the prompt listed, never post where it alone points.
 */
/** A place a critic examined and found no problem in (its `checked` list): shown where it meets another's finding. */
export interface CheckedPlace {
  path: string
  line: number
  endLine?: number
  /** One line: what the critic checked. */
  note: string
}

export interface ThreadAnswer {
  /** The REST id of the thread's root comment. */
  thread: number
  /** Markdown. */
  body: string
}

export const LEDGER_STATUSES = ['answered', 'partly', 'open', 'cannot-check'] as const
export type LedgerStatus = (typeof LEDGER_STATUSES)[number]

/** The ids of the brief's items, as the prompt lists them: Q, A or V, then a number from 1 to 999 (Q1, A2, V3). */
export const LEDGER_ID = /^[QAV][1-9][0-9]{0,2}$/

/** Where a critic stands on one item of the brief; for `cannot-check`, `answer` says why. */
export interface LedgerEntry {
  id: string
  status: LedgerStatus
  /** One line. */
  answer: string
}

/**
 * Limits, in characters (Unicode code points, as JSON Schema's maxLength counts). A finding over one of them is
 * dropped, not cut: a cut path or suggestion would be wrong, and the title and body are the critic's words.
 * 50 findings of the longest body still fit the round comment's parts; GitHub's own limit is 65,536 per body.
 */
export const LIMITS = {
  /** Findings kept per critic answer; valid ones past it are left out and counted. */
  findings: 50,
  path: 500,
  title: 200,
  body: 4000,
  suggestion: 4000,
  pullRequest: 300,
  /** Thread answers kept per critic answer, the first per thread. */
  answers: 20,
  answerBody: 4000,
  /** Comment ids are positive integers; past 2^53 - 1 a JSON number no longer names one exactly. */
  thread: Number.MAX_SAFE_INTEGER,
  /** Ledger entries kept per critic answer, the first per id (a brief's ids run to 999 per letter). */
  ledger: 300,
  ledgerAnswer: 500,
  /** Places kept per critic answer in `checked`. */
  checked: 20,
  checkedNote: 300,
  /** Line numbers past this are taken for a mistake rather than a place in a file. */
  line: 10_000_000,
  /** The block's JSON text; a longer block is not parsed and stays in the text. */
  blockChars: 512 * 1024,
  /** Invalid entries (of each list) named one by one; the rest are counted in one entry. */
  droppedListed: 20,
  /** The raw JSON of a dropped entry kept for showing it as text. */
  rawChars: 2000
} as const

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
