// The name a marker gives a line-comment thread: the action's replies in a thread say which thread they belong
// to, so a re-run finds the reply it posted before and a copy of one in another thread is not taken for it.
import { createHash } from 'node:crypto'

/**
 * 16 lowercase hex digits of SHA-256 over a fixed label and the decimal REST id of the thread's root comment: the
 * form a marker's `key` takes. The label keeps these keys apart from finding keys made of other text.
 */
export function threadKey(rootCommentId: number): string {
  if (!Number.isSafeInteger(rootCommentId) || rootCommentId < 1)
    throw new Error(`thread root comment id ${rootCommentId} is not a positive integer`)
  return createHash('sha256').update(`the-loop thread\0${rootCommentId}`).digest('hex').slice(0, 16)
}

/**
 * The `key` of our confirmation of a reviewer's decision in a finding's thread: 16 hex digits of SHA-256 over
 * another fixed label and the decimal REST id of the reviewer's reply. It names the reply confirmed, so a re-run
 * confirms each reply once and a state rebuild knows which replies the action accepted as decisions.
 */
export function decisionKey(replyCommentId: number): string {
  if (!Number.isSafeInteger(replyCommentId) || replyCommentId < 1)
    throw new Error(`decision reply comment id ${replyCommentId} is not a positive integer`)
  return createHash('sha256').update(`the-loop decision\0${replyCommentId}`).digest('hex').slice(0, 16)
}
