// The changed files of a pull request read off its unified diff, so a round needs no separate files request.
import type { ChangedFile } from '../github/port.js'

/** The b/ path of a `diff --git a/x b/y` header; quoted paths (with unusual characters) are unquoted. */
export function headerPath(line: string): string {
  const rest = line.slice('diff --git '.length)
  const quoted = /^"a\/(?:[^"\\]|\\.)*" "b\/((?:[^"\\]|\\.)*)"$/.exec(rest)
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1')
  const at = rest.lastIndexOf(' b/')
  return at >= 0 ? rest.slice(at + 3) : rest
}

/**
 * One entry per `diff --git` header: path, status (added, removed, renamed, modified) and the counts of
 * added and deleted lines. Lines inside a hunk are counted; the `+++`/`---` file headers are not.
 */
export function filesFromDiff(diff: string): ChangedFile[] {
  const files: ChangedFile[] = []
  let current: ChangedFile | undefined
  let inHunk = false
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      current = { path: headerPath(line), status: 'modified', additions: 0, deletions: 0 }
      files.push(current)
      inHunk = false
      continue
    }
    if (!current) continue
    if (!inHunk) {
      if (line.startsWith('new file mode')) current.status = 'added'
      else if (line.startsWith('deleted file mode')) current.status = 'removed'
      else if (line.startsWith('rename to ')) {
        current.status = 'renamed'
        current.path = line.slice('rename to '.length)
      }
    }
    if (line.startsWith('@@')) inHunk = true
    else if (inHunk && line.startsWith('+')) current.additions++
    else if (inHunk && line.startsWith('-')) current.deletions++
  }
  return files
}
