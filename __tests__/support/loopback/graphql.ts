// The loopback's GraphQL endpoint: answers the linked-pull-requests query the adapter sends, nothing else.
import type { Reply } from './http.js'
import type { LoopWorld } from './world.js'

export function answerGraphql(world: LoopWorld, body: Record<string, unknown>): Reply {
  const query = typeof body.query === 'string' ? body.query : ''
  const vars = (body.variables ?? {}) as Record<string, unknown>
  if (!query.includes('closedByPullRequestsReferences')) {
    return { json: { data: null, errors: [{ message: 'loopback GitHub: this query is not supported' }] } }
  }
  const repo = world.repo(String(vars.owner ?? ''), String(vars.repo ?? ''))
  const issue = repo?.issues.get(Number(vars.number))
  if (!repo || !issue) {
    const what = repo ? `an issue with the number ${String(vars.number)}` : 'the repository'
    return {
      json: {
        data: { repository: null },
        errors: [{ type: 'NOT_FOUND', message: `Could not resolve to ${what}.` }]
      }
    }
  }
  const nodes = issue.linked.map((p) => ({
    number: p.number,
    repository: { nameWithOwner: `${p.owner}/${p.repo}` }
  }))
  return { json: { data: { repository: { issue: { closedByPullRequestsReferences: { nodes } } } } } }
}
