// The `Changes since round N` section of a pull request in the round prompt: only what is new since the head an
// earlier round reviewed, besides the full diff, or why there is nothing smaller to show. Commit messages,
// file names and patches are untrusted and stay inside fences.
import { shortSha } from '../../base/shared/commit-sha.js'
import type { ChangesSince } from '../pull/changes-since.js'
import { diffOfFiles } from '../pull/diff.js'
import { fenceUntrusted } from '../../base/markdown/untrusted-fence.js'

/** GitHub lists at most this many files of a comparison. */
const COMPARE_FILES_LIMIT = 300

const code = (sha: string) => `\`${shortSha(sha)}\``

function commitLines(since: Extract<ChangesSince, { kind: 'changes' }>): string {
  const lines = since.commits.map((c) => `${shortSha(c.sha)} ${c.message.split('\n')[0] ?? ''}`)
  const unlisted = since.totalCommits - since.commits.length
  if (unlisted > 0) lines.unshift(`[… ${unlisted} earlier commit(s) not listed by GitHub]`)
  return lines.join('\n')
}

/** How a prompt that is one part of a split diff shows the changes since: this part's files, the diff capped. */
export interface SincePart {
  /** The paths this part holds; the diff since is shown for these only (the files list says the rest). */
  files: ReadonlySet<string>
  /** The cap on the diff since: a share of the part's budget, so it never crowds out the part's own diff. */
  maxDiff: number
}

function changesSection(
  since: Extract<ChangesSince, { kind: 'changes' }>,
  max: number,
  part?: SincePart
): string[] {
  const { round } = since
  const out = [
    `From the head reviewed in round ${round} (${code(since.from)}) to this head (${code(since.to)}): ${since.totalCommits} new commit(s). Only this part is new since round ${round}; the full diff above is still the change under review.`,
    fenceUntrusted(`Commits since round ${round}`, commitLines(since), max)
  ]
  if (since.files.length === 0) {
    out.push(`The new commits change no file.`)
    return out
  }
  const without = since.files.filter((f) => f.patch === undefined).map((f) => f.path)
  if (without.length > 0)
    out.push(
      `Note: ${without.length} file(s) changed since round ${round} come without a patch (binary, or too large for GitHub to show): see the full diff.`
    )
  if (since.files.length >= COMPARE_FILES_LIMIT)
    out.push(
      `Note: GitHub lists at most ${COMPARE_FILES_LIMIT} files of a comparison; changes to files past those are in the full diff only.`
    )
  if (!part) {
    out.push(fenceUntrusted(`Diff since round ${round}`, since.diff, max))
    return out
  }
  const mine = since.files.filter((f) => part.files.has(f.path))
  const others = since.files.length - mine.length
  out.push(
    `Changed since round ${round}: ${since.files.length} file(s); ${mine.length} of them in this part, shown below${others > 0 ? `, the other ${others} in other parts` : ''}.`,
    fenceUntrusted(`Diff since round ${round}, this part's files`, diffOfFiles(mine), part.maxDiff)
  )
  return out
}

/** `part` when the prompt is one part of a split diff: the changes since then cover that part's files. */
export function renderChangesSince(since: ChangesSince, max: number, part?: SincePart): string[] {
  const title = `### Changes since round ${since.round}`
  switch (since.kind) {
    case 'unchanged':
      return [
        title,
        `No new commits since round ${since.round}: the head is still ${code(since.head)}. Earlier findings were made on this same code.`
      ]
    case 'changes':
      return [title, ...changesSection(since, max, part)]
    case 'rewritten':
      return [
        title,
        `The history was rewritten since round ${since.round}: the head reviewed then (${code(since.from)}) is not an ancestor of this head (${code(since.to)})${since.why === 'gone' ? ' (GitHub no longer has that commit or finds no common ancestor)' : ''}, as after a force-push or a rebase. There is no smaller change to show: review the full diff above as a whole.`
      ]
    case 'unknown':
      return [
        title,
        `Could not compute the changes since round ${since.round} (${since.reason}). Review the full diff above as a whole.`
      ]
  }
}
