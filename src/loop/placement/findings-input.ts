// What planning one critic's findings takes (findings-plan.ts): the pull requests the round reviewed, what is on
// their diffs already, and the round's agreement, gate and noise controls.
import type { KeywordConfig } from '../../base/keywords/keywords.js'
import type { PullDiffSource } from './anchor.js'
import type { Finding, ParsedFindings } from '../../base/findings/finding.js'
import type { NoiseControls } from './noise.js'
import type { SharedProblems } from './shared-problems.js'

/** A pull request whose diff the round reviewed, in this repository: where findings may go on their lines. */
export interface InlineTarget extends PullDiffSource {
  /** `github:owner/repo#n`, as the brief's references are composed. */
  ref: string
  number: number
  /** The item's own pull request: its review carries the critic's round text. */
  own: boolean
  /** Where a finding that names no pull request goes (the own pull request, or the round's only one). */
  byDefault: boolean
  /** The head commit the round reviewed: the review's commit and the links' commit. */
  head: string
  link: { serverUrl: string; owner: string; repo: string }
}

export interface FindingsInput {
  /** The critic's answer, or its parse: a caller that plans one answer several times parses it once. */
  output: string | ParsedFindings
  critic: { name: string; harness: string; model?: string }
  round: number
  /** Empty when no finding can go on a diff (no pull request of this repository read this round). */
  targets: readonly InlineTarget[]
  /** Keys of the findings this critic already has on a pull request's diff, with the round that posted each. */
  posted: (pull: number) => ReadonlyMap<string, number>
  /**
   * Why the findings that fit a pull request's diff must be listed instead of posted (GitHub refused the review;
   * this round's review is already there), by pull number; absent posts them.
   */
  notInline?: ReadonlyMap<number, string>
  /** By pull number, the keys of findings GitHub refused although they fit the diff the round read: listed. */
  refused?: ReadonlyMap<number, ReadonlySet<string>>
  /**
   * By pull number, the keys of this critic's findings whose threads the action resolved as fixed, each with the
   * link to that thread: such a finding found again is posted as new (not "repeated"), linking the old thread.
   */
  resolved?: (pull: number) => ReadonlyMap<string, string>
  /** Another critic's open thread of an earlier round holding `finding` (threads/earlier-problems.ts): listed. */
  earlier?: (finding: Finding, pull: number) => { round: number; critic: string; link: string } | undefined
  /** Whether a finding that fits pull request `pull`'s diff matches one a reviewer decided (won't fix, …). */
  decided?: (finding: Finding, pull: number) => DecidedMatch | undefined
  /** The other critics of the round that raised a matching finding (agreement.ts), named on the finding. */
  alsoRaisedBy?: (finding: Finding) => string[]
  /** The round's problem a finding belongs to (agreement.ts), so that one raised by several is counted once. */
  problemOf?: (finding: Finding) => number | undefined
  /** The critic's minSeverity and maxLineComments (noise.ts): what of its findings goes on the diff. */
  noise?: NoiseControls
  /**
   * Which critic's comment carries each problem on a diff this round (shared-problems.ts); absent, every finding
   * this critic would post is its own comment.
   */
  shared?: SharedProblems
  /** The consensus gate (loop/consensus/consensus.ts) as this critic's findings meet it. */
  consensus?: {
    keepOff?: (finding: Finding, others: readonly string[]) => string | undefined
    verifiedBy?: (finding: Finding) => string | undefined
    note?: string
  }
  keywords?: KeywordConfig
}

/**
 * A finding that matches one a reviewer decided: `covered` (decisionCovers) is listed with `note` instead of being
 * posted again; a more severe one is posted as new with `note` under it, and counts as open.
 */
export interface DecidedMatch {
  covered: boolean
  note: string
}
