// Reactions in the loopback world, as strict as GitHub: one per user and content on an issue comment, a review
// comment or a review; the contents GitHub's REST description lists, and no other. Shared by the REST routes,
// the GraphQL addReaction mutation and the in-memory fake port.
import { ApiError } from './git-model.js'
import type { LoopReaction, LoopUser } from './world-types.js'

/** The `content` values of REST's reaction routes (components/schemas/reaction in GitHub's description). */
export const REACTION_CONTENTS = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'rocket',
  'eyes'
] as const

/** GraphQL's ReactionContent enum, as REST names each value. */
export const GRAPHQL_REACTIONS: Readonly<Record<string, (typeof REACTION_CONTENTS)[number]>> = {
  THUMBS_UP: '+1',
  THUMBS_DOWN: '-1',
  LAUGH: 'laugh',
  CONFUSED: 'confused',
  HEART: 'heart',
  HOORAY: 'hooray',
  ROCKET: 'rocket',
  EYES: 'eyes'
}

/** What a reaction needs from the world: its clock and its reaction ids. */
interface ReactionClock {
  now(): string
  nextId(kind: 'reaction'): number
}

/**
 * Adds `user`'s reaction to `reactions` unless they already gave that one. A content GitHub does not know is
 * refused with its 422, before anything is recorded. Answers the reaction and whether it is new.
 */
export function react(
  clock: ReactionClock,
  reactions: LoopReaction[],
  content: unknown,
  user: LoopUser
): { reaction: LoopReaction; created: boolean } {
  if (typeof content !== 'string' || !(REACTION_CONTENTS as readonly string[]).includes(content))
    throw new ApiError(422, 'Validation Failed', [
      {
        resource: 'Reaction',
        code: 'custom',
        field: 'content',
        message: 'content is not included in the list'
      }
    ])
  const existing = reactions.find((r) => r.content === content && r.user === user.login)
  if (existing) return { reaction: existing, created: false }
  const reaction = { id: clock.nextId('reaction'), content, user: user.login, createdAt: clock.now() }
  reactions.push(reaction)
  return { reaction, created: true }
}

/** The `reaction` object GitHub answers with (201 created, 200 when it was there already). */
export function reactionJson(reaction: LoopReaction, user: LoopUser) {
  return {
    id: reaction.id,
    node_id: `REA_loopback${reaction.id}`,
    user: { login: user.login, type: user.type },
    content: reaction.content,
    created_at: reaction.createdAt
  }
}
