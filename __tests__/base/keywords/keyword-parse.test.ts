// Conformance tables (reference §1.2, §7.1) and hostile-input properties for the keyword parser.
import { describe, expect, it } from '@jest/globals'
import { fc, test as prop } from '@fast-check/jest'
import { COMMANDS, type Command } from '../../../src/base/keywords/commands.js'
import { defaultKeywordConfig, parseKeywordConfig } from '../../../src/base/keywords/keywords.js'
import { parseCommand, type ParseResult } from '../../../src/base/keywords/keyword-parse.js'

const config = defaultKeywordConfig()
const parse = (body: string | null | undefined): ParseResult => parseCommand(body, config)
const commandOf = (body: string): Command | undefined => {
  const result = parse(body)
  return result.kind === 'command' ? result.command : undefined
}

describe('parseCommand conformance (§1.2)', () => {
  it.each([
    'the-loop start',
    'the-loop start.',
    '(the-loop start)',
    '**the-loop start**',
    'THE-LOOP START',
    '> the-loop start',
    '`the-loop start`',
    '```\nthe-loop start\n```',
    '@the-loop start',
    '/the-loop start',
    'https://x/the-loop start',
    'please\nthe-loop start\nthanks',
    'the-loop start — I mean it, the-loop start'
  ])('%j is start', (body) => {
    expect(commandOf(body)).toBe('start')
  })

  it.each(['<!-- the-loop stop -->', '"the-loop stop"'])('%j is stop', (body) => {
    expect(commandOf(body)).toBe('stop')
  })

  it.each([
    'xthe-loop start',
    '-the-loop start',
    ':the-loop start',
    'the-loop startx',
    'the-loop startlater',
    'the-loop start:now',
    'the-loop start-now',
    'the-loop start_x',
    'the-loop  start',
    'the-loop\tstart',
    'the-loop\nstart',
    'the-loop/start',
    'the-loop:start',
    'the-loop reviews',
    'the-loop reviewed',
    'the-loop reviewer',
    'the-loop review-pr',
    'the-loop review:',
    'the-loop review: please look',
    'the-loop does',
    'the-loop done',
    'the-loop docs',
    'the-loop dominate',
    'éthe-loop start',
    'the-loop startñ',
    'the-loop start\u0301'
  ])('%j is not a command', (body) => {
    expect(parse(body)).toEqual({ kind: 'none' })
  })

  it('reads a trailing instruction as the bare command, never as an argument', () => {
    expect(parse('the-loop do fix the typo in README')).toEqual({ kind: 'command', command: 'do' })
  })

  it('test_two_different_commands_are_refused_as_ambiguous', () => {
    expect(parse('the-loop stop and the-loop review')).toEqual({
      kind: 'ambiguous',
      matched: ['stop', 'review']
    })
  })

  it('two keywords split across lines are still two commands (refused)', () => {
    expect(parse('the-loop review\n\nand also\nthe-loop start')).toEqual({
      kind: 'ambiguous',
      matched: ['start', 'review']
    })
  })

  it('a custom keyword is any literal string', () => {
    const custom = parseKeywordConfig('resume: /resume')
    expect(parseCommand('please /resume now', custom)).toEqual({ kind: 'command', command: 'resume' })
    expect(parseCommand('please x/resume now', custom)).toEqual({ kind: 'none' })
  })
})

describe('parseCommand checklist (§7.1)', () => {
  it('test_each_declared_keyword_is_recognised', () => {
    for (const command of COMMANDS) {
      expect(commandOf(`Hi team, the-loop ${command} when you can.`)).toBe(command)
    }
  })

  it('test_a_comment_without_a_keyword_is_not_a_command', () => {
    expect(parse('looks fine to me')).toEqual({ kind: 'none' })
  })

  it('test_an_empty_body_is_not_a_command', () => {
    expect(parse('')).toEqual({ kind: 'none' })
    expect(parse(null)).toEqual({ kind: 'none' })
    expect(parse(undefined)).toEqual({ kind: 'none' })
  })

  it('test_disabled_control_recognises_nothing', () => {
    expect(parseCommand('the-loop start', { ...config, enabled: false })).toEqual({ kind: 'none' })
  })

  it('test_an_empty_keyword_disables_only_that_command', () => {
    const custom = parseKeywordConfig('review: ""')
    expect(parseCommand('the-loop review', custom)).toEqual({ kind: 'none' })
    expect(parseCommand('the-loop start', custom)).toEqual({ kind: 'command', command: 'start' })
  })

  it('test_the_keyword_is_configurable_and_disablable', () => {
    const custom = parseKeywordConfig('review: Please Review')
    expect(parseCommand('please review', custom)).toEqual({ kind: 'command', command: 'review' })
    expect(parseCommand('the-loop review', custom)).toEqual({ kind: 'none' })
  })

  it('test_review_does_not_fire_on_prose', () => {
    for (const body of ['the-loop reviews', 'the-loop reviewed', 'the-loop reviewer', 'xthe-loop review']) {
      expect(parse(body)).toEqual({ kind: 'none' })
    }
  })

  it('test_review_plus_another_command_is_refused and test_do_plus_another_command_is_refused', () => {
    expect(parse('the-loop review then the-loop pause')).toEqual({
      kind: 'ambiguous',
      matched: ['pause', 'review']
    })
    expect(parse('the-loop do it; the-loop stop')).toEqual({ kind: 'ambiguous', matched: ['stop', 'do'] })
  })
})

