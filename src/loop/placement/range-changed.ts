// Whether the code a finding was on changed between the head it was posted on and a newer head: the one fact of
// the compare that lets a thread be resolved. Only 'changed' may lead to resolving; whatever cannot be read is
// 'unknown', never taken for a change.
import { gitHeaderPath, parseDiff, type DiffFile } from '../pull/parse-diff.js'

export type RangeChange = 'changed' | 'unchanged' | 'unknown'

/**
 * `file` is the compare's entry (`compareCommits(findingHead, newHead)`) for the finding's path, `range` the
 * finding's lines on the RIGHT side at its head: the OLD side of this compare. 'changed' when a line of the range
 * was deleted or replaced, or a line was inserted between two lines of the range; a line added just before or
 * after the range leaves it as it was. No entry: the file did not change. No patch (binary, too large): 'unknown'.
 */
export function rangeChanged(
  file: { status: string; patch?: string } | undefined,
  range: { line: number; endLine?: number }
): RangeChange {
  if (file === undefined) return 'unchanged'
  if (file.status === 'removed') return 'changed'
  if (file.patch === undefined) return 'unknown'
  const parsed = parsePatch(file.patch)
  if (parsed === undefined) return 'unknown'
  const first = range.line
  const last = Math.max(range.endLine ?? range.line, first)
  for (const [i, hunk] of parsed.hunks.entries()) {
    // The old line the next added line follows: an insertion sits between `after` and `after + 1`.
    let after = parsed.before[i]!
    for (const line of hunk.lines) {
      if (line.kind === 'added') {
        if (after >= first && after < last) return 'changed'
        continue
      }
      after = line.oldLine!
      if (line.kind === 'deleted' && after >= first && after <= last) return 'changed'
    }
  }
  return 'unchanged'
}

/** The path the synthetic headers name: any, since the one file is read back by position, not by path. */
const PATH = 'file'

/** A hunk header's old side: `@@ -12,3 ` or `@@ -12 `. */
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? /gm

/**
 * The patch read as the one diff parser reads a file (as diffOfFiles in loop/pull/diff.ts rebuilds one),
 * with, for each hunk, the old line its first line follows (git writes `-12,0` for lines inserted after line
 * 12, and `-12,3` for a hunk whose first old line is 12). Undefined when it yields no file, text outside any
 * hunk, or hunk headers the parser could not read (it keeps such a file with no hunks). A rename with no
 * change has an empty patch: a file with no hunk.
 */
function parsePatch(patch: string): { hunks: DiffFile['hunks']; before: number[] } | undefined {
  const a = gitHeaderPath('a/', PATH)
  const b = gitHeaderPath('b/', PATH)
  const files = parseDiff(`diff --git ${a} ${b}\n--- ${a}\n+++ ${b}\n${patch}\n`)
  const file = files.length === 1 ? files[0] : undefined
  if (file === undefined) return undefined
  const before = [...patch.matchAll(HUNK_HEADER)].map(([, start, count]) =>
    count === '0' ? Number(start) : Number(start) - 1
  )
  if (file.hunks.length !== before.length) return undefined
  if (before.length === 0 && patch.trim() !== '') return undefined
  return { hunks: file.hunks, before }
}
