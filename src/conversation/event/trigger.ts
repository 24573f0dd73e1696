// The narrow Trigger union: the only shape of a webhook event the rest of the action sees.
import type { RepoRef } from '../../github/port.js'

/** The comment that may carry a command or a reply; only comment and review bodies are ever read. */
export interface TriggerComment {
  /** Comment id, or review id for a submitted review. */
  id: number
  author: string
  authorType: 'User' | 'Bot' | 'Organization'
  body: string
  createdAt: string
  url: string
  /**
   * A submitted review's GraphQL node id (`review.node_id`): the only handle GitHub gives to react to a
   * review's body. Read from the payload, so the 👀 on a review costs no request to look it up.
   */
  nodeId?: string
}

/** The issue or pull request a trigger concerns (they share one number space). */
export interface ItemRef {
  repo: RepoRef
  number: number
  isPullRequest: boolean
  /**
   * The item's title, description and labels as the payload carried them, so a run need not ask for them.
   * Never read as commands: the title and description reach critics only as fenced, untrusted content.
   */
  facts?: ItemFacts
}

export interface ItemFacts {
  title: string
  body: string
  labels: string[]
  /**
   * The pull request's head commit as the event saw it (a full sha): `pull_request*` events carry it, an
   * issue_comment does not. A round reviews it without asking GitHub for the pull request.
   */
  headSha?: string
}

/** The event type of the repository_dispatch a run fires when replies are left for another run. */
export const CONTINUE_EVENT = 'the-loop-continue'

export type CommentSource = 'issue_comment' | 'pull_request_review' | 'pull_request_review_comment'

export type Trigger =
  | { kind: 'comment'; source: CommentSource; item: ItemRef; comment: TriggerComment }
  | { kind: 'closed'; source: 'issues' | 'pull_request'; item: ItemRef; actor: string; merged: boolean }
  | { kind: 'dispatch'; repo: RepoRef; actor: string; inputs: Readonly<Record<string, string>> }
  /** A repository_dispatch fired by an earlier run: look at the item again (it carries no text to act on). */
  | { kind: 'continue'; item: ItemRef; actor: string }
  /**
   * New commits on a pull request (`synchronize`): its new head. `readOnly` when the event's token cannot write:
   * a `pull_request` event from a fork (`pull_request_target` runs with the base repository's token).
   */
  | { kind: 'pushed'; item: ItemRef; head: string; readOnly: boolean }
  | { kind: 'ignored'; reason: string }
