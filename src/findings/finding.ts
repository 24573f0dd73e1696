// The findings a critic reports about lines of the diff: their shape and the limits the parser enforces.
// The same shape is published as schemas/findings.schema.json for owners who write their own critics.

/** The info string of the one fenced block a critic ends its answer with. */
export const FINDINGS_INFO = 'the-loop-findings'

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

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
  /** Line numbers past this are taken for a mistake rather than a place in a file. */
  line: 10_000_000,
  /** The block's JSON text; a longer block is not parsed and stays in the text. */
  blockChars: 512 * 1024,
  /** Invalid findings named one by one in `dropped`; the rest are counted in one entry. */
  droppedListed: 20,
  /** The raw JSON of a dropped finding kept for showing it as text. */
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
  dropped: DroppedPart[]
}
