// The reply of a refusal caused by an authorized user (ambiguous, unsupported, nothing to resume): its inputs,
// which a required post is queued with (the state records them if it is not sent), and its text.
import type { ControlDecision } from '../control/decide.js'
import type { KeywordConfig } from '../control/keywords.js'
import { OWED_LIMITS, type OwedInputs } from '../thread/owed-inputs.js'
import { renderRequired } from '../render/owed-render.js'

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

export function refusalText(decision: Refusal, keywords: KeywordConfig): string {
  return renderRequired(refusalInputs(decision), { keywords })[0]!
}
