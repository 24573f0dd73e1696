// A repository's own copy of the review loop is ignored with a warning (requirement 1.6 of the review loop's
// spec), as the upstream CLI ignores a repository copy of any shipped loop: shipped loops cannot be overridden.
import type { GitHubPort } from '../../github/port.js'
import { REVIEW_LOOP } from '../../engine/graph/review-nodes.js'

/** Where the upstream CLI finds a repository's copy of a shipped loop: `.the-loop/<loop name>.yaml`. */
const REVIEW_LOOP_COPY = `.the-loop/${REVIEW_LOOP}.yaml`

/**
 * The warning for a copy of the review loop on the default branch, or undefined when there is none. One read
 * (nothing the action reads lists that folder), sent beside the round's own reads. Best effort: a read that
 * fails costs only the warning, never the round. Nothing of the file is read into the warning.
 */
export async function reviewLoopCopyWarning(github: GitHubPort): Promise<string | undefined> {
  const text = await github.getFileText(REVIEW_LOOP_COPY).catch(() => undefined)
  if (text === undefined) return undefined
  const why = `${REVIEW_LOOP} is a shipped loop and cannot be overridden`
  return `${REVIEW_LOOP_COPY} on the default branch is ignored: ${why}, so this review walks the action's own (graphs/${REVIEW_LOOP}.yaml)`
}
