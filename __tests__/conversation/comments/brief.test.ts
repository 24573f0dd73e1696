// parseBrief conformance (reference §5.5) and hostile-input properties.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { parseBrief } from '../../../src/conversation/comments/brief.js'

describe('parseBrief conformance (§5.5)', () => {
  it('test_parse_brief_accepts_a_full_brief', () => {
    expect(parseBrief('the-loop review\nQuestions:\n- q1\nAngles:\n- a1\nValidations:\n- v1')).toEqual({
      questions: ['q1'],
      angles: ['a1'],
      validations: ['v1'],
      pullRequests: []
    })
  })

  it('test_parse_brief_reads_the_pull_requests_scope_section', () => {
    expect(
      parseBrief('Questions:\n- anything odd?\nPull requests:\n- #12\n- octo/lab#7')?.pullRequests
    ).toEqual(['#12', 'octo/lab#7'])
    expect(parseBrief('Angles:\n- retries\nPRs:\n- #3')?.pullRequests).toEqual(['#3'])
    expect(parseBrief('Angles:\n- retries\n__PRs__:\n- #3')?.pullRequests).toEqual(['#3'])
  })

  it('test_a_pull_request_list_alone_is_not_a_brief', () => {
    expect(parseBrief('Pull requests:\n- #12\n- #13')).toBeNull()
  })

  it('test_parse_brief_accepts_one_section_alone', () => {
    expect(parseBrief('Questions:\n- is the lock held across the await?')).toEqual({
      questions: ['is the lock held across the await?'],
      angles: [],
      validations: [],
      pullRequests: []
    })
  })

  it('test_parse_brief_tolerates_decoration_and_checkboxes', () => {
    expect(parseBrief('**Angles:**\n- [ ] error handling\n* [x] retries')?.angles).toEqual([
      'error handling',
      'retries'
    ])
    expect(parseBrief('### Validations\n\n- npm test  \n')?.validations).toEqual(['npm test'])
  })

  // Issue 23: quoted text is never read, so a label quoted back labels nothing (it read `['why?']` before).
  it('a label in a block quote labels nothing', () => {
    expect(parseBrief('> Questions:\n- why?')).toBeNull()
  })

  it.each([
    '',
    'no brief here',
    'Questions:',
    'Questions:\nAngles:\nValidations:',
    'Questions:\n- <placeholder>'
  ])('test_parse_brief_refuses_an_empty_form: %j', (body) => {
    expect(parseBrief(body)).toBeNull()
  })

  it('text on the marker line makes it prose, not a marker', () => {
    expect(parseBrief('Questions: why?\n- is this a bullet')).toBeNull()
  })

  // Issue 23: a loose list is one list (the second bullet was dropped before), and a line after a bullet is that
  // bullet's wrapped text (the list ended there before).
  it('a blank line between bullets keeps both; a line after a bullet wraps it', () => {
    expect(parseBrief('Questions:\n- q1\n\n- q2')?.questions).toEqual(['q1', 'q2'])
    expect(parseBrief('Questions:\n- q1\nsome prose\n- q2')?.questions).toEqual(['q1 some prose', 'q2'])
  })

  it('a later non-empty repeat wins; an empty repeat does not wipe', () => {
    expect(parseBrief('Questions:\n- old\nQuestions:\n- new')?.questions).toEqual(['new'])
    expect(parseBrief('Questions:\n- kept\nQuestions:\n')?.questions).toEqual(['kept'])
  })

  // Issue 23: code is never read, so a brief inside a fence is none (it parsed before); the gate answers it.
  it('neither a brief inside a fence nor the quoted-back template is a brief', () => {
    expect(parseBrief('```\nQuestions:\n- real one\n```')).toBeNull()
    expect(
      parseBrief('```\nQuestions:\n- <a question>\nAngles:\n- <an angle>\nValidations:\n- <a check>\n```')
    ).toBeNull()
  })

  // Issue 23: only GitHub's longest comment (MAX_READ_CHARS) is read; what lies past it is not.
  it('a 1 MB body is read up to the limit, without blowing up', () => {
    expect(parseBrief(`${'#'.repeat(500_000)}${' '.repeat(500_000)}x`)).toBeNull()
    const padding = ' \t'.repeat(300_000)
    expect(parseBrief(`Questions:\n- x ${padding}y`)?.questions).toEqual(['x'])
    expect(parseBrief(`Angles:\n- a\n\n${padding}\n\nQuestions:\n- past the limit`)).toEqual({
      questions: [],
      angles: ['a'],
      validations: [],
      pullRequests: []
    })
  })
})

describe('parseBrief properties', () => {
  prop.prop([fc.string({ unit: 'binary', maxLength: 400 })], { numRuns: 300 })('never throws', (body) => {
    expect(() => parseBrief(body)).not.toThrow()
  })

  const item = fc.stringMatching(/^[a-z][a-z ?]{0,20}[a-z?]$/)
  prop.prop([fc.array(item, { minLength: 1, maxLength: 5 })], { numRuns: 200 })(
    'every stated question comes back, in order',
    (items) => {
      expect(parseBrief(`Questions:\n${items.map((i) => `- ${i}`).join('\n')}`)?.questions).toEqual(items)
    }
  )
})
