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

/**
 * The hunk of `diff` for `path` that holds `line` on `side`, from its `@@` header through that line, as GitHub
 * cuts it. When the diff has no such hunk (a scene without a real diff) it answers a synthetic one-line header.
 */
export function hunkFor(diff: string, path: string, line: number, side: 'LEFT' | 'RIGHT'): string {
  let inFile = false
  let hunk: HunkCursor | undefined
  for (const text of diff.split('\n')) {
    if (text.startsWith('diff --git ')) {
      inFile = pathOf(text) === path
      hunk = undefined
      continue
    }
    if (!inFile) continue
    const opened = openHunk(text)
    if (opened) {
      hunk = opened
      continue
    }
    // Outside a hunk (file headers) or past its counted lines (trailing blank line): nothing to match.
    if (!hunk || (hunk.oldLeft <= 0 && hunk.newLeft <= 0)) continue
    if (text.startsWith('\\')) {
      hunk.lines.push(text)
      continue
    }
    // Some tools trim the single space of an empty context line; it still counts on both sides.
    const mark = text === '' ? ' ' : text[0]
    if (mark !== ' ' && mark !== '+' && mark !== '-') continue
    hunk.lines.push(text)
    const onOld = mark !== '+'
    const onNew = mark !== '-'
    if (
      (side === 'LEFT' && onOld && hunk.oldNo === line) ||
      (side === 'RIGHT' && onNew && hunk.newNo === line)
    )
      return hunk.lines.join('\n')
    if (onOld) {
      hunk.oldNo++
      hunk.oldLeft--
    }
    if (onNew) {
      hunk.newNo++
      hunk.newLeft--
    }
  }
  return `@@ -${line},1 +${line},1 @@`
}
