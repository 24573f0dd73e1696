// Loopback routes for the git data API: refs (with non-fast-forward refusal), commits, trees and blobs.
import type { Ctx, Route } from './http.js'
import { ApiError, notFound, requireString } from './http.js'
import type { NewTreeEntry } from './git-model.js'

function branchOf(raw: string | undefined): string {
  const ref = raw ?? ''
  if (!ref.startsWith('heads/') && !ref.startsWith('refs/heads/'))
    throw new ApiError(422, `Invalid ref ${ref}`)
  return ref.replace(/^refs\/heads\/|^heads\//, '')
}

function refJson(ctx: Ctx, branch: string, sha: string) {
  return { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' }, url: `${ctx.origin}${ctx.pathname}` }
}

function commitJson(ctx: Ctx, sha: string) {
  const commit = ctx.repo.git.commits.get(sha)
  if (!commit) notFound()
  return {
    sha,
    message: commit.message,
    tree: { sha: commit.tree },
    parents: commit.parents.map((p) => ({ sha: p })),
    author: {
      name: 'the-loop',
      email: 'loop@example.invalid',
      date: new Date(commit.date * 1000).toISOString()
    }
  }
}

function parseTreeEntries(raw: unknown): NewTreeEntry[] {
  if (!Array.isArray(raw)) throw new ApiError(422, 'Invalid request: "tree" must be an array')
  return raw.map((item: Record<string, unknown>) => {
    if (typeof item?.path !== 'string' || typeof item.mode !== 'string') {
      throw new ApiError(422, 'Invalid tree info: each entry needs a path and a mode')
    }
    const type = item.type === 'tree' ? 'tree' : 'blob'
    const entry: NewTreeEntry = { path: item.path, mode: item.mode, type }
    if (typeof item.content === 'string') entry.content = item.content
    else if (item.sha === null || typeof item.sha === 'string') entry.sha = item.sha
    return entry
  })
}

export const gitRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/git\/ref\/(.+)$/,
    name: 'git.getRef',
    handle: (ctx) => {
      const branch = branchOf(ctx.params[0])
      const sha = ctx.repo.git.branches.get(branch)
      if (!sha) notFound()
      return { json: refJson(ctx, branch, sha) }
    }
  },
  {
    method: 'POST',
    pattern: /^\/git\/refs$/,
    name: 'git.createRef',
    handle: (ctx) => {
      const branch = branchOf(requireString(ctx.body, 'ref'))
      const sha = requireString(ctx.body, 'sha')
      ctx.repo.git.createBranch(branch, sha)
      return { status: 201, json: refJson(ctx, branch, sha) }
    }
  },
  {
    method: 'PATCH',
    pattern: /^\/git\/refs\/(.+)$/,
    name: 'git.updateRef',
    handle: (ctx) => {
      const branch = branchOf(ctx.params[0])
      const sha = requireString(ctx.body, 'sha')
      ctx.repo.git.updateBranch(branch, sha, ctx.body.force === true)
      return { json: refJson(ctx, branch, sha) }
    }
  },
  {
    method: 'DELETE',
    pattern: /^\/git\/refs\/(.+)$/,
    name: 'git.deleteRef',
    handle: (ctx) => {
      if (!ctx.repo.git.branches.delete(branchOf(ctx.params[0])))
        throw new ApiError(422, 'Reference does not exist')
      return { status: 204 }
    }
  },
  {
    method: 'GET',
    pattern: /^\/git\/commits\/([0-9a-f]{40})$/,
    name: 'git.getCommit',
    handle: (ctx) => ({ json: commitJson(ctx, ctx.params[0] ?? '') })
  },
  {
    method: 'POST',
    pattern: /^\/git\/commits$/,
    name: 'git.createCommit',
    handle: (ctx) => {
      const message = requireString(ctx.body, 'message')
      const tree = requireString(ctx.body, 'tree')
      const parents = Array.isArray(ctx.body.parents) ? ctx.body.parents.map(String) : []
      if (!ctx.repo.git.trees.has(tree)) throw new ApiError(422, 'Tree SHA does not exist')
      if (parents.some((p) => !ctx.repo.git.commits.has(p)))
        throw new ApiError(422, 'Parent SHA does not exist')
      const author = ctx.body.author as { date?: unknown } | undefined
      const date =
        typeof author?.date === 'string'
          ? Math.floor(Date.parse(author.date) / 1000)
          : ctx.repo.git.commitDate()
      const sha = ctx.repo.git.putCommit({ tree, parents, message, date })
      return { status: 201, json: commitJson(ctx, sha) }
    }
  },
  {
    method: 'GET',
    pattern: /^\/git\/trees\/([0-9a-f]{40})$/,
    name: 'git.getTree',
    handle: (ctx) => {
      const sha = ctx.params[0] ?? ''
      const entries = ctx.repo.git.trees.get(sha)
      if (!entries) notFound()
      return {
        json: {
          sha,
          truncated: false,
          tree: entries.map((e) => ({ path: e.name, mode: e.mode, type: e.type, sha: e.sha }))
        }
      }
    }
  },
  {
    method: 'POST',
    pattern: /^\/git\/trees$/,
    name: 'git.createTree',
    handle: (ctx) => {
      const base = typeof ctx.body.base_tree === 'string' ? ctx.body.base_tree : undefined
      const sha = ctx.repo.git.createTree(parseTreeEntries(ctx.body.tree), base)
      return { status: 201, json: { sha, truncated: false, tree: [] } }
    }
  },
  {
    method: 'GET',
    pattern: /^\/git\/blobs\/([0-9a-f]{40})$/,
    name: 'git.getBlob',
    handle: (ctx) => {
      const blob = ctx.repo.git.blobs.get(ctx.params[0] ?? '')
      if (!blob) notFound()
      return {
        json: { sha: ctx.params[0], size: blob.length, encoding: 'base64', content: blob.toString('base64') }
      }
    }
  },
  {
    method: 'POST',
    pattern: /^\/git\/blobs$/,
    name: 'git.createBlob',
    handle: (ctx) => {
      const content = requireString(ctx.body, 'content')
      const data = ctx.body.encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content)
      return { status: 201, json: { sha: ctx.repo.git.putBlob(data) } }
    }
  }
]
