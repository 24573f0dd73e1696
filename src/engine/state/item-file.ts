// The state of one work item as ONE file on the cache branch, read and written through the contents API:
// one request to read, one to write, the file's blob sha as the compare-and-swap. Writes to different items
// never conflict (each has its own file); a concurrent write elsewhere on the branch is sent again.
import { createHash, randomBytes } from 'node:crypto'
import type { GitHubPort } from '../../github/port.js'
import { BranchMissingError, FileConflictError, RefConflictError } from '../../github/port.js'
import { parseControlRecord, type ControlRecord } from './control-record.js'
import { describeError } from '../../base/shared/errors.js'
import { decodeState, encodeState } from './document-codec.js'
import type { GraphState } from './document.js'
import { checkBranchName, itemFolder, type ItemRef, type WriteStamp } from './item-ref.js'
import { itemSignature, signatureMatches } from './item-signature.js'
import { findPrototypeKey } from './prototype-keys.js'
import { readLinkedReviews, type LinkedReview } from './item-links.js'

const ITEM_FILE_VERSION = 1

/** Everything the action keeps about one work item. */
export interface ItemDoc {
  state: GraphState
  control: ControlRecord | undefined
  /** A pull request's pointers to the work-item reviews that name it (item-links.ts); absent when none. */
  links?: readonly LinkedReview[]
}

/** What one read found: the doc (undefined when absent or unusable, with the reason) and the sha to swap on. */
export interface ItemRead {
  doc: ItemDoc | undefined
  /** Blob sha of the file as read; undefined when there is no file. */
  sha: string | undefined
  problem?: string
  /** Read from the layout before item files (legacy-layout.ts): where; the control record is not in it. */
  legacy?: string
  /**
   * The file's pointers to work-item reviews, with or without a review of the item's own: a pull request
   * named by a work item's brief and never reviewed itself has a file of pointers only (doc undefined).
   */
  links?: LinkedReview[]
}

/** The file changed since this run read it: read again and decide again. */
export class ItemStaleError extends Error {
  constructor(where: string) {
    super(`${where} was changed by another run since this run read it`)
    this.name = 'ItemStaleError'
  }
}

export type ItemFilePort = Pick<
  GitHubPort,
  'readBranchFile' | 'writeBranchFile' | 'createTree' | 'createCommit' | 'createBranch'
>

