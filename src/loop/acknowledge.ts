// The 👀 on the event's comment when the run acts on it: the sign, long before a round is posted, that the
// action read it. It is a deferred effect: sent after the run's state write, best effort (a failure is named
// in the job summary and never fails the run), spaced by the client's throttle like every write. Each kind of
// entry has its own API: REST for an issue comment and a line comment, GraphQL for a review's body.
import type { GitHubPort } from '../github/port.js'
import type { ConversationEntry } from '../conversation/comments/entries.js'
import type { DeferredEffect } from './context/services.js'

/**
 * The reaction to `entry`; undefined for a review whose event carried no node id, which nothing else gives
 * without one more request, and a 👀 is not worth one.
 */
export function acknowledgement(
  github: GitHubPort,
  entry: Pick<ConversationEntry, 'kind' | 'id'>,
  nodeId: string | undefined
): DeferredEffect | undefined {
  switch (entry.kind) {
    case 'issue-comment':
      return { what: 'react 👀 to the comment', run: () => github.addReaction(entry.id, 'eyes') }
    case 'review-comment':
      return {
        what: 'react 👀 to the line comment',
        run: () => github.addReviewCommentReaction(entry.id, 'eyes')
      }
    case 'review':
      if (nodeId === undefined) return undefined
      return { what: 'react 👀 to the review', run: () => github.addReviewReaction(nodeId, 'eyes') }
  }
}
