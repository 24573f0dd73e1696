// How this run recognizes its own comments on the item: the round context's identity and signer, and the record
// of them the item's ledger keeps. Above the ledger, so the round context below it needs no ledger.
import type { OwnRecognition } from '../../conversation/comments/own.js'
import type { GraphState } from '../../engine/state/document.js'
import { ledgerOf } from '../ledger/ledger.js'
import type { RoundContext } from '../context/services.js'

/**
 * How this run recognizes its own comments on the item: identity, signature, and `state`'s record of them.
 * Without `state` the record is left out: that is the rule a write uses to list the comments it records.
 */
export function ownRecognition(s: RoundContext, state?: GraphState): OwnRecognition {
  const record = state ? ledgerOf(state).own : undefined
  return {
    identity: s.identity,
    ...(s.signer ? { signer: s.signer } : {}),
    ...(record ? { record } : {}),
    isRunPost: (comment) => s.conversation.isRunPost(comment)
  }
}
