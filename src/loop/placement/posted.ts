// The findings a critic already has on the diff: read from the markers of the action's own review comments.
// Trusting a forged marker here can only keep a finding from being posted again (it is then listed in the
// round comment as repeated), never make the action post or edit anything, so the record is not consulted;
// the identity, the self-marker and, with marker-secret, the signature still are.
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import { parseMarkers } from '../../base/marker/markers.js'

/**
 * Key → the round that posted it, for the findings `critic` put on a pull request's diff (the earliest round
 * wins), from that pull request's review comments.
 */
export function postedFindings(
  reviewComments: Iterable<{ author: string; body: string }>,
  critic: string,
  rule: { identity: ActionIdentity; signer?: MarkerSigner }
): Map<string, number> {
  const posted = new Map<string, number>()
  for (const e of reviewComments) {
    if (!isActionComment(e, rule.identity)) continue
    for (const m of parseMarkers(e.body)) {
      if (m.kind !== 'finding' || m.round === undefined) continue
      if (rule.signer && !rule.signer.verify(m)) continue
      // Its own finding, or its finding folded into another critic's comment of the same problem.
      const keys = [
        ...(m.critic === critic && m.key !== undefined ? [m.key] : []),
        ...(m.also ?? []).filter((a) => a.critic === critic).map((a) => a.key)
      ]
      for (const key of keys) {
        const known = posted.get(key)
        if (known === undefined || m.round < known) posted.set(key, m.round)
      }
    }
  }
  return posted
}
