// The Octokit adapter's reactions: on an issue comment and on a line comment by REST, on a review's body by
// GraphQL, which is the only API that reacts to a review. Split from octokit.ts; no Octokit type leaves it.
// Every call is safe to send again (the retry plugin resends one whose answer was lost): GitHub keeps one
// reaction per user and content, and answers an existing one as found.
import type { getOctokit } from '@actions/github'
import { need } from './api-calls.js'
import type { GitHubPort, ReactionContent } from './port.js'

type Octokit = ReturnType<typeof getOctokit>

/**
 * The mutation sent for a review's reaction. __tests__/github/graphql-schema.test.ts validates it against
 * GitHub's published schema, which lists PullRequestReview among the Reactable types.
 * @internal
 */
export const ADD_REACTION_MUTATION = `mutation addReaction($subjectId: ID!, $content: ReactionContent!) {
  addReaction(input: { subjectId: $subjectId, content: $content }) {
    reaction { content }
  }
}`

/** REST's names of the reactions the port gives, as GraphQL's ReactionContent enum spells them. */
/** @internal */
export const GRAPHQL_CONTENT: Readonly<Record<ReactionContent, string>> = {
  '+1': 'THUMBS_UP',
  eyes: 'EYES',
  rocket: 'ROCKET',
  confused: 'CONFUSED'
}

export function reactions(
  octokit: Octokit,
  owner: string,
  repo: string
): Pick<GitHubPort, 'addReaction' | 'addReviewCommentReaction' | 'addReviewReaction'> {
  const rest = octokit.rest
  return {
    async addReaction(commentId, content) {
      await need('reactions.createForIssueComment', () =>
        rest.reactions.createForIssueComment({ owner, repo, comment_id: commentId, content })
      )
    },
    async addReviewCommentReaction(commentId, content) {
      await need('reactions.createForPullRequestReviewComment', () =>
        rest.reactions.createForPullRequestReviewComment({ owner, repo, comment_id: commentId, content })
      )
    },
    async addReviewReaction(reviewNodeId, content) {
      // A GraphQL error (an unknown node, a token without the permission) comes with HTTP 200: Octokit throws
      // it as an error without a status, which `need` names as this call's failure.
      await need('graphql addReaction', () =>
        octokit.graphql(ADD_REACTION_MUTATION, { subjectId: reviewNodeId, content: GRAPHQL_CONTENT[content] })
      )
    }
  }
}
