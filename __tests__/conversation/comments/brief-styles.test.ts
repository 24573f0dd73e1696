// Briefs as people write them on GitHub (issue 23's bad-input list), each expected brief written out whole.
import { describe, expect, it } from '@jest/globals'
import { parseBrief, type Brief } from '../../../src/conversation/comments/brief.js'
import { MAX_SECTION_ITEMS } from '../../../src/conversation/comments/brief-sections.js'

const brief = (parts: Partial<Brief>): Brief => ({
  questions: [],
  angles: [],
  validations: [],
  pullRequests: [],
  ...parts
})

describe('briefs in every layout', () => {
  it.each([
    ['dash bullets', 'Questions:\n- one\n- two'],
    ['star bullets', 'Questions:\n* one\n* two'],
    ['plus bullets', 'Questions:\n+ one\n+ two'],
    ['numbered with dots', 'Questions:\n1. one\n2. two'],
    ['numbered with parentheses', 'Questions:\n1) one\n2) two'],
    ['task items', 'Questions:\n- [ ] one\n- [x] two'],
    ['a blank line between bullets', 'Questions:\n- one\n\n- two'],
    ['an ATX heading', '## Questions\n- one\n- two'],
    ['an ATX heading with closing hashes', '### Questions ###\n\n- one\n- two'],
    ['a setext heading', 'Questions\n=========\n- one\n- two'],
    ['a bold label', '**Questions**\n- one\n- two'],
    ['a bold label, colon outside', '**Questions**:\n- one\n- two'],
    ['an italic label', '_Questions:_\n- one\n- two'],
    ['a singular label', 'Question:\n- one\n- two'],
    ['the label’s first item on its line', '**Questions:** one\n- two'],
    ['prose under a label, one paragraph each', 'Questions:\n\none\n\ntwo']
  ])('%s', (_, body) => {
    expect(parseBrief(body)).toEqual(brief({ questions: ['one', 'two'] }))
  })

  it('a bullet that wraps keeps all its text; its nested list is flattened into it', () => {
    const body = [
      'Questions:',
      '- is the lock held across',
      '  the await in `save()`?',
      '- does it scale:',
      '  - below 100',
      '  - above 100',
      'Validations:',
      '1. run',
      'the unit tests'
    ].join('\n')
    expect(parseBrief(body)).toEqual(
      brief({
        questions: ['is the lock held across the await in `save()`?', 'does it scale: below 100; above 100'],
        validations: ['run the unit tests']
      })
    )
  })

  it('a label ends the list before it even with no blank line (the template’s own layout)', () => {
    const body =
      'Questions:\n- q\nAngles:\n- a\n**Validations**\n- v\nPRs:\n- #3\n- https://github.com/o/r/pull/4'
    expect(parseBrief(body)).toEqual(
      brief({
        questions: ['q'],
        angles: ['a'],
        validations: ['v'],
        pullRequests: ['#3', 'https://github.com/o/r/pull/4']
      })
    )
  })

  it('a heading or bold label the brief does not know ends the section before it', () => {
    expect(parseBrief('## Questions\n- q\n## Notes\n- not a question\n\n**Context**\n- nor this')).toEqual(
      brief({ questions: ['q'] })
    )
  })

  it('a section written as a list does not take the prose after it', () => {
    expect(parseBrief('Questions:\n- q\n\nThanks!')).toEqual(brief({ questions: ['q'] }))
  })

  it('empty sections give nothing; the one with items makes the brief', () => {
    expect(parseBrief('Questions:\n\nAngles:\n- a\n\nValidations:\n')).toEqual(brief({ angles: ['a'] }))
  })

  it('keeps the first 100 of 10,000 bullets', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => `item ${i}`)
    const got = parseBrief(`Questions:\n${items.map((i) => `- ${i}`).join('\n')}`)
    expect(got).toEqual(brief({ questions: items.slice(0, MAX_SECTION_ITEMS) }))
    expect(MAX_SECTION_ITEMS).toBe(100)
  })

  it('an HTML comment in an item is taken out; one holding a section is never read', () => {
    const body = 'Questions:\n- is it <!-- really --> safe?\n<!--\nAngles:\n- hidden\n-->'
    expect(parseBrief(body)).toEqual(brief({ questions: ['is it  safe?'] }))
  })
})

describe('what is no brief', () => {
  it.each([
    ['inside a code fence', '```\nQuestions:\n- q\n```'],
    ['indented code', '    Questions:\n    - q'],
    ['inside <details>', '<details>\n<summary>brief</summary>\n\nQuestions:\n- q\n\n</details>'],
    ['quoted', '> Questions:\n> - q'],
    ['in an HTML comment', '<!-- Questions:\n- q -->'],
    ['in a table', '| Questions |\n|---|\n| q |'],
    ['a plain label with text on its line', 'Questions: is it safe?'],
    ['the template quoted back', 'Questions:\n- <a question the review must answer>\nAngles:\n- <an angle>'],
    ['chatter', 'cc @bob, can you write the brief?']
  ])('%s', (_, body) => {
    expect(parseBrief(body)).toBeNull()
  })
})
