// readDisposition: a reply on a finding's thread that decides the finding, or reopens it. Every phrase and
// spelling, the separators, the reason and the follow-up, and what is never one (quoted, in code, not first).
import { describe, expect, it } from '@jest/globals'
import {
  DISPOSITION_LABELS,
  MAX_REASON_CHARS,
  readDisposition,
  type DispositionKind
} from '../../../src/conversation/comments/disposition.js'

const decided = (kind: DispositionKind, reason: string, followUp = '') => ({ kind, reason, followUp })

describe('readDisposition: phrases and spellings', () => {
  const spellings: Array<[string, DispositionKind]> = [
    ["won't fix", 'wont-fix'],
    ['won\u2019t fix', 'wont-fix'],
    ['wont fix', 'wont-fix'],
    ['wontfix', 'wont-fix'],
    ["Won't Fix", 'wont-fix'],
    ['WONTFIX', 'wont-fix'],
    ['false positive', 'false-positive'],
    ['False Positive', 'false-positive'],
    ['not a bug', 'not-a-bug'],
    ['Not a bug', 'not-a-bug'],
    ['by design', 'by-design'],
    ['By Design', 'by-design'],
    ['accepted risk', 'accepted-risk'],
    ['ACCEPTED RISK', 'accepted-risk'],
    ['intended', 'intended'],
    ['Intended', 'intended']
  ]

  it.each(spellings)('%s alone on the line is a disposition with no reason', (phrase, kind) => {
    expect(readDisposition(phrase)).toEqual(decided(kind, ''))
  })

  it.each(spellings)(
    '%s with a colon, a dash, an em dash or an en dash before the reason',
    (phrase, kind) => {
      for (const separator of [':', ' -', ' \u2014', ' \u2013', ' --']) {
        expect(readDisposition(`${phrase}${separator} the cache is per request`)).toEqual(
          decided(kind, 'the cache is per request')
        )
      }
    }
  )

  it.each(spellings.filter(([, kind]) => kind !== 'intended'))(
    '%s with no separator: the rest of the line is the reason',
    (phrase, kind) => {
      expect(readDisposition(`${phrase} the cache is per request`)).toEqual(
        decided(kind, 'the cache is per request')
      )
    }
  )

  it('reads separators with or without spaces around them, and punctuation after the phrase', () => {
    expect(readDisposition('false positive:the input is validated')).toEqual(
      decided('false-positive', 'the input is validated')
    )
    expect(readDisposition('not a bug\u2014the input is validated')).toEqual(
      decided('not-a-bug', 'the input is validated')
    )
    expect(readDisposition('By design. The parser is lenient.')).toEqual(
      decided('by-design', 'The parser is lenient.')
    )
    expect(readDisposition('accepted risk, tracked in #12')).toEqual(
      decided('accepted-risk', 'tracked in #12')
    )
    expect(readDisposition('Not a bug!')).toEqual(decided('not-a-bug', ''))
    expect(readDisposition("won't fix... meh")).toEqual(decided('wont-fix', 'meh'))
  })

  it('keeps a hyphen that starts the reason (a number, a flag) and drops only one separator', () => {
    expect(readDisposition("won't fix -1 is handled upstream")).toEqual(
      decided('wont-fix', '-1 is handled upstream')
    )
    expect(readDisposition('false positive: - the list is never empty')).toEqual(
      decided('false-positive', '- the list is never empty')
    )
  })

  it('"won\'t fix — done on purpose" is a disposition, not a done reply, with no follow-up', () => {
    expect(readDisposition("won't fix \u2014 done on purpose")).toEqual(
      decided('wont-fix', 'done on purpose')
    )
  })

  it('matches a phrase only as whole words at the start of the line', () => {
    expect(readDisposition('intendedly left as is')).toBeUndefined()
    expect(readDisposition("won't fixate on this")).toBeUndefined()
    expect(readDisposition("won't fix-ish")).toBeUndefined()
    expect(readDisposition('not a bugfix')).toBeUndefined()
    expect(readDisposition('accepted risks: all of them')).toBeUndefined()
    expect(readDisposition('false positives everywhere')).toBeUndefined()
    expect(readDisposition('I think this is not a bug')).toBeUndefined()
    expect(readDisposition('wont-fix')).toBeUndefined()
  })

  it('a phrase followed by a question mark asks, it does not decide', () => {
    expect(readDisposition('false positive?')).toBeUndefined()
    expect(readDisposition('Not a bug? It crashes for me.')).toBeUndefined()
  })

  it('intended decides only before a separator or the end of the line: "intended behaviour changed?" asks', () => {
    expect(readDisposition('intended behaviour changed?')).toBeUndefined()
    expect(readDisposition('Intended to be fixed later?')).toBeUndefined()
    expect(readDisposition('Intended.')).toEqual(decided('intended', ''))
    expect(readDisposition('Intended, see the spec')).toEqual(decided('intended', 'see the spec'))
    expect(readDisposition('intended: see the spec')).toEqual(decided('intended', 'see the spec'))
    expect(readDisposition('intended \u2014 see the spec')).toEqual(decided('intended', 'see the spec'))
  })

  it('names every kind in words', () => {
    expect(DISPOSITION_LABELS).toEqual({
      'wont-fix': "won't fix",
      'false-positive': 'false positive',
      'not-a-bug': 'not a bug',
      'by-design': 'by design',
      'accepted-risk': 'accepted risk',
      intended: 'intended'
    })
  })
})

