// Owed posts in the item's state: read defensively, done once on the thread, held by the run that sends them.
import { describe, expect, it } from '@jest/globals'
import { fromIssueComment } from '../../src/thread/read-conversation.js'
import { isHeldElsewhere, outstanding, readOwed, recordOwed, type OwedPost } from '../../src/ledger/owed.js'
import { SELF_MARKER } from '../../src/marker/markers.js'

const identity = { login: 'the-loop[bot]' }
const now = new Date('2026-12-01T10:00:00Z')
const view = (entries: ReturnType<typeof fromIssueComment>[]) => ({
  entries,
  identity,
  seal: (t: string) => t
})
const comment = (id: number, author: string, body: string) =>
  fromIssueComment({
    id,
    author,
    authorType: 'Bot',
    body,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString()
  })

const BODY = `confirmed\n${SELF_MARKER}\n<!-- the-loop:meta kind=brief-confirmation node=review-brief -->`
const owed: OwedPost = { text: BODY, kind: 'brief-confirmation', after: 10 }

describe('readOwed', () => {
  it('keeps well-formed entries and drops garbage', () => {
    const read = readOwed([
      owed,
      { ...owed, kind: 'nonsense' },
      { ...owed, after: -1 },
      { text: 5, kind: 'reply', after: 1 },
      'x',
      null,
      { ...owed, by: { run: '9', until: 'not a time' } },
      { ...owed, key: { kind: 'round', node: 'review', round: 2, critic: 'c', part: 0 } }
    ])
    expect(read).toHaveLength(3)
    expect(read[1]!.by).toBeUndefined()
    expect(read[2]!.key).toBeUndefined()
    expect(readOwed({ not: 'a list' })).toEqual([])
  })

  it('bounds the list and the characters it keeps', () => {
    expect(readOwed(Array.from({ length: 100 }, () => owed))).toHaveLength(40)
    const big = { ...owed, text: 'x'.repeat(60_000) }
    expect(readOwed(Array.from({ length: 10 }, () => big))).toHaveLength(6)
  })
})

describe('outstanding', () => {
  it('an owed post is done only by a comment of ours with its body, posted after it was recorded', () => {
    expect(outstanding([owed], view([comment(11, 'the-loop[bot]', BODY)]))).toEqual([])
    expect(outstanding([owed], view([comment(9, 'the-loop[bot]', BODY)]))).toEqual([owed])
    expect(outstanding([owed], view([comment(11, 'mallory', BODY)]))).toEqual([owed])
    expect(outstanding([owed], view([comment(11, 'the-loop[bot]', `${BODY} `)]))).toEqual([owed])
  })
})

describe('recordOwed', () => {
  it('adds this run’s posts, held for a while, and keeps the first record of a post already owed', () => {
    const reply = { text: 'a reply', kind: 'reply' as const }
    const out = recordOwed([owed], [{ text: BODY, kind: 'brief-confirmation' }, reply], {
      run: '7',
      now,
      after: 20,
      hold: true
    })
    expect(out.map((p) => p.after)).toEqual([10, 20])
    expect(out.every((p) => p.by?.run === '7')).toBe(true)
    expect(isHeldElsewhere(out[0]!, '8', now)).toBe(true)
    expect(isHeldElsewhere(out[0]!, '7', now)).toBe(false)
    expect(isHeldElsewhere(out[0]!, '8', new Date(now.getTime() + 3 * 60 * 1000 + 1))).toBe(false)
    // Posts a run failed to send after its write are free for any run at once.
    const free = recordOwed(out, [reply], { run: '7', now, after: 30, hold: false })
    expect(free[1]!.by).toBeUndefined()
    expect(free[1]!.after).toBe(20)
  })
})