describe('abuse case 2: a comment with the-loop review and another keyword', () => {
  it('is refused outright, never resolved by precedence', () => {
    const result = parse('the-loop review\nQuestions:\n- q\n\nthe-loop cleanup')
    expect(result.kind).toBe('ambiguous')
  })
})

describe('hostile bodies', () => {
  it('a 1 MB body of near-misses parses quickly and finds nothing', () => {
    const body = 'the-loop startx '.repeat(70_000)
    const t0 = Date.now()
    expect(parse(body)).toEqual({ kind: 'none' })
    // Loose bound: only guards against super-linear behaviour, not a timing assertion of speed.
    expect(Date.now() - t0).toBeLessThan(5_000)
  })

  it('zero-width characters inside the keyword break it; around it they do not', () => {
    expect(parse('the-loop\u200bstart')).toEqual({ kind: 'none' })
    expect(parse('the-lo\u200dop start')).toEqual({ kind: 'none' })
    expect(commandOf('\u200bthe-loop start\u200b')).toBe('start')
  })

  it('a keyword inside a URL path glued by a dash does not match', () => {
    expect(parse('https://example.com/docs/about-the-loop-start')).toEqual({ kind: 'none' })
  })
})

const word = fc.constantFrom('a', 'Z', '0', '_', 'é', 'ß', '٣', '\u0301', '-', ':')
const anyText = fc.string({ unit: 'binary', maxLength: 200 })

describe('parser properties', () => {
  prop.prop([anyText], { numRuns: 300 })('never throws on any text', (body) => {
    expect(() => parse(body)).not.toThrow()
  })

  prop.prop([fc.constantFrom(...COMMANDS), word, fc.boolean(), fc.string({ maxLength: 20 })], {
    numRuns: 300
  })('a keyword glued to a word character never matches', (command, glue, before, noise) => {
    const keyword = `the-loop ${command}`
    const glued = before ? `${glue}${keyword}` : `${keyword}${glue}`
    const body = `${noise.replace(/the-loop/gi, '')} ${glued}`
    expect(parse(body)).toEqual({ kind: 'none' })
  })

  prop.prop(
    [
      fc.uniqueArray(fc.constantFrom(...COMMANDS), { minLength: 2, maxLength: 4 }),
      fc.constantFrom(' ', '\n', '. ', ' and ')
    ],
    { numRuns: 200 }
  )('two distinct commands never yield one command', (commands, sep) => {
    const result = parse(commands.map((c) => `the-loop ${c}`).join(sep))
    expect(result.kind).toBe('ambiguous')
  })

  prop.prop([fc.constantFrom(...COMMANDS), fc.integer({ min: 1, max: 5 })], { numRuns: 100 })(
    'the same command repeated is that command',
    (command, times) => {
      expect(parse(Array(times).fill(`THE-loop ${command}!`).join(' '))).toEqual({ kind: 'command', command })
    }
  )
})

describe('binary-ish and structured hostile bodies', () => {
  const unit = fc.oneof(
    fc.constantFrom(
      '\ud800',
      '\udfff',
      '\u0000',
      '\u200b',
      '\ufeff',
      '`',
      '\n',
      'the-loop ',
      'review',
      'stop'
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
  )
  prop.prop([fc.string({ unit, maxLength: 300 })], { numRuns: 300 })(
    'lone surrogates, NULs and fragments of keywords never throw and never yield two commands as one',
    (body) => {
      const result = parse(body)
      if (result.kind === 'command') {
        expect(body.toLowerCase()).toContain(`the-loop ${result.command}`)
        // With the found command disabled nothing else may be left: no second command was hidden.
        const without = { ...config, keywords: { ...config.keywords, [result.command]: '' } }
        expect(parseCommand(body, without)).toEqual({ kind: 'none' })
      }
    }
  )

  it('a keyword inside nested code fences still counts (code is not stripped, by design)', () => {
    expect(commandOf('````md\n```\nthe-loop pause\n```\n````')).toBe('pause')
  })

  it('a keyword next to a lone surrogate or a NUL still matches; glued to a letter it does not', () => {
    expect(commandOf('\ud800the-loop stop\u0000')).toBe('stop')
    expect(parse('𝔸the-loop stop')).toEqual({ kind: 'none' })
  })
})
