// Follow-up request, refusals and "not supported" replies: self-marked, explicit about what happened.
import { describe, expect, it } from '@jest/globals'
import { defaultKeywordConfig, parseKeywordConfig } from '../../src/control/keywords.js'
import { parseMarkers, SELF_MARKER } from '../../src/marker/markers.js'
import {
  renderAmbiguousReply,
  renderBudgetReply,
  renderFollowUpRequest,
  renderNothingToResumeReply,
  renderUnsupportedReply,
  quoteKeyword
} from '../../src/render/reply-comments.js'
import { renderBriefTemplate } from '../../src/render/brief-comments.js'
import { parseCommand } from '../../src/control/keyword-parse.js'

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

  it.each(['start', 'contribute', 'do', 'execute'] as const)(
    '"%s" gets a plain "not supported" reply',
    (command) => {
      const body = renderUnsupportedReply(command)
      expect(body).toContain('Not supported here')
      expect(body).toContain('Nothing was started')
    }
  )

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
    renderUnsupportedReply('start'),
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
