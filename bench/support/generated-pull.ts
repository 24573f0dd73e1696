// Pull requests of a chosen size for the benches: many files in a few folders, each file one or more hunks of
// added lines, with the files list GitHub would give (each file's patch) next to the unified diff.

/** One entry of a pull request's files list, as the loopback serves it. */
interface ListedFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch: string
}

export interface GeneratedPull {
  files: ListedFile[]
  diff: string
}

/** Lines per hunk: hunks of this size keep a file splittable at its hunks when it outgrows a part. */
const HUNK_LINES = 40
/** Characters of diff per file on average: about a 50-line change, as in a wide refactor. */
const CHARS_PER_FILE = 3400
/** GitHub's files list stops at 3,000 files; a larger pull request is made of larger files. */
const MAX_FILES = 3000

/** The hunks of one added file, `chars` long in all (to within a line), and its count of added lines. */
function hunksOf(fileIndex: number, chars: number): { patch: string; lines: number } {
  const hunks: string[] = []
  let written = 0
  let line = 1
  while (written < chars) {
    const body: string[] = []
    for (let i = 0; i < HUNK_LINES && written < chars; i++) {
      const text = `+export const v${line + i} = measure(${fileIndex}, ${line + i}) // a generated line of code`
      body.push(text)
      written += text.length + 1
    }
    const head = `@@ -${line - 1},0 +${line},${body.length} @@`
    written += head.length + 1
    hunks.push(`${head}\n${body.join('\n')}`)
    line += body.length
  }
  return { patch: hunks.join('\n'), lines: line - 1 }
}

/**
 * About `bytes` of diff over `fileCount` files (by default one per 3,400 characters, at most 3,000), spread over
 * `folders` folders so the split's same-folder grouping has work to do.
 */
export function generatedPull(
  bytes: number,
  opts: { fileCount?: number; folders?: number } = {}
): GeneratedPull {
  const count = opts.fileCount ?? Math.min(MAX_FILES, Math.max(10, Math.round(bytes / CHARS_PER_FILE)))
  const folders = opts.folders ?? 40
  const each = Math.ceil(bytes / count)
  const files: ListedFile[] = []
  const texts: string[] = []
  for (let f = 0; f < count; f++) {
    const filename = `src/area${f % folders}/unit${f}.ts`
    const { patch, lines } = hunksOf(f, each)
    files.push({ filename, status: 'modified', additions: lines, deletions: 0, patch })
    texts.push(`diff --git a/${filename} b/${filename}\n--- a/${filename}\n+++ b/${filename}\n${patch}\n`)
  }
  return { files, diff: texts.join('') }
}
