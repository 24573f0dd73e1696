// In-memory git objects for the loopback GitHub: content-addressed blobs, nested trees, commits and refs.
import { createHash } from 'node:crypto'

export interface GitEntry {
  name: string
  mode: string
  type: 'blob' | 'tree'
  sha: string
}

export interface GitCommit {
  tree: string
  parents: string[]
  message: string
  /** Author date in whole seconds: two commits made in the same second with the same content collide. */
  date: number
}

/** One entry of a tree-creation request, as the git data API receives it. */
export interface NewTreeEntry {
  path: string
  mode: string
  type: 'blob' | 'tree'
  sha?: string | null
  content?: string
}

/** A request the API would refuse; the server turns it into an HTTP status and a GitHub-shaped body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** GitHub's `errors` list of a validation failure (422), when it sends one. */
    readonly errors?: Array<string | Record<string, string>>
  ) {
    super(message)
  }
}

export function hashObject(kind: string, body: string | Buffer): string {
  const data = typeof body === 'string' ? Buffer.from(body) : body
  return createHash('sha1').update(`${kind} ${data.length}\0`).update(data).digest('hex')
}

export class GitObjects {
  /**
   * `fixedDate`: the date (whole seconds since the epoch) of every commit the world makes itself (seeding, a
   * contents-API write, a git commit that names no author date); unset, each takes the real clock. A run that
   * must print the same shas on every machine (the demo) fixes it; a commit's sha hashes its date.
   */
  constructor(readonly fixedDate?: number) {}

  readonly blobs = new Map<string, Buffer>()
  readonly trees = new Map<string, GitEntry[]>()
  readonly commits = new Map<string, GitCommit>()
  /** Branch name (without refs/heads/) -> commit sha. */
  readonly branches = new Map<string, string>()

  putBlob(content: Buffer): string {
    const sha = hashObject('blob', content)
    this.blobs.set(sha, content)
    return sha
  }

