// The two repository writes outside the git data API, with GitHub's own answers: the contents API's one-file
// commit (PUT /contents/{path}) and repository_dispatch. Shared by the loopback routes and the in-memory fake.
import { ApiError } from './git-model.js'
import type { GitObjects } from './git-model.js'

export interface FileWrite {
  path: string
  branch: string
  content: Buffer
  message: string
  /** The blob sha the writer last read; required when the file exists, ignored when it does not. */
  sha?: string
}

export interface FileWritten {
  created: boolean
  blobSha: string
  commitSha: string
  /** The commit's parent: the branch head the write was built on. */
  parentSha: string
}

export interface LoopDispatch {
  owner: string
  repo: string
  eventType: string
  clientPayload: Record<string, unknown>
}

/** GitHub's wording for a request that fails its JSON-schema validation (HTTP 422). */
function invalid(detail: string): ApiError {
  return new ApiError(422, `Invalid request.\n\n${detail}`)
}

/**
 * Commits one file on top of a branch, as PUT /contents/{path} does. The checks come in GitHub's order (measured
 * against api.github.com): the branch (404), then the file's blob sha (422 when an existing file gets none, 409
 * when it gets another). `refuseAsMoved` lets a fault plan stage the one race a single-threaded server cannot
 * produce: the branch moving between GitHub reading its head and moving it (409, nothing applied).
 */
export function writeFileContents(
  git: GitObjects,
  write: FileWrite,
  refuseAsMoved?: () => boolean
): FileWritten {
  const head = git.branches.get(write.branch)
  if (!head) throw new ApiError(404, `Branch ${write.branch} not found`)
  const existing = git.lookupPath(head, write.path)
  if (existing?.type === 'tree') throw invalid(`"${write.path}" is a directory.`)
  if (existing) {
    if (write.sha === undefined) throw invalid(`"sha" wasn't supplied.`)
    if (write.sha !== existing.sha) throw new ApiError(409, `${write.path} does not match ${write.sha}`)
  }
  if (refuseAsMoved?.()) throw new ApiError(409, `refs/heads/${write.branch} expected to be at ${head}`)
  const blobSha = git.putBlob(write.content)
  const base = git.commits.get(head)?.tree
  const tree = git.createTree([{ path: write.path, mode: '100644', type: 'blob', sha: blobSha }], base)
  const commitSha = git.putCommit({
    tree,
    parents: [head],
    message: write.message,
    date: git.commitDate()
  })
  git.updateBranch(write.branch, commitSha, false)
  return { created: existing === undefined, blobSha, commitSha, parentSha: head }
}

/**
 * Validates a repository_dispatch body as GitHub's REST description does: `event_type` 1 to 100 characters;
 * `client_payload` optional, an object of at most 10 top-level keys and under 64 KB as JSON.
 */
export function parseDispatch(
  body: Record<string, unknown>
): Pick<LoopDispatch, 'eventType' | 'clientPayload'> {
  const eventType = body.event_type
  if (eventType === undefined) throw invalid(`"event_type" wasn't supplied.`)
  if (typeof eventType !== 'string')
    throw invalid(`For 'properties/event_type', ${JSON.stringify(eventType)} is not a string.`)
  if (eventType.length < 1 || eventType.length > 100)
    throw invalid(`For 'properties/event_type', "${eventType}" must be 1 to 100 characters long.`)
  const payload = body.client_payload ?? {}
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw invalid(`For 'properties/client_payload', ${JSON.stringify(payload)} is not an object.`)
  const keys = Object.keys(payload).length
  if (keys > 10) throw invalid(`For 'properties/client_payload', it has ${keys} properties (maximum is 10).`)
  if (JSON.stringify(payload).length >= 65536)
    throw invalid(`For 'properties/client_payload', the payload must be less than 64KB.`)
  return { eventType, clientPayload: payload as Record<string, unknown> }
}
