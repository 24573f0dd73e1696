// The `diff_hunk` GitHub attaches to a line comment: the pull's hunk holding the line, cut just after it.

interface HunkCursor {
  lines: string[]
  oldNo: number
  newNo: number
  oldLeft: number
  newLeft: number
}

/** The new-side path a `diff --git a/X b/Y` header names (Y: a comment is placed on the file as it now is). */
function pathOf(header: string): string | undefined {
  return /^diff --git a\/.+? b\/(.+)$/.exec(header)?.[1]
}

function openHunk(text: string): HunkCursor | undefined {
  const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(text)
  if (!m) return undefined
  // An omitted count means one line, as in `@@ -3 +3 @@`.
  const count = (raw: string | undefined) => (raw === undefined ? 1 : Number(raw))
  return {
    lines: [text],
    oldNo: Number(m[1]),
    newNo: Number(m[3]),
    oldLeft: count(m[2]),
    newLeft: count(m[4])
  }
}

/** Where a line sits in a pull's diff: the index of its hunk in the file, and the hunk cut just after it. */
interface FoundLine {
  hunkIndex: number
  hunk: string
}

/** Walks the file's hunks of `diff` to the one holding `line` on `side`. */
function findLine(diff: string, path: string, line: number, side: 'LEFT' | 'RIGHT'): FoundLine | undefined {
  let inFile = false
  let hunk: HunkCursor | undefined
  let hunkIndex = -1
  for (const raw of diff.split('\n')) {
    // A CRLF file's lines keep their \r in the diff; marks and numbers are read without it.
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (text.startsWith('diff --git ')) {
      inFile = pathOf(text) === path
      hunk = undefined
      hunkIndex = -1
      continue
    }
    if (!inFile) continue
    const opened = openHunk(text)
    if (opened) {
      hunk = opened
      hunkIndex++
      continue
    }
    // Outside a hunk (file headers) or past its counted lines (trailing blank line): nothing to match.
    if (!hunk || (hunk.oldLeft <= 0 && hunk.newLeft <= 0)) continue
    if (text.startsWith('\\')) {
      hunk.lines.push(raw)
      continue
    }
    // Some tools trim the single space of an empty context line; it still counts on both sides.
    const mark = text === '' ? ' ' : text[0]
    if (mark !== ' ' && mark !== '+' && mark !== '-') continue
    hunk.lines.push(raw)
    const onOld = mark !== '+'
    const onNew = mark !== '-'
    if (
      (side === 'LEFT' && onOld && hunk.oldNo === line) ||
      (side === 'RIGHT' && onNew && hunk.newNo === line)
    )
      return { hunkIndex, hunk: hunk.lines.join('\n') }
    if (onOld) {
      hunk.oldNo++
      hunk.oldLeft--
    }
    if (onNew) {
      hunk.newNo++
      hunk.newLeft--
    }
  }
  return undefined
}

/**
 * The hunk of `diff` for `path` that holds `line` on `side`, from its `@@` header through that line, as GitHub
 * cuts it. When the diff has no such hunk (a scene without a real diff) it answers a synthetic one-line header.
 */
export function hunkFor(diff: string, path: string, line: number, side: 'LEFT' | 'RIGHT'): string {
  return findLine(diff, path, line, side)?.hunk ?? `@@ -${line},1 +${line},1 @@`
}

/**
 * The index (within its file) of the hunk holding `line` on `side`, or undefined when the line is not on the
 * diff: what GitHub checks before it takes a review comment. Written apart from src/loop/pull/parse-diff.ts,
 * so the loopback judges the action's anchoring instead of sharing its mistakes.
 */
export function hunkIndexOf(
  diff: string,
  path: string,
  line: number,
  side: 'LEFT' | 'RIGHT'
): number | undefined {
  return findLine(diff, path, line, side)?.hunkIndex
}

/** Whether `diff` has a file at `path` (its new path). */
export function diffHasPath(diff: string, path: string): boolean {
  return diff
    .split('\n')
    .some((text) => text.startsWith('diff --git ') && pathOf(text.replace(/\r$/, '')) === path)
}

/** A pull's diff; for a scene that gives only the files list (a big pull request), the diff its patches make. */
export function diffOfPull(pull: {
  diff: string
  files: Array<{ filename: string; patch?: string }>
}): string {
  if (pull.diff !== '') return pull.diff
  return pull.files
    .filter((f) => f.patch !== undefined)
    .map(
      (f) =>
        `diff --git a/${f.filename} b/${f.filename}\n--- a/${f.filename}\n+++ b/${f.filename}\n${f.patch}\n`
    )
    .join('')
}
