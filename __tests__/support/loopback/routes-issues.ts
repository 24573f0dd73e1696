// Loopback routes for issues, pull requests, comments, reactions, labels, repository and permission.
import type { Ctx, Reply, Route } from './http.js'
import { ApiError, notFound, paginate, requireString } from './http.js'
import { hashObject } from './git-model.js'
import { react, reactionJson } from './reactions.js'
import type { LoopComment, LoopIssue } from './world.js'

const COMMENT_LIMIT = 65536

function issueOf(ctx: Ctx, raw: string | undefined): LoopIssue {
  const issue = ctx.repo.issues.get(Number(raw))
  if (!issue) notFound()
  return issue
}

function commentOf(ctx: Ctx, raw: string | undefined): LoopComment {
  const comment = ctx.repo.comments.find((c) => c.id === Number(raw))
  if (!comment) notFound()
  return comment
}

function issueJson(ctx: Ctx, issue: LoopIssue) {
  const base = `${ctx.origin}/repos/${ctx.repo.owner}/${ctx.repo.name}`
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    user: issue.user,
    labels: issue.labels.map((name) => ({ name })),
    ...(issue.pull ? { pull_request: { url: `${base}/pulls/${issue.number}` } } : {})
  }
}

function commentJson(c: LoopComment) {
  return { id: c.id, body: c.body, user: c.user, created_at: c.createdAt, updated_at: c.updatedAt }
}

function checkBody(body: string): string {
  if (body.length > COMMENT_LIMIT) {
    throw new ApiError(422, `Validation Failed: body is too long (maximum is ${COMMENT_LIMIT} characters)`)
  }
  return body
}

export function pullOf(ctx: Ctx, raw: string | undefined) {
  const issue = issueOf(ctx, raw)
  if (!issue.pull) notFound()
  return { issue, pull: issue.pull }
}

/** GitHub's limits of the diff media type, and of the files list. */
const DIFF_MAX_FILES = 300
const DIFF_MAX_LINES = 20_000
const FILES_LIST_MAX = 3000

function getPull(ctx: Ctx): Reply {
  const { issue, pull } = pullOf(ctx, ctx.params[0])
  if (ctx.accept.includes('diff')) {
    // GitHub refuses the diff of a large pull request outright (406), whatever the client asks.
    if (pull.files.length > DIFF_MAX_FILES)
      throw new ApiError(
        406,
        `Sorry, the diff exceeded the maximum number of files (${DIFF_MAX_FILES}). Consider using 'List pull requests files' API or locally cloning the repository instead.`
      )
    if (pull.diff.split('\n').length > DIFF_MAX_LINES)
      throw new ApiError(
        406,
        `Sorry, the diff exceeded the maximum number of lines (${DIFF_MAX_LINES}). Consider using 'List pull requests files' API or locally cloning the repository instead.`
      )
    return { text: pull.diff, contentType: 'text/x-diff; charset=utf-8' }
  }
  return {
    json: {
      ...issueJson(ctx, issue),
      head: { sha: pull.headSha, ref: pull.headRef },
      base: { sha: pull.baseSha, ref: pull.baseRef },
      // Every file, past the FILES_LIST_MAX its files list stops at.
      changed_files: pull.files.length
    }
  }
}

export const issueRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^$/,
    name: 'repos.get',
    handle: (ctx) => ({
      json: { name: ctx.repo.name, owner: { login: ctx.repo.owner }, default_branch: ctx.repo.defaultBranch }
    })
  },
  {
    method: 'GET',
    pattern: /^\/issues\/(\d+)$/,
    name: 'issues.get',
    handle: (ctx) => ({ json: issueJson(ctx, issueOf(ctx, ctx.params[0])) })
  },
  {
    method: 'GET',
    pattern: /^\/issues\/(\d+)\/comments$/,
    name: 'issues.listComments',
    handle: (ctx) => {
      const issue = issueOf(ctx, ctx.params[0])
      return paginate(ctx, ctx.repo.comments.filter((c) => c.issue === issue.number).map(commentJson))
    }
  },
  {
    method: 'POST',
    pattern: /^\/issues\/(\d+)\/comments$/,
    name: 'issues.createComment',
    handle: (ctx) => {
      const issue = issueOf(ctx, ctx.params[0])
      const body = checkBody(requireString(ctx.body, 'body'))
      const author = ctx.world.actor
      return {
        status: 201,
        json: commentJson(ctx.world.addComment(ctx.repo.owner, ctx.repo.name, issue.number, body, author))
      }
    }
  },
  {
    method: 'PATCH',
    pattern: /^\/issues\/comments\/(\d+)$/,
    name: 'issues.updateComment',
    handle: (ctx) => {
      const comment = commentOf(ctx, ctx.params[0])
      comment.body = checkBody(requireString(ctx.body, 'body'))
      comment.updatedAt = ctx.world.now()
      return { json: commentJson(comment) }
    }
  },
  {
    method: 'POST',
    pattern: /^\/issues\/comments\/(\d+)\/reactions$/,
    name: 'reactions.createForIssueComment',
    handle: (ctx) => {
      const comment = commentOf(ctx, ctx.params[0])
      const user = ctx.world.actor
      const { reaction, created } = react(ctx.world, comment.reactions, ctx.body.content, user)
      return { status: created ? 201 : 200, json: reactionJson(reaction, user) }
    }
  },
  {
    method: 'POST',
    pattern: /^\/issues\/(\d+)\/labels$/,
    name: 'issues.addLabels',
    handle: (ctx) => {
      const issue = issueOf(ctx, ctx.params[0])
      const labels = ctx.body.labels
      if (!Array.isArray(labels) || !labels.every((l) => typeof l === 'string')) {
        throw new ApiError(422, 'Invalid request: "labels" must be an array of strings')
      }
      for (const label of labels) if (!issue.labels.includes(label)) issue.labels.push(label)
      return { json: issue.labels.map((name) => ({ name })) }
    }
  },
  {
    method: 'DELETE',
    pattern: /^\/issues\/(\d+)\/labels\/(.+)$/,
    name: 'issues.removeLabel',
    handle: (ctx) => {
      const issue = issueOf(ctx, ctx.params[0])
      const at = issue.labels.indexOf(ctx.params[1] ?? '')
      if (at < 0) throw new ApiError(404, 'Label does not exist')
      issue.labels.splice(at, 1)
      return { json: issue.labels.map((name) => ({ name })) }
    }
  },
  { method: 'GET', pattern: /^\/pulls\/(\d+)$/, name: 'pulls.get', handle: getPull },
  {
    method: 'GET',
    pattern: /^\/pulls\/(\d+)\/files$/,
    name: 'pulls.listFiles',
    // GitHub lists at most 3,000 files of a pull request.
    handle: (ctx) =>
      paginate(
        ctx,
        // A file's `content` is the loopback's own (for the contents API): the list gives its blob's sha.
        pullOf(ctx, ctx.params[0])
          .pull.files.slice(0, FILES_LIST_MAX)
          .map(({ content, ...listed }) =>
            content === undefined ? listed : { ...listed, sha: hashObject('blob', content) }
          )
      )
  },
  {
    method: 'GET',
    pattern: /^\/collaborators\/([^/]+)\/permission$/,
    name: 'repos.getCollaboratorPermissionLevel',
    handle: (ctx) => {
      const login = ctx.params[0] ?? ''
      const permission = ctx.repo.permissions.get(login) ?? 'none'
      return { json: { permission, role_name: permission, user: { login } } }
    }
  }
]
