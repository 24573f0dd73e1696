// What a review gate reads: the thread's authorized, non-own comments plus the event's, read once each.
import type { HookContext } from '../../hooks/contract.js'
import { parseCommand } from '../../control/parse.js'
import { readAuthorizedComments, type AuthorizedComment } from '../../review/thread.js'
import { readHostData } from './host-data.js'
import { reviewServices } from './services.js'

/**
 * The thread is the authority, not only the triggering event: GitHub's concurrency groups drop
 * pending runs, so a reply whose own run never happened must still be seen by the next one.
 * The event's comments go through the same filter (a review body is not on the issue thread).
 */
export async function readGateComments(
  ctx: HookContext,
  opts: { skipThreadCommands?: boolean } = {}
): Promise<AuthorizedComment[]> {
  const s = reviewServices(ctx)
  const all = readAuthorizedComments(await s.thread.list(), s.allowlist, s.identity)
  // A command comment re-read from the thread (`pause`, `resume`, an earlier arming) was handled as a
  // command, not written as a reply; only the event that carries it may hand it to the gate.
  const thread = opts.skipThreadCommands
    ? all.filter((c) => parseCommand(c.body, s.keywords).kind === 'none')
    : all
  const eventComments = (ctx.event?.comments ?? []).map((c, i) => ({
    id: c.id ?? -(i + 1),
    author: c.author,
    authorType: 'User' as const,
    body: c.body,
    createdAt: '',
    updatedAt: ''
  }))
  const fromEvent = readAuthorizedComments(eventComments, s.allowlist, s.identity)
  const seen = new Set(thread.map((c) => c.id))
  return [...thread, ...fromEvent.filter((c) => !seen.has(c.id))]
}

/** Comments newer than what an earlier gate already consumed (event comments without an id count as new). */
export function unconsumed(ctx: HookContext, comments: AuthorizedComment[]): AuthorizedComment[] {
  const { consumedUpTo } = readHostData(ctx.state as Parameters<typeof readHostData>[0])
  if (consumedUpTo === undefined) return comments
  return comments.filter((c) => c.id < 0 || c.id > consumedUpTo)
}
