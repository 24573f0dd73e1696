// The loopback world's records: users, issues and pulls, issue comments and repositories (the world's state,
// apart from the reviews in reviews.ts and the git objects in git-model.ts).
import type { GitObjects } from './git-model.js'
import type { PullCommit } from './pull-commits.js'
import type { LoopReview, LoopReviewComment } from './reviews.js'

export interface LoopUser {
  login: string
  type: 'User' | 'Bot' | 'Organization'
}

export interface LoopFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch?: string
  /**
   * The file's content at the commit that changed it, which the contents API then answers at that commit (the
   * loopback keeps no other content of a pull request): a test's binary file whose bytes the action reads.
   */
  content?: string
}

interface LoopPull {
  headSha: string
  /** Every commit of the pull request, its head included: the commits a review's `commit_id` may name. */
  commits: string[]
  headRef: string
  baseRef: string
  /** The base branch's commit the pull request's first commit sits on (`base.sha`). */
  baseSha: string
  diff: string
  files: LoopFile[]
  /**
   * Places (path and new-side line) where GitHub refuses a review comment although the diff it served has the
   * line: set by a test to play GitHub's view of a diff disagreeing with its diff media type's.
   */
  unplaceable?: Array<{ path: string; line: number }>
}

export interface LoopIssue {
  number: number
  title: string
  body: string
  user: LoopUser
  state: 'open' | 'closed'
  labels: string[]
  pull?: LoopPull
  /** Pull requests (owner/repo#n) the GraphQL timeline reports as linked to this issue. */
  linked: Array<{ owner: string; repo: string; number: number }>
}

/** One user's reaction; GitHub keeps one per user and content (reactions.ts). */
export interface LoopReaction {
  id: number
  content: string
  /** The login of who reacted. */
  user: string
  createdAt: string
}

export interface LoopComment {
  id: number
  issue: number
  body: string
  user: LoopUser
  createdAt: string
  updatedAt: string
  reactions: LoopReaction[]
}

export interface LoopRepo {
  owner: string
  name: string
  defaultBranch: string
  git: GitObjects
  issues: Map<number, LoopIssue>
  comments: LoopComment[]
  reviews: LoopReview[]
  reviewComments: LoopReviewComment[]
  /** Review threads resolved, by their root comment's id (review-threads.ts). */
  resolvedThreads: Set<number>
  permissions: Map<string, string>
  nextNumber: number
  /** Commits of pull-request heads, each with the files it changed (see pull-commits.ts). */
  pullCommits: Map<string, PullCommit>
  /** Check runs created through the checks API (routes-checks.ts), oldest first. */
  checkRuns: LoopCheckRun[]
}

/** A check run as the loopback keeps it; routes-checks.ts answers it in GitHub's `check-run` shape. */
export interface LoopCheckRun {
  id: number
  name: string
  headSha: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
  startedAt: string
  completedAt: string | null
  detailsUrl: string | null
  externalId: string | null
  output: { title: string | null; summary: string | null; text: string | null; annotations: number }
}

export interface SeedIssue {
  title?: string
  body?: string
  author?: string | LoopUser
  labels?: string[]
}

export interface SeedPull extends SeedIssue {
  diff?: string
  files?: LoopFile[]
  headRef?: string
  baseRef?: string
  headSha?: string
  /** The pull request's earlier commits (the head is always one). */
  commits?: string[]
}
