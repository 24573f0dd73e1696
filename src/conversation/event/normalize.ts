// Raw webhook payload + event name → one Trigger. Everything not listed is ignored, with a reason.
import type { RepoRef } from '../../github/port.js'
import { isCommitSha } from '../../base/shared/commit-sha.js'
import { booleanAt, integerAt, isObject, objectAt, stringAt, type Json } from './payload-read.js'
import {
  CONTINUE_EVENT,
  type CommentSource,
  type ItemFacts,
  type ItemRef,
  type Trigger,
  type TriggerComment
} from './trigger.js'

/**
 * Only created comments and submitted reviews can carry a command: an edit or a deletion never acts
 * (otherwise editing an old comment would replay it). Titles, descriptions and labels are never read.
 */
export function normalizeEvent(eventName: string, payload: unknown): Trigger {
  if (!isObject(payload)) return ignored('the event payload is not a JSON object')
  const action = stringAt(payload, 'action') ?? ''
  switch (eventName) {
    case 'issue_comment':
      if (action !== 'created')
        return ignored(`issue_comment ${action || '(no action)'} never acts; only created`)
      return commentTrigger(
        'issue_comment',
        payload,
        objectAt(payload, 'issue'),
        objectAt(payload, 'comment')
      )
    case 'pull_request_review_comment':
      if (action !== 'created')
        return ignored(`pull_request_review_comment ${action || '(no action)'} never acts`)
      return commentTrigger(
        eventName,
        payload,
        objectAt(payload, 'pull_request'),
        objectAt(payload, 'comment')
      )
    case 'pull_request_review':
      if (action !== 'submitted') return ignored(`pull_request_review ${action || '(no action)'} never acts`)
      return commentTrigger(
        eventName,
        payload,
        objectAt(payload, 'pull_request'),
        objectAt(payload, 'review')
      )
    case 'issues':
    case 'pull_request':
      if (eventName === 'pull_request' && action === 'synchronize') return pushedTrigger(eventName, payload)
      if (action !== 'closed')
        return ignored(`${eventName} ${action || '(no action)'} is not handled; only closed`)
      return closedTrigger(eventName, payload)
    // The example workflow hears a pull request's close as pull_request_target: its payload is pull_request's,
    // and it runs with the base repository's token, so closing a fork's pull request can reach cleanup (a
    // fork's pull_request event gets a read-only token). Nothing of the pull request is checked out or run.
    case 'pull_request_target':
      if (action === 'synchronize') return pushedTrigger(eventName, payload)
      if (action !== 'closed')
        return ignored(
          `pull_request_target ${action || '(no action)'} is not handled; only closed and synchronize`
        )
      return closedTrigger('pull_request', payload)
    case 'workflow_dispatch':
      return dispatchTrigger(payload)
    case 'repository_dispatch':
      return continueTrigger(payload, action)
    default:
      return ignored(`event ${eventName || '(none)'} is not handled`)
  }
}

function ignored(reason: string): Trigger {
  return { kind: 'ignored', reason }
}

function readRepo(payload: Json): RepoRef | undefined {
  const repository = objectAt(payload, 'repository')
  const owner = stringAt(objectAt(repository, 'owner'), 'login')
  const repo = stringAt(repository, 'name')
  return owner && repo ? { owner, repo } : undefined
}

function readItemRef(payload: Json, item: Json | undefined, source: string): ItemRef | undefined {
  const repo = readRepo(payload)
  const number = integerAt(item, 'number')
  if (!repo || number === undefined) return undefined
  // An issue_comment on a pull request has an issue with a `pull_request` key; the PR events are PRs.
  const isPullRequest = source.startsWith('pull_request') || isObject(item?.['pull_request'])
  return { repo, number, isPullRequest, facts: readFacts(item) }
}

function readFacts(item: Json | undefined): ItemFacts {
  const labels = Array.isArray(item?.['labels']) ? (item['labels'] as unknown[]) : []
  const head = stringAt(objectAt(item, 'head'), 'sha')
  return {
    title: stringAt(item, 'title') ?? '',
    body: stringAt(item, 'body') ?? '',
    labels: labels.flatMap((l) => {
      const name = isObject(l) ? stringAt(l, 'name') : undefined
      return name === undefined ? [] : [name]
    }),
    ...(isCommitSha(head) ? { headSha: head } : {})
  }
}

