// The brief gate's two pure decisions: post the template or not, and briefed or keep waiting.
import type { MarkedComment } from './own.js'
import type { MarkerMeta } from '../../base/marker/markers.js'
import type { FrozenBrief } from './gate-readers.js'

export type TemplateDecision =
  { post: true } | { post: false; reason: 'brief already stated' | 'already asked' }

/**
 * Entry of `review-brief`: no template when a brief is already on the conversation (it rode in with the
 * arming comment), nor when the action already asked. `ownMarkers` gives only the markers of the
 * action's own comments (conversation/own.ts), so a pasted or forged marker cannot suppress the template.
 */
export function decideTemplate(
  thread: readonly MarkedComment[],
  brief: FrozenBrief | null,
  ownMarkers: (comment: MarkedComment) => MarkerMeta[]
): TemplateDecision {
  if (brief) return { post: false, reason: 'brief already stated' }
  const asked = thread.some((c) => ownMarkers(c).some((m) => m.kind === 'brief-request'))
  return asked ? { post: false, reason: 'already asked' } : { post: true }
}

export type BriefGateDecision =
  | { kind: 'pass'; outcome: 'briefed'; brief?: FrozenBrief; confirm: boolean }
  | { kind: 'wait'; reason: string }

/**
 * Exit of `review-brief`. Once frozen, the gate passes without re-asking or re-confirming. The
 * outcome is always `briefed`: nothing in the brief's text can choose an edge.
 */
export function decideBriefGate(
  frozen: FrozenBrief | undefined,
  latest: FrozenBrief | null
): BriefGateDecision {
  if (frozen) return { kind: 'pass', outcome: 'briefed', confirm: false }
  if (!latest) {
    return {
      kind: 'wait',
      reason:
        'waiting for an authorized user to post the brief: Questions / Angles / Validations bullet lists in one comment'
    }
  }
  return { kind: 'pass', outcome: 'briefed', brief: latest, confirm: true }
}

/**
 * The paid-round budget: `roundsRun` rounds already ran since the review was armed. Past the budget
 * no critic runs until a new arming command resets the count.
 */
export function isRoundAllowed(roundsRun: number, maxRounds: number): boolean {
  return Number.isInteger(roundsRun) && roundsRun >= 0 && roundsRun < maxRounds
}
