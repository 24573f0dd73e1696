// Whether a critic reported again the finding one of our threads holds: what keeps a finding's thread open after
// a push changed its code. It compares like with like. A thread knows its finding by its comment (the title as we
// showed it: escaped, cut, defused) and by its marker's key (findingKey over the raw path, title and the text of
// the finding's FIRST line, the line anchor.ts keys a range by); a critic's new finding is raw. So:
// - the key is compared with this round's keys of that critic, made the same way from raw findings: the same key
//   is the same finding on the same code, and it is what a re-report was left off the diff by ("repeated"), so a
//   thread whose key came again is never resolved, whatever its title or lines;
// - the title on the thread is compared with the new finding's title rendered as its comment would show it and
//   read back the same way (shownTitle), never raw with escaped. Unescaping the comment instead would have to
//   undo every defusing step (entities, backslashes, joiners, the cut at 200 characters), and any step it missed
//   would make a title differ from itself; rendering the raw title runs the very code that wrote the thread's;
// - lines by findingsMatch, the thread's range carried to the new head through the compare (carryRange).
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import { findingsMatch, lineMapThroughPatch } from '../../base/findings/finding-match.js'
import { shownTitle } from './finding-markdown.js'
import type { Finding } from '../../base/findings/finding.js'

/** The finding one of our threads holds, as its root comment tells it. */
export interface ThreadFinding {
  /** The key its `finding` marker carries. */
  key?: string
  path: string
  /** Its lines at the head it was posted on: `startLine` (a range's first) to `line` (GitHub's, a range's last). */
  line: number
  startLine?: number
  /** Its title as the comment shows it (findingTitleOf). */
  title: string
}

/** What one critic reported this round. */
export interface CriticReport {
  /** The keys of its findings (the plan's `distinct`: anchored ones keyed by their line's text). */
  keys: ReadonlySet<string>
  /** Its findings, raw, paths in the diff's form. */
  findings: readonly Finding[]
}

/** Where a thread's lines stand on the new head; `gone` when nothing stands there, `unknown` when unreadable. */
export type CarriedRange = { line: number; endLine: number } | 'gone' | 'unknown'

/**
 * The thread's range `first`..`last` carried through one file's compare patch: from the line after the nearest
 * line above it that the patch keeps to the line before the nearest kept line below it. So a range whose lines
 * were REPLACED stands where its replacement stands. findingsMatch's own carrying keeps only the range's lines
 * that survive, and a changed line never survives: with it, every thread whose single line changed (the only
 * threads ever resolved) would match nothing, and "reported again" would never hold for them.
 */
export function carryRange(patch: string | undefined, first: number, last: number): CarriedRange {
  if (patch === undefined) return 'unknown'
  const mapLine = lineMapThroughPatch(patch)
  // A patch deletes fewer lines in a row than it has lines: a readable one keeps a line within that many of any.
  const span = patch.split('\n').length + 1
  let below: number | undefined
  for (let line = last + 1; line <= last + span && below === undefined; line++) below = mapLine(line)
  if (below === undefined) return 'unknown'
  let above: number | undefined
  for (let line = first - 1; line >= Math.max(1, first - span) && above === undefined; line--)
    above = mapLine(line)
  const start = (above ?? 0) + 1
  return below - 1 >= start ? { line: start, endLine: below - 1 } : 'gone'
}

/**
 * Whether `now` (one critic's report this round) holds the thread's finding again: its key, or a finding that
 * matches it (findingsMatch: same path and side, overlapping lines on the new head, titles alike as shown).
 */
export function reportedAgain(
  thread: ThreadFinding,
  now: CriticReport,
  carried: Exclude<CarriedRange, 'unknown'>,
  keywords?: KeywordConfig
): boolean {
  if (thread.key !== undefined && now.keys.has(thread.key)) return true
  if (carried === 'gone') return false
  const here = { path: thread.path, line: carried.line, endLine: carried.endLine, title: thread.title }
  return now.findings.some((f) => findingsMatch(here, { ...f, title: shownTitle(f.title, keywords) }))
}
