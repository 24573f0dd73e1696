// Loopback route of the compare API, `GET /compare/{base}...{head}` (three-dot only), answered as JSON in the
// shape of GitHub's `commit-comparison`: status, ahead_by, behind_by, merge_base_commit, commits, files.
import type { Ctx, Route } from './http.js'
import { notFound } from './http.js'
import { COMPARE_MAX_COMMITS, COMPARE_MAX_FILES, compareCommits } from './compare.js'
import { parentsOf } from './pull-commits.js'
import type { LoopFile } from './world-types.js'

const WEB = 'https://github.com'

function commitJson(ctx: Ctx, sha: string) {
  const { repo } = ctx
  const pulled = repo.pullCommits.get(sha)
  const branchCommit = repo.git.commits.get(sha)
  const message = pulled?.message ?? branchCommit?.message ?? ''
  const date = pulled?.date ?? new Date((branchCommit?.date ?? 0) * 1000).toISOString()
  const who = { name: 'the-loop', email: 'loop@example.invalid', date }
  const api = `${ctx.origin}/repos/${repo.owner}/${repo.name}`
  return {
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    url: `${api}/commits/${sha}`,
    html_url: `${WEB}/${repo.owner}/${repo.name}/commit/${sha}`,
    commit: { message, author: who, committer: who },
    parents: parentsOf(repo, sha).map((p) => ({ sha: p, url: `${api}/commits/${p}` }))
  }
}

function fileJson(ctx: Ctx, head: string, f: LoopFile) {
  const web = `${WEB}/${ctx.repo.owner}/${ctx.repo.name}`
  return {
    sha: null,
    filename: f.filename,
    status: f.status,
    additions: f.additions,
    deletions: f.deletions,
    changes: f.additions + f.deletions,
    blob_url: `${web}/blob/${head}/${f.filename}`,
    raw_url: `${web}/raw/${head}/${f.filename}`,
    contents_url: `${ctx.origin}/repos/${ctx.repo.owner}/${ctx.repo.name}/contents/${f.filename}?ref=${head}`,
    ...(f.patch === undefined ? {} : { patch: f.patch })
  }
}

export const compareRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/compare\/(.+)$/,
    name: 'repos.compareCommitsWithBasehead',
    handle: (ctx) => {
      const sides = (ctx.params[0] ?? '').split('...')
      if (sides.length !== 2 || !sides[0] || !sides[1]) notFound()
      const [baseRef, headRef] = sides as [string, string]
      const c = compareCommits(ctx.repo, baseRef, headRef)
      const web = `${WEB}/${ctx.repo.owner}/${ctx.repo.name}/compare/${baseRef}...${headRef}`
      return {
        json: {
          url: `${ctx.origin}${ctx.pathname}`,
          html_url: web,
          permalink_url: web,
          diff_url: `${web}.diff`,
          patch_url: `${web}.patch`,
          base_commit: commitJson(ctx, c.base),
          merge_base_commit: commitJson(ctx, c.mergeBase),
          status: c.status,
          ahead_by: c.aheadBy,
          behind_by: c.behindBy,
          total_commits: c.aheadBy,
          // Without paging GitHub sends the latest 250 commits, the most recent last, and at most 300 files.
          commits: c.commits.slice(-COMPARE_MAX_COMMITS).map((sha) => commitJson(ctx, sha)),
          files: c.files.slice(0, COMPARE_MAX_FILES).map((f) => fileJson(ctx, c.head, f))
        }
      }
    }
  }
]
