// Follow-up request, refusals and "not supported" replies: self-marked, explicit about what happened.
import { describe, expect, it } from '@jest/globals'
import { defaultKeywordConfig, parseKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { parseMarkers, SELF_MARKER } from '../../../src/base/marker/markers.js'
import {
  renderAmbiguousReply,
  renderBudgetReply,
  renderFollowUpRequest,
  renderNothingToResumeReply,
  renderUnsupportedReply,
  quoteKeyword
} from '../../../src/loop/render/reply-comments.js'
import { renderBriefTemplate } from '../../../src/loop/brief/brief-comments.js'
import { parseCommand } from '../../../src/base/keywords/keyword-parse.js'

const keywords = defaultKeywordConfig()

describe('replies', () => {
  it('the follow-up request names the node, is self-marked, and does not itself parse as a command', () => {
    const body = renderFollowUpRequest(2, keywords)
    expect(body).toContain('follow-up')
    expect(body).toContain(SELF_MARKER)
    expect(parseMarkers(body)).toEqual([{ kind: 'follow-up-request', node: 'follow-up', round: 2 }])
  })

  it('the ambiguous refusal names both keywords and says nothing was done', () => {
    const body = renderAmbiguousReply(['stop', 'review'], keywords)
    expect(body).toMatch(/Nothing was done/)
    expect(body).toContain('`the-loop` `stop`')
    expect(body).toContain(SELF_MARKER)
  })

  // Whole messages (issue 24): what is not run here, where those loops live, and what the action runs instead.
  const LOOPS_LIVE =
    'The work-item, contribution and ad-hoc loops run in the upstream the-loop CLI, inside a coding agent.'
  const REVIEW_INSTEAD =
    'This action runs reviews: comment `the-loop` `review` on an issue or pull request to start one.'
  const replyBody = (text: string) =>
    `🤖 _the-loop_ — ${text}\n\n<!-- the-loop:meta kind=reply -->\n\n🤖 _the-loop, autonomous comment_\n${SELF_MARKER}\n`
  it.each([
    ['start', 'the work-item loop needs a coding agent session, which this GitHub Action does not run.'],
    [
      'contribute',
      'the contribution loop needs a coding agent session, which this GitHub Action does not run.'
    ],
    ['do', 'the ad-hoc loop needs a coding agent session, which this GitHub Action does not run.'],
    [
      'execute',
      'there is no phase-selection gate waiting on this item: phase selection belongs to the work-item loop.'
    ]
  ] as const)('"%s" gets a whole "not supported" reply that points to `the-loop review`', (command, why) => {
    expect(renderUnsupportedReply(command, keywords)).toBe(
      replyBody(
        `**Not supported here:** \`${command}\` — ${why} ${LOOPS_LIVE} ${REVIEW_INSTEAD} Nothing was started.`
      )
    )
  })

  it('the "not supported" reply names the configured review keyword, or says it is turned off', () => {
    expect(renderUnsupportedReply('do', parseKeywordConfig('review: please review'))).toContain(
      'comment `please` `review` on an issue or pull request to start one.'
    )
    const off = renderUnsupportedReply('do', parseKeywordConfig('review: ""'))
    expect(off).toContain(
      `${LOOPS_LIVE} This action runs reviews, and its review keyword is turned off here (input control-keywords). Nothing was started.`
    )
  })

  it('the budget reply names max-rounds and the re-arming keyword', () => {
    const body = renderBudgetReply(3, parseKeywordConfig('review: please review'))
    expect(body).toContain('3 rounds')
    expect(body).toContain('`please` `review`')
  })
})

describe('quoting our own texts back never issues a command', () => {
  const custom = parseKeywordConfig('resume: /resume')
  const texts = [
    renderFollowUpRequest(1, keywords),
    renderAmbiguousReply(['stop', 'review'], keywords),
    renderAmbiguousReply(['resume', 'review'], custom),
    renderBudgetReply(2, keywords),
    renderUnsupportedReply('start', keywords),
    renderUnsupportedReply('do', custom),
    renderNothingToResumeReply(),
    renderBriefTemplate({ variant: 'work-item' })
  ]
  it.each(texts.map((t, i) => [i, t]))('text %i quoted line by line parses to nothing', (_i, text) => {
    const quoted = String(text)
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')
    expect(parseCommand(quoted, keywords)).toEqual({ kind: 'none' })
    expect(parseCommand(quoted, custom)).toEqual({ kind: 'none' })
  })

  it('quoteKeyword shows the words without containing the keyword', () => {
    expect(quoteKeyword('the-loop review')).toBe('`the-loop` `review`')
    expect(quoteKeyword('/resume')).toBe('<code>&#47;resume</code>')
  })
})
