// The state store on the cache branch: one folder of named JSON documents per work item, written by
// compare-and-swap (a new commit, then a ref move without force) and retried when another run got there first.
import { randomBytes } from 'node:crypto'
import type { GitHubPort, TreeEntry } from '../github/port.js'
import { RefConflictError } from '../github/port.js'
import { UserError } from '../shared/errors.js'

export const DEFAULT_STATE_BRANCH = 'the-loop/state'

/** A work item: an issue or pull request of one repository. */
export interface ItemRef {
  owner: string
  repo: string
  number: number
}

/** Document name -> text. Names are plain file names such as `state.json`. */
export type Docs = Record<string, string>

export interface StoreSnapshot {
  docs: Docs
  /** The branch head the documents were read at; undefined when the branch does not exist yet. */
  baseSha: string | undefined
}

/** Identifies the writing run; it goes into every commit so two writers never produce the same commit. */
export interface WriteStamp {
  runId: string
  attempt: string | number
}

export interface UpdateResult {
  docs: Docs
  /** The new branch head, or undefined when the change left every document as it was (nothing written). */
  commitSha: string | undefined
  /** Compare-and-swap attempts used (1 when nobody else wrote in between). */
  tries: number
}

export interface StoreOptions {
  branch?: string
  maxTries?: number
  backoffBaseMs?: number
  backoffCapMs?: number
  random?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** The branch kept moving for every attempt: nothing was written by this run. */
export class StoreContentionError extends Error {
  constructor(branch: string, where: string, tries: number) {
    super(
      `could not save ${where} on branch ${branch}: it moved under ${tries} attempts in a row; ` +
        'the stored state was left as it was, re-run the workflow'
    )
    this.name = 'StoreContentionError'
  }
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/
const DOC_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/

/** The item's folder on the branch; refuses anything that could escape it. */
export function itemFolder(item: ItemRef): string {
  for (const part of [item.owner, item.repo]) {
    if (!SEGMENT.test(part) || part === '.' || part === '..') {
      throw new UserError(`not a valid owner or repository name: ${JSON.stringify(part)}`, 'state store')
    }
  }
  if (!Number.isSafeInteger(item.number) || item.number <= 0) {
    throw new UserError(`not a valid issue or pull request number: ${item.number}`, 'state store')
  }
  return `items/${item.owner}/${item.repo}/${item.number}`
}

function checkDocName(name: string): string {
  if (!DOC_NAME.test(name))
    throw new UserError(`not a valid document name: ${JSON.stringify(name)}`, 'state store')
  return name
}

/** A plain git branch name: the cache branch comes from the `state-branch` input and must not be a path trick. */
function checkBranchName(name: string): string {
  const ok =
    /^[A-Za-z0-9._/-]+$/.test(name) &&
    !name.includes('..') &&
    !name.includes('//') &&
    !/^[-/.]|[/.]$|\.lock$|\/\./.test(name)
  if (!ok) throw new UserError(`not a usable branch name: ${JSON.stringify(name)}`, 'input state-branch')
  return name
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class CacheBranchStore {
  readonly branch: string
  private readonly maxTries: number
  private readonly backoffBaseMs: number
  private readonly backoffCapMs: number
  private readonly random: () => number
  private readonly sleep: (ms: number) => Promise<void>

  constructor(
    private readonly port: GitHubPort,
    opts: StoreOptions = {}
  ) {
    this.branch = checkBranchName(opts.branch ?? DEFAULT_STATE_BRANCH)
    this.maxTries = opts.maxTries ?? 16
    this.backoffBaseMs = opts.backoffBaseMs ?? 100
    this.backoffCapMs = opts.backoffCapMs ?? 4000
    this.random = opts.random ?? Math.random
    this.sleep = opts.sleep ?? sleepFor
  }

  /** Where a document lives, for messages: `branch:items/o/r/n/name`. */
  where(item: ItemRef, name: string): string {
    return `${this.branch}:${itemFolder(item)}/${name}`
  }

  /** Reads one item's documents: 2 requests plus one per document, whatever the branch holds. */
  async read(item: ItemRef): Promise<StoreSnapshot> {
    const folder = itemFolder(item)
    const baseSha = await this.port.getBranchSha(this.branch)
    if (baseSha === undefined) return { docs: {}, baseSha }
    const docs = await this.readFolder(folder, baseSha)
    this.known.set(folder, { headSha: baseSha, docs })
    return { docs, baseSha }
  }

  /**
   * The branch as this process last saw it for a folder (after a read or its own write). The next write
   * builds on it optimistically, skipping the re-read; when the branch moved, the ref update is refused as
   * not a fast-forward and that write re-reads, so the view is a hint, never trusted over GitHub.
   */
  private readonly known = new Map<string, { headSha: string; treeSha?: string; docs: Docs }>()

  private async snapshot(
    folder: string,
    tries: number
  ): Promise<{ baseSha?: string; rootTree?: string; docs: Docs }> {
    const hint = tries === 1 ? this.known.get(folder) : undefined
    this.known.delete(folder)
    if (hint) {
      const rootTree = hint.treeSha ?? (await this.port.getCommit(hint.headSha)).treeSha
      return { baseSha: hint.headSha, rootTree, docs: hint.docs }
    }
    const baseSha = await this.port.getBranchSha(this.branch)
    if (!baseSha) return { docs: {} }
    const [docs, rootTree] = await Promise.all([
      this.readFolder(folder, baseSha),
      this.port.getCommit(baseSha).then((c) => c.treeSha)
    ])
    return { baseSha, rootTree, docs }
  }

  private async readFolder(folder: string, sha: string): Promise<Docs> {
    const entries = (await this.port.listDirectory(folder, sha)) ?? []
    const files = entries.filter((e) => e.type === 'file' && DOC_NAME.test(e.name))
    const texts = await Promise.all(files.map((e) => this.port.getBlobText(e.sha)))
    return Object.fromEntries(files.map((e, i) => [e.name, texts[i]!]))
  }

  /**
   * Applies `mutate` to the item's documents and commits the result on top of the branch head. When another
   * writer moved the branch first, re-reads and re-applies (so `mutate` must be a pure function of the docs).
   */
  async update(
    item: ItemRef,
    mutate: (docs: Docs, baseSha: string | undefined) => Docs | Promise<Docs>,
    stamp: WriteStamp
  ): Promise<UpdateResult> {
    const folder = itemFolder(item)
    for (let tries = 1; tries <= this.maxTries; tries++) {
      const { baseSha, rootTree, docs } = await this.snapshot(folder, tries)
      const next = await mutate({ ...docs }, baseSha)
      const entries = this.diffEntries(folder, docs, next)
      if (entries.length === 0) {
        if (baseSha)
          this.known.set(folder, { headSha: baseSha, ...(rootTree ? { treeSha: rootTree } : {}), docs })
        return { docs, commitSha: undefined, tries }
      }
      const tree = await this.port.createTree(entries, rootTree)
      const commit = await this.port.createCommit(this.message(item, stamp), tree, baseSha ? [baseSha] : [])
      try {
        if (baseSha) await this.port.updateBranch(this.branch, commit)
        else await this.port.createBranch(this.branch, commit)
        this.known.set(folder, { headSha: commit, treeSha: tree, docs: next })
        return { docs: next, commitSha: commit, tries }
      } catch (error) {
        if (!(error instanceof RefConflictError)) throw error
        if (tries < this.maxTries) await this.sleep(this.backoff(tries))
      }
    }
    throw new StoreContentionError(this.branch, folder, this.maxTries)
  }

  /** Tree entries at full paths: GitHub merges them onto the base tree, so untouched items cost nothing. */
  private diffEntries(folder: string, before: Docs, after: Docs): TreeEntry[] {
    const entries: TreeEntry[] = []
    for (const [name, text] of Object.entries(after)) {
      if (before[name] === text) continue
      entries.push({ path: `${folder}/${checkDocName(name)}`, mode: '100644', type: 'blob', content: text })
    }
    for (const name of Object.keys(before)) {
      if (!(name in after))
        entries.push({ path: `${folder}/${name}`, mode: '100644', type: 'blob', sha: null })
    }
    return entries
  }

  private message(item: ItemRef, stamp: WriteStamp): string {
    const nonce = randomBytes(8).toString('hex')
    return (
      `the-loop: state of ${item.owner}/${item.repo}#${item.number}\n\n` +
      `run ${stamp.runId} attempt ${stamp.attempt} nonce ${nonce}\n`
    )
  }

  /** Full jitter: a random wait up to an exponentially growing cap, so racing writers spread out. */
  private backoff(tries: number): number {
    const cap = Math.min(this.backoffCapMs, this.backoffBaseMs * 2 ** (tries - 1))
    return Math.floor(this.random() * cap)
  }
}
