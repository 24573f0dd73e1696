// Event payloads shaped like the webhooks GitHub sends, built from the loopback world's own records
// (one builder for the demo, the tests and the benchmarks).
import type { LoopComment, LoopIssue, LoopRepo } from './world.js'

export function repository(repo: LoopRepo) {
  return {
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

/** The `issue` object of an issue_comment event; on a pull request it carries a `pull_request` key. */
function issueObject(repo: LoopRepo, issue: LoopIssue) {
  return {
    number: issue.number,
    title: issue.title,
    body: issue.body,
    state: issue.state,
    user: issue.user,
    labels: issue.labels.map((name) => ({ name })),
    html_url: htmlUrl(repo, issue),
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
  return {
    action: 'created',
    issue: issueObject(repo, issue),
    comment: {
      id: comment.id,
      body: comment.body,
      user: comment.user,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: `${htmlUrl(repo, issue)}#issuecomment-${comment.id}`
    },
    repository: repository(repo),
    sender: comment.user
  }
}

/** `pull_request` (or `issues`) / `closed`, as sent when `actor` closes the thread. */
export function threadClosed(repo: LoopRepo, issue: LoopIssue, actor: string) {
  const key = issue.pull ? 'pull_request' : 'issue'
  return {
    action: 'closed',
    [key]: { ...issueObject(repo, issue), state: 'closed', ...(issue.pull ? { merged: false } : {}) },
    repository: repository(repo),
    sender: { login: actor, type: 'User' }
  }
}
