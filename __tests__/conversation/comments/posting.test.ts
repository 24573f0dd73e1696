// Idempotent posting: a re-run edits the action's own comments for the same round and critic.
import { describe, expect, it } from '@jest/globals'
import type { IssueComment } from '../../../src/github/port.js'
import { ownMarkerReader } from '../../../src/conversation/comments/own.js'
import { markSelfAuthored, parseMarkers } from '../../../src/base/marker/markers.js'
import { renderCriticComment } from '../../../src/loop/render/round-comment.js'
import { planCommentWrites } from '../../../src/conversation/comments/posting.js'

const identity = ownMarkerReader({ identity: { login: 'github-actions[bot]' } })
const key = { kind: 'round' as const, node: 'review', round: 1, critic: 'claude' }
let id = 1
function posted(body: string, author = 'github-actions[bot]'): IssueComment {
  return { id: id++, author, authorType: 'Bot', body, createdAt: 't', updatedAt: 't' }
}
const result = (output: string) => ({ critic: 'claude', harness: 'claude', ok: true, output })

describe('planCommentWrites', () => {
  it('first run creates; a re-run of the same round edits instead of duplicating', () => {
    const bodies = renderCriticComment(result('findings'), { round: 1 })
    expect(planCommentWrites([], bodies, key, identity)).toEqual([{ op: 'create', body: bodies[0] }])
    const existing = posted(bodies[0]!)
    const again = renderCriticComment(result('findings v2'), { round: 1 })
    expect(planCommentWrites([existing], again, key, identity)).toEqual([
      { op: 'update', commentId: existing.id, body: again[0] }
    ])
  })

  it('another round or another critic is not the same comment', () => {
    const other = posted(renderCriticComment(result('x'), { round: 2 })[0]!)
    const codex = posted(renderCriticComment({ ...result('x'), critic: 'codex' }, { round: 1 })[0]!)
    expect(planCommentWrites([other, codex], ['b'], key, identity)).toEqual([{ op: 'create', body: 'b' }])
  })

  it('a pasted marker in a human comment is never edited', () => {
    const forged = posted(renderCriticComment(result('x'), { round: 1 })[0]!, 'mallory')
    expect(planCommentWrites([forged], ['b'], key, identity)).toEqual([{ op: 'create', body: 'b' }])
  })

  it('parts left over from a longer earlier version are emptied to a note', () => {
    const long = renderCriticComment(result('line\n'.repeat(40_000)), { round: 1 })
    expect(long.length).toBeGreaterThan(2)
    const existing = long.map((b) => posted(b))
    const short = renderCriticComment(result('short now'), { round: 1 })
    const writes = planCommentWrites(existing, short, key, identity)
    expect(writes[0]).toEqual({ op: 'update', commentId: existing[0]!.id, body: short[0] })
    expect(writes).toHaveLength(long.length)
    for (const write of writes.slice(1)) {
      expect(write.op).toBe('update')
      expect(write.body).toContain('no longer used')
      expect(parseMarkers(write.body)[0]?.critic).toBe('claude')
    }
  })

  it('without a known identity, the marker alone decides', () => {
    const existing = posted(markSelfAuthored(renderCriticComment(result('x'), { round: 1 })[0]!), 'someone')
    expect(planCommentWrites([existing], ['b'], key, ownMarkerReader({ identity: {} }))[0]?.op).toBe('update')
  })
})
