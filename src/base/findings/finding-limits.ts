// The findings format's constants, read by its definition (findings-schema.ts, at build time) and by the code
// that parses a critic's block: the limits, the sides, the ledger's ids and statuses. Apart from the definition
// so that the bundles import them without TypeBox.

/** RIGHT (the default): the new file (added or unchanged lines). LEFT: the old file (deleted or unchanged). */
export const SIDES = ['RIGHT', 'LEFT'] as const

/** The pattern of a text that may not be blank: check.ts knows an empty text by it. */
export const NOT_BLANK = '\\S'

export const LEDGER_STATUSES = ['answered', 'partly', 'open', 'cannot-check'] as const

/** The ids of the brief's items, as the prompt lists them: Q, A or V, then a number from 1 to 999 (Q1, A2, V3). */
export const LEDGER_ID = /^[QAV][1-9][0-9]{0,2}$/

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

/** The verdicts a verifier may give (verdicts-schema.ts); every other answer, and none, reads as unverified. */
export const VERDICTS = ['confirmed', 'refuted', 'unsure'] as const

/** The most entries a verdicts block is read for, and the longest reason (one line of the round comment). */
export const VERDICT_LIMITS = { verdicts: 200, reason: 500 } as const
