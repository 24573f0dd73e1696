// The compare API of the loopback (`GET /compare/{base}...{head}`), as GitHub answers it: the merge base, how
// head relates to base, the commits reachable from head and not from base (oldest first), and the files they
// change from the merge base on (three-dot). Shared by the HTTP route and the in-memory fake port.
import { ApiError } from './git-model.js'
import { ancestry, resolveCommit } from './pull-commits.js'
import type { LoopFile, LoopRepo } from './world-types.js'

type CompareStatus = 'ahead' | 'behind' | 'diverged' | 'identical'

export interface Comparison {
  base: string
  head: string
  mergeBase: string
  status: CompareStatus
  aheadBy: number
  behindBy: number
  /** The commits of head not in base, oldest first. */
  commits: string[]
  files: LoopFile[]
}

/** GitHub lists at most this many files of a comparison, and (without paging) this many commits. */
export const COMPARE_MAX_FILES = 300
export const COMPARE_MAX_COMMITS = 250

/**
 * Files the commits change, in commit order. A file changed by several commits gets their hunks one after the
 * other: GitHub diffs the two trees, but the loopback keeps no file contents, only each commit's patches.
 */
function filesOf(repo: LoopRepo, commits: readonly string[]): LoopFile[] {
  const byName = new Map<string, LoopFile>()
  for (const sha of commits) {
    for (const f of repo.pullCommits.get(sha)?.files ?? []) {
      const seen = byName.get(f.filename)
      if (!seen) {
        byName.set(f.filename, { ...f })
        continue
      }
      seen.additions += f.additions
      seen.deletions += f.deletions
      if (seen.status !== 'added' || f.status === 'removed') seen.status = f.status
      const patches = [seen.patch, f.patch].filter((p) => p !== undefined)
      if (patches.length > 0) seen.patch = patches.join('\n')
    }
  }
  return [...byName.values()]
}

/** Answers 404 for an unknown commit and for two commits without a common ancestor, as GitHub does. */
export function compareCommits(repo: LoopRepo, baseRef: string, headRef: string): Comparison {
  const base = resolveCommit(repo, baseRef)
  const head = resolveCommit(repo, headRef)
  if (!base || !head) throw new ApiError(404, 'Not Found')
  const fromBase = ancestry(repo, base)
  const fromHead = ancestry(repo, head)
  const inBase = new Set(fromBase)
  const inHead = new Set(fromHead)
  const mergeBase = fromHead.find((sha) => inBase.has(sha))
  if (!mergeBase) throw new ApiError(404, `No common ancestor between ${baseRef} and ${headRef}.`)
  const ahead = fromHead.filter((sha) => !inBase.has(sha)).reverse()
  const behindBy = fromBase.filter((sha) => !inHead.has(sha)).length
  const status: CompareStatus =
    base === head ? 'identical' : mergeBase === base ? 'ahead' : mergeBase === head ? 'behind' : 'diverged'
  return {
    base,
    head,
    mergeBase,
    status,
    aheadBy: ahead.length,
    behindBy,
    commits: ahead,
    files: filesOf(repo, ahead)
  }
}
