// A whole scene for the loopback GitHub as plain JSON (repos, files, issues, pulls, comments, reviews,
// permissions), so the standalone server, the demo and the benchmarks can be set up without code.
import type { ReviewSeed } from './reviews.js'
import type { LoopFile, LoopWorld, SeedPull } from './world.js'

interface CommentSeed {
  author?: string
  body: string
}

interface ThreadSeed {
  title?: string
  body?: string
  author?: string
  labels?: string[]
  comments?: CommentSeed[]
}

interface PullSeed extends ThreadSeed {
  diff?: string
  files?: LoopFile[]
  headRef?: string
  baseRef?: string
  headSha?: string
  /** The pull request's earlier commits, which a review's `commit_id` may name besides the head. */
  commits?: string[]
  /** Added after the pull's comments, in order; PENDING ones stay drafts. */
  reviews?: ReviewSeed[]
}

interface RepoSeed {
  owner: string
  name: string
  defaultBranch?: string
  files?: Record<string, string>
  permissions?: Record<string, string>
  /** Issues and pulls get numbers in this order: issues first, then pulls. */
  issues?: ThreadSeed[]
  pulls?: PullSeed[]
}

export interface WorldSeed {
  actor?: string
  repos?: RepoSeed[]
}

export function seedWorld(world: LoopWorld, seed: WorldSeed): void {
  if (seed.actor) world.actor = { login: seed.actor, type: seed.actor.endsWith('[bot]') ? 'Bot' : 'User' }
  for (const r of seed.repos ?? []) {
    if (!world.repo(r.owner, r.name)) {
      world.createRepo(r.owner, r.name, {
        ...(r.defaultBranch ? { defaultBranch: r.defaultBranch } : {}),
        ...(r.files ? { files: r.files } : {})
      })
    } else if (r.files) world.putFiles(r.owner, r.name, r.files)
    for (const [login, permission] of Object.entries(r.permissions ?? {}))
      world.setPermission(r.owner, r.name, login, permission)
    const comment = (n: number, cs: CommentSeed[] = []) =>
      cs.forEach((c) => world.addComment(r.owner, r.name, n, c.body, c.author))
    for (const i of r.issues ?? []) comment(world.createIssue(r.owner, r.name, i), i.comments)
    for (const { reviews, ...p } of r.pulls ?? []) {
      const n = world.createPull(r.owner, r.name, p as SeedPull)
      comment(n, p.comments)
      for (const review of reviews ?? []) world.addReview(r.owner, r.name, n, review)
    }
  }
}
