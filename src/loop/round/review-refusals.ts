// When GitHub refuses a review of findings (422), it names no comment: "Line could not be resolved", or
// "pull_request_review_thread.line must be part of the diff". The findings were anchored against the diff the
// round read, so a refusal means GitHub's diff disagrees on some line. Rather than lose every finding from the
// diff for one bad place, the comments are sent again as drafts (pending reviews: only their author sees them,
// and each is deleted at once) in halves, to find the ones GitHub refuses; the review then goes out without
// them, and they are listed in the round text. The search is bounded, so a refusal costs a known number of
// requests; what it could not clear counts as refused.
import { GitHubApiError, type GitHubPort, type NewReviewComment } from '../../github/port.js'
import { parseMarkers } from '../../base/marker/markers.js'

/** Drafts sent at most per refused review (each is a create and, when accepted, a delete). */
const DRAFT_BUDGET = 8

/** GitHub allows one pending review per user and pull request, and refuses any new review of theirs meanwhile. */
const DRAFT_IN_THE_WAY = /one pending review/i

export function isRefusal(error: unknown): error is GitHubApiError {
  return error instanceof GitHubApiError && error.status === 422
}

/**
 * Which of `count` comments a check refuses, knowing that all of them together are refused. Halves are checked
 * (the other half of a refused pair needs no check when the first half passes); `fits` answers undefined once
 * its budget is spent, and what is left unchecked then counts as refused.
 * @internal
 */
export async function isolateRefused(
  count: number,
  fits: (indices: number[]) => Promise<boolean | undefined>
): Promise<Set<number>> {
  const refused = new Set<number>()
  const isolate = async (indices: number[]): Promise<void> => {
    if (indices.length === 1) {
      refused.add(indices[0]!)
      return
    }
    const half = Math.ceil(indices.length / 2)
    const [first, second] = [indices.slice(0, half), indices.slice(half)]
    const firstFits = await fits(first)
    if (firstFits === undefined) return void indices.forEach((i) => refused.add(i))
    if (firstFits) return isolate(second)
    await isolate(first)
    const secondFits = await fits(second)
    if (secondFits === undefined) return void second.forEach((i) => refused.add(i))
    if (!secondFits) await isolate(second)
  }
  await isolate(Array.from({ length: count }, (_, i) => i))
  return refused
}

/** Deletes this user's drafts on the pull request (the pending reviews listed: GitHub lists drafts only to their author). */
async function deleteDrafts(github: GitHubPort, pull: number): Promise<number> {
  const drafts = (await github.listReviews(pull)).filter((r) => r.state === 'PENDING')
  for (const d of drafts) await github.deletePendingReview(pull, d.id)
  return drafts.length
}

/** A draft of these comments fits (created and deleted again), or GitHub refuses it (422). */
async function draftFits(
  github: GitHubPort,
  pull: number,
  commitId: string,
  comments: NewReviewComment[]
): Promise<boolean> {
  let id: number
  try {
    id = await github.createPendingReview(pull, { commitId, comments })
  } catch (error) {
    if (isRefusal(error) && !DRAFT_IN_THE_WAY.test(error.message)) return false
    throw error
  }
  await github.deletePendingReview(pull, id)
  return true
}

/** The finding key in a comment's marker (findings/plan.ts puts one in each). */
function keyOf(comment: NewReviewComment): string | undefined {
  return parseMarkers(comment.body).find((m) => m.kind === 'finding')?.key
}

/**
 * Posts a review of findings (`post`, given the keys of the findings to leave out, which it plans, renders and
 * sends). When GitHub refuses it (422): a draft of this user in the way is deleted and the post sent again; else
 * the comments GitHub refuses are looked for with drafts, and the post is sent once more without them. Answers
 * the keys left out. Throws the refusal when GitHub refuses the review whatever its comments, or again.
 */
export async function postFindingsReview(
  github: GitHubPort,
  pull: number,
  commitId: string,
  comments: NewReviewComment[],
  post: (leftOut: ReadonlySet<string>) => Promise<void>
): Promise<ReadonlySet<string>> {
  const none = new Set<string>()
  try {
    await post(none)
    return none
  } catch (error) {
    if (!isRefusal(error)) throw error
    if (DRAFT_IN_THE_WAY.test(error.message)) {
      // A draft left by an earlier run whose answer was lost: it blocks every review of ours until deleted.
      if ((await deleteDrafts(github, pull)) === 0) throw error
      await post(none)
      return none
    }
    // One comment refused is the whole review refused: nothing to isolate.
    if (comments.length < 2) throw error
    let budget = DRAFT_BUDGET
    const fits = async (indices: number[]) =>
      budget-- > 0
        ? draftFits(
            github,
            pull,
            commitId,
            indices.map((i) => comments[i]!)
          )
        : undefined
    // A review refused even without comments is refused for another reason: nothing to isolate.
    if (!(await fits([]))) throw error
    const refused = await isolateRefused(comments.length, fits)
    if (refused.size === comments.length) throw error
    const leftOut = new Set([...refused].map((i) => keyOf(comments[i]!)).filter((k) => k !== undefined))
    await post(leftOut)
    return leftOut
  }
}