/** Only the action's own continue event is read; its payload names an item number and nothing else is used. */
function continueTrigger(payload: Json, eventType: string): Trigger {
  const type = stringAt(payload, 'action') ?? eventType
  if (type !== CONTINUE_EVENT) return ignored(`repository_dispatch ${type || '(no type)'} is not the-loop's`)
  const repo = readRepo(payload)
  const client = objectAt(payload, 'client_payload')
  const number = integerAt(client, 'number')
  if (!repo || number === undefined || number <= 0)
    return ignored('repository_dispatch payload has no repository or item number')
  const ref: ItemRef = { repo, number, isPullRequest: booleanAt(client, 'pullRequest') }
  return { kind: 'continue', item: ref, actor: stringAt(objectAt(payload, 'sender'), 'login') ?? '' }
}

function commentTrigger(
  source: CommentSource,
  payload: Json,
  item: Json | undefined,
  raw: Json | undefined
): Trigger {
  const ref = readItemRef(payload, item, source)
  if (!ref) return ignored(`${source} payload has no repository or issue number`)
  const comment = readComment(raw)
  if (!comment) return ignored(`${source} payload has no comment id or author`)
  if (comment.body.trim() === '') return ignored(`${source} has an empty body`)
  // Only a review needs its node id (see TriggerComment.nodeId); it is opaque: only its characters and size
  // are checked.
  const nodeId = source === 'pull_request_review' ? stringAt(raw, 'node_id') : undefined
  if (nodeId !== undefined && NODE_ID.test(nodeId)) comment.nodeId = nodeId
  return { kind: 'comment', source, item: ref, comment }
}

/** A GraphQL node id as GitHub writes them: `PRR_kwDO…`, or an older one in base64. */
const NODE_ID = /^[A-Za-z0-9_=+/-]{1,200}$/

function readComment(raw: Json | undefined): TriggerComment | undefined {
  const id = integerAt(raw, 'id')
  const user = objectAt(raw, 'user')
  const author = stringAt(user, 'login')?.trim() ?? ''
  if (id === undefined || author === '') return undefined
  const type = stringAt(user, 'type')
  return {
    id,
    author,
    authorType: type === 'Bot' || type === 'Organization' ? type : 'User',
    body: stringAt(raw, 'body') ?? '',
    createdAt: stringAt(raw, 'created_at') ?? stringAt(raw, 'submitted_at') ?? '',
    url: stringAt(raw, 'html_url') ?? ''
  }
}

function closedTrigger(source: 'issues' | 'pull_request', payload: Json): Trigger {
  const item = objectAt(payload, source === 'issues' ? 'issue' : 'pull_request')
  const ref = readItemRef(payload, item, source)
  if (!ref) return ignored(`${source} closed payload has no repository or number`)
  const actor = stringAt(objectAt(payload, 'sender'), 'login') ?? ''
  return { kind: 'closed', source, item: ref, actor, merged: booleanAt(item, 'merged') }
}

/** A push to a pull request: its new head, and whether the event's token is a fork's read-only one. */
function pushedTrigger(eventName: 'pull_request' | 'pull_request_target', payload: Json): Trigger {
  const pull = objectAt(payload, 'pull_request')
  const ref = readItemRef(payload, pull, 'pull_request')
  const head = stringAt(objectAt(pull, 'head'), 'sha')
  if (!ref || !isCommitSha(head))
    return ignored(`${eventName} synchronize payload has no repository, number or head`)
  const from = stringAt(objectAt(objectAt(pull, 'head'), 'repo'), 'full_name')
  const into = stringAt(objectAt(objectAt(pull, 'base'), 'repo'), 'full_name')
  const readOnly = eventName === 'pull_request' && from !== into
  return { kind: 'pushed', item: ref, head, readOnly }
}

function dispatchTrigger(payload: Json): Trigger {
  const repo = readRepo(payload)
  if (!repo) return ignored('workflow_dispatch payload has no repository')
  const inputs: Record<string, string> = {}
  const raw = objectAt(payload, 'inputs')
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      inputs[key] = String(value)
    }
  }
  return { kind: 'dispatch', repo, actor: stringAt(objectAt(payload, 'sender'), 'login') ?? '', inputs }
}