describe('readDisposition: the reason and the follow-up', () => {
  it('joins the lines of the disposition paragraph into the reason', () => {
    expect(readDisposition('false positive: the input\nis validated in the caller')).toEqual(
      decided('false-positive', 'the input is validated in the caller')
    )
    expect(readDisposition('by design\r\nsee the spec')).toEqual(decided('by-design', 'see the spec'))
  })

  it('takes the text after the blank line as the follow-up, and only that', () => {
    const body = 'false positive: the input is validated\n\nCould you check the other caller too?'
    expect(readDisposition(body)).toEqual(
      decided('false-positive', 'the input is validated', 'Could you check the other caller too?')
    )
  })

  it('keeps the follow-up paragraphs apart and as written', () => {
    const body = "won't fix\n\nOne question:\nwhy `retry` twice?\n\n\nAnd a second one."
    expect(readDisposition(body)).toEqual(
      decided('wont-fix', '', 'One question:\nwhy `retry` twice?\n\nAnd a second one.')
    )
  })

  it('a quote or a code block after the disposition is no follow-up', () => {
    expect(readDisposition('false positive\n\n> why does this fail?')).toEqual(decided('false-positive', ''))
    expect(readDisposition('false positive\n\n```\nwhy?\n```')).toEqual(decided('false-positive', ''))
  })

  it('a list that starts right after the disposition line ends its paragraph: it is the follow-up', () => {
    expect(readDisposition("won't fix\n- but please rename `x`")).toEqual(
      decided('wont-fix', '', 'but please rename `x`')
    )
  })

  it('keeps the reason as written: inline code, emphasis and links stay, HTML comments go', () => {
    expect(readDisposition('not a bug: `len` is never *zero* here')).toEqual(
      decided('not-a-bug', '`len` is never *zero* here')
    )
    expect(readDisposition("won't fix <!-- note to self --> for now")).toEqual(decided('wont-fix', 'for now'))
  })

  it('reads a phrase in a bold or italic run, the separator inside or after it', () => {
    expect(readDisposition("**Won't fix**: done on purpose")).toEqual(decided('wont-fix', 'done on purpose'))
    expect(readDisposition('**False positive:** the input is validated')).toEqual(
      decided('false-positive', 'the input is validated')
    )
    expect(readDisposition('_by design_ \u2014 see the spec')).toEqual(decided('by-design', 'see the spec'))
  })

  it('reads a phrase in a link or with an escape through the words as read', () => {
    expect(readDisposition("[won't fix](https://example.com/policy) see the policy")).toEqual(
      decided('wont-fix', 'see the policy')
    )
    expect(readDisposition("won\\'t fix: escaped")).toEqual(decided('wont-fix', 'escaped'))
  })

  it('caps a very long reason at MAX_REASON_CHARS characters', () => {
    const long = 'a'.repeat(MAX_REASON_CHARS + 300)
    expect(readDisposition(`accepted risk: ${long}`)).toEqual(
      decided('accepted-risk', 'a'.repeat(MAX_REASON_CHARS))
    )
    expect(MAX_REASON_CHARS).toBe(500)
  })

  it('caps by characters, never splitting one written as two UTF-16 units', () => {
    const reading = readDisposition(`accepted risk: ${'\u{1F600}'.repeat(MAX_REASON_CHARS + 1)}`)
    expect(reading).toEqual(decided('accepted-risk', '\u{1F600}'.repeat(MAX_REASON_CHARS)))
  })

  it('caps a long reason across lines after joining them', () => {
    const line = 'word '.repeat(60).trim()
    const body = `not a bug: ${line}\n${line}\n${line}`
    const reason = [line, line, line].join(' ').slice(0, MAX_REASON_CHARS).trimEnd()
    expect(readDisposition(body)).toEqual(decided('not-a-bug', reason))
  })
})

