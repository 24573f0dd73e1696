// The identity of a finding across rounds: the same critic naming the same problem on the same code is the same
// finding, even after lines above it moved. Used to tell an already posted finding from a new one.
import { createHash } from 'node:crypto'
import type { Finding } from '../../base/findings/finding.js'
import type { Severity } from '../../base/shared/severity.js'

/** Runs of white space as one space, trimmed: re-indenting a line or re-wrapping a title changes nothing. */
export function squeeze(text: string): string {
  return text.replace(/\s+/gu, ' ').trim()
}

/**
 * 16 hex digits of SHA-256 over the path, the title and the text of the line the finding sits on (from
 * anchorFindings), not its number. Case is kept: `Foo` and `foo` are different code.
 */
export function findingKey(finding: Pick<Finding, 'path' | 'title'>, lineText: string): string {
  return createHash('sha256')
    .update(JSON.stringify([finding.path, squeeze(finding.title), squeeze(lineText)]))
    .digest('hex')
    .slice(0, 16)
}

/**
 * A finding's identity across rounds: on a diff, the key its comment's marker carries (findingKey over the text
 * of its line); elsewhere, findingKey over its path and title alone, as it has no line text.
 */
export interface FindingIdentity {
  key: string
  severity: Severity
  /** The round's problem it belongs to (agreement.ts): findings of several critics with one problem count once. */
  problem?: number
  /** Set when it matches a finding a reviewer decided: not open, whatever its severity (the check counts it so). */
  decided?: true
}
