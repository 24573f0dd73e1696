// The reply of a refusal caused by an authorized user (ambiguous, unsupported, nothing to resume): its inputs,
// which a required post is queued with (the state records them if it is not sent), and its text.
import type { ControlDecision } from '../control/decide.js'
import { OWED_LIMITS, type OwedInputs } from '../thread/owed-inputs.js'
import { renderRequired, type OwedRenderContext } from '../render/owed-render.js'

type Refusal = Extract<ControlDecision, { kind: 'refuse' }>

export function refusalInputs(decision: Refusal): OwedInputs {
  if (decision.refusal === 'ambiguous') return { what: 'ambiguous', matched: decision.matched }
  if (decision.refusal === 'nothing-to-resume') return { what: 'nothing-to-resume' }
  // Cut to what the state may store; the reasons the control plane gives are short.
  return {
    what: 'unsupported',
    command: decision.matched[0]!,
    why: decision.reason.slice(0, OWED_LIMITS.why)
  }
}

/** The text of a refusal sent without a run on the item; `ctx` gives the run its footer links to. */
export function refusalText(decision: Refusal, ctx: OwedRenderContext): string {
  return renderRequired(refusalInputs(decision), ctx)[0]!
}
