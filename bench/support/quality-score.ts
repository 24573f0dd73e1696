// The quality bench's score: what landed on the diff against the planted truth. A line comment is right when its
// lines meet a planted defect's range in the same file; a defect is found when a comment is right about it. A
// second comment on a defect already commented is right but says nothing new: counted as a repeat.

/** A planted defect's truth: its file and its first and last new line. */
export interface DefectTruth {
  id: string
  path: string
  start: number
  end: number
}

/** A line comment as it landed on the diff: its file and its line, or its first and last line. */
export interface LandedComment {
  path: string
  line: number
  startLine?: number
}

export interface Score {
  comments: number
  /** Comments whose lines meet a defect's range. */
  right: number
  /** Right comments on a defect another comment was already right about. */
  repeats: number
  defects: number
  found: number
}

/** The first defect `comment` is right about, if any. */
function defectOf(comment: LandedComment, truth: readonly DefectTruth[]): DefectTruth | undefined {
  const first = Math.min(comment.startLine ?? comment.line, comment.line)
  const last = Math.max(comment.startLine ?? comment.line, comment.line)
  return truth.find((d) => d.path === comment.path && d.start <= last && first <= d.end)
}

/** The score of one pull request's comments against its defects. */
export function scoreLanded(truth: readonly DefectTruth[], comments: readonly LandedComment[]): Score {
  const seen = new Set<string>()
  let right = 0
  let repeats = 0
  for (const comment of comments) {
    const defect = defectOf(comment, truth)
    if (!defect) continue
    right++
    if (seen.has(defect.id)) repeats++
    seen.add(defect.id)
  }
  return { comments: comments.length, right, repeats, defects: truth.length, found: seen.size }
}

/** The scores of several pull requests added up. */
export function totalOf(scores: readonly Score[]): Score {
  const sum = (k: keyof Score) => scores.reduce((n, s) => n + s[k], 0)
  return {
    comments: sum('comments'),
    right: sum('right'),
    repeats: sum('repeats'),
    defects: sum('defects'),
    found: sum('found')
  }
}

/** The share of comments that are right (a repeat is right: it is counted among the comments to read). */
export const precisionOf = (s: Score) => (s.comments === 0 ? 1 : s.right / s.comments)

/**
 * The share of comments that name a defect no other comment named: what a reader learns per comment read. A
 * repeat is right but tells nothing new, so it counts here as a false comment does.
 */
export const newAndTrueOf = (s: Score) => (s.comments === 0 ? 1 : s.found / s.comments)

export const recallOf = (s: Score) => (s.defects === 0 ? 1 : s.found / s.defects)
