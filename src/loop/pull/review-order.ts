// Which changed files are most worth a critic's limited parts: source first, then files that only moved, then
// what people rarely read line by line (lock files, build output, vendored and generated code). A file left out
// by this order is always named with its reason; none is dropped silently.

/** What GitHub's linguist says of a path, read from the default branch's .gitattributes by another module. */
export type LinguistMark = 'generated' | 'vendored'

/** Lock files by their well-known names: a package manager writes them, and they are long. */
const LOCK_FILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'Cargo.lock',
  'go.sum',
  'poetry.lock',
  'Gemfile.lock',
  'composer.lock',
  'Pipfile.lock',
  'bun.lockb'
])

/** Folders of build output and of other people's code, by their well-known names, at any depth. */
const OUTPUT_FOLDERS = new Set(['dist', 'build'])
const VENDORED_FOLDERS = new Set(['vendor', 'node_modules'])

export interface RankedFile {
  /** 0: source; 1: renamed or copied without a changed line; 2: lock file, build output, vendored, generated. */
  rank: number
  /** Why the file comes late, as a message says it (absent for source). */
  why?: string
}

/** Where a file comes in review order, and why when it is not source. */
export function reviewRank(
  file: { path: string; status: string; additions: number; deletions: number },
  marks?: ReadonlyMap<string, LinguistMark>
): RankedFile {
  const segments = file.path.split('/')
  const name = segments.at(-1) ?? ''
  const folders = segments.slice(0, -1)
  const mark = marks?.get(file.path)
  if (mark) return { rank: 2, why: `${mark} (linguist-${mark} in .gitattributes)` }
  if (LOCK_FILES.has(name)) return { rank: 2, why: 'a lock file' }
  if (folders.some((f) => OUTPUT_FOLDERS.has(f)) || /\.min\.(js|css)$/.test(name))
    return { rank: 2, why: 'build output' }
  if (folders.some((f) => VENDORED_FOLDERS.has(f))) return { rank: 2, why: 'vendored' }
  const moved = file.status === 'renamed' || file.status === 'copied'
  if (moved && file.additions + file.deletions === 0) return { rank: 1, why: `${file.status} only` }
  return { rank: 0 }
}

/** The folder of a path ('' at the top): files of one folder go into the same part where they fit. */
export function folderOf(path: string): string {
  const at = path.lastIndexOf('/')
  return at < 0 ? '' : path.slice(0, at)
}
