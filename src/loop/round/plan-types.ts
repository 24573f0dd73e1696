// The plan of one critic round and its outcome, as plain JSON types: what prepare hands to the critics and
// to publish. Kept apart from the planner so that publish, the ledger and the critics step need no planner.
import type { Critic } from '../../critics/harness/critic-model.js'
import type { Envelope } from '../../critics/harness/envelope.js'
import type { RedactionCount } from '../../critics/harness/redact.js'
import type { CriticFindingsReport } from '../placement/findings-plan.js'
import type { EntryKey } from '../../conversation/comments/entries.js'
import type { CoveragePlan } from '../parts/coverage-plan.js'
import type { FindingDecision } from '../ledger/decisions.js'
import type { FailOn } from '../../conversation/inputs/fail-on.js'

/**
 * Everything the critics phase needs, and what the publish phase must record: the round's own fields, and the
 * part each feature adds (its type in its folder).
 */
export interface RoundPlan extends CoveragePlan {
  item: { owner: string; repo: string; number: number }
  round: number
  prompt: string
  critics: Critic[]
  /** The replies this round answers (consumed by its claim). */
  replies: EntryKey[]
  /**
   * The line-comment threads those replies were written in (REST ids of their first comments), as the prompt
   * names them: a critic's answer is posted only in one of these.
   */
  threads?: number[]
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
  /** The findings decided (won't fix, …) whose decision holds: told to every critic, not posted again. */
  decided?: FindingDecision[]
  /** The frozen brief's item ids (Q1, A1, V1…), in order: what each critic's ledger is read against. */
  briefIds?: string[]
  /** The round's check run on the item's own head (review-check.ts); its id is set once GitHub created it. */
  check?: PlanCheck
  /** What the prompt stated of the repository's review rules, for the job summary (rules-read.ts). */
  rules?: RulesStated
}

/** The rules files stated, each scoped rule stated with the path it applied for, and what was not read. */
export interface RulesStated {
  files: string[]
  scoped: string[]
  notes: string[]
}

/** The check of a round: the head it is on, the input it is judged by, and its id once GitHub created it. */
export interface PlanCheck {
  head: string
  failOn: FailOn
  id?: number
}

/** One pull request's reviewed head, with the link its comments show. */
interface ReviewedHead {
  ref: string
  sha: string
  url: string
}

export type RoundOutcome =
  | {
      kind: 'ran'
      round: number
      envelopes: Envelope[]
      unreadable: string[]
      redacted?: RedactionCount[]
      findings?: CriticFindingsReport[]
      /** What each critic with a split diff saw of it, by critic (its coverage line). */
      coverage?: Array<{ critic: string; line: string }>
      rules?: RulesStated
    }
  | { kind: 'skipped'; round: number; reason: string }

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
