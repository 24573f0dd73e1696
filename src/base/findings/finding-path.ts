// A finding's path is the critic's text: it becomes a place on the diff and a link in our comments, so it is first
// brought to the one form the diff uses (relative to the repository's root, `/` between names), or refused.
// `../` must never climb out of the repository: a link built on it reaches any page of the host.

/** Control characters (C0, DEL, C1) and the backslash: no path of the diff is written with them here. */
const REFUSED = /[\p{Cc}\\]/u

/**
 * The path as the diff names files: `.` and empty segments dropped, `..` resolved, no leading `/`. Undefined
 * when it cannot name a file of the repository: `..` past the root, a backslash, a control character (a
 * newline included), nothing left, or a trailing `/` (a folder).
 */
export function normalizeFindingPath(path: string): string | undefined {
  if (REFUSED.test(path) || path.endsWith('/')) return undefined
  const kept: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment !== '..') kept.push(segment)
    else if (kept.pop() === undefined) return undefined
  }
  return kept.length === 0 ? undefined : kept.join('/')
}

/**
 * `x` with its path in the diff's form, as a list to flatMap over: none when its path can name no file of the
 * repository. What every reader of a round's findings compares and keys them by.
 */
export function inDiffForm<T extends { path: string }>(x: T): T[] {
  const path = normalizeFindingPath(x.path)
  return path === undefined ? [] : [path === x.path ? x : { ...x, path }]
}
