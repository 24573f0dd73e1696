// Posting one critic result on a pull request: rendered by the one critic-comment renderer, written
// through planCommentWrites so a re-run edits the earlier comment(s) instead of adding new ones.
import type { Envelope } from '../../critics/harness/envelope.js'
import { criticResultOf } from '../../loop/render/critic-result.js'
import { ownMarkerReader } from '../../conversation/comments/own.js'
import type { GitHubPort } from '../../github/port.js'
import { markerSigner } from '../../base/marker/signature.js'
import { isMarkerName } from '../../base/marker/markers.js'
import { criticCommentKey, renderCriticComment } from '../../loop/render/round-comment.js'
import { planCommentWrites } from '../../conversation/comments/posting.js'
import { UserError } from '../../base/shared/errors.js'

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

export interface PostOptions {
  botLogin: string
  runUrl?: string
  /** With marker-secret: markers are signed for `repository` (`owner/repo`) and the pull request. */
  markerSecret?: string
  repository?: string
}

/**
 * Writes the comment parts; returns the id of the first part. This action keeps no state, so only identity,
 * marker and (with marker-secret) signature decide which earlier comment is ours to edit.
 */
export async function postCriticResult(
  github: PostingGitHub,
  pullNumber: number,
  envelope: Envelope,
  opts: PostOptions
): Promise<number> {
  if (opts.markerSecret && !opts.repository)
    throw new Error('marker-secret is set but the repository is unknown')
  const signer = markerSigner(opts.markerSecret ?? '', opts.repository ?? '', pullNumber)
  const bodies = renderCriticComment(criticResultOf(envelope, opts.runUrl))
  const existing = await github.listComments(pullNumber)
  const identity = opts.botLogin ? { login: opts.botLogin } : {}
  const own = ownMarkerReader({ identity, ...(signer ? { signer } : {}) })
  const writes = planCommentWrites(existing, bodies, criticCommentKey(envelope.critic), own)
  let first: number | undefined
  for (const write of writes) {
    const body = signer ? signer.sign(write.body) : write.body
    const comment =
      write.op === 'create'
        ? await github.createComment(pullNumber, body)
        : await github.updateComment(write.commentId, body)
    first ??= comment.id
  }
  return first ?? 0
}
