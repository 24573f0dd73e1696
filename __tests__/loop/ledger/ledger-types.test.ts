// The ledger types still written by hand are the types of the schema's parts (the `*-schema.ts` files beside
// them), checked by the compiler: a part and its type that drift apart fail typecheck here. A part whose type is
// its fragment's `Static` (the tally, the heads, the coverage, the threads, the decisions, the brief, the check,
// the claim, the money budget) needs no check: it has one source. Still written by hand: the `Ledger` (the
// composition, read as a list of its parts), and the conversation wing's types (`OwnRecord`, `ReviewStart`),
// which may not import loop/.
import { describe, expect, it } from '@jest/globals'
import type { Ledger } from '../../../src/loop/ledger/ledger.js'
import type { LedgerJson } from '../../../src/loop/ledger/ledger-schema.js'
import type { ReviewStart } from '../../../src/conversation/comments/view.js'
import type { OwnRecord } from '../../../src/conversation/comments/own-record.js'
import type { OwedPost } from '../../../src/loop/posts/owed.js'
import type { OwedCriticResult, OwedInputs } from '../../../src/loop/posts/owed-inputs.js'
import type { CorePartJson, StartJson } from '../../../src/loop/ledger/core-schema.js'
import type { OwnPartJson } from '../../../src/loop/ledger/own-schema.js'
import type { OwedInputsJson, OwedPostJson } from '../../../src/loop/posts/owed-post-schema.js'
import type { BriefConfirmationInputsJson } from '../../../src/loop/posts/owed-brief-schema.js'
import type { CriticCommentInputsJson, OwedResultJson } from '../../../src/loop/posts/owed-critic-schema.js'
import type {
  AllFailedInputsJson,
  RoundProblemInputsJson
} from '../../../src/loop/posts/owed-round-schema.js'
import type { SummaryInputsJson } from '../../../src/loop/posts/owed-summary-schema.js'
import type { BudgetInputsJson } from '../../../src/loop/posts/owed-budget-schema.js'
import type {
  AmbiguousInputsJson,
  NothingToResumeInputsJson,
  UnsupportedInputsJson
} from '../../../src/loop/posts/owed-commands-schema.js'

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
      sameType<OwnRecord, OwnPartJson>()
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
      sameType<Variant<'budget'>, BudgetInputsJson>(),
      sameType<Variant<'ambiguous'>, AmbiguousInputsJson>(),
      sameType<Variant<'nothing-to-resume'>, NothingToResumeInputsJson>(),
      sameType<Variant<'unsupported'>, UnsupportedInputsJson>(),
      sameType<Variant<'round-problem'>, RoundProblemInputsJson>()
    ]
    expect(checks.every(Boolean)).toBe(true)
  })
})
