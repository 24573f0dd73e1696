// The one reader of unified diffs in git's format (what GitHub serves): every file with its paths, its status
// and its lines numbered on both sides. The prompt's files list, the findings' anchoring and the diff rebuilt for
// the changes since a round all go through it. jsdiff's parsePatch reads git's extended headers (renames, modes,
// binary files) and decodes git's quoted paths (octal bytes as UTF-8, `\t`, `\"`, `\\`); this module numbers the
// lines and says where each file ends. The loopback GitHub of the tests keeps a reader of its own, written apart.
import { parsePatch, type StructuredPatch, type StructuredPatchHunk } from 'diff'

/** A line of a hunk. GitHub takes a line comment on RIGHT on an added or context line, on LEFT on a deleted or context one. */
export interface DiffLine {
  kind: 'context' | 'added' | 'deleted'
  /** Its number in the old file (context and deleted lines). */
  oldLine?: number
  /** Its number in the new file (context and added lines). */
  newLine?: number
  /** The line's text, without the diff's leading mark and without a carriage return at its end. */
  text: string
}

interface DiffHunk {
  lines: DiffLine[]
}

type DiffStatus = 'added' | 'removed' | 'renamed' | 'copied' | 'modified'

export interface DiffFile {
  /** The new path (a comment is placed on the file as it now is); for a deleted file, its old path. */
  path: string
  /** The path it had before, for a renamed or copied file. */
  oldPath?: string
  status: DiffStatus
  /** Git said `Binary files … differ`: there are no lines to show. */
  binary: boolean
  /** None for a binary file, a mode change, an empty new file or a rename without changes. */
  hunks: DiffHunk[]
  additions: number
  deletions: number
  /** The last line of the old and of the new file, when the diff shows where the file ends. */
  oldEnd?: number
  newEnd?: number
}

/**
 * Every file of `diff`, in order. Text before the first `diff --git` header is not a file and is skipped; a
 * file whose hunks do not add up (a cut diff) is kept with no hunks rather than failing the whole diff.
 */
export function parseDiff(diff: string): DiffFile[] {
  return fileParts(diff).flatMap((part) => {
    const file = readPart(part)
    return file ? [file] : []
  })
}

/** Every file of the diff by its path (the new path); a path given twice keeps its last entry. */
export function parseDiffFiles(diff: string): Map<string, DiffFile> {
  return new Map(parseDiff(diff).map((file) => [file.path, file]))
}

/** A file of a diff without its numbered lines: what a split and its counts need to know of it. */
export type DiffFileSummary = Omit<DiffFile, 'hunks'>

/**
 * One file of a diff by where its text lies in that diff, so a split cuts along it and copies none of it: its
 * headers run from `start` to the first hunk, each hunk from its `@@` line to the next one, the last to `end`.
 */
export interface DiffFileSpan {
  file: DiffFileSummary
  start: number
  end: number
  /** Where each hunk starts (the offset of its `@@` line). */
  hunks: number[]
}

/**
 * The diff as a split indexes it: no carriage return before a line end (as every reader here drops them) and a
 * line end at the end, so each file's text is whole lines wherever a part puts it. The same string when it is so
 * already (GitHub's diffs and the rebuilt ones are): no copy of a 10 MB diff.
 */
export function splitSource(diff: string): string {
  const lf = diff.includes('\r') ? diff.replace(/\r(?=\n)/g, '') : diff
  return lf === '' || lf.endsWith('\n') ? lf : `${lf}\n`
}

/**
 * Every file of `source` (as splitSource gives it) with where its text lies, in order. The numbered lines are
 * read to count the file's changes and let go of at once: a split of a 10 MB diff holds no object per line.
 */
export function parseDiffSpans(source: string): DiffFileSpan[] {
  const starts = fileStarts(source)
  const out: DiffFileSpan[] = []
  starts.forEach((start, i) => {
    const parsed = readPart(partText(source, starts, i))
    if (!parsed) return
    const { hunks: _lines, ...file } = parsed
    void _lines
    const end = starts[i + 1] ?? source.length
    // Searched within the file's own slice (no copy): a search of the whole rest of the diff per file was quadratic.
    const own = source.slice(start, end)
    const hunks: number[] = []
    for (let at = own.indexOf('\n@@ '); at >= 0; at = own.indexOf('\n@@ ', at + 1)) hunks.push(start + at + 1)
    out.push({ file, start, end, hunks })
  })
  return out
}

/** Where each file of the diff starts: at each `diff --git` header that begins a line. */
function fileStarts(diff: string): number[] {
  const starts: number[] = []
  if (diff.startsWith(HEADER)) starts.push(0)
  for (let at = diff.indexOf(`\n${HEADER}`); at >= 0; at = diff.indexOf(`\n${HEADER}`, at + 1))
    starts.push(at + 1)
  return starts
}

/** The text of file `i` as the patch reader takes it: to the next header, without carriage returns at line ends. */
function partText(diff: string, starts: readonly number[], i: number): string {
  const start = starts[i]!
  // Each part ends with the line end before the next header; the last one gets one, as if a header followed.
  const part = i === starts.length - 1 ? `${diff.slice(start)}\n` : diff.slice(start, starts[i + 1])
  return part.includes('\r') ? part.replace(/\r(?=\n)/g, '') : part
}

