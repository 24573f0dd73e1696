// Posting a comment that must appear once: a state compare-and-swap cannot protect a side effect decided
// before it, so the thread itself is checked for the comment's hidden marker before posting.
import type { GitHubPort, ThreadComment } from './port.js'

export interface PostOnceResult {
  comment: ThreadComment
  /** False when an earlier run had already posted it (it is then updated in place if its body differs). */
  created: boolean
}

/**
 * Finds the action's own comment carrying `marker` on the thread, or posts `body` (which must contain the
 * marker). `isOwn` decides authorship (the bot login), so a user quoting the marker is never mistaken for it.
 */
export async function postOnce(
  port: GitHubPort,
  number: number,
  marker: string,
  body: string,
  isOwn: (comment: ThreadComment) => boolean
): Promise<PostOnceResult> {
  if (!body.includes(marker)) throw new Error('postOnce: the body must carry its own marker')
  const existing = (await port.listComments(number)).find((c) => isOwn(c) && c.body.includes(marker))
  if (!existing) return { comment: await port.createComment(number, body), created: true }
  if (existing.body === body) return { comment: existing, created: false }
  return { comment: await port.updateComment(existing.id, body), created: false }
}
