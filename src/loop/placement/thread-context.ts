// A reply on the thread of one of our inline findings is a follow-up about that finding: the round that reads
// the reply is told which finding it answers, where, and the diff hunk it sits on.
import { isActionComment, type ActionIdentity } from '../../conversation/control/authorize.js'
import type { ConversationEntry, EntryKey } from '../../conversation/comments/entries.js'
import type { MarkerSigner } from '../../base/marker/signature.js'
import { parseMarkers, SELF_ATTRIBUTION, SELF_MARKER } from '../../base/marker/markers.js'
import { quoted } from '../../base/shared/quoted.js'

export interface FindingAbout {
  critic: string
  round: number
  /**
   * `path:line` of the finding, the path quoted (base/shared/quoted.ts): the prompt names it outside a fence.
   */
  place: string
  /** The finding as posted, without the action's markers. */
  text: string
  diffHunk: string
}

/**
 * The finding a line comment answers: GitHub points every reply of a thread at the thread's first comment,
 * so that comment must be one of our finding comments (identity, self-marker, signature with marker-secret).
 */
export function findingAnswered(
  entry: ConversationEntry,
  find: (key: EntryKey) => ConversationEntry | undefined,
  rule: { identity: ActionIdentity; signer?: MarkerSigner }
): FindingAbout | undefined {
  const parent = entry.anchor?.inReplyToId
  if (entry.kind !== 'review-comment' || parent === undefined) return undefined
  const root = find(`review-comment:${parent}`)
  if (!root || !root.anchor || !isActionComment(root, rule.identity)) return undefined
  const meta = parseMarkers(root.body).find(
    (m) => m.kind === 'finding' && (!rule.signer || rule.signer.verify(m))
  )
  if (!meta || meta.critic === undefined || meta.round === undefined) return undefined
  const text = root.body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(SELF_MARKER, '')
    .replace(SELF_ATTRIBUTION, '')
    .trim()
  const line = root.anchor.line === undefined ? '' : `:${root.anchor.line}`
  return {
    critic: meta.critic,
    round: meta.round,
    place: `${quoted(root.anchor.path)}${line}`,
    text,
    diffHunk: root.anchor.diffHunk
  }
}