  putTree(entries: GitEntry[]): string {
    const sorted = [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    const sha = hashObject('tree', sorted.map((e) => `${e.mode} ${e.type} ${e.name} ${e.sha}`).join('\n'))
    this.trees.set(sha, sorted)
    return sha
  }

  /** The date a commit made now gets: the fixed date when there is one, else the real clock's second. */
  commitDate(): number {
    return this.fixedDate ?? Math.floor(Date.now() / 1000)
  }

  putCommit(commit: GitCommit): string {
    const head = [`tree ${commit.tree}`, ...commit.parents.map((p) => `parent ${p}`), `date ${commit.date}`]
    const sha = hashObject('commit', `${head.join('\n')}\n\n${commit.message}`)
    this.commits.set(sha, { ...commit, parents: [...commit.parents] })
    return sha
  }

  /** Builds a tree from full-path entries merged onto `baseTree`, like POST /git/trees. */
  createTree(entries: NewTreeEntry[], baseTree?: string): string {
    if (baseTree !== undefined && !this.trees.has(baseTree)) throw new ApiError(422, 'Invalid tree info')
    return this.mergeInto(baseTree, entries)
  }

  private mergeInto(baseTree: string | undefined, entries: NewTreeEntry[]): string {
    const current = new Map((baseTree ? (this.trees.get(baseTree) ?? []) : []).map((e) => [e.name, e]))
    const nested = new Map<string, NewTreeEntry[]>()
    for (const entry of entries) {
      const cut = entry.path.indexOf('/')
      if (entry.path === '' || entry.path.startsWith('/') || entry.path.endsWith('/')) {
        throw new ApiError(422, `tree.path contains a malformed path component: ${entry.path}`)
      }
      if (cut >= 0) {
        const head = entry.path.slice(0, cut)
        const list = nested.get(head) ?? []
        list.push({ ...entry, path: entry.path.slice(cut + 1) })
        nested.set(head, list)
        continue
      }
      this.applyLeaf(current, entry)
    }
    for (const [name, list] of nested) {
      const existing = current.get(name)
      const sub = this.mergeInto(existing?.type === 'tree' ? existing.sha : undefined, list)
      if ((this.trees.get(sub) ?? []).length === 0) current.delete(name)
      else current.set(name, { name, mode: '040000', type: 'tree', sha: sub })
    }
    return this.putTree([...current.values()])
  }

  private applyLeaf(current: Map<string, GitEntry>, entry: NewTreeEntry): void {
    if (entry.sha === null) {
      current.delete(entry.path)
      return
    }
    let sha: string
    if (entry.content !== undefined) sha = this.putBlob(Buffer.from(entry.content))
    else if (entry.sha !== undefined) sha = entry.sha
    else throw new ApiError(422, `tree entry ${entry.path} needs a sha or content`)
    const known = entry.type === 'tree' ? this.trees.has(sha) : this.blobs.has(sha)
    if (!known) throw new ApiError(422, `Invalid tree info: ${entry.path} points at a missing ${entry.type}`)
    current.set(entry.path, { name: entry.path, mode: entry.mode, type: entry.type, sha })
  }

  /** Resolves a branch name or a commit sha to a commit sha. */
  resolveRef(ref: string): string | undefined {
    const branch = this.branches.get(ref.replace(/^refs\/heads\/|^heads\//, ''))
    if (branch) return branch
    return this.commits.has(ref) ? ref : undefined
  }

  /** The entry at a slash-separated path inside a commit's tree; '' names the root tree. */
  lookupPath(commitSha: string, path: string): GitEntry | undefined {
    const commit = this.commits.get(commitSha)
    if (!commit) return undefined
    let entry: GitEntry = { name: '', mode: '040000', type: 'tree', sha: commit.tree }
    for (const part of path.split('/').filter((p) => p !== '')) {
      if (entry.type !== 'tree') return undefined
      const next = (this.trees.get(entry.sha) ?? []).find((e) => e.name === part)
      if (!next) return undefined
      entry = next
    }
    return entry
  }

  isAncestor(ancestor: string, descendant: string): boolean {
    const seen = new Set<string>()
    const queue = [descendant]
    while (queue.length > 0) {
      const sha = queue.pop()!
      if (sha === ancestor) return true
      if (seen.has(sha)) continue
      seen.add(sha)
      queue.push(...(this.commits.get(sha)?.parents ?? []))
    }
    return false
  }

  createBranch(name: string, sha: string): void {
    if (this.branches.has(name)) throw new ApiError(422, 'Reference already exists')
    if (!this.commits.has(sha)) throw new ApiError(422, 'Object does not exist')
    this.branches.set(name, sha)
  }

  /** Moves a branch; refuses a non-fast-forward unless forced. Re-pointing at the same sha succeeds. */
  updateBranch(name: string, sha: string, force: boolean): void {
    const current = this.branches.get(name)
    if (current === undefined) throw new ApiError(422, 'Reference does not exist')
    if (!this.commits.has(sha)) throw new ApiError(422, 'Object does not exist')
    if (!force && !this.isAncestor(current, sha)) throw new ApiError(422, 'Update is not a fast forward')
    this.branches.set(name, sha)
  }

  /** Commits files (path -> text) on top of a branch, creating it when absent; used for seeding. */
  commitFiles(branch: string, files: Record<string, string | null>, message: string): string {
    const parent = this.branches.get(branch)
    const base = parent ? this.commits.get(parent)?.tree : undefined
    const entries = Object.entries(files).map(([path, content]) =>
      content === null
        ? { path, mode: '100644', type: 'blob' as const, sha: null }
        : { path, mode: '100644', type: 'blob' as const, content }
    )
    const tree = this.createTree(entries, base)
    const sha = this.putCommit({
      tree,
      parents: parent ? [parent] : [],
      message,
      date: this.commitDate()
    })
    this.branches.set(branch, sha)
    return sha
  }
}
