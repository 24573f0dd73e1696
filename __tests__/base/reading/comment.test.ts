// The comment reader: what a person wrote for the action to read, and what it sets apart (quotes, code, HTML,
// `<details>`, tables). Outputs are asserted whole.
import { describe, expect, it } from '@jest/globals'
import { readableText, readComment } from '../../../src/base/reading/comment.js'
import { MAX_READ_CHARS } from '../../../src/base/reading/parse.js'

const NOTHING_SET_APART = { code: [], quotes: 0, html: 0, tables: 0 }

describe('readComment', () => {
  it('reads headings, paragraphs line by line, and list items with their wrapped lines and nested lists', () => {
    const body = [
      '## Questions ##',
      'first line',
      'second *line*',
      '',
      '1. an item',
      '   wrapped onto a second line',
      '   - nested one',
      '   - nested `two`',
      '',
      '   a later paragraph',
      '2) no, this is a new list',
      '- [ ] a task'
    ].join('\n')
    expect(readComment(body)).toEqual({
      blocks: [
        { kind: 'heading', lines: [{ source: 'Questions', text: 'Questions' }] },
        {
          kind: 'paragraph',
          lines: [
            { source: 'first line', text: 'first line' },
            { source: 'second *line*', text: 'second line' }
          ]
        },
        {
          kind: 'item',
          lines: [
            { source: 'an item', text: 'an item' },
            { source: 'wrapped onto a second line', text: 'wrapped onto a second line' },
            { source: 'nested one', text: 'nested one', opens: 'item' },
            { source: 'nested `two`', text: 'nested', opens: 'item' },
            { source: 'a later paragraph', text: 'a later paragraph', opens: 'paragraph' }
          ]
        },
        { kind: 'item', lines: [{ source: 'no, this is a new list', text: 'no, this is a new list' }] },
        { kind: 'item', lines: [{ source: 'a task', text: 'a task' }] }
      ],
      setApart: NOTHING_SET_APART,
      truncated: false,
      unreadable: false
    })
  })

  it('gives the bold or italic run a line starts with, and the source after it', () => {
    expect(readComment('**Questions:** Is *it* safe?\n_Angles_\nnot **a lead**').blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [
          {
            source: '**Questions:** Is *it* safe?',
            text: 'Questions: Is it safe?',
            lead: { text: 'Questions:', after: 'Is *it* safe?' }
          },
          { source: '_Angles_', text: 'Angles', lead: { text: 'Angles', after: '' } },
          { source: 'not **a lead**', text: 'not a lead' }
        ]
      }
    ])
  })

  it('never reads block quotes, code, HTML, <details> or tables, and counts what it set apart', () => {
    const body = [
      '> quoted: looks good',
      '',
      '```',
      'fenced done',
      '```',
      '',
      '    indented done',
      '',
      '<!-- hidden',
      '',
      'still hidden -->',
      '',
      '<details>',
      '<summary>more</summary>',
      '',
      'inside details',
      '',
      '</details>',
      '',
      '| a | b |',
      '|---|---|',
      '| done | x |',
      '',
      'said <!-- not said --> aloud'
    ].join('\n')
    expect(readComment(body)).toEqual({
      blocks: [{ kind: 'paragraph', lines: [{ source: 'said  aloud', text: 'said  aloud' }] }],
      setApart: { code: ['fenced done', 'indented done'], quotes: 1, html: 3, tables: 1 },
      truncated: false,
      unreadable: false
    })
  })

  it('reads CRLF and lone CR line endings as the parser does', () => {
    expect(readComment('one\r\ntwo\rthree').blocks).toEqual([
      {
        kind: 'paragraph',
        lines: [
          { source: 'one', text: 'one' },
          { source: 'two', text: 'two' },
          { source: 'three', text: 'three' }
        ]
      }
    ])
  })

  it('reads no further than GitHub’s longest comment', () => {
    const read = readComment(`kept\n\n${'x'.repeat(MAX_READ_CHARS)}\n\nnever read`)
    expect(read.truncated).toBe(true)
    expect(readableText(read)).not.toContain('never read')
    expect(readableText(read).startsWith('kept\n')).toBe(true)
  })

  it('an empty comment reads as nothing', () => {
    expect(readComment('')).toEqual({
      blocks: [],
      setApart: NOTHING_SET_APART,
      truncated: false,
      unreadable: false
    })
  })
})

describe('readableText', () => {
  it('is every line as read, one per line: no quote, no code span, no link syntax', () => {
    const body = '> lgtm\n\nplease check [the docs](https://x.y/done) and `done`\n- and **this**'
    expect(readableText(readComment(body))).toBe('please check the docs and\nand this')
  })
})
