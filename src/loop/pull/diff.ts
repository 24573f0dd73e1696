// A pull request's diff of any size. GitHub's diff media type answers 406 past 300 files or 20,000 lines; the
// files list (up to 3,000 files, each with its patch) then gives the diff, and the prompt names what it lacks.
import {
  GitHubApiError,
  PULL_FILES_LIMIT,
  type ChangedFile,
  type GitHubPort,
  type RepoRef
} from '../../github/port.js'
import { gitHeaderPath, parseDiff } from './parse-diff.js'
import { quoted } from '../../base/shared/quoted.js'

/** GitHub lists at most this many files of a pull request. */
export const FILES_LIST_LIMIT = PULL_FILES_LIMIT

export interface PullDiff {
  diff: string
  files: ChangedFile[]
  /** What the critics must be told they do not see (set only when the diff came from the files list). */
  notes: string[]
}

/**
 * The unified diff of one file rebuilt from its patch, with the headers `git diff` writes: paths quoted as git
 * quotes them, so parseDiff reads back the path GitHub listed whatever characters it holds.
 */
function fileDiff(file: ChangedFile): string {
  const a = gitHeaderPath('a/', file.path)
  const b = gitHeaderPath('b/', file.path)
  const before = file.status === 'added' ? '/dev/null' : a
  const after = file.status === 'removed' ? '/dev/null' : b
  return `diff --git ${a} ${b}\n--- ${before}\n+++ ${after}\n${file.patch ?? ''}\n`
}

/** The changed files of a diff, so a round needs no separate files request. */
/** @internal */
export function filesFromDiff(diff: string): ChangedFile[] {
  return parseDiff(diff).map(({ path, status, additions, deletions }) => ({
    path,
    status,
    additions,
    deletions
  }))
}

/** The unified diff of the files that come with a patch (a files list or a compare answer). */
export function diffOfFiles(files: readonly ChangedFile[]): string {
  return files
    .filter((f) => f.patch !== undefined)
    .map(fileDiff)
    .join('')
}

/**
 * Builds the diff from the files list, saying which files come without a patch and whether the list was cut. The
 * notes stand outside the prompt's fences, so each path in them is quoted (base/shared/quoted.ts).
 * @internal
 */
export function diffFromFiles(files: readonly ChangedFile[]): PullDiff {
  const without = files.filter((f) => f.patch === undefined).map((f) => f.path)
  const notes = [
    `GitHub does not give this pull request's diff in one piece (over 300 files or 20,000 lines): it is put together from the files list, one patch per file.`
  ]
  if (without.length > 0)
    notes.push(
      `${without.length} file(s) come without a patch (binary, or too large for GitHub to show): ${without.map(quoted).join(', ')}`
    )
  if (files.length >= FILES_LIST_LIMIT)
    notes.push(
      `GitHub lists at most ${FILES_LIST_LIMIT} files; files past those are not shown to you at all.`
    )
  // The patches are in the diff now; the files keep none, so a 10 MB change is not held twice in memory.
  const listed = files.map(({ path, status, additions, deletions, empty }) => ({
    path,
    status,
    additions,
    deletions,
    ...(empty ? { empty } : {})
  }))
  return { diff: diffOfFiles(files), files: listed, notes }
}

/**
 * One diff request (the given one, when it was already sent); on a 406, the files list. Undefined when the
 * pull request is absent or not readable with this token (either request answering 404).
 */
export async function readPullDiff(
  github: Pick<GitHubPort, 'getPullDiff' | 'listPullFiles'>,
  number: number,
  repo?: RepoRef,
  sent?: Promise<string | undefined>
): Promise<PullDiff | undefined> {
  try {
    const diff = await (sent ?? github.getPullDiff(number, repo))
    return diff === undefined ? undefined : { diff, files: filesFromDiff(diff), notes: [] }
  } catch (error) {
    if (!(error instanceof GitHubApiError) || error.status !== 406) throw error
  }
  try {
    return diffFromFiles(await github.listPullFiles(number, repo))
  } catch (error) {
    // Deleted between the two requests: the same as never there.
    if (error instanceof GitHubApiError && error.status === 404) return undefined
    throw error
  }
}
