// Gate readers over the thread: authorized non-own comments, newest brief with provenance, replies since.
import { describe, expect, it } from '@jest/globals'
import type { IssueComment } from '../../../src/github/port.js'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'
import { markSelfAuthored } from '../../../src/base/marker/markers.js'
import { classifyReply } from '../../../src/conversation/comments/reply-reading.js'
import { latestBrief, readAuthorizedComments } from '../../../src/conversation/comments/gate-readers.js'
import { fromIssueComment } from '../../../src/conversation/comments/read-conversation.js'
import { unconsumedReplies } from '../../../src/conversation/comments/unanswered.js'
import type { EntryKey } from '../../../src/conversation/comments/entries.js'
import { defaultKeywordConfig } from '../../../src/base/keywords/keywords.js'

const identity = { login: 'github-actions[bot]' }
const allow = parseAllowlist('owner')
let nextId = 100
function comment(
  author: string,
  body: string,
  authorType: IssueComment['authorType'] = 'User'
): IssueComment {
  const id = nextId++
  const at = `2026-01-01T00:00:${String(id % 60).padStart(2, '0')}Z`
  return { id, author, authorType, body, createdAt: at, updatedAt: at }
}
const BRIEF = 'Questions:\n- is it safe?'

describe('readAuthorizedComments', () => {
  it('keeps listed humans only, drops own comments by marker or by identity', () => {
    const thread = [
      comment('owner', 'hello'),
      comment('mallory', BRIEF),
      comment('owner', markSelfAuthored(BRIEF)),
      comment('github-actions[bot]', BRIEF, 'Bot'),
      comment('OWNER', 'again')
    ]
    expect(readAuthorizedComments(thread, allow, identity).map((c) => c.body)).toEqual(['hello', 'again'])
  })
  it('test_an_empty_allowlist_reads_nothing', () => {
    expect(readAuthorizedComments([comment('owner', BRIEF)], new Set(), identity)).toEqual([])
  })
})

describe('latestBrief', () => {
  const read = (thread: IssueComment[]) => readAuthorizedComments(thread, allow, identity)

  it('test_an_authorized_brief_is_frozen_with_provenance', () => {
    const c = comment('owner', `the-loop review\n${BRIEF}`)
    expect(latestBrief(read([c]), [])).toMatchObject({
      questions: ['is it safe?'],
      by: '@owner',
      commentId: c.id
    })
  })
  it('abuse case 3: an unauthorized brief leaves nothing to freeze', () => {
    expect(latestBrief(read([comment('mallory', BRIEF)]), [])).toBeNull()
  })
  it('abuse case 4: a self-marked brief is never read, whoever posted it', () => {
    expect(latestBrief(read([comment('owner', markSelfAuthored(BRIEF))]), [])).toBeNull()
  })
  it('test_a_restated_brief_wins, event after thread, a shared comment read once', () => {
    const first = comment('owner', BRIEF)
    const second = comment('owner', 'Angles:\n- migration safety')
    const got = latestBrief(read([first, second]), read([second]))
    expect(got).toMatchObject({ angles: ['migration safety'], questions: [], commentId: second.id })
  })
  it('composes the PR scope into refs', () => {
    const c = comment('owner', `${BRIEF}\nPull requests:\n- #12\n- octo/lab#7\n- junk here`)
    expect(latestBrief(read([c]), [], { owner: 'octo', repo: 'repo' })?.pullRequests).toEqual([
      'github:octo/repo#12',
      'github:octo/lab#7'
    ])
  })
  it('keeps the items that name no pull request to say so, never in the scope', () => {
    const c = comment('owner', `${BRIEF}\nPull requests:\n- #12\n- #0\n- #99999999999\n- junk here`)
    const got = latestBrief(read([c]), [], { owner: 'octo', repo: 'repo' })
    expect([got?.pullRequests, got?.notPulls]).toEqual([
      ['github:octo/repo#12'],
      ['#0', '#99999999999', 'junk here']
    ])
    expect(latestBrief(read([comment('owner', BRIEF)]), [])?.notPulls).toBeUndefined()
  })
})

describe('unconsumedReplies + the follow-up gate', () => {
  const filter = (consumed: string[]) => ({
    allowlist: allow,
    identity,
    keywords: defaultKeywordConfig(),
    consumed: new Set(consumed as EntryKey[])
  })
  it('a reply posted while the round ran still reaches the gate; what the round answered does not', () => {
    const before = fromIssueComment(comment('owner', 'lgtm'))
    const round = fromIssueComment(comment('github-actions[bot]', markSelfAuthored('findings'), 'Bot'))
    const reply = fromIssueComment(comment('owner', 'and the retries?'))
    const replies = unconsumedReplies([before, round, reply], filter([before.key]))
    expect(classifyReply(replies)).toMatchObject({
      kind: 'pass',
      outcome: 'more-work',
      decidedBy: { id: reply.id }
    })
  })
  it('abuse case 4/6: self-marked or unauthorized "done" keeps the gate waiting', () => {
    const round = comment('github-actions[bot]', markSelfAuthored('findings'), 'Bot')
    const thread = [round, comment('owner', markSelfAuthored('done')), comment('mallory', 'done')]
    expect(classifyReply(unconsumedReplies(thread.map(fromIssueComment), filter([]))).kind).toBe('wait')
  })
  it('a command is never a reply', () => {
    const pause = fromIssueComment(comment('owner', 'the-loop pause'))
    expect(unconsumedReplies([pause], filter([]))).toEqual([])
  })
})