export interface ItemFileOptions {
  branch: string
  /** marker-secret: every file written is signed, and a file whose signature does not match is not read. */
  secret?: string
  /** Sends of one write when the branch keeps moving under writes to other items. */
  maxResends?: number
  random?: () => number
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** @internal */
export function itemPath(item: ItemRef): string {
  return `${itemFolder(item)}/item.json`
}

/** Files written before pointers existed, and files without any, encode exactly as they did (no `links` key). */
function linksPart(links: readonly LinkedReview[] | undefined): { links?: readonly LinkedReview[] } {
  return links && links.length > 0 ? { links } : {}
}

export function encodeItemDoc(doc: ItemDoc): string {
  const body = {
    version: ITEM_FILE_VERSION,
    state: JSON.parse(encodeState(doc.state)) as unknown,
    control: doc.control ?? null,
    ...linksPart(doc.links)
  }
  return `${JSON.stringify(body, null, 2)}\n`
}

/** The file of a pull request that only work-item reviews point to: no state of its own (`state: null`). */
function encodePointerFile(links: readonly LinkedReview[]): string {
  const body = { version: ITEM_FILE_VERSION, state: null, control: null, ...linksPart(links) }
  return `${JSON.stringify(body, null, 2)}\n`
}

export function decodeItemDoc(text: string, where: string): ItemDoc | undefined {
  return parseItemFile(text, where).doc
}

/** What a file holds: its doc (none for a file of pointers only), its pointers, its signature. */
interface ParsedItemFile {
  doc: ItemDoc | undefined
  links: LinkedReview[]
  sig: unknown
}

/** The text a reader re-encodes to check the signature: the file as it was written, unsigned. */
function canonicalOf(file: ParsedItemFile): string {
  return file.doc ? encodeItemDoc(file.doc) : encodePointerFile(file.links)
}

/** The doc, and the signature the file carries (checked by the store when it has a secret). */
function parseItemFile(text: string, where: string): ParsedItemFile {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${where}: not JSON (${describeError(error)})`, { cause: error })
  }
  const refused = findPrototypeKey(value)
  if (refused)
    throw new Error(`${where}: holds the key ${JSON.stringify(refused)}, which no item file may hold`)
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  if (v.version !== ITEM_FILE_VERSION) {
    throw new Error(`${where}: version ${JSON.stringify(v.version)} is not ${ITEM_FILE_VERSION}`)
  }
  const links = readLinkedReviews(v.links)
  if (v.state === null) return { doc: undefined, links, sig: v.sig }
  const state = decodeState(JSON.stringify(v.state), `${where} (state)`)
  // A malformed control record reads as "nothing recorded", the fail-closed side.
  const doc = { state, control: parseControlRecord(v.control), ...linksPart(links) }
  return { doc, links, sig: v.sig }
}

export class ItemFileStore {
  readonly branch: string
  private readonly maxResends: number
  private readonly random: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly secret: string

  constructor(
    private readonly port: ItemFilePort,
    opts: ItemFileOptions
  ) {
    this.branch = checkBranchName(opts.branch)
    this.maxResends = opts.maxResends ?? 8
    this.random = opts.random ?? Math.random
    this.sleep = opts.sleep ?? sleepFor
    this.secret = opts.secret ?? ''
  }

  /** The file's text: the canonical encoding, with its signature when the store has a secret. */
  fileText(item: ItemRef, doc: ItemDoc): string {
    return this.signed(item, encodeItemDoc(doc))
  }

  /** A file of pointers only, signed like any other. */
  pointerText(item: ItemRef, links: readonly LinkedReview[]): string {
    return this.signed(item, encodePointerFile(links))
  }

  private signed(item: ItemRef, canonical: string): string {
    if (this.secret === '') return canonical
    const body = JSON.parse(canonical) as Record<string, unknown>
    return `${JSON.stringify({ ...body, sig: itemSignature(this.secret, item, canonical) }, null, 2)}\n`
  }

  where(item: ItemRef): string {
    return `${this.branch}:${itemPath(item)}`
  }

  /** One request. A missing branch or file is "no doc"; an unusable file is "no doc" with the reason. */
  async read(item: ItemRef): Promise<ItemRead> {
    const file = await this.port.readBranchFile(itemPath(item), this.branch)
    if (!file) return { doc: undefined, sha: undefined }
    const where = this.where(item)
    if (file.tooLarge) {
      const problem = `${where}: is ${file.tooLarge.size} bytes, past the 1 MB the contents API returns (this action writes none that large)`
      return { doc: undefined, sha: file.sha, problem }
    }
    try {
      const parsed = parseItemFile(file.text, where)
      if (this.secret !== '' && !signatureMatches(this.secret, item, canonicalOf(parsed), parsed.sig)) {
        const problem = `${where}: its signature does not match marker-secret (not written by this action as it stands)`
        return { doc: undefined, sha: file.sha, problem }
      }
      return { doc: parsed.doc, sha: file.sha, ...(parsed.links.length > 0 ? { links: parsed.links } : {}) }
    } catch (error) {
      return { doc: undefined, sha: file.sha, problem: describeError(error) }
    }
  }

  /**
   * Writes the doc if the file is still at `expectedSha` (undefined: the file must not exist). One request
   * in the usual case; a branch moved by a write to another item is sent again (jittered), a stale file
   * throws ItemStaleError, a missing branch is created with the file as its first commit.
   */
  async write(item: ItemRef, doc: ItemDoc, expectedSha: string | undefined, stamp: WriteStamp) {
    return this.writeText(item, this.fileText(item, doc), expectedSha, stamp)
  }

  /** `write` of a text already made (by `fileText` or `pointerText`). */
  async writeText(item: ItemRef, text: string, expectedSha: string | undefined, stamp: WriteStamp) {
    const path = itemPath(item)
    for (let send = 1; ; send++) {
      try {
        const { sha } = await this.port.writeBranchFile(
          path,
          this.branch,
          text,
          message(item, stamp),
          expectedSha
        )
        return { sha, sends: send }
      } catch (error) {
        if (error instanceof BranchMissingError && expectedSha === undefined) {
          const created = await this.createBranchWith(path, text, item, stamp)
          if (created) return { sha: created, sends: send }
          continue
        }
        if (
          error instanceof FileConflictError &&
          error.cause409 === 'branch-moved' &&
          send < this.maxResends
        ) {
          await this.sleep(Math.floor(this.random() * Math.min(2000, 50 * 2 ** send)))
          continue
        }
        if (error instanceof FileConflictError && error.cause409 === 'stale') {
          // A write retried after its answer was lost (a 502 after GitHub applied it) meets itself.
          const now = await this.port.readBranchFile(path, this.branch)
          if (now?.sha === gitBlobSha(text)) return { sha: now.sha, sends: send }
          throw new ItemStaleError(this.where(item))
        }
        throw error
      }
    }
  }

  /** The repository's first write: an orphan commit holding the file. Undefined when a rival created it first. */
  private async createBranchWith(path: string, text: string, item: ItemRef, stamp: WriteStamp) {
    const tree = await this.port.createTree([{ path, mode: '100644', type: 'blob', content: text }])
    const commit = await this.port.createCommit(message(item, stamp), tree, [])
    try {
      await this.port.createBranch(this.branch, commit)
    } catch (error) {
      if (error instanceof RefConflictError) return undefined
      throw error
    }
    return gitBlobSha(text)
  }
}

/** The sha git (and GitHub's contents API) gives a file's blob, computed here to save a read after a create. */
function gitBlobSha(text: string): string {
  const bytes = Buffer.from(text, 'utf8')
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')
}

/** Every commit names the run, its attempt and a nonce, so two writers never make the same commit. */
function message(item: ItemRef, stamp: WriteStamp): string {
  const nonce = randomBytes(8).toString('hex')
  return (
    `the-loop: state of ${item.owner}/${item.repo}#${item.number}\n\n` +
    `run ${stamp.runId} attempt ${stamp.attempt} nonce ${nonce}\n`
  )
}