describe('readDisposition: what is never a disposition', () => {
  it('a quoted disposition is none', () => {
    expect(readDisposition("> won't fix")).toBeUndefined()
    expect(readDisposition("> won't fix\n\nhmm, are you sure?")).toBeUndefined()
  })

  it('a disposition in a code block or inline code is none', () => {
    expect(readDisposition('```\nwontfix\n```')).toBeUndefined()
    expect(readDisposition('    wontfix')).toBeUndefined()
    expect(readDisposition('`wontfix`')).toBeUndefined()
    expect(readDisposition('`wontfix` is the label we use')).toBeUndefined()
  })

  it('a phrase that is not on the first line is none', () => {
    expect(readDisposition("Thanks!\nwon't fix")).toBeUndefined()
    expect(readDisposition('Thanks!\n\nfalse positive: validated')).toBeUndefined()
  })

  it('a comment opening with a heading or a list is none', () => {
    expect(readDisposition("# won't fix")).toBeUndefined()
    expect(readDisposition("- won't fix")).toBeUndefined()
  })

  it('an empty or unreadable comment is none', () => {
    expect(readDisposition('')).toBeUndefined()
    expect(readDisposition('   \n\n  ')).toBeUndefined()
    expect(readDisposition(`${'>'.repeat(5000)} won't fix`)).toBeUndefined()
  })

  it('reads the first paragraph after an HTML comment or a quote of the finding', () => {
    expect(readDisposition('<!-- reply -->\nfalse positive: validated')).toEqual(
      decided('false-positive', 'validated')
    )
    expect(readDisposition('> Possible null dereference\n\nnot a bug: checked above')).toEqual(
      decided('not-a-bug', 'checked above')
    )
  })

  it('an HTML comment opening the line hides the whole line (an HTML block)', () => {
    expect(readDisposition('<!-- reply --> false positive: validated')).toBeUndefined()
  })
})

describe('readDisposition: reopen', () => {
  it('reopen alone on the first line, any case, a full stop or an exclamation mark allowed', () => {
    for (const body of ['reopen', 'Reopen.', 'REOPEN!', '  reopen  ', '**reopen**']) {
      expect(readDisposition(body)).toEqual({ reopen: true, followUp: '' })
    }
  })

  it('reopen in a sentence is none: it may be asking rather than deciding', () => {
    expect(readDisposition('reopen please')).toBeUndefined()
    expect(readDisposition('Reopen?')).toBeUndefined()
    expect(readDisposition('reopened')).toBeUndefined()
    expect(readDisposition('please reopen')).toBeUndefined()
  })

  it('a reopen keeps the follow-up after its blank line; the rest of its paragraph is not one', () => {
    expect(readDisposition('reopen\n\nDoes the new test cover it?')).toEqual({
      reopen: true,
      followUp: 'Does the new test cover it?'
    })
    expect(readDisposition('reopen\nI changed my mind')).toEqual({ reopen: true, followUp: '' })
  })

  it('a quoted or fenced reopen is none', () => {
    expect(readDisposition('> reopen')).toBeUndefined()
    expect(readDisposition('```\nreopen\n```')).toBeUndefined()
    expect(readDisposition('`reopen`')).toBeUndefined()
  })
})
