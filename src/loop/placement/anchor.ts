// Which findings can be posted on their line: a review comment must sit on a line of the pull request's diff,
// or GitHub rejects the whole review (422) without saying which comment was wrong. So every finding is checked
// here against the parsed diff first; the ones that fail stay in the round comment, with the reason.
import type { ChangedFile, ReviewPosition } from '../../github/port.js'
import { parseDiffFiles, type DiffFile, type DiffLine } from '../pull/parse-diff.js'
import type { Finding, Side } from '../../base/findings/finding.js'

type UnanchoredReason =
  | 'path-not-in-pull'
  | 'no-patch'
  | 'bad-line'
  | 'past-end'
  | 'deleted-line-on-right'
  | 'added-line-on-left'
  | 'line-outside-hunks'
  | 'range-across-hunks'

interface AnchoredFinding {
  finding: Finding
  /** The place as the reviews API takes it: for a range, `line` is its last line and `startLine` its first. */
  position: ReviewPosition
  /** The text of the finding's (first) line, for findingKey. */
  lineText: string
}

interface UnanchoredFinding {
  finding: Finding
  reason: UnanchoredReason
  /** The reason in words, naming the line (from the action's own vocabulary and numbers; the path is not in it). */
  why: string
}

export interface Anchoring {
  anchored: AnchoredFinding[]
  unanchored: UnanchoredFinding[]
  /** The paths a link at the pull request's head can name: its files, less the ones it deletes. */
  linkable: ReadonlySet<string>
}

/** The pull request's diff, and its files list's paths when the diff was built from it (some had no patch). */
export interface PullDiffSource {
  diff: string
  files?: readonly Pick<ChangedFile, 'path'>[]
}

/** Where a line sits in the diff: its hunk's index and the line itself. */
interface Spot {
  hunk: number
  line: DiffLine
}

/** Decides, for each finding, whether it can be posted on its line; the order of `findings` is kept. */
export function anchorFindings(findings: readonly Finding[], pull: PullDiffSource): Anchoring {
  const files = parseDiffFiles(pull.diff)
  const listed = new Set((pull.files ?? []).map((f) => f.path))
  const kept = [...files.values()].filter((f) => f.status !== 'removed').map((f) => f.path)
  // A file listed without a patch is not in the diff, but it is in the pull request all the same.
  const unread = [...listed].filter((path) => !files.has(path))
  const result: Anchoring = { anchored: [], unanchored: [], linkable: new Set([...kept, ...unread]) }
  for (const finding of findings) {
    const placed = anchorOne(finding, files.get(finding.path), listed.has(finding.path))
    if ('reason' in placed) result.unanchored.push({ finding, ...placed })
    else result.anchored.push({ finding, ...placed })
  }
  return result
}

type Placed = Omit<AnchoredFinding, 'finding'> | Omit<UnanchoredFinding, 'finding'>

function anchorOne(finding: Finding, file: DiffFile | undefined, listed: boolean): Placed {
  if (!file)
    return listed
      ? { reason: 'no-patch', why: 'the file has no patch (binary, or too large for GitHub to show)' }
      : { reason: 'path-not-in-pull', why: 'the file is not changed by the pull request' }
  if (file.hunks.length === 0)
    return {
      reason: 'no-patch',
      why: file.binary
        ? 'the file is binary: it has no lines to comment on'
        : 'the file has no changed lines to comment on (renamed only, a mode change or an empty file)'
    }
  const side: Side = finding.side ?? 'RIGHT'
  const first = locate(file, side, finding.line)
  if ('reason' in first) return first
  const end = finding.endLine ?? finding.line
  if (end === finding.line)
    return { position: { path: finding.path, line: finding.line, side }, lineText: first.line.text }
  const last = locate(file, side, end)
  if ('reason' in last) return last
  if (last.hunk !== first.hunk)
    return {
      reason: 'range-across-hunks',
      why: `lines ${finding.line}-${end} are not within one hunk of the diff`
    }
  return {
    position: { path: finding.path, line: end, side, startLine: finding.line, startSide: side },
    lineText: first.line.text
  }
}

function numberOn(line: DiffLine, side: Side): number | undefined {
  return side === 'RIGHT' ? line.newLine : line.oldLine
}

function find(file: DiffFile, side: Side, n: number): Spot | undefined {
  for (let hunk = 0; hunk < file.hunks.length; hunk++)
    for (const line of file.hunks[hunk]!.lines) if (numberOn(line, side) === n) return { hunk, line }
  return undefined
}

function locate(file: DiffFile, side: Side, n: number): Spot | Omit<UnanchoredFinding, 'finding'> {
  if (!Number.isInteger(n) || n < 1) return { reason: 'bad-line', why: `line ${n} is not a line number` }
  const spot = find(file, side, n)
  if (spot) return spot
  // The usual slip: a critic numbers a deleted line as if it were in the new file, or the other way round.
  const other = find(file, side === 'RIGHT' ? 'LEFT' : 'RIGHT', n)
  if (side === 'RIGHT' && other?.line.kind === 'deleted')
    return {
      reason: 'deleted-line-on-right',
      why: `line ${n} is a deleted line: it is on the LEFT side, not in the new file`
    }
  if (side === 'LEFT' && other?.line.kind === 'added')
    return {
      reason: 'added-line-on-left',
      why: `line ${n} is an added line: it is on the RIGHT side, not in the old file`
    }
  const end = side === 'RIGHT' ? file.newEnd : file.oldEnd
  if (end !== undefined && n > end)
    return { reason: 'past-end', why: `line ${n} is past the end of the ${fileName(side)} (${end} lines)` }
  return { reason: 'line-outside-hunks', why: `line ${n} of the ${fileName(side)} is not in the diff` }
}

function fileName(side: Side): string {
  return side === 'RIGHT' ? 'new file' : 'old file'
}
