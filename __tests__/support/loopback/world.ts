// The loopback GitHub's world: repositories with git objects, issues/PRs, comments, labels and permissions,
// plus the seeding API tests use to set a scene.
import { GitObjects } from './git-model.js'

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
}

export interface LoopPull {
  headSha: string
  headRef: string
  baseRef: string
  diff: string
  files: LoopFile[]
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

export interface LoopComment {
  id: number
  issue: number
  body: string
  user: LoopUser
  createdAt: string
  updatedAt: string
  reactions: Array<{ content: string; user: string }>
}

export interface LoopRepo {
  owner: string
  name: string
  defaultBranch: string
  git: GitObjects
  issues: Map<number, LoopIssue>
  comments: LoopComment[]
  permissions: Map<string, string>
  nextNumber: number
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
}

function toUser(author: string | LoopUser | undefined): LoopUser {
  if (author === undefined) return { login: 'octocat', type: 'User' }
  if (typeof author === 'string') {
    return { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' }
  }
  return author
}

export class LoopWorld {
  readonly repos = new Map<string, LoopRepo>()
  /** Who the token belongs to: the author of comments the client posts. */
  actor: LoopUser = { login: 'github-actions[bot]', type: 'Bot' }
  private nextCommentId = 1000
  private tick = 0

  /** A monotonically increasing timestamp, so comment order is stable even within one millisecond. */
  now(): string {
    this.tick += 1
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
      git: new GitObjects(),
      issues: new Map(),
      comments: [],
      permissions: new Map(),
      nextNumber: 1
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
    repo.issues.get(number)!.pull = {
      headSha: seed.headSha ?? 'f'.repeat(40),
      headRef: seed.headRef ?? `feature-${number}`,
      baseRef: seed.baseRef ?? repo.defaultBranch,
      diff: seed.diff ?? '',
      files: seed.files ?? []
    }
    return number
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
      id: this.nextCommentId++,
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
