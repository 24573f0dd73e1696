// What counts as a try at the brief that cannot be read (the gate answers it), and what is chatter (no answer).
import { describe, expect, it } from '@jest/globals'
import { readBriefAttempt, type BriefAttempt } from '../../../src/conversation/comments/brief-attempt.js'
import { renderBriefTemplate } from '../../../src/loop/brief/brief-comments.js'

const attempt = (parts: Partial<BriefAttempt>): BriefAttempt => ({
  sections: [],
  strayItems: 0,
  inlinePlain: [],
  inCode: false,
  ...parts
})

describe('readBriefAttempt', () => {
  it('a label with no items', () => {
    expect(readBriefAttempt('the-loop review\n\nQuestions:\n\nAngles:')).toEqual(
      attempt({
        sections: [
          { key: 'questions', items: 0, placeholders: 0 },
          { key: 'angles', items: 0, placeholders: 0 }
        ]
      })
    )
  })

  it('the template’s block pasted back unchanged: its placeholders counted', () => {
    const block = renderBriefTemplate({ variant: 'pull-request' }).split('```')[1]!
    expect(readBriefAttempt(block)).toEqual(
      attempt({
        sections: [
          { key: 'questions', items: 0, placeholders: 1 },
          { key: 'angles', items: 0, placeholders: 1 },
          { key: 'validations', items: 0, placeholders: 1 }
        ]
      })
    )
  })

  it('a list under no label, or under labels the brief does not know', () => {
    expect(readBriefAttempt('Please look at:\n\n- the cache\n- the retries')).toEqual(
      attempt({ strayItems: 2 })
    )
    expect(readBriefAttempt('## Concerns\n1. the cache\n2. the retries\n\n**Scope**\n- all of it')).toEqual(
      attempt({ strayItems: 3 })
    )
  })

  it('pull requests alone: named, with their items, but no brief', () => {
    expect(readBriefAttempt('Pull requests:\n- #12\n- #13')).toEqual(
      attempt({ sections: [{ key: 'pullRequests', items: 2, placeholders: 0 }] })
    )
  })

  it('a plain label with its text on the same line', () => {
    expect(readBriefAttempt('Questions: is the cache safe?\nAngles: retries')).toEqual(
      attempt({ inlinePlain: ['questions', 'angles'] })
    )
  })

  it('a brief written inside a code block', () => {
    expect(readBriefAttempt('here it is:\n\n```\nQuestions:\n- is it safe?\n```')).toEqual(
      attempt({ inCode: true })
    )
  })

  it.each([
    ['chatter', 'cc @bob, can you write the brief?'],
    ['a section word in prose', 'Which questions should the review answer?'],
    ['a brief', 'Questions:\n- is it safe?'],
    ['a brief quoted', '> Questions:\n> - is it safe?\n\nwhat do you think?'],
    ['a list quoted', '> - one\n> - two'],
    ['an empty comment', '']
  ])('no attempt: %s', (_, body) => {
    expect(readBriefAttempt(body)).toBeNull()
  })
})
