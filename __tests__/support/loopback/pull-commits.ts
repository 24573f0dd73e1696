// The commits of pull-request heads in the loopback. The world keeps no file contents for a pull request, only
// its diff, so each head commit records the files it changed (with their patches): enough to play a push, a
// force-push and the compare API. A pull's first commit sits on its base branch's commit (git-model.ts), so
// ancestry runs from pull commits into branch commits.
import { createHash } from 'node:crypto'
import type { LoopFile, LoopIssue, LoopRepo } from './world-types.js'

export interface PullCommit {
  sha: string
  parents: string[]
  message: string
  /** What this commit changed, as a compare answer lists it. */
  files: LoopFile[]
  /** ISO time, the author and committer date GitHub shows. */
  date: string
}

/** One push to a pull request's head branch (see LoopWorld.pushToPull). */
export interface PullPush {
  message?: string
  /** The files the new commit changes, with their patches: what a compare from the old head shows. */
  change: LoopFile[]
  /** The pull request's whole diff after the push: what the diff media type answers from now on. */
  diff: string
  /** The files list after the push; when omitted, the earlier list with `change` laid over it by file name. */
  files?: LoopFile[]
  /** A force-push: the new commit sits on the pull's base, so the old head is no longer one of its ancestors. */
  force?: boolean
}

/** The date of commits made when a pull request is created (its pushes take the world's clock). */
export const FIRST_COMMIT_DATE = '2026-01-01T00:00:00Z'

/** A sha no other commit of the repository has: the loopback hashes a counter, it has no tree to hash. */
function newSha(repo: LoopRepo, parent: string, message: string): string {
  const seed = `${repo.owner}/${repo.name} pull commit ${repo.pullCommits.size} ${parent} ${message}`
  return createHash('sha1').update(seed).digest('hex')
}

/** Records a pull commit; `sha` keeps a seeded head sha (a scene that names one). */
export function addPullCommit(repo: LoopRepo, commit: Omit<PullCommit, 'sha'> & { sha?: string }): string {
  const sha = commit.sha ?? newSha(repo, commit.parents[0] ?? '', commit.message)
  repo.pullCommits.set(sha, { ...commit, sha, files: commit.files.map((f) => ({ ...f })) })
  return sha
}

/** The earlier files list with `change` laid over it: a file the push touched again shows its latest entry. */
function filesAfter(before: readonly LoopFile[], change: readonly LoopFile[]): LoopFile[] {
  const byName = new Map(before.map((f) => [f.filename, { ...f }]))
  for (const f of change) byName.set(f.filename, { ...f })
  return [...byName.values()]
}

/** Moves a pull request's head to a new commit; returns its sha. */
export function pushToPull(repo: LoopRepo, issue: LoopIssue, push: PullPush, date: string): string {
  const pull = issue.pull
  if (!pull) throw new Error(`loopback: #${issue.number} is not a pull request`)
  const parent = push.force ? pull.baseSha : pull.headSha
  const message = push.message ?? `push to #${issue.number}`
  pull.headSha = addPullCommit(repo, { parents: parent ? [parent] : [], message, files: push.change, date })
  // A force-push drops the old commits from the pull request: a review may no longer name them.
  pull.commits = push.force ? [pull.headSha] : [...pull.commits, pull.headSha]
  pull.diff = push.diff
  pull.files = push.files ? push.files.map((f) => ({ ...f })) : filesAfter(pull.files, push.change)
  return pull.headSha
}

/** A commit sha of the repository (a pull commit, a branch commit, or a branch name), else undefined. */
export function resolveCommit(repo: LoopRepo, ref: string): string | undefined {
  return repo.pullCommits.has(ref) ? ref : repo.git.resolveRef(ref)
}

export function parentsOf(repo: LoopRepo, sha: string): string[] {
  return repo.pullCommits.get(sha)?.parents ?? repo.git.commits.get(sha)?.parents ?? []
}

/** Every ancestor of `sha` (itself included), nearest first. */
export function ancestry(repo: LoopRepo, sha: string): string[] {
  const seen = new Set<string>([sha])
  const order = [sha]
  for (let i = 0; i < order.length; i++) {
    for (const parent of parentsOf(repo, order[i]!)) {
      if (seen.has(parent)) continue
      seen.add(parent)
      order.push(parent)
    }
  }
  return order
}
