// The frozen review brief of a pull request, read (never written) from the review loop's state document
// on the cache branch. Anything missing or unreadable means "run without a brief", with the reason.
import type { GitHubPort } from '../../github/port.js'
import type { FrozenBrief } from '../../conversation/comments/gate-readers.js'
import { describeError } from '../../base/shared/errors.js'
import { ItemFileStore } from '../../engine/state/item-file.js'
import { REVIEW_NODES } from '../../engine/graph/review-nodes.js'

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string')
}

/** The PR's frozen review brief, or why the run goes without one (said in the summary, never a failure). */
export type BriefLookup = { brief: FrozenBrief } | { missing: string }

/** The stored brief when it has the frozen shape; a decision written by another version is not guessed at. */
/** @internal */
export function toFrozenBrief(value: unknown): FrozenBrief | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const b = value as Record<string, unknown>
  if (!isStringList(b.questions) || !isStringList(b.angles) || !isStringList(b.validations)) return undefined
  return {
    questions: b.questions,
    angles: b.angles,
    validations: b.validations,
    pullRequests: isStringList(b.pullRequests) ? b.pullRequests : [],
    by: typeof b.by === 'string' && b.by !== '' ? b.by : 'an authorized reviewer',
    at: typeof b.at === 'string' ? b.at : '',
    commentId: typeof b.commentId === 'number' ? b.commentId : 0
  }
}

export async function readFrozenBrief(
  port: GitHubPort,
  stateBranch: string,
  pullNumber: number,
  secret = ''
): Promise<BriefLookup> {
  const item = { ...port.repo, number: pullNumber }
  try {
    // The store only reads here; the critic action never writes the branch.
    const store = new ItemFileStore(port, { branch: stateBranch, secret })
    const where = store.where(item)
    const read = await store.read(item)
    if (read.sha === undefined) return { missing: `no ${where} (or no branch ${stateBranch})` }
    if (!read.doc) return { missing: read.problem ?? `${where} could not be read` }
    const decision = read.doc.state.decisions[REVIEW_NODES.brief]
    if (!decision) return { missing: `${where} has no frozen review brief yet` }
    const brief = toFrozenBrief(decision.brief)
    return brief ? { brief } : { missing: `${where}: the review brief is not in the expected shape` }
  } catch (error) {
    return { missing: `could not read the state branch: ${describeError(error)}` }
  }
}
