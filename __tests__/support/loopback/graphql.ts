// The loopback's GraphQL endpoint: answers the documents the adapter sends or will send (the linked-pull-requests
// query, the addReaction mutation on a review, and review threads: graphql-threads.ts), nothing else. GitHub answers GraphQL errors with HTTP 200 and an
// `errors` list; so does this.
import type { FaultInjector } from './faults.js'
import { answerReviewThreads, answerThreadResolution } from './graphql-threads.js'
import type { Reply } from './http.js'
import { GRAPHQL_REACTIONS, react } from './reactions.js'
import { reviewNodeId } from './reviews.js'
import type { LoopWorld } from './world.js'

/** The mutations answered, each logged as `graphql.<name>`. */
const MUTATIONS = ['addReaction', 'resolveReviewThread', 'unresolveReviewThread'] as const

/** The route name a GraphQL request is logged under: a mutation apart, so a count of writes sees it. */
export function graphqlRoute(body: Record<string, unknown>): string {
  const query = typeof body.query === 'string' ? body.query : ''
  if (!/^\s*mutation\b/.test(query)) return 'graphql'
  // Whole words: `resolveReviewThread` must not match inside `unresolveReviewThread`.
  const name = MUTATIONS.find((m) => new RegExp(`\\b${m}\\b`).test(query))
  return name ? `graphql.${name}` : 'graphql'
}

export function answerGraphql(world: LoopWorld, body: Record<string, unknown>, faults: FaultInjector): Reply {
  const query = typeof body.query === 'string' ? body.query : ''
  const vars = (body.variables ?? {}) as Record<string, unknown>
  const route = graphqlRoute(body)
  if (route === 'graphql.addReaction') return addReaction(world, vars)
  const mutation = route.slice('graphql.'.length)
  if (mutation === 'resolveReviewThread' || mutation === 'unresolveReviewThread')
    return answerThreadResolution(world, faults, vars, mutation)
  if (/\breviewThreads\b/.test(query)) return answerReviewThreads(world, query, vars)
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

/**
 * `addReaction(input: { subjectId: $subjectId, content: $content })` on a review (the only subject the
 * adapter reacts to through GraphQL). A content outside ReactionContent fails the whole document, as GitHub's
 * variable coercion does; an unknown node, or another user's draft, is NOT_FOUND with `addReaction: null`.
 */
function addReaction(world: LoopWorld, vars: Record<string, unknown>): Reply {
  const content = typeof vars.content === 'string' ? GRAPHQL_REACTIONS[vars.content] : undefined
  if (content === undefined)
    return {
      json: { errors: [{ message: 'Variable $content of type ReactionContent! was provided invalid value' }] }
    }
  const id = String(vars.subjectId ?? '')
  const review = [...world.repos.values()]
    .flatMap((r) => r.reviews)
    .find((r) => reviewNodeId(r.id) === id && (r.state !== 'PENDING' || r.user.login === world.actor.login))
  if (!review)
    return {
      json: {
        data: { addReaction: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['addReaction'],
            message: `Could not resolve to a node with the global id of '${id}'`
          }
        ]
      }
    }
  react(world, review.reactions, content, world.actor)
  return { json: { data: { addReaction: { reaction: { content: vars.content } } } } }
}
