// The core of a round's plan, as plain JSON types: what every feature that acts in a round reads of it (the item,
// the round, its critics, the diffs of the pull requests in scope). Each feature declares the fields it adds as a
// part of its own; loop/round/plan-types.ts composes them into the plan.
import type { Critic } from '../../critics/harness/critic-model.js'
import type { EntryKey } from '../../conversation/comments/entries.js'

/** The round's own fields: every feature's part extends the plan beside them (RoundPlan). */
export interface RoundCore {
  item: { owner: string; repo: string; number: number }
  round: number
  prompt: string
  critics: Critic[]
  /** The replies this round answers (consumed by its claim). */
  replies: EntryKey[]
  unreadable: string[]
  /** The head commit reviewed of each pull request in scope: recorded at publish, named in each comment. */
  heads: ReviewedHead[]
  /** The pull requests of this repository as reviewed: the critics' findings on their diffs become review comments. */
  inlines: InlineDiff[]
  /** How many critic processes run at once (input max-parallel). */
  maxParallel?: number
  /**
   * The compares the prompt's "Changes since" read, by pull ref (its old and new head, its files with patches):
   * publish asks them again for the threads it may resolve rather than sending the same request twice.
   */
  compared?: Array<{
    ref: string
    from: string
    to: string
    files: Array<{ path: string; status: string; patch?: string }>
  }>
  /** What the prompt stated of the repository's review rules, for the job summary (rules-read.ts). */
  rules?: RulesStated
}

/** The rules files stated, each scoped rule stated with the path it applied for, and what was not read. */
export interface RulesStated {
  files: string[]
  scoped: string[]
  notes: string[]
}

/** The rules files stated, each scoped rule stated with the path it applied for, and what was not read. */
export interface RulesStated {
  files: string[]
  scoped: string[]
  notes: string[]
}

/** One pull request's reviewed head, with the link its comments show. */
interface ReviewedHead {
  ref: string
  sha: string
  url: string
}

/** A pull request of this repository as the round read it: where its critics' findings may go on the diff. */
export interface InlineDiff {
  ref: string
  number: number
  /** The item's own pull request (its findings' review carries the round text). */
  own: boolean
  /** Where findings that name no pull request go: the own pull request, or the round's only one. */
  byDefault: boolean
  head: string
  diff: string
  /** Set when the diff was rebuilt from the files list: a path listed here but not in the diff had no patch. */
  files?: Array<{ path: string }>
}
