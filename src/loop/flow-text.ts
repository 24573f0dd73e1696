// The reply text of a refusal caused by an authorized user (ambiguous, unsupported, nothing to resume).
import type { ControlDecision } from '../control/decide.js'
import type { KeywordConfig } from '../control/keywords.js'
import {
  renderAmbiguousReply,
  renderNothingToResumeReply,
  renderUnsupportedReply
} from '../render/reply-comments.js'

export function refusalText(
  decision: Extract<ControlDecision, { kind: 'refuse' }>,
  keywords: KeywordConfig
): string {
  if (decision.refusal === 'ambiguous') return renderAmbiguousReply(decision.matched, keywords)
  if (decision.refusal === 'nothing-to-resume') return renderNothingToResumeReply()
  return renderUnsupportedReply(decision.matched[0]!, decision.reason)
}
