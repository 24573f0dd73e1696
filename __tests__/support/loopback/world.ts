// The loopback GitHub's world: repositories with git objects, issues/PRs, comments, reviews, labels and
// permissions, plus the seeding API tests use to set a scene.
import { GitObjects } from './git-model.js'
import { addPullCommit, FIRST_COMMIT_DATE, pushToPull, type PullPush } from './pull-commits.js'
import type { LoopDispatch } from './repo-writes.js'
import { createReview, submit } from './reviews.js'
import type { LoopReview, LoopReviewComment, ReviewCommentSeed, ReviewSeed, ReviewState } from './reviews.js'
import type { LoopComment, LoopRepo, LoopUser, SeedIssue, SeedPull } from './world-types.js'

export type * from './world-types.js'
export type { PullPush } from './pull-commits.js'

/** The three id sequences GitHub keeps apart; a test compares ids only within one kind. */
export type IdKind = 'issue-comment' | 'review' | 'review-comment'

/**
 * First ids, from GitHub's published webhook examples (@octokit/webhooks-examples): a review comment's id is lower
 * than an issue comment's even when it is newer, as on github.com, so code ordering a conversation by id fails here.
 */
const FIRST_IDS: Record<IdKind | 'reaction' | 'check-run', number> = {
  'issue-comment': 492700400,
  review: 237895671,
  'review-comment': 284312630,
  // Reactions have ids of their own, which nothing orders by.
  reaction: 1,
  // Check runs too (the check_run webhook example's id).
  'check-run': 128620228
}

