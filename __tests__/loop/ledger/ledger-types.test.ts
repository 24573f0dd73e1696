// The hand-written ledger types are the types of the schema's parts (src/loop/ledger/schema/), checked by the
// compiler: a part and its type that drift apart fail typecheck here, so either can replace the other.
import { describe, expect, it } from '@jest/globals'
import type { Ledger, RoundClaim } from '../../../src/loop/ledger/ledger.js'
import type { LedgerJson } from '../../../src/loop/ledger/ledger-schema.js'
import type { ReviewStart } from '../../../src/conversation/comments/view.js'
import type { OwnRecord } from '../../../src/conversation/comments/own-record.js'
import type { ReviewTally } from '../../../src/loop/ledger/tally.js'
import type { RoundHeads } from '../../../src/loop/ledger/reviewed-heads.js'
import type { CriticCoverage, RoundCoverage } from '../../../src/loop/ledger/coverage.js'
import type { AnsweredThread, LedgerThreads, ResolvedThread } from '../../../src/loop/ledger/threads.js'
import type { DecisionRecord, FindingDecision } from '../../../src/loop/ledger/decisions.js'
import type { BriefStandings } from '../../../src/loop/ledger/brief-ledger.js'
import type { ReviewSpend } from '../../../src/loop/ledger/spend.js'
import type { OwedPost } from '../../../src/loop/ledger/owed.js'
import type {
  OwedCriticResult,
  OwedInputs,
  OwedSpend
} from '../../../src/conversation/comments/owed-inputs.js'
import type { ClaimJson, CorePartJson, StartJson } from '../../../src/loop/ledger/schema/core.js'
import type { OwnPartJson } from '../../../src/loop/ledger/schema/own.js'
import type { CriticTallyJson, TallyPartJson } from '../../../src/loop/ledger/schema/tally.js'
import type { HeadsPartJson, RoundHeadsJson } from '../../../src/loop/ledger/schema/heads.js'
import type {
  CoveragePartJson,
  CriticCoverageJson,
  RoundCoverageJson
} from '../../../src/loop/ledger/schema/coverage.js'
import type {
  AnsweredThreadJson,
  ResolvedThreadJson,
  ThreadsPartJson
} from '../../../src/loop/ledger/schema/threads.js'
import type {
  DecisionRecordJson,
  DecisionsPartJson,
  FindingDecisionJson
} from '../../../src/loop/ledger/schema/decisions.js'
import type { BriefPartJson } from '../../../src/loop/ledger/schema/brief.js'
import type { CheckPartJson } from '../../../src/loop/ledger/schema/check.js'
import type { CriticSpendJson, SpendPartJson } from '../../../src/loop/ledger/schema/spend.js'
import type { OwedInputsJson, OwedPostJson } from '../../../src/loop/ledger/schema/owed-post.js'
import type { BriefConfirmationInputsJson } from '../../../src/loop/ledger/schema/owed-brief.js'
import type { CriticCommentInputsJson, OwedResultJson } from '../../../src/loop/ledger/schema/owed-critic.js'
import type {
  AllFailedInputsJson,
  RoundProblemInputsJson
} from '../../../src/loop/ledger/schema/owed-round.js'
import type { OwedSpendJson, SummaryInputsJson } from '../../../src/loop/ledger/schema/owed-summary.js'
import type { BudgetInputsJson, SpendBudgetInputsJson } from '../../../src/loop/ledger/schema/owed-budget.js'
import type {
  AmbiguousInputsJson,
  NothingToResumeInputsJson,
  UnsupportedInputsJson
} from '../../../src/loop/ledger/schema/owed-commands.js'

/** True when `A` and `B` are the same type (optional and required, readonly and not, told apart). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** Compiles only when `A` and `B` are the same type; a mismatch asks for an argument no call gives. */
function sameType<A, B>(..._mismatch: Same<A, B> extends true ? [] : [A, B]): boolean {
  return true
}

type Variant<W extends OwedInputs['what']> = Extract<OwedInputs, { what: W }>

describe('the ledger types are the types of its schema', () => {
  it('the ledger and its parts', () => {
    const checks = [
      sameType<Ledger, Omit<LedgerJson, 'version' | 'resolutions' | 'answers'>>(),
      sameType<Pick<Ledger, Exclude<keyof CorePartJson, 'version'>>, Omit<CorePartJson, 'version'>>(),
      sameType<ReviewStart, StartJson>(),
      sameType<RoundClaim, ClaimJson>(),
      sameType<OwnRecord, OwnPartJson>(),
      sameType<ReviewTally, TallyPartJson>(),
      sameType<ReviewTally[string], CriticTallyJson>(),
      sameType<RoundHeads, RoundHeadsJson>(),
      sameType<RoundHeads[], HeadsPartJson>(),
      sameType<RoundCoverage, RoundCoverageJson>(),
      sameType<CriticCoverage, CriticCoverageJson>(),
      sameType<RoundCoverage[], CoveragePartJson>(),
      sameType<LedgerThreads, ThreadsPartJson>(),
      sameType<AnsweredThread, AnsweredThreadJson>(),
      sameType<ResolvedThread, ResolvedThreadJson>(),
      sameType<FindingDecision, FindingDecisionJson>(),
      sameType<DecisionRecord, DecisionRecordJson>(),
      sameType<FindingDecision[], DecisionsPartJson>(),
      sameType<BriefStandings, BriefPartJson>(),
      sameType<NonNullable<Ledger['check']>, CheckPartJson>(),
      sameType<ReviewSpend, SpendPartJson>(),
      sameType<ReviewSpend[string], CriticSpendJson>()
    ]
    expect(checks.every(Boolean)).toBe(true)
  })

  it('the owed post and each of its inputs', () => {
    const checks = [
      sameType<OwedPost, OwedPostJson>(),
      sameType<OwedInputs, OwedInputsJson>(),
      sameType<Variant<'brief-confirmation'>, BriefConfirmationInputsJson>(),
      sameType<Variant<'critic-comment'>, CriticCommentInputsJson>(),
      sameType<OwedCriticResult, OwedResultJson>(),
      sameType<Variant<'all-failed'>, AllFailedInputsJson>(),
      sameType<Variant<'summary'>, SummaryInputsJson>(),
      sameType<OwedSpend, OwedSpendJson>(),
      sameType<Variant<'budget'>, BudgetInputsJson>(),
      sameType<Variant<'spend-budget'>, SpendBudgetInputsJson>(),
      sameType<Variant<'ambiguous'>, AmbiguousInputsJson>(),
      sameType<Variant<'nothing-to-resume'>, NothingToResumeInputsJson>(),
      sameType<Variant<'unsupported'>, UnsupportedInputsJson>(),
      sameType<Variant<'round-problem'>, RoundProblemInputsJson>()
    ]
    expect(checks.every(Boolean)).toBe(true)
  })
})
