// The brief gate's answer to a comment that is not a brief: what was read, what a brief needs, an example.
import { describe, expect, it } from '@jest/globals'
import { renderBriefAnswer } from '../../../src/loop/brief/brief-answer-render.js'
import { parseMarkers, SELF_ATTRIBUTION, SELF_MARKER } from '../../../src/base/marker/markers.js'
import { parseBrief } from '../../../src/conversation/comments/brief.js'
import { readBriefAttempt } from '../../../src/conversation/comments/brief-attempt.js'

const KEY = '0123456789abcdef'

const NEEDS = [
  'A brief needs at least one item under **Questions**, **Angles** or **Validations**, in one comment. The labels are',
  '`Questions` (or `question`), `Angles` (or `angle`), `Validations` (or `validation`), `Pull requests` (or',
  '`pull request`, `prs`), each on a line of its own, as a heading (`## Questions`) or in bold; the items are a list',
  'in any style (`-`, `*`, `+`, `1.`, `- [ ]`), or the paragraphs under a label. For example:'
].join(' ')

describe('renderBriefAnswer', () => {
  it('says what was read, what a brief needs, and shows an example, self-marked', () => {
    const attempt = readBriefAttempt('Questions:\n- <a question the review must answer>\n\nAngles: retries')!
    expect(renderBriefAnswer(attempt, KEY)).toBe(
      [
        '🤖 _the-loop_ — **No brief could be read from this comment**, so the review is still waiting for one.',
        '',
        'What was read:',
        '- no items under **Questions**.',
        "- 1 item left empty or as the template's `<…>` placeholders: replace them with your own.",
        '- `Angles:` with text after it on the same line, which reads as a sentence: put the label on a line of its own, or in bold (`**Angles:** …`).',
        '',
        NEEDS,
        '',
        '```',
        'Questions:',
        '- Is the new cache safe when two requests write at once?',
        'Angles:',
        '- error handling',
        'Validations:',
        '- npm test',
        '```',
        '',
        `<!-- the-loop:meta kind=not-a-brief node=review-brief key=${KEY} -->`,
        '',
        SELF_ATTRIBUTION,
        SELF_MARKER,
        ''
      ].join('\n')
    )
  })

  it('names stray list items, a brief in code, and each section with its count', () => {
    const body = renderBriefAnswer(
      {
        sections: [{ key: 'pullRequests', items: 2, placeholders: 0 }],
        strayItems: 3,
        inlinePlain: [],
        inCode: true
      },
      KEY
    )
    const read = body.split('What was read:\n')[1]!.split('\n\n')[0]!
    expect(read.split('\n')).toEqual([
      '- 2 items under **Pull requests**.',
      '- 3 list items under no section of the brief (under no label, or under a heading or label it does not know).',
      '- A brief inside a code block, which is never read (nor is text in quotes, HTML comments or `<details>`).'
    ])
  })

  it('carries the key of the comment it answers; pasted back, it is no brief (its example is code)', () => {
    const body = renderBriefAnswer(readBriefAttempt('Questions:')!, KEY)
    expect(parseMarkers(body)).toEqual([{ kind: 'not-a-brief', node: 'review-brief', key: KEY }])
    expect(parseBrief(body)).toBeNull()
    // Its one line of what was read is a list item under no label; its example, a brief inside code.
    expect(readBriefAttempt(body)).toEqual({ sections: [], strayItems: 1, inlinePlain: [], inCode: true })
  })

  it('refuses a key that is not 16 hex digits (it goes into a marker)', () => {
    expect(() => renderBriefAnswer(readBriefAttempt('Questions:')!, 'x -->')).toThrow(/16 hex/)
  })
})
