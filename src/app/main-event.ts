// What the main action can tell from the event and its first control decision alone, before reading anything:
// the item it is about, whether the cache branch is needed at all, and what is worth reading with the state.
import type { ControlDecision } from '../conversation/control/decide.js'
import type { Trigger, ItemRef } from '../conversation/event/trigger.js'
import { parseBrief } from '../conversation/comments/brief.js'
import { declaresDone } from '../conversation/comments/reply-reading.js'

/** The item a trigger is about, when it has one (dispatches name it through their `pull-request` input). */
export function itemOf(trigger: Trigger): ItemRef | undefined {
  if (
    trigger.kind === 'comment' ||
    trigger.kind === 'closed' ||
    trigger.kind === 'continue' ||
    trigger.kind === 'pushed'
  )
    return trigger.item
  if (trigger.kind === 'dispatch') {
    const n = Number(trigger.inputs['pull-request'] ?? trigger.inputs['issue'] ?? '')
    if (Number.isSafeInteger(n) && n > 0) return { repo: trigger.repo, number: n, isPullRequest: true }
  }
  return undefined
}

/** Decisions that need nothing from the cache branch: answered without reading it (and without API calls). */
export function isStateless(decision: ControlDecision): boolean {
  return (
    decision.kind === 'ignore' || (decision.kind === 'refuse' && decision.refusal !== 'nothing-to-resume')
  )
}

/** Arming without a brief needs only the issue comments: an earlier template is one of them. */
export function needsIssueCommentsOnly(trigger: Trigger, decision: ControlDecision): boolean {
  return (
    trigger.kind === 'comment' &&
    trigger.source === 'issue_comment' &&
    decision.kind === 'command' &&
    decision.command === 'review' &&
    parseBrief(decision.comment.body) === null
  )
}

/**
 * A reply that does not end the review, or an arming that carries its brief, will most likely run a round:
 * its config and diff are then read together with the state (a reply at a waiting gate wastes two reads).
 */
export function isRoundLikely(decision: ControlDecision): boolean {
  if (decision.kind === 'reply') return !declaresDone(decision.comment.body)
  return (
    decision.kind === 'command' && decision.command === 'review' && parseBrief(decision.comment.body) !== null
  )
}
