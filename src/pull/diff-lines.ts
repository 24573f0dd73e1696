// A unified diff read line by line, with each line's number in the old and the new file: what a review comment
// can sit on. GitHub accepts a line comment only on a line of a hunk: on the RIGHT side an added or unchanged
// line of the new file, on the LEFT side a deleted or unchanged line of the old one.
import { headerPath } from './diff-files.js'

export interface DiffLine {
  kind: 'context' | 'added' | 'deleted'
  /** Its number in the old file (context and deleted lines). */
  oldLine?: number
  /** Its number in the new file (context and added lines). */
  newLine?: number
  /** The line's text, without the diff's leading mark. */
  text: string
}

interface Hunk {
  header: string
  lines: DiffLine[]
}

export interface DiffFile {
  /** The new path (a comment is placed on the file as it now is); for a deleted file, its old path. */
  path: string
  status: 'added' | 'removed' | 'renamed' | 'modified'
  hunks: Hunk[]
  /** The last line of the old and of the new file, when the diff shows where the file ends. */
  oldEnd?: number
  newEnd?: number
}

interface Cursor {
  hunk: Hunk
  oldNo: number
  newNo: number
  oldLeft: number
  newLeft: number
}

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/

/** Every file of the diff, by path (the new path). A file with no hunk (binary, a mode change) has none. */
export function parseDiffFiles(diff: string): Map<string, DiffFile> {
  const files = new Map<string, DiffFile>()
  let file: DiffFile | undefined
  let cursor: Cursor | undefined
  for (const raw of diff.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.startsWith('diff --git ')) {
      file = { path: headerPath(line), status: 'modified', hunks: [] }
      files.set(file.path, file)
      cursor = undefined
      continue
    }
    if (!file) continue
    const hunk = HUNK.exec(line)
    if (hunk) {
      cursor = openHunk(file, line, hunk)
      continue
    }
    if (!cursor) {
      readFileHeader(files, file, line)
      continue
    }
    // Comes after the hunk's last counted line, so it is read before the counts say the hunk is over.
    if (line.startsWith('\\')) {
      markFileEnd(file, cursor.hunk.lines.at(-1))
      continue
    }
    // Past the hunk's counted lines (a trailing blank line, the next file's headers): nothing to number.
    if (cursor.oldLeft <= 0 && cursor.newLeft <= 0) continue
    readHunkLine(cursor, line)
  }
  return files
}

function readFileHeader(files: Map<string, DiffFile>, file: DiffFile, line: string): void {
  if (line.startsWith('new file mode')) file.status = 'added'
  else if (line.startsWith('deleted file mode')) file.status = 'removed'
  else if (line.startsWith('rename to ')) {
    // The header already names the new path; `rename to` is git's own word for it when the header is ambiguous.
    files.delete(file.path)
    file.status = 'renamed'
    file.path = line.slice('rename to '.length)
    files.set(file.path, file)
  }
}

function openHunk(file: DiffFile, line: string, m: RegExpExecArray): Cursor {
  // An omitted count means one line, as in `@@ -3 +3 @@`.
  const count = (raw: string | undefined) => (raw === undefined ? 1 : Number(raw))
  const hunk: Hunk = { header: line, lines: [] }
  file.hunks.push(hunk)
  const oldCount = count(m[2])
  const newCount = count(m[4])
  // A file that is new (or gone) is shown whole: its one hunk ends where the file does, the other side is empty.
  if (Number(m[1]) === 0 && oldCount === 0) Object.assign(file, { oldEnd: 0, newEnd: newCount })
  if (Number(m[3]) === 0 && newCount === 0) Object.assign(file, { oldEnd: oldCount, newEnd: 0 })
  return { hunk, oldNo: Number(m[1]), newNo: Number(m[3]), oldLeft: oldCount, newLeft: newCount }
}

/** `\ No newline at end of file` follows the last line of the old file, the new one, or both. */
function markFileEnd(file: DiffFile, last: DiffLine | undefined): void {
  if (last?.oldLine !== undefined) file.oldEnd = last.oldLine
  if (last?.newLine !== undefined) file.newEnd = last.newLine
}

function readHunkLine(cursor: Cursor, line: string): void {
  // Some tools trim the single space of an empty context line; it still counts on both sides.
  const mark = line === '' ? ' ' : line[0]
  if (mark !== ' ' && mark !== '+' && mark !== '-') return
  const text = line.slice(1)
  if (mark === '+') {
    cursor.hunk.lines.push({ kind: 'added', newLine: cursor.newNo++, text })
    cursor.newLeft--
  } else if (mark === '-') {
    cursor.hunk.lines.push({ kind: 'deleted', oldLine: cursor.oldNo++, text })
    cursor.oldLeft--
  } else {
    cursor.hunk.lines.push({ kind: 'context', oldLine: cursor.oldNo++, newLine: cursor.newNo++, text })
    cursor.oldLeft--
    cursor.newLeft--
  }
}
