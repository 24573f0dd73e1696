// The ledger types still written by hand are the types of the schema's parts (the `*-schema.ts` files beside
// them), checked by the compiler: a part and its type that drift apart fail typecheck here. A part whose type is
// its fragment's `Static` (the tally, the heads, the coverage, the threads, the decisions, the brief, the check,
// the claim, the owed posts, the money budget) needs no check: it has one source. Still written by hand: the
// `Ledger` (the composition, read as a list of its parts), and the conversation wing's types (`OwnRecord`,
// `ReviewStart`), which may not import loop/.
import { describe, expect, it } from '@jest/globals'
import type { Ledger } from '../../../src/loop/ledger/ledger.js'
import type { LedgerJson } from '../../../src/loop/ledger/ledger-schema.js'
import type { ReviewStart } from '../../../src/conversation/comments/view.js'
import type { OwnRecord } from '../../../src/conversation/comments/own-record.js'
import type { CorePartJson, StartJson } from '../../../src/loop/ledger/core-schema.js'
import type { OwnPartJson } from '../../../src/loop/ledger/own-schema.js'

/** True when `A` and `B` are the same type (optional and required, readonly and not, told apart). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** Compiles only when `A` and `B` are the same type; a mismatch asks for an argument no call gives. */
function sameType<A, B>(..._mismatch: Same<A, B> extends true ? [] : [A, B]): boolean {
  return true
}

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
})
