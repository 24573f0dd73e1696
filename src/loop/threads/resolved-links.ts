// The findings whose threads the action resolved as fixed, by key, each with its thread's link: a critic that finds
// one again posts it as new and links the old thread, since it is no longer "already on the diff".
import { isActionComment } from '../../conversation/control/authorize.js'
import { parseMarkers } from '../../base/marker/markers.js'
import type { ReviewServices } from '../context/services.js'
import { ownThreadMarkers, reviewCommentUrl } from './thread-answers.js'
import type { PlanWithThreads } from './threads-plan.js'

/**
 * Key → link to its thread, for the findings of `critic` whose threads the action resolved as fixed: found
 * again, such a finding is posted as new and links the old thread (it is no longer "already on the diff").
 */
export function resolvedFindingLinks(
  s: ReviewServices,
  plan: PlanWithThreads,
  critic: string,
  pull: number
): Map<string, string> {
  const resolvedRoots = new Set(ownThreadMarkers(s).resolved.map((m) => m.inReplyToId))
  const out = new Map<string, string>()
  if (resolvedRoots.size === 0) return out
  for (const e of s.conversation.readEntries()) {
    if (e.kind !== 'review-comment' || !resolvedRoots.has(e.id) || !isActionComment(e, s.identity)) continue
    for (const m of parseMarkers(e.body)) {
      if (m.kind !== 'finding' || (s.signer && !s.signer.verify(m))) continue
      const keys = [
        ...(m.critic === critic && m.key ? [m.key] : []),
        ...(m.also ?? []).filter((a) => a.critic === critic).map((a) => a.key)
      ]
      for (const key of keys) out.set(key, reviewCommentUrl(s, plan, pull, e.id))
    }
  }
  return out
}
