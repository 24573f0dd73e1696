// The lines of a round's diff around a finding: what a verifier reads the problem against. The finding's path is
// a critic's text, so it is only ever compared with the diff's own file names, never opened; a path no diff
// names, or a line no hunk shows, gives nothing, and the prompt says so.

/** Lines of the diff kept on each side of the finding's range. */
const AROUND = 8

/** The file a `diff --git` section is about, by its `+++ b/<path>` line (`--- a/<path>` for a deleted file). */
function fileOf(line: string, current: string | undefined): string | undefined {
  if (line.startsWith('+++ ')) return line === '+++ /dev/null' ? current : line.slice(4).replace(/^b\//, '')
  if (line.startsWith('--- ') && line !== '--- /dev/null') return line.slice(4).replace(/^a\//, '')
  return current
}

/**
 * The diff lines of `path` whose new-file line number falls within AROUND of `line`..`endLine`, as the diff
 * writes them (`+`, `-` or a space first), from the first of `diffs` that holds any; '' when none does.
 */
export function hunkNear(
  diffs: readonly string[],
  at: { path: string; line: number; endLine?: number }
): string {
  const first = at.line - AROUND
  const last = (at.endLine ?? at.line) + AROUND
  for (const diff of diffs) {
    const kept: string[] = []
    let file: string | undefined
    let next = 0
    let inHunk = false
    for (const line of diff.split('\n')) {
      if (line.startsWith('diff --git ')) {
        file = undefined
        inHunk = false
        continue
      }
      const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
      if (header) {
        next = Number(header[1])
        inHunk = true
        if (file === at.path && kept.length > 0) kept.push(line)
        continue
      }
      if (!inHunk) {
        file = fileOf(line, file)
        continue
      }
      // A deleted line sits before the new line numbered `next`; the others are that line.
      const number = next
      if (line.startsWith('+') || line.startsWith(' ')) next++
      else if (!line.startsWith('-')) continue
      if (file === at.path && number >= first && number <= last) kept.push(line)
    }
    if (kept.length > 0) return kept.join('\n')
  }
  return ''
}
