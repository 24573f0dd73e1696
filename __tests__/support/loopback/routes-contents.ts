// Loopback routes for the contents API (read a file or folder at a ref; write one file as one commit) and for
// repository_dispatch.
import type { Ctx, Reply, Route } from './http.js'
import { ApiError, notFound } from './http.js'
import { hashObject } from './git-model.js'
import { ancestry } from './pull-commits.js'
import { parseDispatch, writeFileContents } from './repo-writes.js'

/** The largest file the contents API answers with the JSON media type. */
const MAX_JSON_BLOB = 1024 * 1024

/**
 * A file at a pull request's commit: the nearest commit of its ancestry that changed it with a `content` given
 * (world-types.ts LoopFile). Undefined when none did: the loopback keeps no other content of a pull request.
 */
function pullFileAt(ctx: Ctx, ref: string, path: string): Reply | undefined {
  if (!ctx.repo.pullCommits.has(ref)) return undefined
  for (const sha of ancestry(ctx.repo, ref)) {
    const file = ctx.repo.pullCommits.get(sha)?.files.find((f) => f.filename === path)
    if (file?.content === undefined) continue
    const blob = Buffer.from(file.content, 'utf8')
    const name = path.split('/').at(-1) ?? path
    return {
      json: {
        type: 'file',
        encoding: 'base64',
        name,
        path,
        sha: hashObject('blob', blob),
        size: blob.length,
        content: blob.toString('base64')
      }
    }
  }
  return undefined
}

function getContents(ctx: Ctx): Reply {
  // Without `ref` GitHub reads the default branch: no separate lookup of its name is needed.
  const ref = ctx.query.get('ref') ?? ctx.repo.defaultBranch
  const atPull = pullFileAt(ctx, ref, ctx.params[0] ?? '')
  if (atPull) return atPull
  const commit = ctx.repo.git.resolveRef(ref)
  if (!commit) throw new ApiError(404, `No commit found for the ref ${ref}`)
  const path = ctx.params[0] ?? ''
  const entry = ctx.repo.git.lookupPath(commit, path)
  if (!entry) notFound()
  if (entry.type === 'tree') {
    const items = ctx.repo.git.trees.get(entry.sha) ?? []
    return {
      json: items.map((e) => ({
        type: e.type === 'tree' ? 'dir' : 'file',
        name: e.name,
        path: path ? `${path}/${e.name}` : e.name,
        sha: e.sha,
        size: e.type === 'tree' ? 0 : (ctx.repo.git.blobs.get(e.sha)?.length ?? 0)
      }))
    }
  }
  const blob = ctx.repo.git.blobs.get(entry.sha) ?? Buffer.alloc(0)
  // GitHub's JSON media type returns files up to 1 MB; a larger one is refused (the raw type would serve it).
  if (blob.length > MAX_JSON_BLOB)
    throw new ApiError(
      403,
      'This API returns blobs up to 1 MB in size. The requested blob is too large to fetch via the API, ' +
        'but you can use the Git Data API to request blobs up to 100 MB in size.',
      [{ resource: 'Blob', field: 'data', code: 'too_large' }]
    )
  return {
    json: {
      type: 'file',
      encoding: 'base64',
      name: entry.name,
      path,
      sha: entry.sha,
      size: blob.length,
      content: blob.toString('base64')
    }
  }
}

/** A body field GitHub requires, or its 422 in GitHub's wording. */
function required(ctx: Ctx, field: string): string {
  const value = ctx.body[field]
  if (value === undefined) throw new ApiError(422, `Invalid request.\n\n"${field}" wasn't supplied.`)
  if (typeof value !== 'string')
    throw new ApiError(
      422,
      `Invalid request.\n\nFor 'properties/${field}', ${JSON.stringify(value)} is not a string.`
    )
  return value
}

function optional(ctx: Ctx, field: string): string | undefined {
  return ctx.body[field] === undefined ? undefined : required(ctx, field)
}

function putContents(ctx: Ctx): Reply {
  const path = ctx.params[0] ?? ''
  const message = required(ctx, 'message')
  const content = Buffer.from(required(ctx, 'content'), 'base64')
  const sha = optional(ctx, 'sha')
  const branch = optional(ctx, 'branch') ?? ctx.repo.defaultBranch
  const written = writeFileContents(
    ctx.repo.git,
    { path, branch, content, message, ...(sha === undefined ? {} : { sha }) },
    () => ctx.faults.takeBranchMoved()
  )
  const name = path.split('/').at(-1) ?? path
  const tree = ctx.repo.git.commits.get(written.commitSha)?.tree ?? ''
  return {
    status: written.created ? 201 : 200,
    json: {
      content: { name, path, sha: written.blobSha, size: content.length, type: 'file' },
      commit: { sha: written.commitSha, message, tree: { sha: tree }, parents: [{ sha: written.parentSha }] }
    }
  }
}

export const contentRoutes: Route[] = [
  { method: 'GET', pattern: /^\/contents(?:\/(.*))?$/, name: 'repos.getContent', handle: getContents },
  {
    method: 'PUT',
    pattern: /^\/contents\/(.+)$/,
    name: 'repos.createOrUpdateFileContents',
    handle: putContents
  },
  {
    method: 'POST',
    pattern: /^\/dispatches$/,
    name: 'repos.createDispatchEvent',
    handle: (ctx) => {
      const dispatch = parseDispatch(ctx.body)
      ctx.world.dispatches.push({ owner: ctx.repo.owner, repo: ctx.repo.name, ...dispatch })
      return { status: 204 }
    }
  }
]
