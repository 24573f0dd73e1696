// The `control-keywords` input: defaults, partial overrides, disabling, and errors naming the input.
import { describe, expect, it } from '@jest/globals'
import { COMMANDS } from '../../../src/base/keywords/commands.js'
import { defaultKeywordConfig, parseKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { UserError } from '../../../src/base/shared/errors.js'

describe('keyword config', () => {
  it('test_defaults_declare_the_documented_keywords', () => {
    const { keywords, enabled } = defaultKeywordConfig()
    expect(enabled).toBe(true)
    for (const command of COMMANDS) expect(keywords[command]).toBe(`the-loop ${command}`)
  })

  it('an empty or blank input keeps every default', () => {
    expect(parseKeywordConfig('')).toEqual(defaultKeywordConfig())
    expect(parseKeywordConfig('  \n')).toEqual(defaultKeywordConfig())
  })

  it('test_from_mapping_overrides_one_keyword_and_keeps_the_rest', () => {
    const { keywords } = parseKeywordConfig('review: "  please review  "')
    expect(keywords.review).toBe('please review')
    expect(keywords.start).toBe('the-loop start')
  })

  it('an empty string or a bare key disables that one word', () => {
    expect(parseKeywordConfig('do: ""').keywords.do).toBe('')
    expect(parseKeywordConfig('do:').keywords.do).toBe('')
    expect(parseKeywordConfig('do:').keywords.review).toBe('the-loop review')
  })

  it.each([
    ['review: [unclosed', /not valid YAML/],
    ['- review', /YAML map/],
    ['42', /YAML map/],
    ['launch: go', /unknown command "launch"/],
    ['review: 3', /must be a string/],
    ['review: go\nstart: GO', /share the keyword/],
    [`review: ${'x'.repeat(101)}`, /longer than 100/]
  ])('%j is an error naming the input', (text, message) => {
    let caught: unknown
    try {
      parseKeywordConfig(text)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UserError)
    expect((caught as Error).message).toMatch(/^input control-keywords: /)
    expect((caught as Error).message).toMatch(message)
  })
})