function toUser(author: string | LoopUser | undefined): LoopUser {
  if (author === undefined) return { login: 'octocat', type: 'User' }
  if (typeof author === 'string') {
    return { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' }
  }
  return author
}

/** How a world is made: `fixedCommitDate` (ISO) dates every commit it makes itself, so shas repeat run to run. */
export interface WorldOptions {
  fixedCommitDate?: string
}

export class LoopWorld {
  /** Seconds since the epoch of `fixedCommitDate`, given to each repository's git objects; unset: the real clock. */
  private readonly commitDate: number | undefined

  constructor(options: WorldOptions = {}) {
    const { fixedCommitDate } = options
    const ms = fixedCommitDate === undefined ? undefined : Date.parse(fixedCommitDate)
    if (Number.isNaN(ms)) throw new Error(`loopback: fixedCommitDate "${fixedCommitDate}" is not a date`)
    this.commitDate = ms === undefined ? undefined : Math.floor(ms / 1000)
  }

  readonly repos = new Map<string, LoopRepo>()
  /** Who the token belongs to: the author of comments the client posts. */
  actor: LoopUser = { login: 'github-actions[bot]', type: 'Bot' }
  /** repository_dispatch events received, oldest first. */
  readonly dispatches: LoopDispatch[] = []
  private readonly ids = { ...FIRST_IDS }
  private tick = 0

  /** The next id of one kind; ids are global across repositories, as on GitHub. */
  nextId(kind: IdKind | 'reaction' | 'check-run'): number {
    return this.ids[kind]++
  }

  /** Moves the clock on, e.g. between drafting a review comment and submitting its review. */
  advanceClock(seconds: number): void {
    this.tick += seconds
  }

  /** A monotonically increasing timestamp, so comment order is stable even within one millisecond. */
  now(): string {
    this.tick += 1
    return this.current()
  }

  /**
   * The clock's time without moving it on: for stamps nothing orders by (a check run's start and end), so a
   * client's request for one racing a comment's post cannot shift the comment's time (the demo prints it).
   */
  current(): string {
    return new Date(Date.UTC(2026, 0, 1) + this.tick * 1000).toISOString().replace('.000Z', 'Z')
  }

  repo(owner: string, name: string): LoopRepo | undefined {
    return this.repos.get(`${owner}/${name}`.toLowerCase())
  }

  createRepo(
    owner: string,
    name: string,
    opts: { defaultBranch?: string; files?: Record<string, string> } = {}
  ) {
    const repo: LoopRepo = {
      owner,
      name,
      defaultBranch: opts.defaultBranch ?? 'main',
      git: new GitObjects(this.commitDate),
      issues: new Map(),
      comments: [],
      reviews: [],
      reviewComments: [],
      resolvedThreads: new Set(),
      permissions: new Map(),
      nextNumber: 1,
      pullCommits: new Map(),
      checkRuns: []
    }
    this.repos.set(`${owner}/${name}`.toLowerCase(), repo)
    repo.git.commitFiles(repo.defaultBranch, opts.files ?? { 'README.md': `# ${name}\n` }, 'initial commit')
    return repo
  }

  private need(owner: string, name: string): LoopRepo {
    const repo = this.repo(owner, name)
    if (!repo) throw new Error(`loopback: no repository ${owner}/${name}; call createRepo first`)
    return repo
  }

  createIssue(owner: string, name: string, seed: SeedIssue = {}): number {
    const repo = this.need(owner, name)
    const number = repo.nextNumber++
    repo.issues.set(number, {
      number,
      title: seed.title ?? `Issue ${number}`,
      body: seed.body ?? '',
      user: toUser(seed.author),
      state: 'open',
      labels: [...(seed.labels ?? [])],
      linked: []
    })
    return number
  }

  createPull(owner: string, name: string, seed: SeedPull = {}): number {
    const number = this.createIssue(owner, name, {
      title: `Pull ${this.need(owner, name).nextNumber}`,
      ...seed
    })
    const repo = this.need(owner, name)
    const baseRef = seed.baseRef ?? repo.defaultBranch
    const baseSha = repo.git.branches.get(baseRef) ?? ''
    const files = seed.files ?? []
    // The head is one commit on the base holding the whole change, so a compare from the base shows it.
    const headSha = addPullCommit(repo, {
      ...(seed.headSha ? { sha: seed.headSha } : {}),
      parents: baseSha ? [baseSha] : [],
      message: `the change of #${number}`,
      files,
      date: FIRST_COMMIT_DATE
    })
    repo.issues.get(number)!.pull = {
      headSha,
      commits: [...new Set([...(seed.commits ?? []), headSha])],
      headRef: seed.headRef ?? `feature-${number}`,
      baseRef,
      baseSha,
      diff: seed.diff ?? '',
      files
    }
    return number
  }

  /** Pushes one commit to a pull request's head branch (or force-pushes one onto its base); returns its sha. */
  pushToPull(owner: string, name: string, pull: number, push: PullPush): string {
    const repo = this.need(owner, name)
    const issue = repo.issues.get(pull)
    if (!issue?.pull) throw new Error(`loopback: #${pull} in ${owner}/${name} is not a pull request`)
    return pushToPull(repo, issue, push, this.now())
  }

  addComment(
    owner: string,
    name: string,
    issue: number,
    body: string,
    author?: string | LoopUser
  ): LoopComment {
    const repo = this.need(owner, name)
    if (!repo.issues.has(issue)) throw new Error(`loopback: no issue #${issue} in ${owner}/${name}`)
    const at = this.now()
    const comment: LoopComment = {
      id: this.nextId('issue-comment'),
      issue,
      body,
      user: toUser(author),
      createdAt: at,
      updatedAt: at,
      reactions: []
    }
    repo.comments.push(comment)
    return comment
  }

  /** Adds a review (submitted at once unless `state: 'PENDING'`); its line comments are stamped as drafted. */
  addReview(owner: string, name: string, pull: number, seed: ReviewSeed = {}): LoopReview {
    const repo = this.need(owner, name)
    const issue = repo.issues.get(pull)
    if (!issue?.pull) throw new Error(`loopback: #${pull} in ${owner}/${name} is not a pull request`)
    return createReview(this, repo, issue, toUser(seed.author), seed)
  }

  /** Submits a PENDING review now: it and its comments (keeping their drafting times) become listed. */
  submitReview(
    owner: string,
    name: string,
    pull: number,
    reviewId: number,
    state: Exclude<ReviewState, 'PENDING'> = 'COMMENTED'
  ): LoopReview {
    const review = this.need(owner, name).reviews.find((r) => r.id === reviewId && r.pull === pull)
    if (!review) throw new Error(`loopback: no review ${reviewId} on #${pull} in ${owner}/${name}`)
    return submit(this, review, state)
  }

  /** One line comment (or reply) posted alone: GitHub wraps it in a one-comment review, submitted at once. */
  addReviewComment(
    owner: string,
    name: string,
    pull: number,
    comment: ReviewCommentSeed & { author?: string | LoopUser }
  ): LoopReviewComment {
    const { author, ...seed } = comment
    const review = this.addReview(owner, name, pull, { author, comments: [seed] })
    return this.need(owner, name).reviewComments.find((c) => c.reviewId === review.id)!
  }

  /** Edits an issue comment, a review comment (both get a new updated_at) or a review's body, in any repository. */
  editComment(kind: IdKind, id: number, body: string): void {
    const found = this.findComment(kind, id)
    found.body = body
    if ('updatedAt' in found) found.updatedAt = this.now()
  }

  /** Deletes an issue comment or a review comment (replies to a deleted review comment are kept). */
  deleteComment(kind: Exclude<IdKind, 'review'>, id: number): void {
    const found = this.findComment(kind, id)
    for (const repo of this.repos.values()) {
      const list: Array<{ id: number }> = kind === 'issue-comment' ? repo.comments : repo.reviewComments
      const at = list.indexOf(found)
      if (at >= 0) list.splice(at, 1)
    }
  }

  private findComment(kind: IdKind, id: number): LoopComment | LoopReviewComment | LoopReview {
    for (const repo of this.repos.values()) {
      const list =
        kind === 'issue-comment' ? repo.comments : kind === 'review' ? repo.reviews : repo.reviewComments
      const found = list.find((c) => c.id === id)
      if (found) return found
    }
    throw new Error(`loopback: no ${kind} ${id}`)
  }

  linkPull(
    owner: string,
    name: string,
    issue: number,
    pull: { owner: string; repo: string; number: number }
  ) {
    this.need(owner, name).issues.get(issue)?.linked.push(pull)
  }

  setPermission(owner: string, name: string, login: string, permission: string): void {
    this.need(owner, name).permissions.set(login, permission)
  }

  putFiles(owner: string, name: string, files: Record<string, string | null>, branch?: string): string {
    const repo = this.need(owner, name)
    return repo.git.commitFiles(branch ?? repo.defaultBranch, files, 'seed files')
  }

  /** Deletes a branch outright, like `git push --delete`. */
  deleteBranch(owner: string, name: string, branch: string): boolean {
    return this.need(owner, name).git.branches.delete(branch)
  }

  /** A file's text at a branch, or undefined; for assertions. */
  readFile(owner: string, name: string, branch: string, path: string): string | undefined {
    const git = this.need(owner, name).git
    const head = git.branches.get(branch)
    const entry = head ? git.lookupPath(head, path) : undefined
    return entry?.type === 'blob' ? git.blobs.get(entry.sha)?.toString('utf8') : undefined
  }
}
