// What a required post is made of: the inputs of the renderer that wrote it, never its body. The state branch
// is writable by anyone with contents: write, so what it records as owed is rendered again by the same
// renderers, which defuse mentions, markers and keywords in whatever the state holds.
import type { DispositionKind } from '../../conversation/comments/disposition.js'
import type { Command } from '../../base/keywords/commands.js'
import type { UnsentPost as Unsent } from '../../conversation/comments/owed-key.js'
import type { MarkedCost, OwedSpend, SpendBudgetInputs } from '../spend/spend-inputs.js'

/** A critic's token figures as its envelope reports them: the footer of its round comment says them. */
interface OwedUsage {
  present: boolean
  inputTokens: number
  outputTokens: number
  cacheReadTokens: number
  cacheWriteTokens: number
  costUsd: number
}

/** Findings by severity, in the order of src/base/findings/finding.ts SEVERITIES (a layer above this one). */
interface OwedSeverities {
  critical: number
  high: number
  medium: number
  low: number
  info: number
}

/** One critic's result as its round comment shows it (src/loop/render/round-comment.ts CriticResult). */
export interface OwedCriticResult {
  harness: string
  model?: string
  ok: boolean
  /** Why a failed critic failed. */
  reason?: string
  /** The critic's redacted answer as the comment shows it: the envelope's, or the findings plan's text. */
  output: string
  /** The findings the action listed under the answer (findings plan `appendix`). */
  appendix?: string
  durationMs?: number
  /** The footer's figures; its text is built from them again (src/loop/render/critic-result.ts). */
  footer: { exitCode: number; usage: OwedUsage }
}

/** What a required post is made of; one variant per renderer (src/loop/posts/owed-render.ts). */
export type OwedInputs =
  /**
   * Rendered from the frozen brief the state holds (`decisions[REVIEW_NODES.brief].brief`). `round`: set when that
   * brief restated an earlier one mid-review, the first round it applies to (its marker carries it, so each
   * restatement is confirmed once).
   */
  | { what: 'brief-confirmation'; round?: number }
  | {
      what: 'critic-comment'
      round: number
      critic: string
      result: OwedCriticResult
      /** The head each pull request in scope was reviewed at; the link is built again from the ref. */
      heads: Array<{ ref: string; sha: string }>
      /**
       * What the money budget counted of this round (critics/harness/usage-meter.ts): the comment's marker
       * carries it.
       */
      spend?: MarkedCost
    }
  | { what: 'all-failed'; round: number; failed: number }
  | {
      what: 'summary'
      round: number
      why: string
      critics: Array<{
        critic: string
        rounds: number
        severities: OwedSeverities
        tokens: number
        costUsd: number
      }>
      threadReplies: number
      /** The decisions on findings that hold at the end (at most 50, the newest), for the record. */
      decisions?: Array<{ place: string; critic: string; decision: DispositionKind; by: string }>
      /** The brief's items at the end: how many, and those no critic answered with where they stand. */
      brief?: { items: number; open: Array<{ id: string; status: 'partly' | 'open' | 'cannot-check' }> }
      /** What the review spent against its money budget since it was last armed; absent when there is nothing to say. */
      spend?: OwedSpend
    }
  | { what: 'budget'; maxRounds: number }
  | SpendBudgetInputs
  | { what: 'ambiguous'; matched: Command[] }
  | { what: 'nothing-to-resume' }
  /** `why`: written before issue 24, still read (the schema has it); the reply is worded from the command. */
  | { what: 'unsupported'; command: Command; why?: string }
  | { what: 'round-problem'; round: number; problem: string }

/** A required post still in the outbox: what a state write records as owed before it is sent. */
export type UnsentPost = Unsent<OwedInputs>

/**
 * The longest strings an owed post may store (src/loop/ledger/owed-post.schema.json says the same): a post
 * beyond them is not recorded, and the run's failure still names it.
 */
export const OWED_LIMITS = {
  name: 64,
  harness: 100,
  model: 200,
  reason: 2000,
  output: 70_000,
  appendix: 70_000,
  why: 200,
  problem: 2000,
  ref: 320,
  heads: 50,
  critics: 100,
  run: 64
} as const
