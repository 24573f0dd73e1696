// The link a round comment gives each head it reviewed: built from the composed ref and the sha alone, so a
// ref read back from the state branch (an owed round comment) can only ever link a commit of a repository.
import { parsePullRef } from '../../conversation/comments/pull-refs.js'

/** A commit's page on the server the runner names (GITHUB_SERVER_URL), for a ref this action composed. */
export function commitUrl(server: string | undefined, ref: string, sha: string): string {
  const base = (server ?? 'https://github.com').replace(/\/+$/, '')
  const pull = parsePullRef(ref)
  return pull ? `${base}/${pull.owner}/${pull.repo}/commit/${sha}` : base
}
