// Owed posts in the item's state: their inputs and marker key, done once on the thread, held by the run that
// sends them.
import { describe, expect, it } from '@jest/globals'
import { fromIssueComment } from '../../../src/conversation/comments/read-conversation.js'
import { isHeldElsewhere, outstanding, recordOwed, type OwedPost } from '../../../src/loop/posts/owed.js'
import { renderMarker, SELF_MARKER, type MarkerMeta } from '../../../src/base/marker/markers.js'
import { markerSigner } from '../../../src/base/marker/signature.js'
import type { MarkerSigner } from '../../../src/base/marker/signature.js'
import type { UnsentPost } from '../../../src/loop/posts/owed-inputs.js'

const identity = { login: 'the-loop[bot]' }
const now = new Date('2026-12-01T10:00:00Z')
const view = (
  entries: ReturnType<typeof fromIssueComment>[],
  more: { signer?: MarkerSigner; render?: (p: OwedPost) => string | undefined } = {}
) => ({ entries, identity, signer: more.signer, sign: (t: string) => more.signer?.sign(t) ?? t, ...more })
const comment = (id: number, author: string, body: string) =>
  fromIssueComment({
    id,
    author,
    authorType: 'Bot',
    body,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString()
  })
const marked = (text: string, meta: MarkerMeta) => `${text}\n${SELF_MARKER}\n${renderMarker(meta)}`

const confirmation: OwedPost = {
  inputs: { what: 'brief-confirmation' },
  kind: 'brief-confirmation',
  part: 1,
  run: '6',
  after: 10
}
const allFailed = (round: number, part: number): UnsentPost => ({
  inputs: { what: 'all-failed', round, failed: 2 },
  kind: 'round',
  round,
  part
})
const problem = (text: string): UnsentPost => ({
  inputs: { what: 'round-problem', round: 2, problem: text },
  kind: 'reply',
  part: 1
})

describe('outstanding', () => {
  const body = marked('confirmed', { kind: 'brief-confirmation', node: 'review-brief' })

  it('an owed post is done only by a comment of ours with its marker key, posted after it was recorded', () => {
    expect(outstanding([confirmation], view([comment(11, 'the-loop[bot]', body)]))).toEqual([])
    expect(outstanding([confirmation], view([comment(9, 'the-loop[bot]', body)]))).toEqual([confirmation])
    expect(outstanding([confirmation], view([comment(11, 'mallory', body)]))).toEqual([confirmation])
    const other = marked('x', { kind: 'budget' })
    expect(outstanding([confirmation], view([comment(11, 'the-loop[bot]', other)]))).toEqual([confirmation])
  })

  it('a part is done by its own part: the same kind, round, critic and part, whatever the body says', () => {
    const post: OwedPost = { ...allFailed(3, 2), run: '6', after: 10 }
    const part = (round: number, index: number) =>
      marked('re-rendered, in other words', {
        kind: 'round',
        node: 'review',
        round,
        part: { index, total: 2 }
      })
    expect(outstanding([post], view([comment(11, 'the-loop[bot]', part(3, 2))]))).toEqual([])
    expect(outstanding([post], view([comment(11, 'the-loop[bot]', part(3, 1))]))).toEqual([post])
    expect(outstanding([post], view([comment(11, 'the-loop[bot]', part(4, 2))]))).toEqual([post])
    // A marker without a part is part 1.
    const one: OwedPost = { ...allFailed(3, 1), run: '6', after: 10 }
    const whole = marked('one part', { kind: 'round', node: 'review', round: 3 })
    expect(outstanding([one], view([comment(11, 'the-loop[bot]', whole)]))).toEqual([])
  })

  it('with marker-secret, only a marker signed for this item fulfils a post', () => {
    const signer = markerSigner('s3cret', 'acme/widgets', 1)!
    const unsigned = comment(11, 'the-loop[bot]', body)
    expect(outstanding([confirmation], view([unsigned], { signer }))).toEqual([confirmation])
    const signed = comment(11, 'the-loop[bot]', signer.sign(body))
    expect(outstanding([confirmation], view([signed], { signer }))).toEqual([])
    const other = markerSigner('other', 'acme/widgets', 1)!
    expect(outstanding([confirmation], view([signed], { signer: other }))).toEqual([confirmation])
  })

  it('a reply has no identity in its marker: only its own body, rendered again, fulfils it', () => {
    const post: OwedPost = { ...problem('no critics'), run: '6', after: 10 }
    const own = marked('round 2 did not run: no critics', { kind: 'reply' })
    const render = (p: OwedPost) => (p === post ? own : undefined)
    const another = comment(11, 'the-loop[bot]', marked('another reply', { kind: 'reply' }))
    expect(outstanding([post], view([another], { render }))).toEqual([post])
    expect(outstanding([post], view([comment(11, 'the-loop[bot]', own)], { render }))).toEqual([])
  })
})

describe('recordOwed', () => {
  it('adds this run’s posts, held for a while, and keeps the first record of a post already owed', () => {
    const reply = problem('no critics')
    const out = recordOwed([confirmation], [{ ...confirmation }, reply], {
      run: '7',
      now,
      after: 20,
      hold: true
    })
    expect(out.map((p) => [p.kind, p.after, p.run])).toEqual([
      ['brief-confirmation', 10, '6'],
      ['reply', 20, '7']
    ])
    expect(out.every((p) => p.by?.run === '7')).toBe(true)
    expect(isHeldElsewhere(out[0]!, '8', now)).toBe(true)
    expect(isHeldElsewhere(out[0]!, '7', now)).toBe(false)
    expect(isHeldElsewhere(out[0]!, '8', new Date(now.getTime() + 3 * 60 * 1000 + 1))).toBe(false)
    // Posts a run failed to send after its write are free for any run at once.
    const free = recordOwed(out, [reply], { run: '7', now, after: 30, hold: false })
    expect(free[1]!.by).toBeUndefined()
    expect(free[1]!.after).toBe(20)
  })

  it('a post is one by its marker key: a newer rendering of it replaces the inputs, not the entry', () => {
    const first = recordOwed([], [allFailed(3, 1), allFailed(3, 2)], {
      run: '7',
      now,
      after: 20,
      hold: false
    })
    const again = { ...allFailed(3, 2), inputs: { what: 'all-failed' as const, round: 3, failed: 5 } }
    const out = recordOwed(first, [again], { run: '8', now, after: 30, hold: false })
    expect(out).toHaveLength(2)
    expect(out[1]).toEqual({ ...again, run: '8', after: 20 })
    expect(out[0]!.run).toBe('7')
    // Replies share one key: two different replies stay two posts.
    const replies = recordOwed([], [problem('a'), problem('b'), problem('a')], {
      run: '7',
      now,
      after: 1,
      hold: false
    })
    expect(replies.map((p) => (p.inputs as { problem: string }).problem)).toEqual(['a', 'b'])
  })

  it('stores only the inputs and the key of what it is given, within the bounds', () => {
    const [stored] = recordOwed([], [{ ...allFailed(1, 1), text: 'a body' } as UnsentPost], {
      run: '7',
      now,
      after: 1,
      hold: false
    })
    expect(stored).toEqual({ ...allFailed(1, 1), run: '7', after: 1 })
    // A post beyond what the state may store is not recorded (the run's failure still names it).
    expect(recordOwed([], [problem('x'.repeat(2001))], { run: '7', now, after: 1, hold: false })).toEqual([])
  })
})
