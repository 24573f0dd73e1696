// The conversations of a work item's linked pull requests: which of the brief's pull requests are followed, and
// which of their entries reach the review (tagged, the action's own and earlier ones left out, threads cut).
import { describe, expect, it } from '@jest/globals'
import {
  entryKey,
  describeEntry,
  type ConversationEntry
} from '../../../src/conversation/comments/entries.js'
import {
  linkedPullsOf,
  MAX_LINKED_PULLS,
  readLinkedEntries,
  withLinkedEntries
} from '../../../src/conversation/comments/linked-conversation.js'
import { SELF_MARKER } from '../../../src/base/marker/markers.js'
import type { ConversationReader } from '../../../src/conversation/comments/read-conversation.js'

const ITEM = { owner: 'acme', repo: 'widgets', number: 7 }
const identity = { login: 'github-actions[bot]' }

function entry(id: number, at: string, extra: Partial<ConversationEntry> = {}): ConversationEntry {
  const kind = extra.kind ?? 'issue-comment'
  return {
    id,
    author: 'alice',
    authorType: 'User',
    body: `comment ${id}`,
    createdAt: at,
    updatedAt: at,
    kind,
    key: entryKey(kind, id),
    visibleAt: at,
    ...extra
  }
}

describe('linkedPullsOf', () => {
  it("follows this repository's pull requests but the item itself, and names the others", () => {
    const refs = [
      'github:acme/widgets#12',
      'github:ACME/Widgets#13',
      'github:acme/widgets#7',
      'github:acme/widgets#12',
      'github:octo/other#3',
      'not a ref'
    ]
    expect(linkedPullsOf(refs, ITEM)).toEqual({ followed: [12, 13], elsewhere: ['octo/other#3'], beyond: [] })
  })

  it(`follows the first ${MAX_LINKED_PULLS} and names the rest`, () => {
    const refs = Array.from({ length: MAX_LINKED_PULLS + 2 }, (_, i) => `github:acme/widgets#${100 + i}`)
    const linked = linkedPullsOf(refs, ITEM)
    expect([linked.followed.length, linked.beyond]).toEqual([MAX_LINKED_PULLS, [110, 111]])
  })
})

describe('readLinkedEntries', () => {
  const reads: number[] = []
  const github: ConversationReader = {
    listComments: async (n) => {
      reads.push(n)
      return [
        entry(1, '2026-01-01T00:00:00Z'),
        entry(2, '2026-01-02T00:00:00Z'),
        entry(3, '2026-01-02T00:00:01Z', { body: `round ${SELF_MARKER}`, author: 'github-actions[bot]' })
      ]
    },
    listReviews: async () => [],
    listReviewComments: async () => [
      {
        id: 5,
        author: 'alice',
        authorType: 'User',
        body: 'kept on purpose',
        createdAt: '2026-01-03T00:00:00Z',
        updatedAt: '2026-01-03T00:00:00Z',
        path: 'src/a.js',
        line: 3,
        startLine: undefined,
        inReplyToId: 4,
        diffHunk: '@@ -1 +1 @@',
        reviewId: undefined,
        side: 'RIGHT'
      }
    ]
  }

  it('takes what people wrote since the brief, tagged with its pull request, and not what it answers', async () => {
    reads.length = 0
    const got = await readLinkedEntries(github, [12], { identity, since: '2026-01-01T12:00:00Z' })
    expect(got.map((e) => [e.key, e.onPull])).toEqual([
      ['issue-comment:2', 12],
      ['review-comment:5', 12]
    ])
    expect(got[1]!.anchor).toMatchObject({ path: 'src/a.js', line: 3, inReplyToId: undefined })
    expect(describeEntry(got[1]!)).toBe(
      '@alice, line comment on `src/a.js`:3 on pull request #12, 2026-01-03T00:00:00Z'
    )
    expect(reads).toEqual([12])
  })

  it('reads a conversation it knows already no more, and nothing without a time to start from', async () => {
    reads.length = 0
    const known = new Map([[12, [entry(9, '2026-02-01T00:00:00Z')]]])
    const got = await readLinkedEntries(github, [12, 13], { identity, since: '2026-01-01T12:00:00Z', known })
    expect(got.map((e) => [e.key, e.onPull])).toEqual([
      ['issue-comment:9', 12],
      ['issue-comment:2', 13],
      ['review-comment:5', 13]
    ])
    expect(reads).toEqual([13])
    expect(await readLinkedEntries(github, [12], { identity, since: 'never' })).toEqual([])
  })

  it("merges with the item's own entries in conversation order, an entry read twice kept once", () => {
    const own = [entry(1, '2026-01-01T00:00:00Z'), entry(4, '2026-01-04T00:00:00Z')]
    const linked = [
      entry(1, '2026-01-01T00:00:00Z', { onPull: 12 }),
      entry(2, '2026-01-02T00:00:00Z', { onPull: 12 })
    ]
    expect(withLinkedEntries(own, linked).map((e) => [e.id, e.onPull])).toEqual([
      [1, undefined],
      [2, 12],
      [4, undefined]
    ])
  })
})
