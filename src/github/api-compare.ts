// Response mapping of the compare API (`repos/compare-commits-with-basehead`) and of changed-file entries, which
// the compare answer shares with the pull request files list. Plain shapes in, port types out.
import type { ChangedFile, CommitComparison, CompareStatus } from './port.js'
import { GitHubApiError } from './port.js'

const STATUSES: readonly CompareStatus[] = ['ahead', 'behind', 'diverged', 'identical']

/** A `diff-entry` of the REST description: a file as the files list and the compare answer give it. */
export function toChangedFile(f: {
  filename: string
  status: string
  additions: number
  deletions: number
  patch?: string | null
  sha?: string | null
}): ChangedFile {
  return {
    path: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
    ...(f.sha === EMPTY_BLOB ? { empty: true as const } : {})
  }
}

/** Git's blob of no bytes: the files list names it for an empty file, which comes without a patch. */
const EMPTY_BLOB = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'

/** A `commit-comparison`; a status GitHub does not document is an error, never a guess. */
export function toComparison(d: {
  status: string
  ahead_by: number
  behind_by: number
  total_commits: number
  commits: ReadonlyArray<{ sha: string; commit: { message: string } }>
  files?: ReadonlyArray<Parameters<typeof toChangedFile>[0]>
}): CommitComparison {
  const status = STATUSES.find((s) => s === d.status)
  if (!status)
    throw new GitHubApiError(
      'repos.compareCommitsWithBasehead',
      200,
      `unknown status ${JSON.stringify(d.status)}`
    )
  return {
    status,
    aheadBy: d.ahead_by,
    behindBy: d.behind_by,
    totalCommits: d.total_commits,
    commits: d.commits.map((c) => ({ sha: c.sha, message: c.commit.message })),
    files: (d.files ?? []).map(toChangedFile)
  }
}
