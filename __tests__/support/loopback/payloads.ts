// Event payloads as GitHub delivers them: each starts from the example GitHub publishes for that event and
// action (@octokit/webhooks-examples) and takes the loopback world's records for the fields the action reads.
// One builder for the demo, the tests and the benchmarks.
import { createRequire } from 'node:module'
import type { LoopComment, LoopIssue, LoopRepo } from './world.js'
import { reviewNodeId, type LoopReview, type LoopReviewComment } from './reviews.js'

interface Example {
  name: string
  examples: Array<Record<string, unknown> & { action?: string }>
}

const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as Example[]

/** A deep copy of GitHub's published example of `event` with `action` (the first one when several exist). */
export function githubExample(event: string, action?: string): Record<string, unknown> {
  const found = examples
    .find((e) => e.name === event)
    ?.examples.find((x) => action === undefined || x.action === action)
  if (!found) throw new Error(`@octokit/webhooks-examples has no ${event} ${action ?? ''} example`)
  return structuredClone(found)
}

function base(event: string, action: string | undefined): Record<string, unknown> {
  return githubExample(event, action)
}

function merge(target: unknown, values: Record<string, unknown>): Record<string, unknown> {
  return { ...(target as Record<string, unknown>), ...values }
}

export function repository(repo: LoopRepo) {
  return {
    ...(base('issue_comment', 'created').repository as object),
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: { login: repo.owner, type: 'Organization' },
    default_branch: repo.defaultBranch,
    private: false
  }
}

function htmlUrl(repo: LoopRepo, issue: LoopIssue): string {
  return `https://github.com/${repo.owner}/${repo.name}/${issue.pull ? 'pull' : 'issues'}/${issue.number}`
}

/** The item's own fields, laid over an example's `issue` or `pull_request` object. */
function itemFields(repo: LoopRepo, issue: LoopIssue) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    user: issue.user,
    labels: issue.labels.map((name) => ({ name })),
    html_url: htmlUrl(repo, issue)
  }
}

/** A `pull_request` object: the item's fields, and its head and base commits as the world has them now. */
function pullObject(repo: LoopRepo, issue: LoopIssue, example: unknown) {
  const pr = example as Record<string, unknown>
  const pull = issue.pull
  return {
    ...pr,
    ...itemFields(repo, issue),
    ...(pull
      ? {
          head: merge(pr.head, { sha: pull.headSha, ref: pull.headRef }),
          base: merge(pr.base, { sha: pull.baseSha, ref: pull.baseRef })
        }
      : {})
  }
}

/** The `issue` object of an issue_comment event; on a pull request it carries a `pull_request` key. */
function issueObject(repo: LoopRepo, issue: LoopIssue, example: unknown) {
  const { pull_request: _ignored, ...rest } = example as Record<string, unknown>
  void _ignored
  return {
    ...rest,
    ...itemFields(repo, issue),
    ...(issue.pull
      ? {
          pull_request: {
            url: `https://api.github.com/repos/${repo.owner}/${repo.name}/pulls/${issue.number}`
          }
        }
      : {})
  }
}

/** `issue_comment` / `created` for a comment already in the world (GitHub sends the event after saving it). */
export function issueCommentCreated(repo: LoopRepo, issue: LoopIssue, comment: LoopComment) {
  const payload = base('issue_comment', 'created')
  return {
    ...payload,
    action: 'created',
    issue: issueObject(repo, issue, payload.issue),
    comment: merge(payload.comment, {
      id: comment.id,
      body: comment.body,
      user: comment.user,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: `${htmlUrl(repo, issue)}#issuecomment-${comment.id}`
    }),
    repository: repository(repo),
    sender: comment.user
  }
}

/** `pull_request_review` / `submitted` for a review already in the world. */
export function reviewSubmitted(repo: LoopRepo, issue: LoopIssue, review: LoopReview) {
  const payload = base('pull_request_review', 'submitted')
  return {
    ...payload,
    review: merge(payload.review, {
      id: review.id,
      node_id: reviewNodeId(review.id),
      body: review.body === '' ? null : review.body,
      user: review.user,
      state: review.state.toLowerCase(),
      submitted_at: review.submittedAt,
      html_url: `${htmlUrl(repo, issue)}#pullrequestreview-${review.id}`
    }),
    pull_request: pullObject(repo, issue, payload.pull_request),
    repository: repository(repo),
    sender: review.user
  }
}

/** `pull_request_review_comment` / `created` for a line comment already in the world. */
export function reviewCommentCreated(repo: LoopRepo, issue: LoopIssue, comment: LoopReviewComment) {
  const payload = base('pull_request_review_comment', 'created')
  return {
    ...payload,
    comment: merge(payload.comment, {
      id: comment.id,
      pull_request_review_id: comment.reviewId,
      body: comment.body,
      user: comment.user,
      path: comment.path,
      line: comment.line,
      side: comment.side,
      diff_hunk: comment.diffHunk,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      ...(comment.inReplyToId === undefined ? {} : { in_reply_to_id: comment.inReplyToId })
    }),
    pull_request: pullObject(repo, issue, payload.pull_request),
    repository: repository(repo),
    sender: comment.user
  }
}

/** `pull_request` (or `issues`) / `closed`, as sent when `actor` closes the thread. */
export function threadClosed(repo: LoopRepo, issue: LoopIssue, actor: string) {
  const key = issue.pull ? 'pull_request' : 'issue'
  // GitHub publishes no `issues` / `closed` example; `reopened` has the same shape.
  const payload = base(issue.pull ? 'pull_request' : 'issues', issue.pull ? 'closed' : 'reopened')
  return {
    ...payload,
    action: 'closed',
    [key]: merge(issue.pull ? pullObject(repo, issue, payload[key]) : payload[key], {
      ...itemFields(repo, issue),
      state: 'closed',
      ...(issue.pull ? { merged: false } : {})
    }),
    repository: repository(repo),
    sender: { login: actor, type: 'User' }
  }
}

/** `repository_dispatch` as the action fires it to hand replies on (what GitHub delivers to the new run). */
export function repositoryDispatch(
  repo: LoopRepo,
  eventType: string,
  clientPayload: Record<string, unknown>
) {
  const payload = base('repository_dispatch', undefined)
  return {
    ...payload,
    action: eventType,
    client_payload: clientPayload,
    repository: repository(repo),
    sender: { login: 'github-actions[bot]', type: 'Bot' }
  }
}

/**
 * `pull_request` / `synchronize` (what `pull_request_target` delivers too) after new commits on the pull request:
 * the head as the pull request now has it. With `fork`, the head's repository is another one's.
 */
export function pullPushed(
  repo: LoopRepo,
  issue: LoopIssue,
  actor: string,
  opts: { before: string; fork?: boolean }
) {
  const payload = base('pull_request', 'synchronize')
  const pull = pullObject(repo, issue, payload['pull_request'])
  const full = `${repo.owner}/${repo.name}`
  const headRepo = opts.fork ? `${actor}/${repo.name}` : full
  return {
    ...payload,
    action: 'synchronize',
    before: opts.before,
    after: issue.pull?.headSha,
    pull_request: {
      ...pull,
      head: merge(pull.head, { repo: merge((pull.head as { repo: unknown }).repo, { full_name: headRepo }) }),
      base: merge(pull.base, { repo: merge((pull.base as { repo: unknown }).repo, { full_name: full }) })
    },
    repository: repository(repo),
    sender: { login: actor, type: 'User' }
  }
}
