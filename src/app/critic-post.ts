// Posting one critic result on a pull request: rendered by the one critic-comment renderer, written
// through planCommentWrites so a re-run edits the earlier comment(s) instead of adding new ones.
import type { Envelope } from '../critic/envelope.js'
import { criticResultOf } from '../critic/result-of.js'
import type { GitHubPort } from '../github/port.js'
import { isMarkerName } from '../render/markers.js'
import { criticCommentKey, renderCriticComment } from '../render/round.js'
import { planCommentWrites } from '../review/posting.js'
import { UserError } from '../shared/errors.js'

export type PostingGitHub = Pick<GitHubPort, 'listComments' | 'createComment' | 'updateComment'>

/** The critic's name goes into a hidden marker, so only plain names can be posted (checked before running). */
export function checkPostableCritic(name: string): void {
  if (!isMarkerName(name)) {
    throw new UserError(
      `critic name '${name}' cannot be posted: use letters, digits, '.', '_' or '-' (at most 64)`,
      "input 'post'"
    )
  }
}

/** Writes the comment parts; returns the id of the first part. */
export async function postCriticResult(
  github: PostingGitHub,
  pullNumber: number,
  envelope: Envelope,
  opts: { botLogin: string; runUrl?: string }
): Promise<number> {
  const bodies = renderCriticComment(criticResultOf(envelope, opts.runUrl))
  const existing = await github.listComments(pullNumber)
  const identity = opts.botLogin ? { login: opts.botLogin } : {}
  const writes = planCommentWrites(existing, bodies, criticCommentKey(envelope.critic), identity)
  let first: number | undefined
  for (const write of writes) {
    const comment =
      write.op === 'create'
        ? await github.createComment(pullNumber, write.body)
        : await github.updateComment(write.commentId, write.body)
    first ??= comment.id
  }
  return first ?? 0
}