/**
 * The diff cut at each `diff --git` header, one part per file, so one malformed file costs only itself (parsePatch
 * throws on a hunk whose counts are wrong). A hunk line always starts with ` `, `+`, `-` or `\`, so no line of
 * a file's content can be taken for a header. Carriage returns before line ends are dropped here, once: a diff
 * saved with CRLF line ends reads as the same diff, and a CRLF file's lines keep no `\r` in their text. The parts
 * are slices of the diff (no copy of it, no array of all its lines): memory stays linear in a 10 MB diff.
 */
function fileParts(diff: string): string[] {
  const starts = fileStarts(diff)
  return starts.map((_, i) => partText(diff, starts, i))
}

function readPart(part: string): DiffFile | undefined {
  try {
    return fileOf(parsePatch(part)[0])
  } catch {
    // The hunks could not be read: the headers alone still say which file it is and how it changed.
    const hunk = /^@@ /m.exec(part)
    if (!hunk) return undefined
    try {
      const file = fileOf(parsePatch(part.slice(0, hunk.index))[0])
      return file && { ...file, hunks: [], additions: 0, deletions: 0 }
    } catch {
      return undefined
    }
  }
}

const HEADER = 'diff --git '

/** A path from a header without git's `a/` or `b/`; undefined for `/dev/null` (no such side) or none given. */
function pathOf(name: string | undefined, prefix: 'a/' | 'b/'): string | undefined {
  if (name === undefined || name === '/dev/null') return undefined
  return name.startsWith(prefix) ? name.slice(prefix.length) : name
}

function statusOf(patch: StructuredPatch, added: boolean, removed: boolean): DiffStatus {
  if (added) return 'added'
  if (removed) return 'removed'
  if (patch.isRename) return 'renamed'
  return patch.isCopy ? 'copied' : 'modified'
}

function fileOf(patch: StructuredPatch | undefined): DiffFile | undefined {
  if (!patch) return undefined
  const added = patch.isCreate === true || patch.oldFileName === '/dev/null'
  const removed = patch.isDelete === true || patch.newFileName === '/dev/null'
  const oldPath = pathOf(patch.oldFileName, 'a/')
  const path = removed ? oldPath : pathOf(patch.newFileName, 'b/')
  if (path === undefined) return undefined
  const status = statusOf(patch, added, removed)
  const file: DiffFile = {
    path,
    status,
    binary: patch.isBinary === true,
    hunks: [],
    additions: 0,
    deletions: 0
  }
  if ((status === 'renamed' || status === 'copied') && oldPath !== undefined) file.oldPath = oldPath
  for (const hunk of patch.hunks) file.hunks.push(readHunk(file, hunk))
  return file
}

function readHunk(file: DiffFile, hunk: StructuredPatchHunk): DiffHunk {
  // parsePatch moves the start of an empty side one up (`-0,0` reads as 1): an empty old side starting at 1 was a
  // new file shown whole, and the other way round; its one hunk ends where the file does.
  if (hunk.oldLines === 0 && hunk.oldStart === 1) Object.assign(file, { oldEnd: 0, newEnd: hunk.newLines })
  if (hunk.newLines === 0 && hunk.newStart === 1) Object.assign(file, { oldEnd: hunk.oldLines, newEnd: 0 })
  const lines: DiffLine[] = []
  let oldNo = hunk.oldStart
  let newNo = hunk.newStart
  for (const line of hunk.lines) {
    const text = line.slice(1)
    if (line.startsWith('\\')) markFileEnd(file, lines.at(-1))
    else if (line.startsWith('+')) {
      lines.push({ kind: 'added', newLine: newNo++, text })
      file.additions++
    } else if (line.startsWith('-')) {
      lines.push({ kind: 'deleted', oldLine: oldNo++, text })
      file.deletions++
    } else lines.push({ kind: 'context', oldLine: oldNo++, newLine: newNo++, text })
  }
  return { lines }
}

/** `\ No newline at end of file` follows the last line of the old file, the new one, or both. */
function markFileEnd(file: DiffFile, last: DiffLine | undefined): void {
  if (last?.oldLine !== undefined) file.oldEnd = last.oldLine
  if (last?.newLine !== undefined) file.newEnd = last.newLine
}

/** The escapes git writes for these characters in a quoted path; any other byte it quotes is written in octal. */
const ESCAPES: Readonly<Record<number, string>> = {
  0x07: 'a',
  0x08: 'b',
  0x09: 't',
  0x0a: 'n',
  0x0b: 'v',
  0x0c: 'f',
  0x0d: 'r',
  0x22: '"',
  0x5c: '\\'
}

/**
 * A path as git writes it in a diff header, with its `a/` or `b/`: as it is, or C-quoted when it holds a control
 * character, `"`, `\` or a byte past ASCII (git's default `core.quotePath`). A diff rebuilt from the files list
 * then reads back, through parseDiff, with the very paths GitHub listed.
 */
export function gitHeaderPath(prefix: 'a/' | 'b/', path: string): string {
  const whole = `${prefix}${path}`
  if (!/[^\x20-\x7e]|["\\]/u.test(whole)) return whole
  let out = ''
  for (const byte of new TextEncoder().encode(whole)) {
    const named = ESCAPES[byte]
    if (named !== undefined) out += `\\${named}`
    else if (byte < 0x20 || byte >= 0x7f) out += `\\${byte.toString(8).padStart(3, '0')}`
    else out += String.fromCharCode(byte)
  }
  return `"${out}"`
}
