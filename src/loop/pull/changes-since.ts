// What changed in one pull request since the round that last reviewed it: one compare request, three-dot, from
// the head reviewed then to the head reviewed now, made only when the head moved. A compare never fails a
// round: a rewritten history or a failed request is said in the prompt, and the full diff is reviewed.
import { GitHubApiError, type ChangedFile, type GitHubPort, type RepoRef } from '../../github/port.js'
import { describeError } from '../../base/shared/errors.js'
import { diffOfFiles } from './diff.js'

/** The head an earlier round reviewed. */
export interface LastReview {
  round: number
  sha: string
}

export type ChangesSince =
  /** The same head as in `round`: nothing was pushed since. */
  | { kind: 'unchanged'; round: number; head: string }
  /** The old head is an ancestor of the new one: these commits and this diff are all that is new. */
  | {
      kind: 'changes'
      round: number
      from: string
      to: string
      commits: Array<{ sha: string; message: string }>
      totalCommits: number
      files: ChangedFile[]
      diff: string
    }
  /**
   * The old head is not an ancestor of the new one: a force-push or a rebase (`diverged`, `behind`), or GitHub
   * no longer has the old head or finds no common ancestor (`gone`, its 404).
   */
  | { kind: 'rewritten'; round: number; from: string; to: string; why: 'diverged' | 'behind' | 'gone' }
  /** The compare request failed: the prompt says the changes could not be computed. */
  | { kind: 'unknown'; round: number; from: string; to: string; reason: string }

/** A failure said in one short line of our own words (GitHub's message stays out of the prompt). */
function reasonOf(error: unknown): string {
  if (error instanceof GitHubApiError)
    return error.status === undefined ? 'the request failed' : `GitHub answered HTTP ${error.status}`
  return `the request failed (${describeError(error)
    .replace(/[\r\n`]+/g, ' ')
    .slice(0, 160)})`
}

export async function changesSince(
  github: Pick<GitHubPort, 'compareCommits'>,
  repo: RepoRef,
  last: LastReview,
  head: string
): Promise<ChangesSince> {
  const { round } = last
  if (last.sha === head) return { kind: 'unchanged', round, head }
  const span = { round, from: last.sha, to: head }
  try {
    const compared = await github.compareCommits(last.sha, head, repo)
    if (compared === undefined) return { kind: 'rewritten', ...span, why: 'gone' }
    switch (compared.status) {
      case 'identical':
        return { kind: 'unchanged', round, head }
      case 'behind':
      case 'diverged':
        return { kind: 'rewritten', ...span, why: compared.status }
      case 'ahead':
        return {
          kind: 'changes',
          ...span,
          commits: compared.commits,
          totalCommits: compared.totalCommits,
          files: compared.files,
          diff: diffOfFiles(compared.files)
        }
    }
  } catch (error) {
    return { kind: 'unknown', ...span, reason: reasonOf(error) }
  }
}
