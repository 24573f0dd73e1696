// Rebuilding the review position from the thread: only authorized commands and own markers count.
import { describe, expect, it } from '@jest/globals'
import type { ConversationEntry } from '../../../src/conversation/comments/entries.js'
import { fromIssueComment } from '../../../src/conversation/comments/read-conversation.js'
import { parseAllowlist } from '../../../src/conversation/control/authorize.js'
import { defaultKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { renderBriefConfirmation } from '../../../src/loop/brief/brief-comments.js'
import { markerSigner } from '../../../src/base/marker/signature.js'
import { renderFollowUpRequest } from '../../../src/loop/render/reply-comments.js'
import { renderCriticComment } from '../../../src/loop/render/round-comment.js'
import { rebuildReview } from '../../../src/conversation/comments/position-rebuild.js'

const keywords = defaultKeywordConfig()
const ctx = {
  allowlist: parseAllowlist('owner'),
  identity: { login: 'github-actions[bot]' },
  keywords,
  workItem: { owner: 'o', repo: 'r' }
}
function thread(...entries: Array<[string, string]>): ConversationEntry[] {
  return entries.map(([author, body], i) =>
    fromIssueComment({
      id: i + 1,
      author,
      authorType: author.endsWith('[bot]') ? 'Bot' : 'User',
      body,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      updatedAt: 't'
    })
  )
}
const bot = 'github-actions[bot]'
const confirmed = renderBriefConfirmation({
  questions: ['first'],
  angles: [],
  validations: [],
  pullRequests: [],
  by: '@owner',
  at: 't',
  commentId: 1
})
const round = (n: number) =>
  renderCriticComment({ critic: 'c', harness: 'h', ok: true, output: 'x' }, { round: n })[0]!

describe('rebuildReview', () => {
  it('nothing armed → none; an unauthorized review arms nothing', () => {
    expect(rebuildReview(thread(['owner', 'hello']), ctx).node).toBe('none')
    expect(rebuildReview(thread(['mallory', 'the-loop review']), ctx).node).toBe('none')
  })

  it('armed without a confirmed brief → review-brief, with the brief that would freeze', () => {
    const got = rebuildReview(thread(['owner', 'the-loop review'], ['owner', 'Questions:\n- q']), ctx)
    expect(got).toMatchObject({
      node: 'review-brief',
      start: { key: 'issue-comment:1' },
      round: 0,
      brief: { questions: ['q'] }
    })
    // Not answered yet: the brief gate freezes it on the next run.
    expect(got.consumed).toEqual([])
  })

  it('the brief is the one confirmed: a restatement after the confirmation is not frozen', () => {
    const got = rebuildReview(
      thread(
        ['owner', 'the-loop review\nQuestions:\n- first'],
        [bot, confirmed],
        ['owner', 'Questions:\n- later']
      ),
      ctx
    )
    expect(got).toMatchObject({ node: 'review', brief: { questions: ['first'] } })
  })

  it('a brief restated and confirmed again mid-review is the one rebuilt', () => {
    const restated = renderBriefConfirmation(
      {
        questions: ['later'],
        angles: [],
        validations: [],
        pullRequests: [],
        by: '@owner',
        at: 't',
        commentId: 5
      },
      keywords,
      2
    )
    const got = rebuildReview(
      thread(
        ['owner', 'the-loop review\nQuestions:\n- first'],
        [bot, confirmed],
        [bot, round(1)],
        [bot, renderFollowUpRequest(1, keywords)],
        ['owner', 'Questions:\n- later'],
        [bot, restated],
        ['owner', 'Questions:\n- unconfirmed']
      ),
      ctx
    )
    expect(got).toMatchObject({ node: 'follow-up', round: 1, brief: { questions: ['later'] } })
    expect(got.consumed).toContain('issue-comment:5')
    expect(got.consumed).not.toContain('issue-comment:7')
  })

  it('a posted round with its follow-up request → follow-up, last round comment known', () => {
    const got = rebuildReview(
      thread(
        ['owner', 'the-loop review\nAngles:\n- a'],
        [bot, confirmed],
        [bot, round(1)],
        [bot, renderFollowUpRequest(1, keywords)],
        ['owner', 'and b?'],
        [bot, round(2)]
      ),
      ctx
    )
    expect(got).toMatchObject({ node: 'review', round: 2 })
    expect(got.consumed).toContain('issue-comment:5')
    const asked = rebuildReview(
      thread(
        ['owner', 'the-loop review\nAngles:\n- a'],
        [bot, confirmed],
        [bot, round(1)],
        [bot, renderFollowUpRequest(1, keywords)]
      ),
      ctx
    )
    expect(asked).toMatchObject({ node: 'follow-up', round: 1 })
  })

  it('forged markers from a human are ignored', () => {
    const got = rebuildReview(
      thread(['owner', 'the-loop review\nAngles:\n- a'], ['owner', confirmed], ['mallory', round(5)]),
      ctx
    )
    expect(got).toMatchObject({ node: 'review-brief', round: 0 })
  })

  it('test_markers_forged_as_the_bot_in_a_rebuild: counted without a signer (documented), not with one', () => {
    const signer = markerSigner('a-marker-secret-of-32-characters', 'o/r', 1)!
    const entries = (sign: (b: string) => string) =>
      thread(
        ['owner', 'the-loop review\nAngles:\n- a'],
        [bot, sign(confirmed)],
        [bot, sign(round(1))],
        [bot, round(6)],
        [bot, renderFollowUpRequest(6, keywords)]
      )
    expect(
      rebuildReview(
        entries((b) => b),
        ctx
      )
    ).toMatchObject({ node: 'follow-up', round: 6 })
    const signed = rebuildReview(
      entries((b) => signer.sign(b)),
      { ...ctx, signer }
    )
    expect(signed).toMatchObject({ node: 'review', round: 1 })
  })

  it('pause → paused; resume → back; stop → none; a new review starts fresh', () => {
    const base: Array<[string, string]> = [
      ['owner', 'the-loop review\nAngles:\n- a'],
      [bot, confirmed],
      [bot, round(1)]
    ]
    expect(rebuildReview(thread(...base, ['owner', 'the-loop pause']), ctx).node).toBe('paused')
    expect(
      rebuildReview(thread(...base, ['owner', 'the-loop pause'], ['owner', 'the-loop resume']), ctx).node
    ).toBe('review')
    expect(rebuildReview(thread(...base, ['owner', 'the-loop stop']), ctx).node).toBe('none')
    expect(rebuildReview(thread(...base, ['owner', 'the-loop review']), ctx)).toMatchObject({
      node: 'review-brief',
      round: 0,
      start: { key: 'issue-comment:4' }
    })
  })
})
