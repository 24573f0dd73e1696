// Work-item reviews: the PRs to pre-fill in the template, from cache-branch records then linked PRs.
import { normalizePulls, type RepoCoordinates } from './pull-refs.js'

/**
 * `stateEntries` are paths under the work item's `pr-loops/` folder: `pr-<n>` is a PR of the work
 * item's own repository, `<owner>__<repo>/pr-<n>` one of another repository. Anything else is
 * skipped. Linked PRs come after, and duplicates collapse. A suggestion only: the brief decides.
 */
export function detectPulls(
  stateEntries: readonly string[],
  linked: ReadonlyArray<{ owner: string; repo: string; number: number }>,
  workItem: RepoCoordinates
): string[] {
  const fromState: string[] = []
  for (const entry of [...stateEntries].sort()) {
    const own = /^pr-(\d{1,9})$/.exec(entry)
    if (own) {
      fromState.push(`#${own[1]}`)
      continue
    }
    const other = /^([\w.-]+)__([\w.-]+)\/pr-(\d{1,9})$/.exec(entry)
    if (other) fromState.push(`${other[1]}/${other[2]}#${other[3]}`)
  }
  const fromLinks = linked.map((p) => `${p.owner}/${p.repo}#${p.number}`)
  return normalizePulls([...fromState, ...fromLinks], workItem)
}
