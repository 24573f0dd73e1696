// The reply of a refusal caused by an authorized user (ambiguous, unsupported, nothing to resume): its inputs,
// which a required post is queued with (the state records them if it is not sent), and its text.
import type { ControlDecision } from '../conversation/control/decide.js'
import type { OwedInputs } from '../conversation/comments/owed-inputs.js'
import { renderRequired, type OwedRenderContext } from './render/owed-render.js'

type Refusal = Extract<ControlDecision, { kind: 'refuse' }>

export function refusalInputs(decision: Refusal): OwedInputs {
  if (decision.refusal === 'ambiguous') return { what: 'ambiguous', matched: decision.matched }
  if (decision.refusal === 'nothing-to-resume') return { what: 'nothing-to-resume' }
  // The reply is worded from the command (loop/render/reply-comments.ts); the decision's reason is the job
  // summary's.
  return { what: 'unsupported', command: decision.matched[0]! }
}

/** The text of a refusal sent without a run on the item; `ctx` gives the run its footer links to. */
export function refusalText(decision: Refusal, ctx: OwedRenderContext): string {
  return renderRequired(refusalInputs(decision), ctx)[0]!
}
